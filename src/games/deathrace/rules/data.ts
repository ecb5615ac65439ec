// Deathrace 40,000's tables as data: the ballistic table (the text's), the stock vehicles and the
// modules (readings.ts `stock`, `weapons`), and the constants of movement and damage.
import type { DriveType, DrRace, Location, ModuleKind, PickupKind, StockId } from './types';

export const FOOT_LENGTH = 4;
export const FOOT_WIDTH = 2;
/** "Base move is between 18-22”". */
export const MOVE_MIN = 18;
export const MOVE_MAX = 22;
/** "Vehicles that dont move more than 10 inches can turn any direction". */
export const FREE_TURN_MOVE = 10;
/** "Vehicles may make turns up to 90 degrees without taking a skill test." */
export const FREE_TURN = 90;
/** "Vehicles that have moved over 20" in their previous turn must move at least 10"". */
export const FAST_MOVE = 20;
export const MIN_MOVE = 10;
/** "provided the obstacle is more than 6" away"; "halt 1" in front of the obstacle". */
export const BRAKE_BEYOND = 6;
export const BRAKE_SHORT = 1;
/** The engine at 0 limps (readings.ts `locations`). */
export const LIMP_MOVE = 10;
export const LOCATION_POINTS = 3;
/** "to a total of 3". */
export const MAX_ACTIVE = 3;
/** "replace 2 damage points for every turn spent in the PIT STOP". */
export const PIT_REPAIR = 2;
export const SLICK_RADIUS = 2;

/** BALLISTIC SKILL 1 2 3 4 5 / ROLLING TO HIT 6 5 4 3 2. */
export const BALLISTIC_TABLE: Record<number, number> = { 1: 6, 2: 5, 3: 4, 4: 3, 5: 2 };
export const toHit = (ballistics: number): number => BALLISTIC_TABLE[Math.max(1, Math.min(5, ballistics))];
/** Skill and reflex tests mirror the table (readings.ts `tests`). */
export const testNeed = (value: number): number => 7 - Math.max(1, Math.min(5, value));

/** A D6 for the location (readings.ts `locations`). */
export const LOCATION_TABLE: Record<number, Location> = { 1: 'drive', 2: 'engine', 3: 'crew', 4: 'hull', 5: 'hull', 6: 'weapons' };

export interface ModuleStats {
  kind: ModuleKind;
  name: string;
  /** 'weapon' fires, 'dropper' drops, 'always' needs no activation ("like EXTRA ARMOUR"). */
  use: 'weapon' | 'dropper' | 'always';
  range: number;
  /** Damage a hit: a number, or 'D3'. */
  damage: number | 'D3';
  /** Added to the armour save's roll: +1 helps the target, -1 hurts it. */
  saveMod: number;
  /** "Some weapons may have a variable power setting": one shot may spend several points. */
  variable: boolean;
  flaming: boolean;
}

const mod = (kind: ModuleKind, name: string, m: Partial<ModuleStats>): ModuleStats => ({
  kind, name, use: 'weapon', range: 0, damage: 1, saveMod: 0, variable: false, flaming: false, ...m,
});

export const MODULES: Record<ModuleKind, ModuleStats> = {
  heavyMachineGuns: mod('heavyMachineGuns', 'Heavy machine guns', { range: 24 }),
  gobsmashaKannon: mod('gobsmashaKannon', 'Gobsmasha kannon', { range: 24, saveMod: -1, variable: true }),
  rokkitLauncha: mod('rokkitLauncha', 'Rokkit launcha', { range: 36, damage: 'D3', saveMod: -1 }),
  flamer: mod('flamer', 'Flamer', { range: 12, damage: 0, flaming: true }),
  oilSlickDropper: mod('oilSlickDropper', 'Oil slick dropper', { use: 'dropper' }),
  extraArmour: mod('extraArmour', 'Extra armour', { use: 'always' }),
};

export interface StockVehicle {
  id: StockId;
  name: string;
  drive: DriveType;
  move: number;
  skill: number;
  ballistics: number;
  reflex: number;
  armour: number;
  modules: ModuleKind[];
  cost: number;
}

const stock = (id: StockId, name: string, drive: DriveType, move: number, skill: number, ballistics: number, reflex: number, armour: number, modules: ModuleKind[], cost: number): StockVehicle =>
  ({ id, name, drive, move, skill, ballistics, reflex, armour, modules, cost });

/** The stock (readings.ts `stock`): a team of any two costs 100 or less. */
export const STOCK: readonly StockVehicle[] = [
  stock('gorkaBuggy', 'Gorka buggy', 'wheeled', 22, 3, 3, 3, 5, ['heavyMachineGuns', 'oilSlickDropper'], 50),
  stock('ironWagon', 'Iron wagon', 'wheeled', 19, 2, 3, 2, 4, ['gobsmashaKannon', 'extraArmour'], 50),
  stock('grindaTank', 'Grinda tank', 'tracked', 18, 2, 3, 2, 3, ['rokkitLauncha', 'extraArmour'], 50),
  stock('skorcha', 'Skorcha', 'tracked', 19, 3, 3, 2, 4, ['flamer', 'heavyMachineGuns'], 50),
  // Harry's Hover racer: "heavy machine guns and an oil slick dropper".
  stock('hoverRacer', 'Hover racer', 'hover', 21, 3, 3, 4, 5, ['heavyMachineGuns', 'oilSlickDropper'], 50),
  stock('skimma', 'Skimma', 'hover', 20, 3, 3, 3, 5, ['flamer', 'gobsmashaKannon'], 50),
];

