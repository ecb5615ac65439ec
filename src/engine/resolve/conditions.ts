// Lasting conditions left by damage and criticals (p15, p34-35), and the record-sheet changes
// that damage and criticals share. The turn engine calls afterMove after each of a vehicle's
// moves and endOfTurn at the end of each turn.
import { d6, emit, readVehicle, vehicle, type Ctx } from '../core/ctx';
import { disableEngine, lowerCharacteristic, setCharacteristic, setSpeed } from './characteristics';
import { runHazards, type HazardItem } from './hazards';
import { CRITICAL_EFFECTS } from './criticalTables';
import { SAFETY_LIMITS, speedFactor } from '../data/tables';
import type { Rule, VehicleState } from '../types';

// The record-sheet changes live in characteristics.ts; re-exported for the modules that read them here.
export { setCharacteristic, lowerCharacteristic, halveBraking, loseControlNow, type Characteristic } from './characteristics';

/** Speed lost after each move by a car without power or without a driver (p15, p34). */
export const COAST_LOSS = 5;

/**
 * Tyre destroyed (p34): handling -2, maximum speed down 10 mph or to 60 mph, whichever is
 * slower. Returns the immediate hazard roll (20 mph) for the caller to take with the others.
 */
export function destroyTyre(ctx: Ctx, v: VehicleState, reason: string): HazardItem[] {
  const e = CRITICAL_EFFECTS;
  v.tyresDestroyed += 1;
  lowerCharacteristic(ctx, v, 'handling', e.tyreHandling, reason, 'p34');
  setCharacteristic(ctx, v, 'maxSpeed', Math.max(0, Math.min(v.maxSpeed - e.tyreMaxSpeedLoss, e.tyreMaxSpeedCap)), reason, 'p34');
  return [{ limit: SAFETY_LIMITS.tyreDestroyed, cause: 'tyre destroyed', rule: 'p34', kind: 'critical' }];
}

/** Why a car loses 5 mph after a move, if it does (p15: no acceleration, or above a reduced maximum; p34). */
export function coastReason(v: VehicleState, speed = v.speed): { reason: string; rule: Rule } | null {
  if (v.noDriver) return { reason: 'no driver', rule: 'p34' };
  if (v.engineDisabled) return { reason: 'engine disabled', rule: 'p34' };
  if (v.acceleration <= 0) return { reason: 'no acceleration', rule: 'p15' };
  if (speed > v.maxSpeed) return { reason: 'above its reduced maximum speed', rule: 'p15' };
  return null;
}

/**
 * p15, p38: a car without power "automatically slows down by 5mph immediately after each move",
 * and speed changes come "before any hazard rolls": the first thing after the move.
 */
export function coast(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  const why = coastReason(v);
  if (why && v.speed > 0) setSpeed(ctx, v, v.speed - COAST_LOSS, why.reason, why.rule, { halted: true });
}

/**
 * After each of a vehicle's moves. ASSUMPTION (p15, p38): the 5 mph loss comes first, as speed
 * changes come "immediately after the vehicle is moved, before any hazard rolls"; the split-tyre
 * roll and every hazard of the move then use the new speed. The conditions' tests (broken axle,
 * destroyed tyre) are rolled with `moveHazards`, the move's own (curve, manoeuvre, markers, road),
 * in one list in the book's order: higher limits first, oil last (p41, p30).
 */
export function afterMove(ctx: Ctx, vid: string, moveHazards: HazardItem[] = []): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;

  coast(ctx, vid);

  const items: HazardItem[] = [...moveHazards];
  let shredded = false;
  if (v.splitTyre) {
    const d = d6(ctx);
    shredded = d < speedFactor(v.speed);
    emit(ctx, { type: 'splitTyre', vehicle: vid, shredded, rule: 'p34', dice: [d] });
    if (shredded) {
      v.splitTyre = false;
      items.push(...destroyTyre(ctx, v, 'split tyre shredded'));
    }
  }
  if (v.brokenAxle) items.push({ limit: SAFETY_LIMITS.brokenAxle, cause: 'broken axle', rule: 'p34', kind: 'critical' });
  // ASSUMPTION (p34): the tyre that shredded in this move takes only its immediate 20 mph test now;
  // the test against the new maximum speed starts with the next move ("still travelling above").
  if (v.tyresDestroyed > 0 && !shredded && v.speed > v.maxSpeed) {
    items.push({ limit: v.maxSpeed, cause: 'above the maximum speed left by a destroyed tyre', rule: 'p34', kind: 'critical' });
  }
  if (items.length > 0) runHazards(ctx, vid, items);
  wreckIfHalted(ctx, v);
}

/**
 * p34, broken axle: "When the vehicle finally comes to a halt, it is treated as a wreck", however
 * it halts: after its own move, or stopped by a head-on ram (the turn engine checks after every step).
 */
export function wreckIfHalted(ctx: Ctx, v: VehicleState): void {
  if (!v.brokenAxle || v.speed > 0 || v.wreck || v.status !== 'inPlay') return;
  v.wreck = true;
  emit(ctx, { type: 'wreck', vehicle: v.id, cause: 'halted with a broken axle', rule: 'p34', dice: [] });
}

/** End of turn (p34-35): a leaking fuel tank may stop the engine; lasers recharge; the disabled-engine last shot lapses. */
export function endOfTurn(ctx: Ctx, vid: string): void {
  const seen = readVehicle(ctx.s, vid);
  // Nothing to settle leaves the vehicle shared with apply's argument (the write barrier, cloneState.ts).
  if (seen && !(seen.status === 'inPlay' && seen.fuelLeak && !seen.engineDisabled) && !seen.laserLastShot && !seen.weapons.some((w) => w.firedThisTurn)) return;
  const v = vehicle(ctx.s, vid);
  if (v.status === 'inPlay' && v.fuelLeak && !v.engineDisabled) {
    const d = d6(ctx);
    const disabled = d === 1;
    emit(ctx, { type: 'fuelLeak', vehicle: vid, disabled, rule: 'p34', dice: [d] });
    if (disabled) disableEngine(ctx, vid, 'fuel leak', 'p34');
  }
  for (const w of v.weapons) w.firedThisTurn = false;
  v.laserLastShot = false;
}

/**
 * Whether the vehicle can ever move under its own power again (Game One's "halted for good",
 * p87). A car that answers false may still be coasting to a halt.
 */
export function canEverMoveAgain(v: VehicleState): boolean {
  if (v.status !== 'inPlay') return false;
  if (v.wreck || v.noDriver || v.engineDisabled || v.handling <= 0) return false;
  return !(v.acceleration <= 0 && v.speed === 0);
}
