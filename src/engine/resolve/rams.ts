// Rams (p52-57). movement.ts finds the collision and leaves the rammer in place (p52); this
// module runs the rest of the ram sequence: type of ram, sideswipe test, damage, speed
// adjustment, hazard rolls, and the skids forced by sideswipes.
import { emit, vehicle, type Ctx } from '../core/ctx';
import { loseControl, setSpeed } from './characteristics';
import { SAFETY_LIMITS } from '../data/tables';
import { headingDir, isOnGrid, lanesInCommon } from '../grid';
import { crash, removeFromPlay } from './crash';
import { roadDamage } from './roadDamage';
import { bikeFalls } from './fall';
import { BIKE_RULES } from '../data/bikes';
import { speedFactor } from '../data/tables';
import { hazardRoll } from './hazards';
import { travelDir } from '../core/travel';
import { applyRamHits, describePlan, RAM_SOURCE, ramDamagePlan, struckFacing, type RamKind } from './ramDamage';
import { forcedSkidAfterSideswipe, sideswipeTest, type SideswipeResult } from './sideswipe';
import type { GameState, Rule, VehicleState } from '../types';

export type { RamKind } from './ramDamage';
export { ramDamagePlan, type RamDamagePlan, type RamHits } from './ramDamage';
export { sideswipeTarget, sideswipeTest } from './sideswipe';

/** Which part of a move made contact (see movement.ts). Only 'forward' can be a shunt. */
export type RamHow = 'forward' | 'drift' | 'rotate' | 'sideswipe';

export interface RamOutcome {
  kind: RamKind;
  /** After a shunt the target moves next, then the rammer completes its move (p57). */
  shuntTarget: string | null;
  /** The rammer is not stopped: a car that rams a bike head-on completes its move, and a partial
   *  contact with a bike is a sideswipe that moves the moving model (p70-71). */
  movesOn: boolean;
}

/**
 * What makes any collision head-on, whatever the move (p57). Data, so later obstacles can join
 * as wreck-like targets. The rammer's angle counts too: "collisions with any vehicles which are
 * at an angle to the grid" (ASSUMPTION, docs/assumptions.md: this wins over p57's rotation-as-sideswipe).
 */
const HEAD_ON_TARGETS: { why: string; applies: (v: VehicleState) => boolean }[] = [
  { why: 'the target is a wreck', applies: (v) => v.wreck },
  { why: 'the target is at an angle to the grid', applies: (v) => !isOnGrid(v.heading) },
  // p64-71: "collisions with stationary and fallen bikes are always treated as head-on rams".
  { why: 'the target is a stationary or fallen bike', applies: (v) => v.kind === 'bike' && (v.speed <= 0 || v.rolled) },
];
const HEAD_ON_RAMMERS: { why: string; applies: (v: VehicleState) => boolean }[] = [
  { why: 'the rammer is at an angle to the grid', applies: (v) => !isOnGrid(v.heading) },
];

const LATERAL: Record<RamHow, boolean> = { forward: false, drift: true, rotate: true, sideswipe: true };


/** Speed adjustment of a sideswipe (p56): 10 mph each going the same way, 20 mph opposed. */
const SIDESWIPE_SPEED_LOSS = { sideswipeNeckAndNeck: 10, sideswipeOpposed: 20 } as const;

interface Classified {
  kind: RamKind;
  why: string;
  rule: Rule;
}

/**
 * The direction the rammer is moving. For a forward contact the target lies ahead of the move,
 * which also covers a reversing car; when the geometry can't tell (a U-turn's wide zone), its
 * line of travel.
 */
function rammerDir(r: VehicleState, t: VehicleState, how: RamHow): 1 | -1 {
  if (how === 'forward' && isOnGrid(r.heading)) {
    const ahead = t.cell.t1 > r.cell.t1;
    const behind = t.cell.t0 < r.cell.t0;
    if (ahead !== behind) return ahead ? 1 : -1;
  }
  return travelDir(r);
}

