// Where the search stops at a forced declaration in a race to a finish line (Games One to Five,
// p87). Issue 30 made the search play every declaration with one legal answer (a compulsory ram,
// p52; a forced attempt to regain control) before judging, so that a compulsory ram into a
// teammate or a wreck on the rolling road is seen coming (settle, search.ts). In Game One it cost
// the chase car wins against random: on the same seeds (90001 and 94001, 300 chase games each) it
// won 449 of 600, against 484 with the driver before issue 30 (7d70fa4) and 479 with this and
// quarry.ts (docs/computer.md, "Measured"). Why was not traced; the chase car's compulsory rams
// into the lead car (p17) are what this stops the search at.
import type { GameEvent, GameState } from '../engine';

/**
 * Is the forced declaration played from `before`, which raised `events`, judged where it stood
 * rather than played through: in a race to a finish line, every forced declaration but a ram of a
 * car of the rammer's own side (the teammates nose to tail that issue 30's look-ahead is for).
 */
export function judgedBeforeForced(before: GameState, events: readonly GameEvent[]): boolean {
  if (before.track.finishTick === null) return false;
  const side = (id: string) => before.vehicles.find((v) => v.id === id)?.side;
  return !events.some((e) => e.type === 'ram' && side(e.rammer) !== undefined && side(e.rammer) === side(e.target));
}
