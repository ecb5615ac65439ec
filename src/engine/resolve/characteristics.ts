// The one module that changes a vehicle's record sheet (issue 15): its speed, its
// characteristics (maximum speed, acceleration, braking, handling, drive skill) and the lasting
// states that set them (engine disabled, no driver). Every rule that changes one of these comes
// here, so the events, the floors and the knock-on rules (handling 0 loses control, p40) are
// written once.
import { emit, inPlay, vehicle, type Ctx } from '../core/ctx';
import { WEAPONS } from '../data/weapons';
import { MIN_BRAKING } from '../data/vehicles';
import type { Rule, VehicleState } from '../types';

export type Characteristic = 'maxSpeed' | 'acceleration' | 'braking' | 'handling' | 'driveSkill';

/**
 * Sets a vehicle's speed (never below 0) and reports it. A car that has left the road keeps the
 * speed it left at. `halted` also reports the halt when the change brings the car to 0 mph.
 */
export function setSpeed(ctx: Ctx, v: VehicleState, to: number, reason: string, rule: Rule, opts: { halted?: boolean } = {}): void {
  if (!inPlay(v)) return;
  const from = v.speed;
  const next = Math.max(0, to);
  if (next === from) return;
  v.speed = next;
  emit(ctx, { type: 'speedChanged', vehicle: v.id, from, to: next, reason, rule, dice: [] });
  if (next === 0 && opts.halted) emit(ctx, { type: 'halted', vehicle: v.id, reason, rule, dice: [] });
}

/** Puts a vehicle out of control (p38, p42). A car already out of control or spinning stays as it is. */
export function loseControl(ctx: Ctx, vid: string, cause: string, rule: Rule): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay' || v.outOfControl || v.spin) return;
  v.outOfControl = true;
  v.regainAfterMove = false;
  emit(ctx, { type: 'controlLoss', vehicle: vid, cause, rule, dice: [] });
}

/** A car on the road that is not yet out of control loses control now; others have nothing to lose. */
export function loseControlNow(ctx: Ctx, v: VehicleState, cause: string, rule: Rule): void {
  if (v.status === 'inPlay' && !v.outOfControl) loseControl(ctx, v.id, cause, rule);
}

/** Changes one characteristic on the record sheet, reporting it; handling 0 loses control (p40). */
export function setCharacteristic(ctx: Ctx, v: VehicleState, name: Characteristic, to: number, reason: string, rule: Rule): void {
  const from = v[name];
  if (from === to) return;
  v[name] = to;
  emit(ctx, { type: 'characteristic', vehicle: v.id, name, from, to, reason, rule, dice: [] });
  if (name === 'handling' && to === 0) loseControlNow(ctx, v, `${reason}: handling 0`, 'p40');
}

/** Lowers a characteristic, never below `floor`. */
export function lowerCharacteristic(ctx: Ctx, v: VehicleState, name: Characteristic, by: number, reason: string, rule: Rule, floor = 0): void {
  setCharacteristic(ctx, v, name, Math.max(floor, v[name] - by), reason, rule);
}

/** Halves braking, ignoring fractions; braking never falls below 5 mph (p16, p34). */
export function halveBraking(ctx: Ctx, v: VehicleState, reason: string, rule: Rule): void {
  setCharacteristic(ctx, v, 'braking', Math.max(MIN_BRAKING, Math.floor(v.braking / 2)), reason, rule);
}

/**
 * Disabled engine (p34): acceleration 0; lasers may fire one last stored shot this turn
 * (the shooting module allows it while `laserLastShot`), then stop; turrets and guidance stop.
 */
export function disableEngine(ctx: Ctx, vid: string, cause: string, rule: Rule): void {
  const v = vehicle(ctx.s, vid);
  if (v.engineDisabled) return;
  v.engineDisabled = true;
  emit(ctx, { type: 'engineDisabled', vehicle: vid, cause, rule, dice: [] });
  setCharacteristic(ctx, v, 'acceleration', 0, `engine disabled (${cause})`, rule);
  v.laserLastShot = !v.lasersOff && v.weapons.some((w) => WEAPONS[w.type].laser && w.status !== 'destroyed' && !w.firedThisTurn);
  v.lasersOff = true;
  v.turretOff = true;
  v.guidanceOff = true;
}

/**
 * No driver (p34): drive skill 0 and the car loses control (control-loss tests read `noDriver`
 * for their +2). ASSUMPTION (p40): a driver knocked down to drive skill 0 ("unconscious") is
 * treated as no driver too.
 */
export function setNoDriver(ctx: Ctx, vid: string, cause: string, rule: Rule): void {
  const v = vehicle(ctx.s, vid);
  if (v.noDriver) return;
  v.noDriver = true;
  emit(ctx, { type: 'noDriver', vehicle: vid, cause, rule, dice: [] });
  setCharacteristic(ctx, v, 'driveSkill', 0, cause, rule);
  loseControlNow(ctx, v, `no driver (${cause})`, rule);
}