/**
 * p70-71: "A partial head-on or shunt ram with a motorcycle is always treated as a sideswipe ...
 * an opposed sideswipe": a forward contact sharing one lane with a bike (between two bikes that is
 * no contact at all, travel.ts meets).
 */
export function partialWithBike(r: VehicleState, t: VehicleState, how: RamHow): boolean {
  return how === 'forward' && (r.kind === 'bike' || t.kind === 'bike') && isOnGrid(r.heading) && isOnGrid(t.heading) && lanesInCommon(r.cell, t.cell) === 1;
}

function classify(r: VehicleState, t: VehicleState, how: RamHow): Classified {
  const always = HEAD_ON_TARGETS.find((x) => x.applies(t)) ?? HEAD_ON_RAMMERS.find((x) => x.applies(r));
  if (always) return { kind: 'headOn', why: always.why, rule: 'p57' };
  if (partialWithBike(r, t, how)) return { kind: 'sideswipeOpposed', why: 'a partial head-on or shunt with a bike', rule: 'p64' };
  const dir = rammerDir(r, t, how);
  const stationary = t.speed <= 0;
  if (how !== 'forward') {
    const neck = !stationary && r.speed > 0 && travelDir(t) === dir;
    return neck
      ? { kind: 'sideswipeNeckAndNeck', why: 'both travelling the same way', rule: 'p54' }
      : { kind: 'sideswipeOpposed', why: stationary ? 'the target is stationary' : 'travelling in opposite directions', rule: 'p54' };
  }
  if (stationary) {
    return headingDir(t.heading) === dir
      ? { kind: 'shunt', why: 'the stationary target faces the same way', rule: 'p57' }
      : { kind: 'headOn', why: 'the stationary target faces the rammer', rule: 'p57' };
  }
  return travelDir(t) === dir
    ? { kind: 'shunt', why: 'both travelling the same way', rule: 'p52' }
    : { kind: 'headOn', why: 'travelling in opposite directions', rule: 'p52' };
}

/** The type of ram (p52-57) a contact would be, for the referee and the UI's preview. */
export function classifyRam(s: GameState, rammer: string, target: string, how: RamHow): RamKind {
  return classify(vehicle(s, rammer), vehicle(s, target), how).kind;
}

const ramSpeed = (ctx: Ctx, vid: string, to: number, reason: string): void => setSpeed(ctx, vehicle(ctx.s, vid), to, reason, 'p56', { halted: true });

/** Speed adjustment (p56). The shunt's exchange uses the speeds at impact. */
function adjustSpeeds(ctx: Ctx, kind: RamKind, rammer: string, target: string, impact: { rammer: number; target: number }): void {
  const reason = RAM_SOURCE[kind];
  if (kind === 'headOn' && bikeAndCar(ctx.s, rammer, target)) {
    // p70: "Whichever vehicle was the rammer, the car now slows down by 30mph and goes out of control."
    const car = vehicle(ctx.s, rammer).kind === 'bike' ? target : rammer;
    ramSpeed(ctx, car, vehicle(ctx.s, car).speed - BIKE_RULES.headOnCarLoss, reason);
    loseControl(ctx, car, 'a head-on collision with a bike', 'p64');
  } else if (kind === 'headOn') {
    ramSpeed(ctx, rammer, 0, reason);
    ramSpeed(ctx, target, 0, reason);
  } else if (kind === 'shunt' && (vehicle(ctx.s, rammer).kind === 'bike') !== (vehicle(ctx.s, target).kind === 'bike')) {
    // p64-71: "When a bike shunt rams a car, the bike slows to the same speed as the car. The car's
    // speed is unaffected. When a car shunt rams a bike, the bike automatically accelerates to the
    // car's speed-at-impact. The car slows down by 10mph."
    if (vehicle(ctx.s, rammer).kind === 'bike') ramSpeed(ctx, rammer, impact.target, reason);
    else {
      ramSpeed(ctx, target, impact.rammer, reason);
      ramSpeed(ctx, rammer, vehicle(ctx.s, rammer).speed - BIKE_RULES.carShuntingBikeLoss, reason);
    }
  } else if (kind === 'shunt') {
    // Only a slower target can be shunted (p57); otherwise nothing changes hands.
    const half = Math.ceil(Math.max(0, impact.rammer - impact.target) / 2);
    if (half === 0) return;
    ramSpeed(ctx, target, vehicle(ctx.s, target).speed + half, reason);
    ramSpeed(ctx, rammer, vehicle(ctx.s, rammer).speed - half, reason);
  } else {
    const loss = SIDESWIPE_SPEED_LOSS[kind];
    ramSpeed(ctx, rammer, vehicle(ctx.s, rammer).speed - loss, reason);
    ramSpeed(ctx, target, vehicle(ctx.s, target).speed - loss, reason);
  }
}

