// "MOVEMENT": a move is runs and turns (readings.ts `path`); tight turns are tested at the apex,
// the first contact along the path decides (a wall: a crash; a vehicle: an encounter), a ramp's
// top stops the move for the jump, an oil slick may spin the vehicle out. The emergency brake.
import { FREE_TURN, FREE_TURN_MOVE, BRAKE_SHORT } from './data';
import { byId, harm } from './damage';
import { emit, test, type DrCtx } from './dice';
import { encounter, scatterFacing } from './encounter';
import { passOver, rampOnRun, slicksOnRun } from './course';
import { along, hitAt, norm, obstacles, pedestrianObstacles, round3, sweep } from './table';
import { pedOf, runDown } from './crew';
import { driveBy } from './shoot';
import { fallIn, lavaOnRun } from './lava';
import type { Track } from './tracks';
import type { DrMove, DrTurnFlow, DrVehicle, Pose } from './types';

export interface Leg {
  turn: number;
  run: number;
}

export const legsOf = (m: DrMove): Leg[] => [{ turn: m.turn, run: m.run }, { turn: m.turn2 ?? 0, run: m.run2 ?? 0 }];
export const pathLength = (legs: Leg[]): number => legs.reduce((n, l) => n + l.run, 0);

const pose = (v: DrVehicle): Pose => ({ x: v.x, y: v.y, heading: v.heading });
function place(v: DrVehicle, p: Pose): void {
  v.x = round3(p.x);
  v.y = round3(p.y);
  v.heading = round3(norm(p.heading));
}

/** A crash (readings.ts `crash`): it halts, and takes a point unless it saves. */
function crash(c: DrCtx, v: DrVehicle, f: DrTurnFlow, into: 'wall' | 'apex' | 'obstacle'): void {
  f.halted = true;
  emit(c, { type: 'crashed', vehicle: v.id, into, at: pose(v), rule: 'MOVEMENT', reading: 'crash' });
  harm(c, v, { points: 1, save: true, cause: into === 'apex' ? 'crashing at the apex of a tight turn' : 'hitting a wall', rule: 'MOVEMENT', reading: 'crash', by: null });
}

/** Turns at the apex; false when the move stops there. */
function pivot(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow, turn: number, planned: number): boolean {
  if (turn === 0) return true;
  if (Math.abs(turn) > FREE_TURN && planned > FREE_TURN_MOVE) {
    const t = test(c, v.skill);
    emit(c, { type: 'tightTurn', vehicle: v.id, angle: turn, need: t.need, passed: t.passed, rule: 'MOVEMENT', reading: 'tightTurn' });
    if (!t.passed) {
      crash(c, v, f, 'apex');
      return false;
    }
  }
  const turned = { ...pose(v), heading: v.heading + turn };
  const hit = hitAt(turned, obstacles(c.s, track, v.id));
  if (hit) {
    // No room to turn: it halts unturned against what is in the way.
    f.halted = true;
    emit(c, { type: 'crashed', vehicle: v.id, into: hit.kind === 'wall' ? 'wall' : 'vehicle', at: pose(v), rule: 'MOVEMENT' });
    return false;
  }
  place(v, turned);
  return true;
}

