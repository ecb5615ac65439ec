// Progress (the stalled games): a driver whose every answer scores about the same, or who has
// nobody left to race or fight, must still get the game somewhere; a Game Five lead car alone at
// 0 mph, stopped at an angle, chose "no action" for 1,468 turns because re-aligning (p46: from 45
// degrees only back through 45, here backwards) first takes it a space away from the line. This
// measures how far an answer gets a car towards its goal, read off the engine's own plan: for the
// racing side, facing the finish (p87), moving, and the spaces gained, with crossing the line
// best and driving off the back of the road (p75, out of play) worst; for any other side, moving
// at all. Heading counts before distance: a car facing backwards that moves can U-turn next
// (p14), one stopped at an angle cannot until it has re-aligned.
import { plan } from '../engine';
import type { Command, GameState } from '../engine';
import { racingSide } from './evaluate';
import { lanesToClear, wayOfPlay } from './wayOut';

/** The weights of `progressOf`'s parts. */
export const PROGRESS = {
  /** The heading the move leaves: facing the finish, facing back along the road (it can turn next), at an angle. */
  heading: { toward: 2, back: 1, angle: 0 },
  headingWeight: 2,
  /** Per space gained towards the finish. */
  space: 0.2,
  /** The car moves at all (a stationary car that never moves never gets anywhere). */
  moves: 0.5,
  /** Over the finish line; off the back of the road. */
  finish: 10,
  offTheBack: -10,
  /** Per lane nearer to lanes clear ahead (wayOut.ts): a car boxed in by an obstacle, a wreck or a stopped car gets out sideways. */
  wayOut: 1,
};

const TICKS_PER_SPACE = 20;

/** How far `c` gets its car towards its side's goal (0 for anything but a declaration). */
export function progressOf(s: GameState, c: Command): number {
  if (c.type !== 'declare') return 0;
  const v = s.vehicles.find((x) => x.id === c.vehicle);
  const p = plan(s, c.vehicle, c.action);
  if (!v || !p) return 0;
  const moves = p.steps.length > 0 || p.leavesTrack || p.speedChanges.some((x) => x.to > 0);
  if (p.leavesTrack) return v.side !== racingSide(s) ? PROGRESS.moves : p.travelDir === 1 && s.track.finishTick !== null ? PROGRESS.finish : PROGRESS.offTheBack;
  const end = p.end ?? v.cell;
  // Only a move that leaves the car facing the way of play gets it out (a U-turn onto clear lanes faces the wrong way).
  const out = p.heading !== wayOfPlay(s) ? 0 : PROGRESS.wayOut * (lanesToClear(s, v.cell, v.id) - lanesToClear(s, end, v.id, v.cell));
  if (v.side !== racingSide(s)) return out + (moves ? PROGRESS.moves : 0);
  const h = p.heading === 0 ? PROGRESS.heading.toward : p.heading === 4 ? PROGRESS.heading.back : PROGRESS.heading.angle;
  return out + PROGRESS.headingWeight * h + (PROGRESS.space * (end.t0 - v.cell.t0)) / TICKS_PER_SPACE + (moves ? PROGRESS.moves : 0);
}

/**
 * Nothing else will happen unless this player's side makes it: no vehicle of another side is in
 * play and moving (gone, wrecked, or standing still). Then progress decides, not a tie-break.
 */
export function waitingOnMe(s: GameState, side: string): boolean {
  return !s.vehicles.some((v) => v.side !== side && v.status === 'inPlay' && !v.wreck && v.speed > 0);
}
