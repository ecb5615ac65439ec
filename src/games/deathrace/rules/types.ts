// Deathrace 40,000's state, set-up, commands and events (seeds/004): plain JSON data, as the
// other two games' (docs/rulesets.md). The table is measured in inches; headings are degrees,
// 0 = +x (east), 90 = +y (down the screen), so a positive turn is clockwise on the screen.
import type { Result, RngState } from '../../../engine/types';
import type { DrEvent } from './events';
import type { DrRace, DrRule, Location, PickupKind, Pose } from './basics';

export type { DrRace, DrRule, Location, PickupKind, Pose } from './basics';

export const DR_RULESET = 'deathrace';
export const DR_VERSION = 1;


export type DriveType = 'wheeled' | 'tracked' | 'hover';
export const LOCATIONS: readonly Location[] = ['drive', 'engine', 'crew', 'hull', 'weapons'];

export type ModuleKind = 'heavyMachineGuns' | 'gobsmashaKannon' | 'rokkitLauncha' | 'flamer' | 'oilSlickDropper' | 'extraArmour';
export type StockId = 'gorkaBuggy' | 'ironWagon' | 'grindaTank' | 'skorcha' | 'hoverRacer' | 'skimma';
export type TrackId = 'bowl' | 'speedway' | 'chicane';

export interface DrPlayer {
  id: string;
  name: string;
}

export interface DrModule {
  /** `<vehicle>.m<n>`. */
  id: string;
  kind: ModuleKind;
  /** Active status points, 0 to 3 ("to a total of 3"); each shot or drop spends one. Always-on upgrades stay 0. */
  active: number;
}

export interface DrVehicle extends Pose {
  id: string;
  name: string;
  stock: StockId;
  /** The player (team) it races for. */
  owner: string;
  drive: DriveType;
  /** Base move in inches, 18-22. */
  move: number;
  skill: number;
  ballistics: number;
  reflex: number;
  /** The armour save: passes on a D6 of this or more. */
  armour: number;
  /** Damage points left at each location (3 each to begin). */
  damage: Record<Location, number>;
  modules: DrModule[];
  /** Locations alight. */
  fire: Location[];
  status: 'racing' | 'destroyed';
  /** "Count as stationary till their next turn": set by a move of 10" or less, a collision, a pit stop. */
  stationary: boolean;
  /** Inches moved in its last turn (ground and flight): over 20 means at least 10" this turn. */
  lastMove: number;
  laps: number;
  /** Index in the track's gates of the next one to cross (the checkpoints, then the start/finish line). */
  nextGate: number;
  /** Its co-driver has left it (on foot, evacuated, incapacitated or dead): no second crew to leave. */
  crewOut: boolean;
  /** Crew weapons brought aboard by its co-driver (pick-ups): fired from the vehicle, and in a drive-by. */
  crewWeapons: PickupKind[];
}

/** A crew member on foot ("CREW RULES"): a 1" base. */
export interface DrPedestrian {
  id: string;
  /** The player (team) it belongs to. */
  owner: string;
  /** The vehicle it left. */
  vehicle: string;
  x: number;
  y: number;
  /** Its vehicle's Reflex, for its tests and the melee's initiative; its Ballistics, for its shots on foot. */
  reflex: number;
  ballistics: number;
  /** Its team's race ("CREWS IN MELEE"): its foot move and melee profile. */
  race: DrRace;
  /** 'knockedOver' and 'stunned' ("Roll to see how badly") cannot walk until the round after `downUntil`. */
  status: 'standing' | 'knockedOver' | 'stunned';
  downUntil: number;
  /** The round it last walked or charged (once a round). */
  walked: number;
  /** The round it last shot or fought on foot (once a round, readings.ts `footShooting`, `melee`). */
  fired: number;
  /** Pick-ups it carries (crew weapons: carried, not yet used). */
  items: PickupKind[];
}

export interface DrPickup {
  id: string;
  kind: PickupKind;
  x: number;
  y: number;
}

export interface DrSlick {
  id: string;
  x: number;
  y: number;
  /** The vehicle that dropped it. */
  by: string;
}

export interface DrOptions {
  track: TrackId;
  /** The race's laps: the game ends at the end of the round in which a vehicle completes them. */
  laps: number;
  /** Rounds after which the game ends whatever the laps (so every game ends). */
  turnLimit: number;
}

/** Where the vehicle whose turn it is stands in its turn: shoot-move-shoot (readings.ts `turn`). */
export interface DrTurnFlow {
  kind: 'turn';
  vehicle: string;
  player: string;
  /** 'before': not moved yet; 'moving': landed from a jump with move left; 'jump': at the top of a ramp; 'after': the move is over. */
  move: 'before' | 'moving' | 'jump' | 'after';
  /** Inches of move still allowed this turn. */
  left: number;
  /** Inches still required this turn (the minimum move), 0 when none. */
  min: number;
  /** Inches moved so far this turn (ground and flight). */
  travelled: number;
  /** The turn's one shooting: not yet, before the move, from a ramp, or after the move. */
  shots: 'none' | 'before' | 'ramp' | 'after';
  /** Activation plates run over and not yet assigned to a module. */
  plates: number;
  /** The ramp whose top it stands on ('jump'). */
  ramp: string | null;
  /** Vehicles passed with an arrow this turn: no second encounter with them. */
  passed: string[];
  /** A collision, a crash or a spin halted it: the move is over and it counts as stationary. */
  halted: boolean;
  /** Crew weapons fired this turn (each once a turn, a drive-by included). */
  crewFired: PickupKind[];
  /** The co-driver got out or climbed back in this turn (once a turn, readings.ts `crew`). */
  crewActed?: boolean;
}

