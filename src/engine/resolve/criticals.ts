// Critical hits (p32-35): the target matrix finds what is hit, the result tables say what
// happens. One die per roll the book asks for; every die goes into the 'critical' event.
import { bikeBodywork, bikeWheels } from './bikeCriticals';
import {
  BIKE_FLOOR_WHEELS,
  BIKE_MATRIX,
  BIKE_RULE,
  BIKE_THRESHOLDS,
  BODYWORK_TABLE,
  CAR_MATRIX,
  CRITICAL_EFFECTS as E,
  ENGINE_TABLE,
  FLOOR_WHEELS,
  FUEL_TABLE,
  THRESHOLDS,
  WHEELS_TABLE,
  driverRow,
  matrixFacing,
  walkTarget,
  type Location,
  type Station,
  type Target,
} from './criticalTables';
import { critHazard as hazard, wasted, type Outcome, type Resolver } from './criticalTypes';
import { carLinkSevered, weaponsHit } from './criticalWeapons';
import { halveBraking, lowerCharacteristic, loseControlNow, setCharacteristic, disableEngine, setNoDriver } from './characteristics';
import { destroyTyre } from './conditions';
import { d6, emit, vehicle, type Ctx } from '../core/ctx';
import type { Hit } from './criticalTypes';
import { SAFETY_LIMITS } from '../data/tables';
import { limbWords } from '../data/idWords';
import { runHazards, type HazardItem } from './hazards';
import { roadDamageModifier, roadDamageWords } from '../data/bikes';
import type { Facing, Rule, VehicleState } from '../types';

export interface CriticalOptions {
  /** Skip the target matrix and go straight to a result table (spikes: wheels; train, terminal explosion: driver). */
  location?: 'wheels' | 'frontWheels' | 'rearWheels' | 'driver' | 'engine' | 'bodywork' | 'fuel';
  /** Added to the driver-table roll (train: +2, p76; bike road damage, p64-71). */
  modifier?: number;
  /**
   * The hazard step of the hit that caused this critical (p29): hazard rolls are added there.
   * Without it the critical takes its own hazard rolls at the end.
   */
  hazards?: HazardItem[];
  /** Dice already rolled to find the facing (oblique or crash hits, p32), reported with the critical. */
  dice?: number[];
}

/** Resolves "another hit" inside a critical (an explosion, p34-35; a bike's crash damage); damage.ts owns hits. */
export type HitResolver = (ctx: Ctx, vid: string, hit: Hit, collector: HazardItem[] | null) => void;

/** A critical hit; callers use damage.ts `criticalHit`, which supplies the hit resolver. */
export function rollCritical(ctx: Ctx, vid: string, facing: Facing, hitDamage: number, resolveHit: HitResolver, opts: CriticalOptions = {}): void {
  const v = vehicle(ctx.s, vid);
  const dice = [...(opts.dice ?? [])];
  const hazards = opts.hazards ?? [];
  const r: Resolver = {
    ctx,
    v,
    facing,
    damage: hitDamage,
    dice,
    hazards,
    resolveHit,
    roadDamage: (sf) => {
      if (v.riderGone) return;
      emit(ctx, { type: 'note', vehicle: vid, text: roadDamageWords(sf), rule: BIKE_RULE, dice: [] });
      rollCritical(ctx, vid, 'roof', 0, resolveHit, { location: 'driver', modifier: roadDamageModifier(sf), hazards: [] });
    },
    roll: () => {
      const d = d6(ctx);
      dice.push(d);
      return d;
    },
  };
  // Bikes have their own matrix and some rows of their own (bike chapter, p64-71).
  const matrix = v.kind === 'bike' ? BIKE_MATRIX : CAR_MATRIX;
  const location = opts.location ? fixedLocation(r, opts.location) : walk(r, matrix[matrixFacing(facing)][r.roll() - 1]);
  const out = typeof location === 'string' ? resultTable(r, location, opts.modifier ?? 0) : weaponsHit(r, location.weapons);
  const rule: Rule = v.kind === 'bike' ? BIKE_RULE : out.location === 'weapons' || out.location === 'fuel' ? 'p35' : 'p34';
  const w = out.wasted ? { wasted: true } : {};
  emit(ctx, { type: 'critical', vehicle: vid, facing, location: out.location, result: out.result, detail: out.detail, rule, dice, ...w });
  // A new list, not a push: the old one may be shared with apply's argument (cloneState.ts).
  v.criticals = [...v.criticals, { turn: ctx.s.turn, phase: ctx.s.phase, facing, location: out.location, result: out.result, rule, ...w }];
  out.apply?.();
  if (!opts.hazards && hazards.length > 0 && v.status === 'inPlay') runHazards(ctx, vid, hazards);
}