/** Drives one straight run; false when the move stops (a halt, a ramp). */
function run(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow, length: number, planned: number, path: Pose[]): boolean {
  let remaining = length;
  while (remaining > 1e-9 && v.status === 'racing') {
    const start = pose(v);
    const r = sweep(start, remaining, [...obstacles(c.s, track, v.id, f.passed), ...pedestrianObstacles(c.s, f.passed)]);
    const end = along(start, r.d);
    let d = r.d;
    let stop: 'ramp' | 'slick' | 'passed' | 'lava' | null = null;
    let rampId = '';
    const ramp = rampOnRun(track, start, end, v.heading);
    const rampAt = ramp ? ramp.t * r.d : Infinity;
    for (const k of v.drive === 'hover' ? [] : slicksOnRun(c.s.slicks, start, end)) {
      if (k.t * r.d > rampAt) break;
      const t = test(c, v.skill);
      emit(c, { type: 'slickTest', vehicle: v.id, need: t.need, passed: t.passed, rule: 'Our reading', reading: 'oilSlick' });
      if (!t.passed) {
        d = k.t * r.d;
        stop = 'slick';
        break;
      }
    }
    if (!stop && ramp) {
      d = rampAt;
      stop = 'ramp';
      rampId = ramp.ramp.id;
    }
    // A vehicle passed with an arrow is driven over, not stopped on: back off until clear of it.
    const all = f.passed.length ? obstacles(c.s, track, v.id) : [];
    while (d > 0 && all.length && hitAt(along(start, d), all)) d = Math.max(0, d - 0.25);
    if (d < r.d && stop === null && f.passed.length) stop = 'passed';
    // Driven over a lava pit's edge: it falls in there, whatever was further on (readings.ts `lava`).
    const lava = lavaOnRun(track, start, along(start, d));
    if (lava !== null) {
      d *= lava;
      stop = 'lava';
    }
    const to = along(start, d);
    passOver(c, track, v, f, start, to);
    place(v, to);
    path.push(pose(v));
    f.left = Math.max(0, round3(f.left - d));
    f.min = Math.max(0, round3(f.min - d));
    f.travelled = round3(f.travelled + d);
    remaining -= d;
    if (stop === 'lava') {
      f.halted = true;
      fallIn(c, v, null);
      return false;
    }
    if (stop === 'ramp') {
      f.move = 'jump';
      f.ramp = rampId;
      emit(c, { type: 'rampReached', vehicle: v.id, ramp: rampId, rule: 'RAMPS' });
      return false;
    }
    if (stop === 'slick') {
      f.halted = true;
      emit(c, { type: 'crashed', vehicle: v.id, into: 'slick', at: pose(v), rule: 'Our reading', reading: 'oilSlick' });
      scatterFacing(c, track, v);
      return false;
    }
    if (stop === 'passed') {
      // Its path ends on the vehicle it passed: it halts behind it (readings.ts `encounterGeometry`).
      f.halted = true;
      return false;
    }
    if (!r.hit) return true;
    if (r.hit.kind === 'wall') {
      crash(c, v, f, 'wall');
      return false;
    }
    if (r.hit.kind === 'pedestrian') {
      // A crew member on foot is no object to halt at: it dodges or goes under (readings.ts `crew`).
      runDown(c, v, pedOf(c.s, r.hit.id)!);
      f.passed.push(r.hit.id);
      continue;
    }
    const t = byId(c.s, r.hit.id)!;
    if (encounter(c, track, v, t, planned) === 'pass') {
      f.passed.push(t.id);
      driveBy(c, track, v, f, t);
      continue;
    }
    f.halted = true;
    return false;
  }
  return v.status === 'racing';
}

/** Carries out a move command (checked beforehand by rules.ts). */
export function drive(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow, legs: Leg[]): void {
  const planned = f.travelled + pathLength(legs);
  const path: Pose[] = [pose(v)];
  const from = f.travelled;
  let going = true;
  for (const leg of legs) {
    if (!going) break;
    going = pivot(c, track, v, f, leg.turn, planned);
    if (going && leg.run > 0) going = run(c, track, v, f, leg.run, planned, path);
  }
  if (path.length === 1) path.push(pose(v));
  emit(c, { type: 'moved', vehicle: v.id, path, distance: round3(f.travelled - from), rule: 'MOVEMENT' });
  if (f.move !== 'jump') f.move = 'after';
}

/** The emergency brake's obstacle: the first wall or stationary vehicle straight ahead within `reach`. */
export function brakeObstacle(c: DrCtx | { s: DrCtx['s'] }, track: Track, v: DrVehicle, turn: number, reach: number): { d: number } | null {
  const turned = { x: v.x, y: v.y, heading: v.heading + turn };
  const obs = obstacles(c.s, track, v.id);
  if (hitAt(turned, obs)) return null;
  // The first thing in the way decides: a wall or a stationary vehicle ("a stationary object").
  const r = sweep(turned, reach, obs);
  return r.hit && (r.hit.kind === 'wall' || byId(c.s, r.hit.id)?.stationary) ? { d: r.d } : null;
}

/**
 * "you may attempt an 'emergency break' provided the obstacle is more than 6" away. If a skill
 * test is passed the vehicle will halt 1" in front of the obstacle. If failed, the vehicle will
 * collide and take a point of damage to a random location unless a save is made."
 */
export function brake(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow, turn: number): void {
  const ob = brakeObstacle(c, track, v, turn, f.min)!;
  const start = { x: v.x, y: v.y, heading: norm(v.heading + turn) };
  const t = test(c, v.skill);
  const d = t.passed ? ob.d - BRAKE_SHORT : ob.d;
  const to = along(start, d);
  place(v, to);
  f.travelled = round3(f.travelled + d);
  f.left = 0;
  f.min = 0;
  f.halted = true;
  f.move = 'after';
  emit(c, { type: 'braked', vehicle: v.id, need: t.need, passed: t.passed, at: pose(v), rule: 'MOVEMENT' });
  passOver(c, track, v, f, start, to);
  if (lavaOnRun(track, start, to) !== null) return fallIn(c, v, null);
  if (!t.passed) harm(c, v, { points: 1, save: true, cause: 'the failed emergency brake', rule: 'MOVEMENT', by: null });
}
