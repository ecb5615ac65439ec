// Damage (p28-29) and terminal damage (p35); the disabled engine and the missing driver (p34)
// that many hits and criticals lead to.
import { rollCritical, type CriticalOptions } from './criticals';
import { d6, emit, vehicle, type Ctx } from '../core/ctx';
import { disableEngine, loseControlNow, lowerCharacteristic, setCharacteristic } from './characteristics';
import { crashFacing } from '../data/tables';
import { INCREMENT } from '../data/vehicles';
import { heSafetyLimit } from '../data/weapons';
import { runHazards, type HazardItem } from './hazards';
import type { Facing, Side, VehicleState } from '../types';
import type { Hit } from './criticalTypes';

export { disableEngine, setNoDriver } from './characteristics';
export type { CriticalOptions } from './criticals';

/** The points one hit does (p28): the die plus the hit's damage bonus, less the target's armour, never below 0. */
export const hitPoints = (roll: number, damageBonus: number, armour: number): number => Math.max(0, roll + damageBonus - armour);

/**
 * A critical hit (p32-35) on `facing`. Hits and criticals call each other (a critical can cause an
 * explosion, "another hit"), so the criticals module is handed this module's hit resolver instead
 * of importing it: no import cycle.
 */
export function criticalHit(ctx: Ctx, vid: string, facing: Facing, hitDamage: number, opts: CriticalOptions = {}): void {
  rollCritical(ctx, vid, facing, hitDamage, resolveHit, opts);
}

// A hit's shape lives with the critical resolvers' shared types (criticalTypes.ts), which read it too.
export type { Hit } from './criticalTypes';

/**
 * One hit, fully resolved in the book's order (p29): ordinary damage, critical, terminal damage,
 * then hazard rolls.
 */
export function applyHit(ctx: Ctx, vid: string, hit: Hit): void {
  resolveHit(ctx, vid, hit, null);
}

/**
 * `collector` is the hazard list of an outer hit: an explosion inside a critical is "another hit"
 * (p34-35) whose hazard joins the outer hit's hazard step, so all of them are taken together in
 * the book's order once the damage is recorded (p29, p40).
 */
export function resolveHit(ctx: Ctx, vid: string, hit: Hit, collector: HazardItem[] | null): void {
  const v = vehicle(ctx.s, vid);
  const hazards = collector ?? [];
  if (v.exploded) {
    // p35: "Once the car has exploded any additional damage is effectively wasted."
    emit(ctx, { type: 'hit', vehicle: vid, source: hit.source, damageBonus: hit.damage, he: hit.he, roll: 0, armour: v.armour, points: 0, critical: false, terminalIgnored: true, rule: 'p35', dice: [] });
    return;
  }
  const terminalBefore = v.terminal;
  const roll = d6(ctx);
  const critical = roll === 6;
  // p35: once terminal, only the die's six matters.
  const points = terminalBefore ? 0 : hitPoints(roll, hit.damage, v.armour);
  emit(ctx, { type: 'hit', vehicle: vid, source: hit.source, damageBonus: hit.damage, he: hit.he, roll, armour: v.armour, points, critical, terminalIgnored: terminalBefore, rule: hit.rule, dice: [roll] });

  if (points > 0) markDamage(ctx, v, points);
  if (critical) {
    const facingDice: number[] = [];
    const facing = critFacing(ctx, hit, facingDice);
    criticalHit(ctx, vid, facing, hit.damage, { hazards, dice: facingDice });
  }
  if (v.damage === 0) terminalStep(ctx, v, hit);
  // Bikes take HE hazards against reduced handling (p64).
  if (hit.he) hazards.push({ limit: heSafetyLimit(hit.damage), cause: `${hit.source} (HE)`, rule: 'p38', kind: 'he' });
  if (!collector) takeHazards(ctx, v, hazards, hit);
}

/** Hazard rolls of a hit; none for cars already off the road, or crashing out of the game (p58). */
function takeHazards(ctx: Ctx, v: VehicleState, items: HazardItem[], hit: Hit): void {
  if (items.length === 0 || v.status !== 'inPlay' || hit.facing === 'crash') return;
  runHazards(ctx, v.id, items);
}

/** The facing a critical is taken on (p32); dice rolled for it are added to `dice`. */
export function critFacing(ctx: Ctx, hit: Hit, dice: number[]): Facing {
  const roll = (): number => {
    const d = d6(ctx);
    dice.push(d);
    return d;
  };
  const rolledSide = (): Side => (roll() % 2 === 1 ? 'left' : 'right');
  switch (hit.facing) {
    case 'oblique':
      if (roll() % 2 === 0) return hit.obliqueFrontRear ?? 'front';
      return hit.obliqueSide ?? rolledSide();
    case 'crash':
      return crashFacing(roll());
    case 'side':
      return rolledSide();
    default:
      return hit.facing;
  }
}

/** Marks points off the damage track (never below 0) and takes incremental damage (p28). */
export function markDamage(ctx: Ctx, v: VehicleState, points: number): void {
  const before = v.damage;
  v.damage = Math.max(0, before - points);
  if (v.damage === before) return;
  emit(ctx, { type: 'damage', vehicle: v.id, points: before - v.damage, left: v.damage, rule: 'p28', dice: [] });
  // p28 (docs/assumptions.md): an increment is taken when the track falls below a level, not on it.
  const passed = v.levelsLeft.filter((level) => v.damage < level);
  v.levelsLeft = v.levelsLeft.filter((level) => v.damage >= level);
  for (const level of passed) {
    emit(ctx, { type: 'increment', vehicle: v.id, level, rule: 'p28', dice: [] });
    const reason = `incremental damage below ${level}`;
    lowerCharacteristic(ctx, v, 'maxSpeed', INCREMENT.maxSpeed, reason, 'p28');
    lowerCharacteristic(ctx, v, 'acceleration', INCREMENT.acceleration, reason, 'p28');
    lowerCharacteristic(ctx, v, 'handling', INCREMENT.handling, reason, 'p28');
  }
}

/**
 * Terminal damage (p35): the hit that wipes out the last point disables the engine, stops every
 * weapon and takes handling to 0; the car is a wreck (p57). On that hit and every later one the
 * car may explode (a 1), once, causing a driver critical.
 */
function terminalStep(ctx: Ctx, v: VehicleState, hit: Hit): void {
  if (!v.terminal) {
    v.terminal = true;
    emit(ctx, { type: 'terminal', vehicle: v.id, rule: 'p35', dice: [] });
    disableEngine(ctx, v.id, 'terminal damage', 'p35');
    // "all weapons cease functioning": no last laser shot either.
    v.laserLastShot = false;
    setCharacteristic(ctx, v, 'handling', 0, 'terminal damage', 'p35');
    loseControlNow(ctx, v, 'terminal damage', 'p35');
    if (!v.wreck) {
      v.wreck = true;
      emit(ctx, { type: 'wreck', vehicle: v.id, cause: 'terminal damage', rule: 'p57', dice: [] });
    }
  }
  if (v.exploded) return;
  const d = d6(ctx);
  if (d !== 1) {
    emit(ctx, { type: 'note', vehicle: v.id, text: `terminal damage: explosion roll ${d}, no explosion`, rule: 'p35', dice: [d] });
    return;
  }
  v.exploded = true;
  emit(ctx, { type: 'explosion', vehicle: v.id, cause: 'terminal damage', rule: 'p35', dice: [d] });
  const facing: Facing = hit.facing === 'oblique' || hit.facing === 'crash' || hit.facing === 'side' ? 'front' : hit.facing;
  criticalHit(ctx, v.id, facing, hit.damage, { location: 'driver' });
}
