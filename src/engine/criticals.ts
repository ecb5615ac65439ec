// Critical hits (p32-35): the target matrix finds what is hit, the result tables say what
// happens. One die per roll the book asks for; every die goes into the 'critical' event.
import {
  BODYWORK_TABLE,
  CAR_MATRIX,
  CAR_WEAPONS_ROLL,
  CRITICAL_EFFECTS as E,
  ENGINE_TABLE,
  FLOOR_WHEELS,
  FUEL_TABLE,
  MOUNT_FACING,
  PAIRED_STATIONS,
  THRESHOLDS,
  WEAPONS_TABLE,
  WEAPON_STATUS_RANK,
  WHEELS_TABLE,
  driverRow,
  isRoll,
  matrixFacing,
  type Location,
  type Station,
  type Target,
  walkTarget,
} from './criticalTables';
import { halveBraking, lowerCharacteristic, loseControlNow, destroyTyre, setCharacteristic } from './conditions';
import { d6, emit, vehicle, type Ctx } from './ctx';
import { disableEngine, resolveHit, setNoDriver } from './damage';
import { SAFETY_LIMITS } from './data/tables';
import { VEHICLES } from './data/vehicles';
import { WEAPONS } from './data/weapons';
import { runHazards, type HazardItem } from './hazards';
import type { Facing, Mount, Rule, VehicleState, WeaponState } from './types';

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

/** What one critical did, reported before its effects play out. */
interface Outcome {
  location: string;
  result: string;
  detail: string;
  wasted?: boolean;
  apply?: () => void;
}

interface Resolver {
  ctx: Ctx;
  v: VehicleState;
  facing: Facing;
  damage: number;
  dice: number[];
  hazards: HazardItem[];
  roll: () => number;
}

export function criticalHit(ctx: Ctx, vid: string, facing: Facing, hitDamage: number, opts: CriticalOptions = {}): void {
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
    roll: () => {
      const d = d6(ctx);
      dice.push(d);
      return d;
    },
  };
  const location = opts.location ? fixedLocation(r, opts.location) : walk(r, CAR_MATRIX[matrixFacing(facing)][r.roll() - 1]);
  const out = typeof location === 'string' ? resultTable(r, location, opts.modifier ?? 0) : weaponsHit(r, location.weapons);
  const rule: Rule = out.location === 'weapons' || out.location === 'fuel' ? 'p35' : 'p34';
  const w = out.wasted ? { wasted: true } : {};
  emit(ctx, { type: 'critical', vehicle: vid, facing, location: out.location, result: out.result, detail: out.detail, rule, dice, ...w });
  v.criticals.push({ turn: ctx.s.turn, phase: ctx.s.phase, facing, location: out.location, result: out.result, rule, ...w });
  out.apply?.();
  if (!opts.hazards && hazards.length > 0 && v.status === 'inPlay') runHazards(ctx, vid, hazards);
}

/** Follows the matrix's second rolls down to a location or a weapon station (p32). */
function walk(r: Resolver, t: Target): Location | { weapons: Station } {
  return walkTarget(t, r.roll);
}

function fixedLocation(r: Resolver, loc: NonNullable<CriticalOptions['location']>): Location {
  // Spikes roll front or rear wheels as the floor table does (p30, p32).
  return loc === 'wheels' ? (walk(r, FLOOR_WHEELS) as Location) : loc;
}

function resultTable(r: Resolver, loc: Location, modifier: number): Outcome {
  switch (loc) {
    case 'driver':
      return driver(r, modifier);
    case 'engine':
      return engine(r);
    case 'frontWheels':
    case 'rearWheels':
      return wheels(r, loc);
    case 'bodywork':
      return bodywork(r);
    case 'fuel':
      return fuel(r);
  }
}

const wasted = (location: string, result: string, why: string): Outcome => ({ location, result, detail: `wasted: ${why}`, wasted: true });