/** Follows the matrix's second rolls down to a location or a weapon station (p32). */
function walk(r: Resolver, t: Target): Location | { weapons: Station } {
  return walkTarget(t, r.roll);
}

function fixedLocation(r: Resolver, loc: NonNullable<CriticalOptions['location']>): Location {
  // Spikes roll front or rear wheels as the floor table does (p30, p32).
  return loc === 'wheels' ? (walk(r, r.v.kind === 'bike' ? BIKE_FLOOR_WHEELS : FLOOR_WHEELS) as Location) : loc;
}

function resultTable(r: Resolver, loc: Location, modifier: number): Outcome {
  switch (loc) {
    case 'driver':
      return driver(r, modifier);
    case 'engine':
      return engine(r);
    case 'frontWheels':
    case 'rearWheels':
      return r.v.kind === 'bike' ? bikeWheels(r, loc) : wheels(r, loc);
    case 'bodywork':
      return r.v.kind === 'bike' ? bikeBodywork(r) : bodywork(r);
    case 'fuel':
      return fuel(r);
  }
}

// ---------------------------------------------------------------------------------------
// Driver (p34)
// ---------------------------------------------------------------------------------------

function driver(r: Resolver, modifier: number): Outcome {
  const { ctx, v } = r;
  const total = r.roll() + modifier;
  const row = driverRow(total);
  if (row === null) return wasted('driver', 'unhurt', `modified roll ${total}`);
  switch (row) {
    case 'hurt':
      return { location: 'driver', result: 'hurt', detail: 'hazard roll at 40 mph', apply: () => r.hazards.push(hazard(SAFETY_LIMITS.driverHurt, 'driver hurt', 'p34')) };
    case 'injured':
      return {
        location: 'driver',
        result: 'injured',
        detail: 'drive skill -1, hazard roll at 20 mph',
        apply: () => {
          lowerDriveSkill(r, 1, 'driver injured');
          r.hazards.push(hazard(SAFETY_LIMITS.driverInjured, 'driver injured', 'p34'));
        },
      };
    case 'limbDisabled': {
      const arm = r.roll() % 2 === 0;
      const left = r.roll() % 2 === 1;
      const limb = `${left ? 'left' : 'right'}${arm ? 'Arm' : 'Leg'}` as keyof VehicleState['limbs'];
      // ASSUMPTION (p34): a limb already disabled cannot be disabled again; the critical is wasted.
      if (v.limbs[limb]) return wasted('driver', 'limbDisabled', `${limbWords(limb)} already disabled`);
      return {
        location: 'driver',
        result: 'limbDisabled',
        detail: `${limbWords(limb)} disabled`,
        apply: () => {
          v.limbs = { ...v.limbs, [limb]: true }; // replaced whole: shared with apply's argument (cloneState.ts)
          const both = (v.limbs.leftArm && v.limbs.rightArm) || (v.limbs.leftLeg && v.limbs.rightLeg);
          if (both) setNoDriver(ctx, v.id, arm ? 'both arms disabled' : 'both legs disabled', 'p34');
          else lowerDriveSkill(r, arm ? E.armDriveSkill : E.legDriveSkill, `${limbWords(limb)} disabled`);
          loseControlNow(ctx, v, `${limbWords(limb)} disabled`, 'p34');
        },
      };
    }
    case 'ko':
      // A bike with no rider also rolls in its next move (p64-71, p46).
      return {
        location: 'driver',
        result: 'ko',
        detail: v.kind === 'bike' ? 'no rider: the bike rolls on its next move' : 'no driver',
        apply: () => {
          setNoDriver(ctx, v.id, 'driver knocked out', 'p34');
          if (v.kind === 'bike') v.rollsNextMove = true;
        },
      };
  }
}

