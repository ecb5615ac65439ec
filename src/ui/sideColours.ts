// The board's per-side colours (render/palette.ts) for the DOM: the mini-map, the record sheets
// and the side legend use the same colour as the vehicles on the board.
import { sidesInPlay, type GameState } from '../engine';
import { hex, sideColour, vehicleColours } from '../render/palette';

/** '#rrggbb' of each vehicle, by id. */
export function vehicleHex(s: GameState): Map<string, string> {
  return new Map([...vehicleColours(s)].map(([id, c]) => [id, hex(c)]));
}

/** '#rrggbb' of each side in play, by side id; a side not decided yet has none (its vehicles keep their drivers' colours). */
export function sideHex(s: GameState): Map<string, string> {
  return new Map(sidesInPlay(s).filter((x) => x.id !== '').map((x, i) => [x.id, hex(sideColour(i))]));
}
