// The race on the rolling road (Games Five to Eight, p74-75, issue 30): there is no finish line
// (finishTick is null), so evaluate.ts's race term was 0 and nothing valued getting anywhere. On
// this road a side wins by leaving the other behind: track is laid in the lead driver's sight and
// taken away behind, and a vehicle on the section taken away is out of play (p75, 'outdistanced',
// data/gameSix.ts FATES). So each car is worth more the further it is along the direction of play
// than the enemy cars, and less the nearer it is to the section at the back.
import { grid, speedFactor } from '../engine';
import type { GameState, VehicleState } from '../engine';
import { blockerIn, lanesToClear } from './wayOut';

export const ROLLING = {
  /** Per space a car is ahead of (or behind) an enemy car along the direction of play, up to `cap` spaces. */
  perSpace: 0.25,
  cap: 12,
  /**
   * A car near the back of the road: per section it is behind the lead car's beyond
   * `safeSections`, and on the rearmost section in play (taken away next, p75).
   */
  rear: 4,
  /** Sections behind the lead car's (after a turn at both speeds) from which each counts. */
  safeSections: 1,
  /**
   * A car not going the way of play (backwards, or across the road) drifts towards the back: it
   * must slow, U-turn or re-align first (p14, p46). An Op once U-turned away from a wreck in its
   * lane at 20 mph and was left behind on the section taken away the next turn.
   */
  wrongWay: 8,
  /**
   * How much worse than facing back a car at an angle is, as a share of `wrongWay`: it must
   * re-align (p46) before it can U-turn (p14). Counted the same as facing back at a crawl, an Op
   * stopped at an angle never re-aligned to face back (a space the wrong way, a little more
   * speed) and stood until it was left behind (Game Six seed 80011, turns 6-11).
   */
  angled: 0.5,
  /**
   * A car standing still, per lane it is from lanes clear ahead (wayOut.ts): with a blocker ahead
   * it may only reverse off (p15, p17), and it stays there while the road is taken away behind it
   * (p75). Without it an Op stopped behind the gang car it had wrecked declared 'no action' for
   * three turns, every answer scoring about the same, and was left behind (Game Six seed 80015).
   * Only while an enemy is moving (it takes the road away): with every enemy standing still the
   * way past is escape.ts's to find, and lanes alone mislead on a curve (boxedIn.test.ts).
   */
  boxed: 3,
};

const TICKS_PER_SPACE = 20;
/** A section of straight is three spaces (the engine's TICKS_PER_SECTION). */
const TICKS_PER_SECTION = 60;

const onRoad = (v: VehicleState): boolean => v.status === 'inPlay' && !v.wreck;

/** How many sections lie behind the car's own along the direction of play (0: it is on the rearmost). */
export function sectionsBehind(s: GameState, v: VehicleState): number {
  const indices = grid.sectionIndices(s.track);
  if (indices.length === 0) return Infinity;
  const at = grid.sectionIndexAt(v.cell.t0);
  const dir = s.road?.directionOfPlay ?? 1;
  return dir === 1 ? at - Math.min(...indices) : Math.max(...indices) - at;
}

/**
 * The danger of being left behind (>= 0, larger worse) for one car: near the back of the road, or
 * not going the way of play. It ends the car's game outright (p75), so the evaluation counts it
 * for the own side outside its squash, like what lies ahead (ahead.ts): a position that looks
 * nearly won squashed it to nothing, and the Op stopped short of a wreck at the back and was lost.
 */