/** The ram hazard rolls each vehicle owes (p56, p38 list), before checking who is still moving. */
function hazardLimits(kind: RamKind, rammer: string, target: string, test: SideswipeResult | null): { vid: string; limit: number; ignorePanicBrake: boolean }[] {
  if (kind === 'shunt') {
    return [
      { vid: rammer, limit: SAFETY_LIMITS.shunt, ignorePanicBrake: false },
      // The target of a shunt ignores panic-brake results (p38, p56).
      { vid: target, limit: SAFETY_LIMITS.shunt, ignorePanicBrake: true },
    ];
  }
  if (!test) return [];
  const both = [rammer, target];
  if (kind === 'sideswipeNeckAndNeck') {
    // ASSUMPTION (docs/assumptions.md, p56): on a draw both count as losers and test at 40.
    const losers = test.loser ? [test.loser] : both;
    return losers.map((vid) => ({ vid, limit: SAFETY_LIMITS.sideswipeNeckAndNeckLoser, ignorePanicBrake: false }));
  }
  // ASSUMPTION (docs/assumptions.md, p56): on a draw both count as losers and test at 20.
  return both.map((vid) => ({
    vid,
    limit: vid === test.winner ? SAFETY_LIMITS.sideswipeOpposedWinner : SAFETY_LIMITS.sideswipeOpposedLoser,
    ignorePanicBrake: false,
  }));
}

/** Hazard rolls for vehicles still moving and under control (p52 ram sequence, p56). */
function ramHazards(ctx: Ctx, kind: RamKind, rammer: string, target: string, test: SideswipeResult | null): void {
  if (kind === 'shunt' && vehicle(ctx.s, rammer).kind === 'bike' && vehicle(ctx.s, target).kind === 'bike') {
    // p64-71: "bikes involved in shunts with other bikes automatically lose control - there is no need to take the usual hazard roll".
    for (const vid of [rammer, target]) loseControl(ctx, vid, 'a shunt between two bikes', 'p64');
    return;
  }
  for (const h of hazardLimits(kind, rammer, target, test)) {
    const v = vehicle(ctx.s, h.vid);
    if (v.status !== 'inPlay' || v.speed <= 0 || v.outOfControl) continue;
    // A bike rolls with its reduced handling after a collision (p64); cars ignore the flag.
    hazardRoll(ctx, h.vid, { limit: h.limit, cause: RAM_SOURCE[kind], rule: 'p56', kind: 'collision', ...(h.ignorePanicBrake ? { ignorePanicBrake: true } : {}) });
  }
}

/** A car out of control after a sideswipe skids away from the other car next move (p57); spinning cars don't skid-test. */
function forceSkids(ctx: Ctx, rammer: string, target: string): void {
  for (const [vid, other] of [[rammer, target], [target, rammer]] as const) {
    const v = vehicle(ctx.s, vid);
    if (v.status !== 'inPlay' || !v.outOfControl || v.spin) continue;
    const skid = forcedSkidAfterSideswipe(ctx.s, v, vehicle(ctx.s, other));
    if (!skid) continue;
    v.forcedSkid = skid;
    const how = skid === 'straight' ? 'skid straight, losing 10 mph' : `drift skid to the ${skid}`;
    emit(ctx, { type: 'note', vehicle: vid, text: `${v.name} was sideswiped out of control: its next skid is a ${how}`, rule: 'p57', dice: [] });
  }
}

