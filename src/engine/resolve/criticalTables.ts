// The critical-hit tables (p32-35) as data: the car target matrix per facing with all its second
// rolls, the result tables, and the bike chapter's own matrix and rows (p64-71).
import type { Facing, Mount, WeaponStatus } from '../types';

export const LOCATIONS = ['bodywork', 'frontWheels', 'rearWheels', 'engine', 'fuel', 'driver'] as const;
export type Location = (typeof LOCATIONS)[number];

/**
 * Weapon stations named by the matrix. 'sideFacing' is the table's "Side*": the side mount on the
 * side that faces the firer, no second roll (p32). 'roofTurret' is "Roof/Turret".
 */
export type Station = 'wings' | 'sides' | 'sideFacing' | 'hood' | 'roofTurret' | 'passives' | 'fairings' | 'fairingFacing';

export type Target = Location | { weapons: Station } | Roll;
/** A second roll: entry i is what a die of i + 1 hits. */
export interface Roll {
  roll: Target[];
}

/** Builds a d6 column from the book's ranges: [2, a], [3, b] means 1-2 a, 3 b. */
function d6Table<T>(...rows: [upTo: number, value: T][]): T[] {
  const out: T[] = [];
  for (const [upTo, value] of rows) while (out.length < upTo) out.push(value);
  if (out.length !== 6) throw new Error('engine bug: a d6 table must cover 1-6');
  return out;
}
const roll = (...rows: [number, Target][]): Roll => ({ roll: d6Table(...rows) });
const weapons = (station: Station): Target => ({ weapons: station });

export function isRoll(t: Target): t is Roll {
  return typeof t === 'object' && 'roll' in t;
}

/** Follows second rolls down to a location or a weapon station; `next` rolls one die. */
export function walkTarget(t: Target, next: () => number): Location | { weapons: Station } {
  let cur = t;
  while (isRoll(cur)) cur = cur.roll[next() - 1];
  return cur;
}

export type MatrixFacing = 'front' | 'rear' | 'side' | 'floor' | 'roof';
export const matrixFacing = (f: Facing): MatrixFacing => (f === 'left' || f === 'right' ? 'side' : f);

/** The "Weapons - roll again" column of each facing (p32), also used by 'weapon link severed' (p34). */
export const CAR_WEAPONS_ROLL: Record<MatrixFacing, Target> = {
  front: roll([2, weapons('wings')], [3, weapons('sides')], [4, weapons('hood')], [6, weapons('roofTurret')]),
  rear: roll([3, weapons('passives')], [4, weapons('sides')], [6, weapons('roofTurret')]),
  side: roll([1, weapons('wings')], [3, weapons('passives')], [5, weapons('sideFacing')], [6, weapons('roofTurret')]),
  floor: roll([2, weapons('sides')], [6, weapons('passives')]),
  roof: weapons('roofTurret'),
};

/** Floor facing's wheel roll (p32); spikes use it to pick front or rear wheels (p30). */
export const FLOOR_WHEELS = roll([4, 'frontWheels'], [6, 'rearWheels']);

/** The car target matrix (p32). */
export const CAR_MATRIX: Record<MatrixFacing, Target[]> = {
  front: d6Table<Target>([2, 'bodywork'], [3, 'frontWheels'], [4, CAR_WEAPONS_ROLL.front], [5, 'engine'], [6, 'driver']),
  rear: d6Table<Target>([2, 'bodywork'], [3, 'rearWheels'], [4, CAR_WEAPONS_ROLL.rear], [6, roll([2, 'engine'], [4, 'fuel'], [6, 'driver'])]),
  side: d6Table<Target>(
    [2, 'bodywork'],
    [3, roll([3, 'frontWheels'], [6, 'rearWheels'])],
    [4, CAR_WEAPONS_ROLL.side],
    [5, roll([4, 'engine'], [6, 'fuel'])],
    [6, 'driver'],
  ),
  floor: d6Table<Target>([2, 'bodywork'], [4, FLOOR_WHEELS], [6, roll([1, CAR_WEAPONS_ROLL.floor], [3, 'engine'], [4, 'fuel'], [6, 'driver'])]),
  roof: d6Table<Target>([2, 'bodywork'], [4, CAR_WEAPONS_ROLL.roof], [6, roll([1, 'engine'], [3, 'fuel'], [6, 'driver'])]),
};

/** Second rolls for paired stations (p32): odd left, even right. */
export const PAIRED_STATIONS: Partial<Record<Station, [Mount, Mount]>> = {
  wings: ['wingLeft', 'wingRight'],
  sides: ['sideLeft', 'sideRight'],
  passives: ['passiveLeft', 'passiveRight'],
  fairings: ['fairingLeft', 'fairingRight'],
};

