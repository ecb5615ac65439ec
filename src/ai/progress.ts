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
import { lanesToClear, WAY_OUT, wayOfPlay } from './wayOut';
import { escapeGain } from './escape';
import { firesAtEnemy, inStandOff, standOffGain } from './standOff';
import { lanesToTurn } from './turnRound';
import { rammedIn } from './rammedIn';

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
  /** Per move nearer to a way past everything blocking it (escape.ts), when no lane near is clear. */
  escape: 1,
  /** With no way past at all, per move nearer to a space where a gun bears on an enemy still in the fight (standOff.ts). */
  standOff: 2,
  /** Per space gained along the way of play on the rolling road when the side is waiting on itself (no finish line to race to). */
  rollingSpace: 1,
  /** Per lane nearer to one where a car facing against the way of play on the rolling road can U-turn (turnRound.ts); facing the way of play counts as none left. */
  turnRound: 2,
  /**
   * A move onto a way past that starts with a walking-pace ram of a wreck, when there is no other
   * (rammedIn.ts): the price search.ts's ownBumps puts on that ram (38 points at 5 mph, 2.4 at its
   * 16 a unit), given back, so that the way past is taken rather than standing still for ever.
   */
  ramOn: 2.5,
};

const TICKS_PER_SPACE = 20;

/**
 * How far `c` gets its car towards its side's goal (0 for anything but a declaration). `thorough`:
 * progress decides (nothing happens unless the side moves), so a car boxed in is measured by the
 * moves to a way past (escape.ts, tens of ms) rather than by lanes to a clear one.
 */
export function progressOf(s: GameState, c: Command, thorough = false): number {
  if (c.type !== 'declare') return 0;
  const v = s.vehicles.find((x) => x.id === c.vehicle);
  const p = plan(s, c.vehicle, c.action);
  if (!v || !p) return 0;
  const moves = p.steps.length > 0 || p.leavesTrack || p.speedChanges.some((x) => x.to > 0);
  if (p.leavesTrack) return v.side !== racingSide(s) ? PROGRESS.moves : p.travelDir === 1 && s.track.finishTick !== null ? PROGRESS.finish : PROGRESS.offTheBack;
  const end = p.end ?? v.cell;
  // Only a move that leaves the car facing the way of play gets it out (a U-turn onto clear lanes faces the wrong way).
  let out = 0;
  const from = lanesToClear(s, v.cell, v.id);
  // Waiting on itself with no way past, or a gun already bearing: the moves to a firing place and the shot (standOff.ts).
  const standOff = thorough && p.heading === wayOfPlay(s) && inStandOff(s, v.id, v.cell);
  if (standOff) out = PROGRESS.standOff * (standOffGain(s, v.id, v.cell, end, p.speedChanges.at(-1)?.to ?? v.speed) + (firesAtEnemy(s, c) ? 1 : 0));
  else if (p.heading === wayOfPlay(s)) {
    // No lane near is clear, or the side is waiting on itself (search.ts's waitingOnMe): the way
    // past may need a weave or a step back off a curve, where drifts go only outwards (escape.ts).
    out = from > 0 && (thorough || from > WAY_OUT.lanes) ? PROGRESS.escape * escapeGain(s, v.id, v.cell, end) : PROGRESS.wayOut * (from - lanesToClear(s, end, v.id, v.cell));
    if (thorough && from > 0 && rammedIn(s, v, c)) out += PROGRESS.ramOn;
  }
  // On the rolling road with every enemy standing still, the game ends only when a side is left
  // behind (p75): each space along the way of play counts, for either side. At 0.2 a space, a
  // target car moved off past the stalled attacker, braked, reversed out of its fire corridor and
  // moved off again until the command cap (Game Seven seed 60002, turn 455).
  // Only with its own lanes clear: boxed in, the way out (above) decides, and a space gained into
  // an obstacle's space is none.
  const rolling = thorough && !standOff && from === 0 && s.track.finishTick === null && !!s.road;
  const gained = ((s.road?.directionOfPlay ?? 1) * (end.t0 - v.cell.t0)) / TICKS_PER_SPACE;
  const along = rolling ? PROGRESS.rollingSpace * gained : 0;
  // Facing against the way of play with nothing else to do, the car must first get where a
  // U-turn fits (turnRound.ts); the space it loses on the way is the price (seed 70005).
  const way = wayOfPlay(s);
  const turning = thorough && s.track.finishTick === null && !!s.road && v.heading === (way + 4) % 8;
  const turn = turning ? PROGRESS.turnRound * (lanesToTurn(s, v.id, v.cell, v.heading) - (p.heading === way ? 0 : lanesToTurn(s, v.id, end, p.heading))) : 0;
  if (v.side !== racingSide(s)) return out + along + turn + (moves ? PROGRESS.moves : 0);
  // Towards the finish is the way of play (p75): on Game Eight's rolling road it can be
  // decreasing ticks, and read as heading 0 there, a target at the front of the road facing back
  // at the immobile attacker scored best standing still and never turned round (seed 70005).
  const toward = s.track.finishTick === null ? way : 0;
  const h = p.heading === toward ? PROGRESS.heading.toward : p.heading === ((toward + 4) % 8) ? PROGRESS.heading.back : PROGRESS.heading.angle;
  return out + turn + PROGRESS.headingWeight * h + (rolling ? along : PROGRESS.space * gained) + (moves ? PROGRESS.moves : 0);
}

/**
 * Nothing else will happen unless this player's side makes it: no vehicle of another side is in
 * play and moving (gone, wrecked, or standing still). Then progress decides, not a tie-break.
 */
export function waitingOnMe(s: GameState, side: string): boolean {
  return !s.vehicles.some((v) => v.side !== side && v.status === 'inPlay' && !v.wreck && v.speed > 0);
}
