// Hazard rolls (p38-41): a driver over a safety limit rolls d6 + excess speed - optimum control;
// the result is OK, a panic brake that eats into the phase's braking allowance, or control loss.
import { d6, emit, vehicle, type Ctx } from '../core/ctx';
import { loseControl, setSpeed } from './characteristics';

export { loseControl };
import { excessSpeed, hazardResult, PANIC_BRAKE_STEP, SAFETY_LIMITS } from '../data/tables';
import { BIKE_HANDLING, BIKE_REDUCED_HANDLING, type HazardKind } from '../data/handling';
import type { GameState, Rule, VehicleState } from '../types';

export interface HazardItem {
  limit: number;
  cause: string;
  rule: Rule;
  /** Oil is tested last and drops to 30 mph after a panic brake this phase (p30). */
  oil?: boolean;
  /** A shunt target ignores panic-brake results (p40, p57). */
  ignorePanicBrake?: boolean;
  /**
   * What the test is for, which says whether a bike uses its full or reduced handling (p64,
   * data/handling.ts BIKE_HANDLING). Absent: a manoeuvre (the drift and U-turn tests execute.ts
   * builds). Cars always use their handling.
   */
  kind?: HazardKind;
}

export type HazardOutcome = 'safe' | 'skipped' | 'ok' | 'panicBrake' | 'controlLoss';

/** A vehicle with no driver has nobody at the wheel: its drive skill counts as 0 (p34, p40). */
function effectiveDriveSkill(v: VehicleState): number {
  return v.noDriver ? 0 : v.driveSkill;
}

/** The handling a test is taken with: a bike's reduced handling (handling - 3) where BIKE_HANDLING says so (p64). */
export function handlingFor(v: VehicleState, kind: HazardKind): number {
  return v.kind === 'bike' && BIKE_HANDLING[kind] === 'reduced' ? v.handling - BIKE_REDUCED_HANDLING : v.handling;
}

/** Optimum control (p40): the better of handling and drive skill (a bike's full handling: manoeuvres, p64). */
export function optimumControl(v: VehicleState, kind: HazardKind = 'manoeuvre'): number {
  return Math.max(handlingFor(v, kind), effectiveDriveSkill(v));
}

/** Adverse control (p40): the worse of handling and drive skill; control-loss tests use it (p42), a bike's full handling (p64). */
export function adverseControl(v: VehicleState, kind: HazardKind = 'controlLoss'): number {
  return Math.min(handlingFor(v, kind), effectiveDriveSkill(v));
}

/** The optimum control a given hazard is rolled against (p38; a bike's handling by the kind of test, p64). */
export function hazardControl(v: VehicleState, item?: Pick<HazardItem, 'kind'>): number {
  return optimumControl(v, item?.kind ?? 'manoeuvre');
}

/** Braking left in this phase's allowance (p38, p41); the turn engine resets brakeUsed. */
export function brakeAllowance(v: VehicleState): number {
  return Math.max(0, v.braking - v.brakeUsed);
}



/** Panic brake by 5 mph x total within the allowance; running out of braking loses control (p38, p41). */
function panicBrake(ctx: Ctx, v: VehicleState, total: number): 'panicBrake' | 'controlLoss' {
  const wanted = PANIC_BRAKE_STEP * total;
  const allowance = brakeAllowance(v);
  const ranOut = wanted > allowance;
  const by = ranOut ? allowance : wanted;
  v.brakeUsed = ranOut ? v.braking : v.brakeUsed + wanted;
  v.panicBrakedPhase = ctx.s.phase;
  emit(ctx, { type: 'panicBrake', vehicle: v.id, by, wanted, ranOut, rule: ranOut ? 'p41' : 'p38', dice: [] });
  setSpeed(ctx, v, v.speed - by, 'panic brake', ranOut ? 'p41' : 'p38');
  if (!ranOut) return 'panicBrake';
  loseControl(ctx, v.id, `ran out of braking (wanted ${wanted} mph, had ${allowance} mph left)`, 'p41');
  return 'controlLoss';
}