/** A hazard roll caused by a critical; bikes take it against reduced handling (p64). */
const hazard = (limit: number, cause: string, rule: Rule): HazardItem => ({ limit, cause, rule, reducedHandling: true });

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
      if (v.limbs[limb]) return wasted('driver', 'limbDisabled', `${limb} already disabled`);
      return {
        location: 'driver',
        result: 'limbDisabled',
        detail: `${limb} disabled`,
        apply: () => {
          v.limbs[limb] = true;
          const both = (v.limbs.leftArm && v.limbs.rightArm) || (v.limbs.leftLeg && v.limbs.rightLeg);
          if (both) setNoDriver(ctx, v.id, arm ? 'both arms disabled' : 'both legs disabled', 'p34');
          else lowerDriveSkill(r, arm ? E.armDriveSkill : E.legDriveSkill, `${limb} disabled`);
          loseControlNow(ctx, v, `${limb} disabled`, 'p34');
        },
      };
    }
    case 'ko':
      return { location: 'driver', result: 'ko', detail: 'no driver', apply: () => setNoDriver(ctx, v.id, 'driver knocked out', 'p34') };
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
      if (d + r.damage < THRESHOLDS.engineBlock) return wasted('engine', result, `${d} + ${r.damage} is under ${THRESHOLDS.engineBlock}`);
      return { location: 'engine', result, detail: `${d} + ${r.damage}: engine disabled`, apply: () => disableEngine(ctx, v.id, 'engine block hit', 'p34') };
    }
    case 'carburettor':
      return { location: 'engine', result, detail: 'acceleration halved', apply: () => setCharacteristic(ctx, v, 'acceleration', Math.floor(v.acceleration / 2), 'carburettor hit', 'p34') };
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
          resolveHit(ctx, v.id, { ...E.engineExplosion, source: 'engine explosion', facing: 'side', rule: 'p34' }, r.hazards);
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
      return { location: loc, result, detail: 'handling -2, maximum speed down, hazard roll at 20 mph', apply: () => r.hazards.push(...destroyTyre(ctx, v, 'tyre destroyed').map((h) => ({ ...h, reducedHandling: true }))) };
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
      return linkSevered(r);
    case 'screen':
      return { location: 'bodywork', result, detail: 'hazard roll at 30 mph', apply: () => r.hazards.push(hazard(SAFETY_LIMITS.shatteredScreen, 'shattered screen', 'p34')) };
  }
}

/** Weapon link severed (p34): one roll on this facing's Weapons column, if it has any weapon. */
function linkSevered(r: Resolver): Outcome {
  const column = CAR_WEAPONS_ROLL[matrixFacing(r.facing)];
  const onFacing = stationsIn(column).some((st) => stationMounts(r, st).some((m) => usable(r.v, m).length > 0));
  if (!onFacing) return wasted('bodywork', 'weaponLinkSevered', 'no weapon on this facing');
  const station = walk(r, column);
  if (typeof station === 'string') throw new Error('engine bug: weapons column gave a location');
  const w = pickWeapon(r, station.weapons);
  if (!w) return wasted('bodywork', 'weaponLinkSevered', 'empty weapons mount');
  return { location: 'bodywork', result: 'weaponLinkSevered', detail: `${WEAPONS[w.type].label} (${w.mount}) out of action`, apply: () => worsen(w, 'linkSevered') };
}

function stationsIn(t: Target): Station[] {
  if (isRoll(t)) return t.roll.flatMap(stationsIn);
  return typeof t === 'string' ? [] : [t.weapons];
}

// ---------------------------------------------------------------------------------------
// Weapons and fuel (p35)
// ---------------------------------------------------------------------------------------

/** Mounts a station can mean for this car (before any second roll). */
function stationMounts(r: Resolver, st: Station): Mount[] {
  const paired = PAIRED_STATIONS[st];
  // Renegades have one central passive station: 'Passives' hits it without a second roll (p32).
  if (st === 'passives' && VEHICLES[r.v.kind].mounts.includes('passive')) return ['passive'];
  if (paired) return paired;
  if (st === 'sideFacing') return r.facing === 'left' ? ['sideLeft'] : r.facing === 'right' ? ['sideRight'] : ['sideLeft', 'sideRight'];
  if (st === 'hood') return ['hood'];
  return r.v.weapons.some((w) => w.mount === 'turret') ? ['turret'] : ['roof'];
}