/**
 * ASSUMPTION (p32 names one "Roof/Turret" station; p83 lets a car carry a turret as well as a roof
 * weapon): with both fitted, a second roll picks one, odd the roof, even the turret, as the book's
 * other second rolls do (odd left, even right).
 */
export const ROOF_TURRET_ROLL: [Mount, Mount] = ['roof', 'turret'];

// ---------------------------------------------------------------------------------------
// Bike target matrix (bike chapter, p64-71)
// ---------------------------------------------------------------------------------------

export { BIKE_RULE } from '../data/bikes';

const oddEven = (odd: Target, even: Target): Roll => ({ roll: [odd, even, odd, even, odd, even] });

/**
 * Bikes' weapons are the two fairing mounts. On the side table "front*" is the fairing on the side
 * that was hit: the book rolls odd left / even right for crashes, rolls and internal explosions,
 * which reach this table with their side already rolled (crash facing, fall facing, 'side' hits).
 */
export const BIKE_MATRIX: Record<MatrixFacing, Target[]> = {
  front: d6Table<Target>([2, 'bodywork'], [3, 'frontWheels'], [4, weapons('fairings')], [5, 'engine'], [6, roll([2, 'fuel'], [6, 'driver'])]),
  side: d6Table<Target>(
    [2, 'bodywork'],
    [3, roll([3, 'frontWheels'], [6, 'rearWheels'])],
    [4, oddEven(weapons('fairingFacing'), weapons('passives'))],
    [5, oddEven('fuel', 'engine')],
    [6, 'driver'],
  ),
  rear: d6Table<Target>([2, 'bodywork'], [3, 'rearWheels'], [4, weapons('passives')], [5, oddEven('fuel', 'engine')], [6, 'driver']),
  floor: d6Table<Target>([2, 'bodywork'], [3, oddEven('frontWheels', 'rearWheels')], [4, oddEven(weapons('fairings'), weapons('passives'))], [5, 'engine'], [6, 'driver']),
  roof: d6Table<Target>([3, 'bodywork'], [6, 'driver']),
};
/** The bike floor table's wheel roll (odd front, even rear); spikes use it on bikes. */
export const BIKE_FLOOR_WHEELS = BIKE_MATRIX.floor[2];

// ---------------------------------------------------------------------------------------
// Result tables (p34-35)
// ---------------------------------------------------------------------------------------

export const DRIVER_RESULTS = ['hurt', 'injured', 'limbDisabled', 'ko'] as const;
export const ENGINE_RESULTS = ['engineBlock', 'carburettor', 'brakeCylinder', 'generator', 'ignition', 'explosion'] as const;
export const WHEELS_RESULTS = ['brakePipe', 'steeringOrAxle', 'splitTyre', 'tyreDestroyed'] as const;
export const BODYWORK_RESULTS = ['transmission', 'vdu', 'fuelLine', 'brakeLine', 'weaponLinkSevered', 'screen'] as const;
export const WEAPONS_RESULTS = ['damaged', 'jammed', 'commandLinkSevered', 'destroyed'] as const;
export const FUEL_RESULTS = ['holed', 'explodes'] as const;
export type DriverResult = (typeof DRIVER_RESULTS)[number];
export type EngineResult = (typeof ENGINE_RESULTS)[number];
export type WheelsResult = (typeof WHEELS_RESULTS)[number];
export type BodyworkResult = (typeof BODYWORK_RESULTS)[number];
export type WeaponsResult = (typeof WEAPONS_RESULTS)[number];
export type FuelResult = (typeof FUEL_RESULTS)[number];

export const DRIVER_TABLE = d6Table<DriverResult>([2, 'hurt'], [4, 'injured'], [5, 'limbDisabled'], [6, 'ko']);
export const ENGINE_TABLE = d6Table<EngineResult>([1, 'engineBlock'], [2, 'carburettor'], [3, 'brakeCylinder'], [4, 'generator'], [5, 'ignition'], [6, 'explosion']);
/** Row 2-3 is the steering hit on front wheels and the axle hit on rear wheels (p34). */
export const WHEELS_TABLE = d6Table<WheelsResult>([1, 'brakePipe'], [3, 'steeringOrAxle'], [4, 'splitTyre'], [6, 'tyreDestroyed']);
export const BODYWORK_TABLE = d6Table<BodyworkResult>([1, 'transmission'], [2, 'vdu'], [3, 'fuelLine'], [4, 'brakeLine'], [5, 'weaponLinkSevered'], [6, 'screen']);
export const WEAPONS_TABLE = d6Table<WeaponsResult>([2, 'damaged'], [3, 'jammed'], [4, 'commandLinkSevered'], [6, 'destroyed']);
export const FUEL_TABLE = d6Table<FuelResult>([3, 'holed'], [6, 'explodes']);