/** One hazard roll (p38): no roll at or below the limit, none while out of control (p41). */
export function hazardRoll(ctx: Ctx, vid: string, item: HazardItem): HazardOutcome {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return 'skipped';
  if (v.outOfControl || v.spin) {
    emit(ctx, { type: 'hazardSkipped', vehicle: vid, limit: item.limit, cause: item.cause, reason: 'out of control: no hazard rolls until control is regained', rule: 'p41', dice: [] });
    return 'skipped';
  }
  if (v.speed <= item.limit) {
    emit(ctx, { type: 'hazardSkipped', vehicle: vid, limit: item.limit, cause: item.cause, reason: `${v.speed} mph is not over the ${item.limit} mph safety limit`, rule: 'p38', dice: [] });
    return 'safe';
  }
  const die = d6(ctx);
  const excess = excessSpeed(v.speed, item.limit);
  const control = hazardControl(v, item);
  const total = die + excess - control;
  const table = hazardResult(total);
  const ignored = table === 'panicBrake' && item.ignorePanicBrake === true;
  const result = ignored ? 'ok' : table;
  emit(ctx, { type: 'hazardRoll', vehicle: vid, limit: item.limit, cause: item.cause, speed: v.speed, excess, optimumControl: control, total, result, rule: item.rule, dice: [die] });
  if (ignored) {
    emit(ctx, { type: 'note', vehicle: vid, text: `Panic brake (total ${total}) ignored: the target of a shunt treats it as OK`, rule: 'p41', dice: [] });
    return 'ok';
  }
  if (result === 'ok') return 'ok';
  if (result === 'panicBrake') return panicBrake(ctx, v, total);
  loseControl(ctx, vid, `hazard roll for ${item.cause}: total ${total}`, 'p38');
  return 'controlLoss';
}

/** Order of several tests (p41): higher safety limits first, oil always last (p30). Stable. */
export function hazardOrder(items: HazardItem[]): HazardItem[] {
  // Most moves meet one hazard or none: nothing to order.
  if (items.length < 2) return items.slice();
  const rank = (i: HazardItem): number => (i.oil ? 1 : 0);
  return items
    .map((item, idx) => ({ item, idx }))
    .sort((a, b) => rank(a.item) - rank(b.item) || b.item.limit - a.item.limit || a.idx - b.idx)
    .map((x) => x.item);
}

/**
 * All the hazards of one move or hit, in the book's order (p41). Each test looks at the speed left
 * by earlier panic brakes, so a brake down to a later limit saves that test; oil drops to the 30 mph
 * limit once the driver has panic braked this phase (p30).
 */
export function runHazards(ctx: Ctx, vid: string, items: HazardItem[]): HazardOutcome[] {
  const out: HazardOutcome[] = [];
  for (const item of hazardOrder(items)) {
    const v = vehicle(ctx.s, vid);
    const braked = v.panicBrakedPhase === ctx.s.phase;
    const limit = item.oil && braked ? Math.min(item.limit, SAFETY_LIMITS.oilOther) : item.limit;
    const rule: Rule = limit !== item.limit ? 'p30' : item.rule;
    // p64: a bike's oil test at the lower limit is a reduced-handling one, as off a straight run.
    const kind = limit !== item.limit && item.kind === 'oil' ? 'oilOffStraight' : item.kind;
    out.push(hazardRoll(ctx, vid, { ...item, limit, rule, ...(kind ? { kind } : {}) }));
  }
  return out;
}

export interface HazardOdds {
  ok: number;
  panicBrake: number;
  controlLoss: number;
}

/**
 * Exact odds of a hazard roll at `limit` (p38), counting a panic brake beyond the remaining
 * allowance as control loss (p41). `speed` defaults to the current speed (previews of a brake or
 * an acceleration pass the new one). These are the odds of the roll itself: a vehicle already
 * out of control would not roll at all.
 */
export function hazardOdds(s: GameState, vid: string, limit: number, speed?: number, item?: Pick<HazardItem, 'ignorePanicBrake' | 'kind'>): HazardOdds {
  const v = vehicle(s, vid);
  const mph = speed ?? v.speed;
  if (mph <= limit) return { ok: 1, panicBrake: 0, controlLoss: 0 };
  const count = { ok: 0, panicBrake: 0, controlLoss: 0 };
  const allowance = brakeAllowance(v);
  for (let die = 1; die <= 6; die++) {
    const total = die + excessSpeed(mph, limit) - hazardControl(v, item);
    let r = hazardResult(total);
    if (r === 'panicBrake' && item?.ignorePanicBrake) r = 'ok';
    else if (r === 'panicBrake' && PANIC_BRAKE_STEP * total > allowance) r = 'controlLoss';
    count[r] += 1;
  }
  return { ok: count.ok / 6, panicBrake: count.panicBrake / 6, controlLoss: count.controlLoss / 6 };
}