/** A drive skill of 0 or less leaves the car with no driver (p34, p40; see setNoDriver). */
function lowerDriveSkill(r: Resolver, by: number, reason: string): void {
  if (r.v.driveSkill - by <= 0) setNoDriver(r.ctx, r.v.id, reason, 'p40');
  else lowerCharacteristic(r.ctx, r.v, 'driveSkill', by, reason, 'p34');
}

// ---------------------------------------------------------------------------------------
// Engine (p34)
// ---------------------------------------------------------------------------------------

function engine(r: Resolver): Outcome {
  const { ctx, v } = r;
  const result = ENGINE_TABLE[r.roll() - 1];
  switch (result) {
    case 'engineBlock': {
      const d = r.roll();
      const need = v.kind === 'bike' ? BIKE_THRESHOLDS.engineBlock : THRESHOLDS.engineBlock;
      if (d + r.damage < need) return wasted('engine', result, `${d} + ${r.damage} is under ${need}`);
      return { location: 'engine', result, detail: `${d} + ${r.damage}: engine disabled`, apply: () => disableEngine(ctx, v.id, 'engine block hit', 'p34') };
    }
    case 'carburettor': {
      const by = v.kind === 'bike' ? E.bikeCarburettorDivisor : E.carCarburettorDivisor;
      return { location: 'engine', result, detail: `acceleration divided by ${by}`, apply: () => setCharacteristic(ctx, v, 'acceleration', Math.floor(v.acceleration / by), 'carburettor hit', 'p34') };
    }
    case 'brakeCylinder':
      return { location: 'engine', result, detail: 'braking falls to 5 mph', apply: () => setCharacteristic(ctx, v, 'braking', E.brakeCylinderBraking, 'brake cylinder hit', 'p34') };
    case 'generator':
      return { location: 'engine', result, detail: 'lasers, turrets and guidance stop', apply: () => Object.assign(v, { lasersOff: true, laserLastShot: false, turretOff: true, guidanceOff: true }) };
    case 'ignition':
      return { location: 'engine', result, detail: 'engine disabled', apply: () => disableEngine(ctx, v.id, 'ignition hit', 'p34') };
    case 'explosion':
      return {
        location: 'engine',
        result,
        detail: 'engine disabled; +2 HE hit on the side facing',
        apply: () => {
          emit(ctx, { type: 'explosion', vehicle: v.id, cause: 'engine explodes', rule: 'p34', dice: [] });
          disableEngine(ctx, v.id, 'engine explosion', 'p34');
          // ASSUMPTION (p34, p38): the +2 HE hit's own HE hazard is the 50 mph test; the side is rolled.
          r.resolveHit(ctx, v.id, { ...E.engineExplosion, source: 'engine explosion', facing: 'side', rule: 'p34' }, r.hazards);
        },
      };
  }
}

// ---------------------------------------------------------------------------------------
// Wheels (p34)
// ---------------------------------------------------------------------------------------

