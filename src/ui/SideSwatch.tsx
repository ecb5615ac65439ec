// A player's side colour beside their name in the panel: the same colour the board paints their
// vehicles, from the same palette (render/palette.ts), so the colour-blind-safe choice in the
// settings changes both together.
import { hex, ownerColour } from '../render/palette';
import { useStore } from '../store';

export function SideSwatch({ owner }: { owner: string | null | undefined }) {
  const players = useStore((s) => s.game?.players ?? null);
  const palette = useStore((s) => s.palette);
  if (!players || !owner || !players.some((p) => p.id === owner)) return null;
  const colour = hex(ownerColour(players, owner, palette));
  return <span className="side-swatch" aria-hidden="true" data-testid={`side-swatch-${owner}`} data-colour={colour} style={{ background: colour }} />;
}