const usable = (v: VehicleState, m: Mount): WeaponState[] => v.weapons.filter((w) => w.mount === m && w.status !== 'destroyed');

/**
 * The weapon a station hit strikes (p32), or null when the mount is empty or its weapon is
 * already destroyed. Paired stations roll odd left, even right; a turret with two weapons rolls
 * odd for the first, even for the second. No die is rolled when the roll could only be wasted.
 */
function pickWeapon(r: Resolver, st: Station): WeaponState | null {
  const mounts = stationMounts(r, st);
  if (mounts.every((m) => usable(r.v, m).length === 0)) return null;
  const mount = mounts.length === 2 ? mounts[r.roll() % 2 === 1 ? 0 : 1] : mounts[0];
  const there = r.v.weapons.filter((w) => w.mount === mount);
  if (there.length === 0) return null;
  const w = there.length >= 2 ? there[r.roll() % 2 === 1 ? 0 : 1] : there[0];
  return w.status === 'destroyed' ? null : w;
}

function worsen(w: WeaponState, status: WeaponState['status']): void {
  if (WEAPON_STATUS_RANK[status] > WEAPON_STATUS_RANK[w.status]) w.status = status;
}

/** Mines and grenade launchers (any HE weapon) may explode when destroyed (p35). */
const explosive = (w: WeaponState): boolean => WEAPONS[w.type].he || WEAPONS[w.type].passive === 'mines';

function weaponsHit(r: Resolver, st: Station): Outcome {
  const w = pickWeapon(r, st);
  if (!w) return wasted('weapons', st, `${st}: nothing fitted there, or already destroyed`);
  const label = `${WEAPONS[w.type].label} (${w.mount})`;
  const result = WEAPONS_TABLE[r.roll() - 1];
  switch (result) {
    case 'damaged':
      return {
        location: 'weapons',
        result,
        detail: `${label} damaged: accuracy -2, jams on odd dice`,
        apply: () => {
          w.accuracyPenalty = E.damagedAccuracy;
          worsen(w, 'damaged');
        },
      };
    case 'jammed':
      return { location: 'weapons', result, detail: `${label} jammed`, apply: () => worsen(w, 'jammed') };
    case 'commandLinkSevered':
      return { location: 'weapons', result, detail: `${label} cannot be operated`, apply: () => worsen(w, 'linkSevered') };
    case 'destroyed': {
      if (!explosive(w)) return { location: 'weapons', result, detail: `${label} destroyed`, apply: () => worsen(w, 'destroyed') };
      const d = r.roll();
      const explodes = d % 2 === 1;
      return {
        location: 'weapons',
        result,
        detail: `${label} destroyed; explosion roll ${d}: ${explodes ? 'it explodes, a +8 HE hit' : 'no explosion'}`,
        apply: () => {
          worsen(w, 'destroyed');
          if (!explodes) return;
          emit(r.ctx, { type: 'explosion', vehicle: r.v.id, cause: `${WEAPONS[w.type].label} explodes`, rule: 'p35', dice: [] });
          resolveHit(r.ctx, r.v.id, { ...E.weaponExplosion, source: `exploding ${WEAPONS[w.type].label}`, facing: MOUNT_FACING[w.mount], rule: 'p35' }, r.hazards);
        },
      };
    }
  }
}

function fuel(r: Resolver): Outcome {
  const { ctx, v } = r;
  const result = FUEL_TABLE[r.roll() - 1];
  if (result === 'holed') return { location: 'fuel', result, detail: 'leaking fuel', apply: () => void (v.fuelLeak = true) };
  return {
    location: 'fuel',
    result,
    detail: 'fuel tank explodes: +8 HE hit on the rear facing, engine disabled',
    apply: () => {
      emit(ctx, { type: 'explosion', vehicle: v.id, cause: 'fuel tank explodes', rule: 'p35', dice: [] });
      disableEngine(ctx, v.id, 'fuel tank explosion', 'p35');
      resolveHit(ctx, v.id, { ...E.fuelExplosion, source: 'fuel tank explosion', facing: 'rear', rule: 'p35' }, r.hazards);
    },
  };
}