function wheels(r: Resolver, loc: 'frontWheels' | 'rearWheels'): Outcome {
  const { ctx, v } = r;
  const result = WHEELS_TABLE[r.roll() - 1];
  switch (result) {
    case 'brakePipe':
      return { location: loc, result, detail: 'braking halved', apply: () => halveBraking(ctx, v, 'brake pipe hit', 'p34') };
    case 'steeringOrAxle': {
      const d = r.roll();
      const total = d + r.damage;
      if (loc === 'frontWheels') {
        if (total < THRESHOLDS.steering) return wasted(loc, 'steering', `${d} + ${r.damage} is under ${THRESHOLDS.steering}`);
        return { location: loc, result: 'steering', detail: `${d} + ${r.damage}: handling 0`, apply: () => setCharacteristic(ctx, v, 'handling', 0, 'steering hit', 'p34') };
      }
      if (total < THRESHOLDS.axle) return wasted(loc, 'axle', `${d} + ${r.damage} is under ${THRESHOLDS.axle}`);
      // ASSUMPTION (p34): a car has one rear axle; a second axle hit on a broken axle is wasted.
      if (v.brokenAxle) return wasted(loc, 'axle', 'the axle is already broken');
      return {
        location: loc,
        result: 'axle',
        detail: `${d} + ${r.damage}: broken axle`,
        apply: () => {
          v.brokenAxle = true;
          lowerCharacteristic(ctx, v, 'handling', E.axleHandling, 'broken axle', 'p34');
          setCharacteristic(ctx, v, 'acceleration', 0, 'broken axle', 'p34');
          r.hazards.push(hazard(SAFETY_LIMITS.brokenAxle, 'broken axle', 'p34'));
        },
      };
    }
    case 'splitTyre':
      // ASSUMPTION (p34): one split tyre is tracked at a time; another split before it shreds adds nothing.
      if (v.splitTyre) return wasted(loc, result, 'a tyre is already split');
      return { location: loc, result, detail: 'a tyre is split', apply: () => void (v.splitTyre = true) };
    case 'tyreDestroyed':
      return { location: loc, result, detail: 'handling -2, maximum speed down, hazard roll at 20 mph', apply: () => r.hazards.push(...destroyTyre(ctx, v, 'tyre destroyed')) };
  }
}

// ---------------------------------------------------------------------------------------
// Bodywork (p34)
// ---------------------------------------------------------------------------------------

function bodywork(r: Resolver): Outcome {
  const { ctx, v } = r;
  const result = BODYWORK_TABLE[r.roll() - 1];
  switch (result) {
    case 'transmission': {
      const d = r.roll();
      if (d + r.damage < THRESHOLDS.transmission) return wasted('bodywork', result, `${d} + ${r.damage} is under ${THRESHOLDS.transmission}`);
      return { location: 'bodywork', result, detail: `${d} + ${r.damage}: acceleration 0`, apply: () => setCharacteristic(ctx, v, 'acceleration', 0, 'transmission hit', 'p34') };
    }
    case 'vdu':
      return { location: 'bodywork', result, detail: 'turret and missile guidance out of action', apply: () => Object.assign(v, { turretOff: true, guidanceOff: true }) };
    case 'fuelLine':
      return { location: 'bodywork', result, detail: 'leaking fuel', apply: () => void (v.fuelLeak = true) };
    case 'brakeLine':
      return { location: 'bodywork', result, detail: 'braking halved', apply: () => halveBraking(ctx, v, 'brake line hit', 'p34') };
    case 'weaponLinkSevered':
      return carLinkSevered(r);
    case 'screen':
      return { location: 'bodywork', result, detail: 'hazard roll at 30 mph', apply: () => r.hazards.push(hazard(SAFETY_LIMITS.shatteredScreen, 'shattered screen', 'p34')) };
  }
}

// ---------------------------------------------------------------------------------------
// Weapons and fuel (p35)
// ---------------------------------------------------------------------------------------

function fuel(r: Resolver): Outcome {
  const { ctx, v } = r;
  const result = FUEL_TABLE[r.roll() - 1];
  if (result === 'holed') return { location: 'fuel', result, detail: 'leaking fuel', apply: () => void (v.fuelLeak = true) };
  return {
    location: 'fuel',
    result,
    detail: `fuel tank explodes: +8 HE hit on the ${v.kind === 'bike' ? 'side' : 'rear'} facing, engine disabled`,
    apply: () => {
      emit(ctx, { type: 'explosion', vehicle: v.id, cause: 'fuel tank explodes', rule: 'p35', dice: [] });
      disableEngine(ctx, v.id, 'fuel tank explosion', 'p35');
      // ASSUMPTION (p64-71): the bike table names no facing; an internal explosion takes a rolled side.
      r.resolveHit(ctx, v.id, { ...E.fuelExplosion, source: 'fuel tank explosion', facing: v.kind === 'bike' ? 'side' : 'rear', rule: 'p35' }, r.hazards);
    },
  };
}