export const BIKE_BODYWORK_RESULTS = ['transmission', 'clutchCable', 'fuelLine', 'brakeCable', 'weaponLinkSevered', 'acceleratorCable'] as const;
export const BIKE_WHEELS_RESULTS = ['brakeCable', 'wheelBearing', 'splitTyre', 'tyreDestroyed'] as const;
export type BikeBodyworkResult = (typeof BIKE_BODYWORK_RESULTS)[number];
export type BikeWheelsResult = (typeof BIKE_WHEELS_RESULTS)[number];
/** Bike result tables that differ from the car's (p64-71); weapons, rider and fuel rows are the car's. */
export const BIKE_BODYWORK_TABLE = d6Table<BikeBodyworkResult>([1, 'transmission'], [2, 'clutchCable'], [3, 'fuelLine'], [4, 'brakeCable'], [5, 'weaponLinkSevered'], [6, 'acceleratorCable']);
export const BIKE_WHEELS_TABLE = d6Table<BikeWheelsResult>([1, 'brakeCable'], [3, 'wheelBearing'], [4, 'splitTyre'], [6, 'tyreDestroyed']);
/** Bike 'weapons link severed' (p64-71): 1,2 left-hand; 3,4 right-hand; 5,6 passive. */
export const BIKE_LINK_SEVERED = d6Table<Mount>([2, 'fairingLeft'], [4, 'fairingRight'], [6, 'passive']);

/** "Roll a dice and add the hit's damage": the total needed for the effect (p34). */
export const THRESHOLDS = {
  engineBlock: 7,
  steering: 6,
  axle: 7,
  transmission: 7,
} as const;

/** The same totals on a bike (p64-71): engine block and transmission at 6, a wheel bearing breaks at 7. */
export const BIKE_THRESHOLDS = {
  engineBlock: 6,
  transmission: 6,
  wheelBearing: 7,
} as const;

/** Fixed numbers from the result tables (p34-35). */
export const CRITICAL_EFFECTS = {
  brakeCylinderBraking: 5,
  legDriveSkill: 1,
  armDriveSkill: 2,
  tyreHandling: 2,
  tyreMaxSpeedLoss: 10,
  /** "down by 10mph or down to 60mph - whichever is the slowest" (p34). */
  tyreMaxSpeedCap: 60,
  axleHandling: 2,
  damagedAccuracy: 2,
  engineExplosion: { damage: 2, he: true },
  weaponExplosion: { damage: 8, he: true },
  fuelExplosion: { damage: 8, he: true },
  /** Bike carburettor: acceleration to a third, fractions down (p64-71); a car's is halved (p34). */
  bikeCarburettorDivisor: 3,
  carCarburettorDivisor: 2,
  /** A bearing that holds still costs the bike 1 handling (p64-71). */
  bearingHandling: 1,
  /** A wheel off at this speed or more crashes the bike; slower, it rolls on its next move (p64-71). */
  wheelOffCrashSpeed: 81,
} as const;

/**
 * ASSUMPTION (p35): a weapon critical never makes a weapon better off. The worse status stands:
 * a jammed or severed weapon stays so after 'damaged' (it still loses 2 accuracy); 'damaged'
 * after 'damaged' changes nothing.
 */
export const WEAPON_STATUS_RANK: Record<WeaponStatus, number> = { ok: 0, damaged: 1, jammed: 2, linkSevered: 3, destroyed: 4 };

/**
 * ASSUMPTION (p35): the exploding weapon's +8 HE hit takes its criticals on the facing where the
 * weapon sits (the book does not say).
 */
export const MOUNT_FACING: Record<Mount, Facing | 'side'> = {
  hood: 'front',
  wingLeft: 'front',
  wingRight: 'front',
  fairingLeft: 'front',
  fairingRight: 'front',
  roof: 'roof',
  turret: 'roof',
  sideLeft: 'left',
  sideRight: 'right',
  passive: 'rear',
  passiveLeft: 'rear',
  passiveRight: 'rear',
};

/**
 * ASSUMPTION (p64-71 road damage, p76 train): a modified driver roll above 6 counts as 6 and one
 * below 1 leaves the driver unhurt.
 */
export function driverRow(total: number): (typeof DRIVER_TABLE)[number] | null {
  if (total < 1) return null;
  return DRIVER_TABLE[Math.min(6, total) - 1];
}