export const TEAM_BUDGET = 100;
export const TEAM_MAX = 2;
export const stockOf = (id: StockId): StockVehicle => STOCK.find((v) => v.id === id)!;
/** The default pairs, handed round in order when a set-up names no teams. */
export const DEFAULT_TEAMS: readonly StockId[][] = [['hoverRacer', 'ironWagon'], ['gorkaBuggy', 'grindaTank'], ['skimma', 'skorcha'], ['gorkaBuggy', 'ironWagon']];

export const LAPS_DEFAULT = 2;
export const LAPS_MAX = 10;
/** Rounds a lap is given before the turn limit ends the game (a new-game option). */
export const ROUNDS_PER_LAP = 20;
export const TURN_LIMIT_MAX = 200;

/** "Once on the ground they can move in any direction up to 8"": the most any race moves (its M, readings.ts `races`). */
export const WALK = 8;

export interface RaceStats {
  race: DrRace;
  name: string;
  /** One of them, for the log ("a dwarf"). */
  one: string;
  /** M: inches moved on foot. */
  move: number;
  ws: number;
  str: number;
  t: number;
  a: number;
  w: number;
}
const race = (id: DrRace, name: string, one: string, move: number, ws: number, str: number, t: number, a: number, w: number): RaceStats => ({ race: id, name, one, move, ws, str, t, a, w });
/** "Humans and Goblins: M 8, WS 3, Str 3, T 3, A 1, W 1." and the lines after it. */
export const RACES: Record<DrRace, RaceStats> = {
  humans: race('humans', 'Humans and Goblins', 'human', 8, 3, 3, 3, 1, 1),
  orcs: race('orcs', 'Orcs', 'orc', 8, 3, 3, 4, 1, 1),
  elves: race('elves', 'Elves', 'elf', 8, 4, 3, 3, 1, 1),
  dwarves: race('dwarves', 'Dwarves', 'dwarf', 6, 4, 3, 4, 1, 1),
};
export const RACE_IDS = ['humans', 'orcs', 'elves', 'dwarves'] as const satisfies readonly DrRace[];

export const PED_SIZE = 1;
/** Within this of an EVAC point a crew member is teleported to the pit; of a pick-up, picks it up. */
export const EVAC_REACH = 2;
export const PICKUP_REACH = 1.5;
/** What lies on the track's pick-up points, in turn, each track starting further on (readings.ts `track`): every kind is met. */
export const PICKUP_KINDS: readonly PickupKind[] = ['pistol', 'chainsword', 'guidedMissileLauncher', 'machineGun', 'powersword', 'plasmaPistol', 'plasmaGun'];
export interface CrewWeapon {
  kind: PickupKind;
  name: string;
  range: number;
  /** Added to the save's roll ("Vehicles get +1 to their armour save vs a pistol shot"). */
  saveMod: number;
  /** "+2 to BALLISTICS rolls at half range". */
  halfRangeBonus: number;
  /** "Cannot be used inside a vehicle!" (and melee weapons are not fired). */
  fromVehicle: boolean;
}
const cw = (kind: PickupKind, name: string, range: number, saveMod: number, halfRangeBonus: number, fromVehicle: boolean): CrewWeapon => ({ kind, name, range, saveMod, halfRangeBonus, fromVehicle });
/** CREW EQUIPMENT (readings.ts `crewWeapons`). */
export const CREW_WEAPONS: Record<PickupKind, CrewWeapon> = {
  chainsword: cw('chainsword', 'Chainsword', 0, 0, 0, false),
  powersword: cw('powersword', 'Powersword', 0, 0, 0, false),
  pistol: cw('pistol', 'Pistol', 12, 1, 2, true),
  plasmaPistol: cw('plasmaPistol', 'Plasma pistol', 12, -1, 2, true),
  machineGun: cw('machineGun', 'Machine gun', 24, 1, 0, true),
  plasmaGun: cw('plasmaGun', 'Plasma gun', 24, -1, 0, true),
  guidedMissileLauncher: cw('guidedMissileLauncher', 'Guided missile launcher', 24, -2, 0, false),
};
export const BOARD_REACH = 1;

/** "1-2 KNOCKED OVER / 3-4 STUNNED / 5-6 DEAD". */
export const WOUND_TABLE: Record<number, 'knockedOver' | 'stunned' | 'dead'> = { 1: 'knockedOver', 2: 'knockedOver', 3: 'stunned', 4: 'stunned', 5: 'dead', 6: 'dead' };