/** Exactly one of the two is a bike. */
export function bikeAndCar(s: GameState, a: string, b: string): boolean {
  return (vehicle(s, a).kind === 'bike') !== (vehicle(s, b).kind === 'bike');
}

/**
 * What a head-on ram with a bike leaves (p70-71). Two bikes "come to a halt and fall", and riders
 * who survive take road damage "at the speed the bike was travelling at the moment of impact".
 * Against a car, the rider takes road damage and "the bike is then removed from play ... but
 * doesn't take additional crash damage"; a car hitting a fallen bike is the same ("either way the
 * results of the impact are the same").
 */
function headOnWithBikes(ctx: Ctx, rammer: string, target: string, impact: { rammer: number; target: number }): void {
  const pairs: [string, number][] = [[rammer, impact.rammer], [target, impact.target]];
  if (bikeAndCar(ctx.s, rammer, target)) {
    const [bike, speed] = pairs.find(([vid]) => vehicle(ctx.s, vid).kind === 'bike')!;
    roadDamage(ctx, bike, speedFactor(speed));
    removeFromPlay(ctx, bike, 'removed from play after a head-on collision with a car');
    return;
  }
  for (const [vid, speed] of pairs) {
    roadDamage(ctx, vid, speedFactor(speed));
    bikeFalls(ctx, vid, 'fell in a head-on ram');
  }
}

/** The whole ram sequence (p52) for a contact between `rammer`'s move and `target`. */
export function resolveCollision(ctx: Ctx, rammer: string, target: string, how: RamHow): RamOutcome {
  const r = vehicle(ctx.s, rammer);
  const t = vehicle(ctx.s, target);
  if (r.kind === 'bike' && t.kind === 'bike' && t.wreck) {
    // p71: "When a bike hits a wrecked bike it automatically crashes. The moving bike is taken out of play, taking crash and road damage. The wreck remains in place."
    emit(ctx, { type: 'ram', rammer, target, kind: 'headOn', damage: 'a bike hitting a wrecked bike crashes; the wreck stays', rule: 'p64', dice: [] });
    crash(ctx, rammer, `hit the wrecked bike ${t.name}`);
    return { kind: 'headOn', shuntTarget: null, movesOn: false };
  }
  const c = classify(r, t, how);
  const dir = rammerDir(r, t, how);
  const impact = { rammer: r.speed, target: t.speed };
  const plan = ramDamagePlan(ctx.s, rammer, target, c.kind);
  emit(ctx, { type: 'ram', rammer, target, kind: c.kind, damage: `${RAM_SOURCE[c.kind]} (${c.why}): ${describePlan(plan)}`, rule: c.rule, dice: [] });

  const sideswipe = c.kind === 'sideswipeNeckAndNeck' || c.kind === 'sideswipeOpposed';
  const test = sideswipe ? sideswipeTest(ctx, rammer, target) : null;

  const lateral = LATERAL[how];
  const rammerFacing = struckFacing(r, t, lateral, dir);
  const targetFacing = struckFacing(t, r, lateral, dir === 1 ? -1 : 1);
  const hitRammer = !test || test.winner !== rammer;
  const hitTarget = !test || test.winner !== target;
  if (hitRammer) applyRamHits(ctx, rammer, plan.rammer, c.kind, rammerFacing, target);
  if (hitTarget) applyRamHits(ctx, target, plan.target, c.kind, targetFacing, rammer);

  const withBike = r.kind === 'bike' || t.kind === 'bike';
  adjustSpeeds(ctx, c.kind, rammer, target, impact);
  if (c.kind === 'headOn' && withBike) headOnWithBikes(ctx, rammer, target, impact);
  ramHazards(ctx, c.kind, rammer, target, test);
  if (sideswipe) forceSkids(ctx, rammer, target);
  // p70: "If the car was the rammer it then completes its move"; p71: a partial contact moves the moving model.
  const movesOn = (c.kind === 'headOn' && withBike && r.kind !== 'bike' && t.status !== 'inPlay') || partialWithBike(r, t, how);
  return { kind: c.kind, shuntTarget: c.kind === 'shunt' ? target : null, movesOn };
}
