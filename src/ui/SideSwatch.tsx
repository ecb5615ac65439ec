// A side's colour beside a name in the panel: the very colour the board paints the vehicle (or the
// player's first vehicle) with, from render/palette.ts's vehicleColours, so sides, seats and the
// colour-blind-safe choice in the settings always agree with the board.
import { hex, ownerColour, vehicleColours } from '../render/palette';
import { useStore } from '../store';

export function SideSwatch({ owner, vehicle }: { owner: string | null | undefined; vehicle?: string }) {
  const game = useStore((s) => s.game);
  const palette = useStore((s) => s.palette);
  if (!game || !owner || !game.players.some((p) => p.id === owner)) return null;
  const vid = vehicle ?? game.vehicles.find((v) => v.owner === owner)?.id;
  const painted = vid ? vehicleColours(game, palette).get(vid) : undefined;
  const colour = hex(painted ?? ownerColour(game.players, owner, palette));
  return <span className="side-swatch" aria-hidden="true" data-testid={`side-swatch-${owner}`} data-colour={colour} style={{ background: colour }} />;
}
