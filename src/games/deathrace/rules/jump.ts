// "RAMPS", "SHOOTING FROM RAMPS" and "AERIAL ATTACKS": up to 3D6, skill added or subtracted, a
// flight straight on over the vehicles, a landing (maybe on one), then the rest of the move.
import { byId, addPoints, harm } from './damage';
import { d6, emit, test, type DrCtx } from './dice';
import { passOver } from './course';
import { fire, firstInFront } from './shoot';
import { along, footprint, hitAt, obstacles, racing, round3, sweep } from './table';
import { convexOverlap } from '../../../engine/polygon';
import type { Track } from './tracks';
import { fallIn, inLava } from './lava';
import type { DrTurnFlow, DrVehicle, Pose } from './types';

const pose = (v: DrVehicle): Pose => ({ x: v.x, y: v.y, heading: v.heading });

/** The vehicle a landing pose comes down on, if any. */
function landedOn(v: DrVehicle, at: Pose, all: DrVehicle[]): DrVehicle | null {
  const f = footprint(at);
  return all.find((u) => u.id !== v.id && u.status === 'racing' && convexOverlap(f, footprint(u))) ?? null;
}

export function jump(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow, dice: number, skill: 'add' | 'subtract', weapon: string | null): void {
  const ramp = f.ramp ?? '';
  // "This attack is measured from the top of the ramp and must be performed on the first vehicle in front".
  if (weapon) {
    const m = v.modules.find((x) => x.id === weapon)!;
    const t = firstInFront(c.s, track, v, m)!;
    f.shots = 'ramp';
    fire(c, v, m.id, t.id, 1);
    if (v.status !== 'racing') return;
  }
  let roll = 0;
  for (let i = 0; i < dice; i++) roll += d6(c);
  const distance = Math.max(0, roll + (skill === 'add' ? v.skill : -v.skill));
  const from = pose(v);
  // Over the vehicles, not through the walls (readings.ts `ramp`).
  const r = sweep(from, distance, obstacles(c.s, track, v.id, [], true).filter((o) => o.kind === 'wall'));
  const to = along(from, r.d);
  const target = landedOn(v, to, racing(c.s));
  let rest = to;
  if (target) {
    // Halts just short of the one it landed on, on its flight line (readings.ts `aerial`).
    for (let back = r.d; ; back = Math.max(0, back - 0.25)) {
      rest = along(from, back);
      if (back === 0 || !hitAt(rest, obstacles(c.s, track, v.id))) break;
    }
  }
  v.x = round3(rest.x);
  v.y = round3(rest.y);
  const flown = round3(r.d);
  f.travelled = round3(f.travelled + flown);
  f.min = Math.max(0, round3(f.min - flown));
  f.ramp = null;
  emit(c, { type: 'jumped', vehicle: v.id, ramp, roll, distance: flown, from, to: pose(v), landedOn: target?.id ?? null, rule: 'RAMPS', reading: 'ramp' });
  passOver(c, track, v, null, from, to);
  // Flown over lava it is safe; landed in it, it falls in (readings.ts `lava`).
  if (inLava(track, v)) {
    f.halted = true;
    fallIn(c, v, null);
  } else if (target) aerial(c, v, byId(c.s, target.id)!, f);
  else if (r.hit) {
    f.halted = true;
    emit(c, { type: 'crashed', vehicle: v.id, into: 'wall', at: pose(v), rule: 'RAMPS', reading: 'crash' });
    harm(c, v, { points: 1, save: true, cause: 'flying into a wall', rule: 'RAMPS', reading: 'crash', by: null });
  }
  // "Once a vehicle has landed it may continue to use any remaining movement it may have."
  f.move = f.halted || f.left <= 0 || v.status !== 'racing' ? 'after' : 'moving';
  for (const plate of track.plates) {
    if (!target && !r.hit && v.x >= plate.x0 && v.x <= plate.x1 && v.y >= plate.y0 && v.y <= plate.y1) {
      f.plates += 1;
      emit(c, { type: 'plate', vehicle: v.id, rule: 'WEAPONS AND DEFENSIVE MODULES', reading: 'plates' });
    }
  }
}

/**
 * "they will automatically inflict a point of damage to the encountered vehicle if they can't make
 * a save throw. Additionally, the attacking vehicle must pass a skill test in order to avoid
 * taking a point of damage themselves."
 */
function aerial(c: DrCtx, v: DrVehicle, t: DrVehicle, f: DrTurnFlow): void {
  f.halted = true;
  const damaged = harm(c, t, { points: 1, save: true, cause: `${v.name} landing on it`, rule: 'AERIAL ATTACKS', by: v.id });
  const tst = test(c, v.skill);
  emit(c, { type: 'aerialAttack', vehicle: v.id, target: t.id, need: tst.need, passed: tst.passed, rule: 'AERIAL ATTACKS' });
  if (!tst.passed) harm(c, v, { points: 1, save: false, cause: 'the landing', rule: 'AERIAL ATTACKS', by: t.id });
  // "+1 for a 'cool' stunt or creative kill e.g. successfully completing an aerial RAM attack".
  if (damaged && tst.passed) addPoints(c, v.owner, 1, `${v.name}'s aerial ram`);
}