export type DrFlow = DrTurnFlow | { kind: 'over'; winner: string | null; reason: string };

export interface DrState {
  ruleset: typeof DR_RULESET;
  version: typeof DR_VERSION;
  players: DrPlayer[];
  options: DrOptions;
  /** The round (every vehicle acts once), from 1. */
  round: number;
  /** This round's order of play, rolled at its start (readings.ts `turnOrder`). */
  order: string[];
  vehicles: DrVehicle[];
  slicks: DrSlick[];
  /** Crews on foot. */
  pedestrians: DrPedestrian[];
  /** Pick-ups still lying on the track ("only footsloggers can access"). */
  pickups: DrPickup[];
  /** Crews teleported to the pit stop by an EVAC point: off the track, waiting to climb into a vehicle of their team (readings.ts `reboard`). */
  pitCrew: DrPedestrian[];
  /** Each player's crews' race (readings.ts `races`). */
  races: Record<string, DrRace>;
  nextId: number;
  /** THE POINT SYSTEM: each player's points. */
  points: Record<string, number>;
  flow: DrFlow;
  rng: RngState;
}

export interface DrTeam {
  player: string;
  vehicles: StockId[];
  /** Its crews' race; left out: Humans. */
  race?: DrRace;
}

export interface DrSetup {
  ruleset: typeof DR_RULESET;
  /** Two to four players (teams). */
  players: DrPlayer[];
  /** Each player's vehicles from the stock; left out: two each, by the default pairs. */
  teams?: DrTeam[];
  options?: { track?: TrackId; laps?: number; turnLimit?: number };
  /** Dice to use before the seeded ones (tests, lessons). */
  forcedDice?: number[];
}

/**
 * A move: turn `turn` degrees where the vehicle stands (the apex), drive `run` inches straight,
 * then turn `turn2` and drive `run2`. A turn over 90 degrees is a tight turn (a skill test)
 * unless the turn's whole move is 10" or less.
 */
export interface DrMove {
  type: 'move';
  by: string;
  vehicle: string;
  turn: number;
  run: number;
  turn2?: number;
  run2?: number;
}

export type DrCommand =
  | DrMove
  /** The emergency brake: turn up to 90 degrees, then straight on to halt 1" short of the obstacle (skill test). */
  | { type: 'brake'; by: string; vehicle: string; turn: number }
  /** Over the ramp: 1-3 D6, the driver's skill added or subtracted; a weapon fired off the ramp's top, or null. */
  | { type: 'jump'; by: string; vehicle: string; dice: number; skill: 'add' | 'subtract'; fire: string | null }
  /** `weapon`: a module id, or `crew:<kind>` for a crew weapon aboard; `power`: activation points spent on one shot (a variable power weapon), 1 for any other. */
  | { type: 'fire'; by: string; vehicle: string; weapon: string; target: string; power: number }
  | { type: 'activate'; by: string; vehicle: string; module: string }
  | { type: 'drop'; by: string; vehicle: string; module: string }
  | { type: 'extinguish'; by: string; vehicle: string }
  | { type: 'pit'; by: string; vehicle: string }
  /** "CREW EXITING THE VEHICLE": the co-driver gets out (halted) or leaps (moving: a REFLEX test). */
  | { type: 'bail'; by: string; vehicle: string }
  /** A crew member on foot of the player's team walks up to 8" straight, `heading` degrees (once a round, in any of the team's turns). */
  | { type: 'walk'; by: string; vehicle: string; pedestrian: string; heading: number; run: number }
  /** A co-driver of the team, on foot beside the halted vehicle (or waiting in the pit it stands in), climbs in with what it picked up. */
  | { type: 'board'; by: string; vehicle: string; pedestrian: string }
  /** A crew member on foot of the player's team fires a weapon it carries at a vehicle or a crew member on foot of another team. */
  | { type: 'shoot'; by: string; vehicle: string; pedestrian: string; weapon: PickupKind; target: string }
  /** A crew member on foot of the player's team charges one of another team's into base contact and they fight ("CREWS IN MELEE"). */
  | { type: 'charge'; by: string; vehicle: string; pedestrian: string; target: string }
  | { type: 'end'; by: string; vehicle: string };

export type DrCommandType = DrCommand['type'];

export type DrPendingKind = 'act' | 'activate' | 'jump' | 'over';

export interface DrPending {
  kind: DrPendingKind;
  player: string | null;
  vehicle: string | null;
  why: string;
  rule: DrRule;
  /** Nothing in this game is hidden. */
  secret: false;
}

export type DrErrorCode = 'BAD_COMMAND' | 'NOT_YOUR_DECISION' | 'ILLEGAL' | 'GAME_OVER' | 'BAD_SETUP';

export interface DrError {
  code: DrErrorCode;
  message: string;
}

// The events live in events.ts (kept apart for size); their names are exported from here as before.
export type { DrEvent, EncounterFace, EncounterKind } from './events';
export type DrApplied = Result<{ state: DrState; events: DrEvent[] }, DrError>;