export function leftBehindRisk(s: GameState, v: VehicleState): number {
  if (s.track.finishTick !== null || !s.road || !onRoad(v)) return 0;
  const dir = s.road.directionOfPlay;
  const way = v.heading === 0 ? 1 : v.heading === 4 ? -1 : 0;
  let x = way === dir ? 0 : ROLLING.wrongWay * (1 + (way === 0 ? ROLLING.angled : 0) + speedFactor(v.speed) / 4);
  // Where the car and the lead car (the furthest going the way of play, who lays the road, p75)
  // will be after a turn at their speeds: the road reaches LINE_OF_SIGHT sections past the lead
  // car's and seven are in play, so a car about three sections behind it is on the one taken away.
  const at = (c: VehicleState) => dir * c.cell.t1 + (c.heading === (dir === 1 ? 0 : 4) ? speedFactor(c.speed) * TICKS_PER_SPACE : 0);
  let lead = at(v);
  for (const o of s.vehicles) if (onRoad(o) && o.heading === (dir === 1 ? 0 : 4)) lead = Math.max(lead, at(o));
  const behindLead = (lead - at(v)) / TICKS_PER_SECTION;
  x += ROLLING.rear * Math.max(0, behindLead - ROLLING.safeSections);
  return x + ROLLING.rear * Math.max(0, 1 - sectionsBehind(s, v));
}

/**
 * A moving car with an obstacle, a wreck or a car standing still in the very next space along its
 * heading: its next declaration is a compulsory ram (p17), a head-on one halts it there (p57, p76
 * treats an obstacle as a wreck), so it ends standing in the same blocked lanes, damaged. Counted
 * as boxed only when standing still, a gang car at 20 mph a space behind an obstacle kept its
 * speed and hit it head-on rather than brake to a stop short of it (Game Six seed 80038, turn 3).
 */
function rammingNext(s: GameState, v: VehicleState): boolean {
  if (v.outOfControl || v.spin || (v.heading !== 0 && v.heading !== 4)) return false;
  const next = grid.cellAhead(s.track, v.cell, grid.headingDir(v.heading));
  return !!next && blockerIn(s, next, v.heading, v.id);
}

/**
 * `s` with every car that must ram a blocker next (`rammingNext`) put at 0 mph where it stands, for
 * `boxedRisk`: it will stand there, and block its teammates' lanes, whatever it declares. With
 * only the rammer counted so, the gang car still hit the obstacle: braking short of it, it boxed
 * in its teammate beside it; keeping its speed, it did too, but nothing counted it.
 */
export function haltedAhead(s: GameState): GameState {
  if (s.track.finishTick !== null || !s.road) return s;
  let vehicles: VehicleState[] | null = null;
  s.vehicles.forEach((v, i) => {
    if (!onRoad(v) || v.speed <= 0 || !rammingNext(s, v)) return;
    vehicles ??= [...s.vehicles];
    vehicles[i] = { ...v, speed: 0 };
  });
  return vehicles ? { ...s, vehicles } : s;
}

/**
 * The danger (>= 0) that the own car `v`, standing still in lanes blocked ahead, stays there while
 * an enemy drives on and takes the road away (ROLLING.boxed). Counted for the own side only:
 * counted for the enemy's cars too, the gang of boxedIn.test.ts's curve no longer got past its
 * obstacle within 15 turns.
 */
export function boxedRisk(s: GameState, v: VehicleState): number {
  if (s.track.finishTick !== null || !s.road || !onRoad(v) || v.speed > 0) return 0;
  if (!s.vehicles.some((o) => o.side !== v.side && onRoad(o) && o.speed > 0)) return 0;
  return ROLLING.boxed * lanesToClear(s, v.cell, v.id);
}

/** The rolling road's race for `side`: each own car's spaces ahead of each enemy car (0 on a road with a finish line, where evaluate.ts's race term counts). */
export function rollingTerm(s: GameState, side: string): number {
  if (s.track.finishTick !== null || !s.road) return 0;
  const dir = s.road.directionOfPlay;
  const cars = s.vehicles.filter(onRoad);
  let x = 0;
  for (const v of cars) {
    if (v.side === side) continue;
    // The enemy's own risk of being left behind counts inside the squash, like any other gain.
    x += leftBehindRisk(s, v);
  }
  for (const v of cars) {
    if (v.side !== side) continue;
    for (const e of cars) {
      if (e.side === side) continue;
      const ahead = (dir * (v.cell.t1 - e.cell.t1)) / TICKS_PER_SPACE;
      x += ROLLING.perSpace * Math.max(-ROLLING.cap, Math.min(ROLLING.cap, ahead));
    }
  }
  return x;
}
