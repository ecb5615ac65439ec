// Shots and rams at a vehicle of the shooter's own side (issue 29). The rules allow them (p22: the
// closest vehicle in the corridor is the target, whoever it is), so nothing is refused here: the
// UI only says so plainly and asks twice. Whose side a vehicle is on is the engine's `side` field.
import { eligibleTarget, grid, mayMeasure, previewAction, type Action, type GameState } from '../engine';
import { safe } from './safe';

/** Are two vehicles on the same side? An undecided side ('', during the set-up) is nobody's. */
export function sameSide(s: GameState, a: string, b: string): boolean {
  const va = s.vehicles.find((v) => v.id === a);
  const vb = s.vehicles.find((v) => v.id === b);
  return !!va && !!vb && a !== b && va.side !== '' && va.side === vb.side;
}

/**
 * The vehicles of `vid`'s own side an action would hit: a shot's target (when the game lets the
 * range be measured before firing, p22), or the vehicles a ram's contact zone runs into.
 */
export function ownSideVictims(s: GameState, vid: string, a: Action): string[] {
  if (a.kind === 'shoot') {
    if (!safe(() => mayMeasure(s), true)) return [];
    const t = safe(() => eligibleTarget(s, vid, a.weapon), null);
    return t && sameSide(s, vid, t.target) ? [t.target] : [];
  }
  if (a.kind !== 'ram') return [];
  const zone = safe(() => previewAction(s, vid, a).zone, []);
  return s.vehicles
    .filter((o) => o.status === 'inPlay' && sameSide(s, vid, o.id) && zone.length > 0 && grid.overlapsFootprint(zone, o.cell, o.heading))
    .map((o) => o.id);
}

/** The words the button, the board and the dialog use: one phrase everywhere. */
export const OWN_SIDE = 'your own side';
