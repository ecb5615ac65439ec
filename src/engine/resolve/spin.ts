// Spinning (p44-45) and rolling (p46; bikes in the bike chapter, p64-71). The rotation is the last
// part of a spin move: it crashes on a curve (p58) or off the road's edge (p45), becomes a
// sideswipe when another vehicle is in its zone (p57), and otherwise follows the spin template.
import { applyHit } from './damage';
import { BIKE_RULE, roadDamage } from './roadDamage';
import { bikeFalls } from './fall';
import { setSpeed } from './characteristics';
import { d6, emit, vehicle, type Ctx } from '../core/ctx';
import { spinTemplate, speedFactor } from '../data/tables';
import { offRoadEdge } from '../grid';
import { crash, rotate, rotationZone, travelDir, vehiclesIn, type StepResult } from './movement';
import { onCurve } from './skid';
import type { Facing, SpinState, VehicleState } from '../types';

/** Degrees per position of the spin template (p44: cars end on the grid or at 45 or 90 degrees). */
export const SPIN_STEP_DEGREES = 45;

/** A rolling bike whose speed is at least this crashes instead of rolling (bike chapter). */
export const BIKE_CRASH_SPEED = 81;

/** Rolling bikes take speed factor damage less this (bike chapter: speed factor 4 -> 2 hits at +2). */
export const BIKE_ROLL_DAMAGE_REDUCTION = 2;

/** Facing of a rolling bike's damage, by a die (bike chapter: 1 left ... 6 rear). */
export const BIKE_ROLL_FACING: readonly Facing[] = ['left', 'right', 'roof', 'floor', 'front', 'rear'];

export { BIKE_RULE, ROAD_DAMAGE_MODIFIER, roadDamage, roadDamageModifier } from './roadDamage';

/** Would the rotation crash the car: on a curve (p58), or a zone over the road's edge (p45)? */
export function rotationCrashes(ctx: Ctx, v: VehicleState): boolean {
  return onCurve(ctx.s.track, v) || offRoadEdge(rotationZone(v.cell));
}


/**
 * The spin test's rotation (p44). The first spin rolls its direction (odd anticlockwise, even
 * clockwise); later spins keep it (p45). The car keeps travelling along its original line (p44).
 * A rolling car ignores the template's speed deductions (p46).
 */
export function spinRotation(ctx: Ctx, vid: string, opts: { ignoreSpeedLoss?: boolean } = {}): StepResult {
  const v = vehicle(ctx.s, vid);
  if (onCurve(ctx.s.track, v)) {
    // p58: removed the moment it starts to rotate; collisions the rotation would cause are ignored.
    crash(ctx, vid, 'forced to rotate on a curve');
    return 'crashed';
  }
  if (offRoadEdge(rotationZone(v.cell))) return rotate(ctx, vid, 0);
  const dice: number[] = [];
  let dir = v.spin?.dir;
  if (!dir) {
    const d = d6(ctx);
    dice.push(d);
    dir = d % 2 === 0 ? 'cw' : 'ccw';
  }
  const spin: SpinState = { dir, travel: v.spin?.travel ?? travelDir(v) };
  v.spin = spin;
  const blockers = vehiclesIn(ctx.s, rotationZone(v.cell), vid);
  if (blockers.length > 0) {
    // p57: no roll for rotation; the model stays put and the contact is a sideswipe.
    emit(ctx, { type: 'note', vehicle: vid, text: `Spinning ${dir === 'cw' ? 'clockwise' : 'anticlockwise'}: the rotation would hit ${blockers[0].name}, so the car is not turned and the collision is a sideswipe`, rule: 'p57', dice });
    return rotate(ctx, vid, 0);
  }
  const die = d6(ctx);
  dice.push(die);
  const total = die + speedFactor(v.speed);
  const { steps, speedLoss } = spinTemplate(total);
  const result = rotate(ctx, vid, dir === 'cw' ? steps : -steps);
  if (result !== 'moved') return result;
  const loss = opts.ignoreSpeedLoss ? 0 : speedLoss;
  emit(ctx, { type: 'spin', vehicle: vid, dir, total, degrees: steps * SPIN_STEP_DEGREES, speedLoss: loss, heading: v.heading, rule: 'p44', dice });
  // p44: a deduction bigger than the speed halts the car; it never goes into reverse.
  if (loss > 0) setSpeed(ctx, v, v.speed - loss, 'spin template', 'p44');
  v.lastMove = 'spin';
  return 'moved';
}

/** A car rolls (p46): upside down, a wreck, one hit per speed factor at +speed factor on the roof. */
function carRollDamage(ctx: Ctx, v: VehicleState): void {
  const sf = speedFactor(v.speed);
  for (let i = 0; i < sf; i++) applyHit(ctx, v.id, { damage: sf, he: false, source: 'roll', facing: 'roof', rule: 'p46' });
}

/** A bike rolls (bike chapter): speed factor - 2 hits at +(speed factor - 2) on one random facing, then road damage. */
function bikeRollDamage(ctx: Ctx, v: VehicleState): void {
  const sf = speedFactor(v.speed);
  const n = Math.max(0, sf - BIKE_ROLL_DAMAGE_REDUCTION);
  if (n > 0) {
    const die = d6(ctx);
    const facing = BIKE_ROLL_FACING[die - 1];
    emit(ctx, { type: 'note', vehicle: v.id, text: `The fall's damage is taken on the ${facing} facing`, rule: BIKE_RULE, dice: [die] });
    for (let i = 0; i < n; i++) applyHit(ctx, v.id, { damage: n, he: false, source: 'roll', facing, rule: BIKE_RULE });
  }
  roadDamage(ctx, v.id, sf);
}


/**
 * The damage of a roll, taken at the current speed. Called before a crash when the roll's skid or
 * spin leaves the road, so the roll's damage comes before the crash's (p46).
 */
export function rollDamage(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay' || v.rolled) return;
  emit(ctx, { type: 'roll', vehicle: vid, rule: v.kind === 'bike' ? BIKE_RULE : 'p46', dice: [] });
  v.rolled = true;
  v.spin = null;
  if (v.kind === 'bike') {
    bikeRollDamage(ctx, v);
    return;
  }
  v.wreck = true;
  emit(ctx, { type: 'wreck', vehicle: vid, cause: 'rolled', rule: 'p46', dice: [] });
  carRollDamage(ctx, v);
}

/**
 * The end of a roll: the speed falls to 0 (p46). A car stays a wreck, out of control. A bike has
 * fallen: a wreck only if it took terminal damage or the rider is out (drive skill 0 or no
 * driver); otherwise the rider picks it up at its next move, so it is no longer out of control.
 */
export function finishRoll(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  if (!v.rolled) rollDamage(ctx, vid);
  if (v.kind === 'bike') {
    bikeFalls(ctx, vid, 'rolled');
    return;
  }
  setSpeed(ctx, v, 0, 'rolled', 'p46');
  emit(ctx, { type: 'halted', vehicle: vid, reason: 'rolled over', rule: 'p46', dice: [] });
}

/**
 * A bike rolling at 81+ mph crashes without moving (bike chapter): crash damage as p58 and road
 * damage. ASSUMPTION (docs/assumptions.md): like crash damage, the road damage of a crash is only
 * rolled when crash damage is in use, and before the bike is removed.
 */
export function bikeCrash(ctx: Ctx, vid: string): void {
  crash(ctx, vid, `rolled at ${vehicle(ctx.s, vid).speed} mph`);
}
