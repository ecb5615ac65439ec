// The road-gang game's state, commands, decisions and events: the same shape as Dark Future's
// engine (docs/rulesets.md), so the shell can be generic over both.
import type { Result, RngState } from '../types';
import type { RgEquipmentKind, RgRule, RgVehicleType } from './data';

export const RG_RULESET = 'roadGang';
export const RG_VERSION = 1;

export interface RgPlayer {
  id: string;
  name: string;
}

export interface RgItem {
  id: string;
  kind: RgEquipmentKind;
  /** Uses left; null: no limit. */
  uses: number | null;
}

export type RgStatus = 'active' | 'abandoned' | 'destroyed' | 'finished';

export interface RgVehicle {
  id: string;
  name: string;
  type: RgVehicleType;
  /** The gang it was rolled for. */
  gang: string;
  /** Who controls it now: null when abandoned (no crew left). */
  owner: string | null;
  /** 1 (Start) to 100; 0 while the Fast Gang has yet to place it. */
  segment: number;
  crew: number;
  status: RgStatus;
  /** Its speed modifier for good once tacks or tyres (-2) or a lost ram (-1) set it (READINGS.speedBecomes); null: the card's. */
  speedFixed: number | null;
  items: RgItem[];
  /** "Cannot move next turn": set by a failed oil or obstacle test or a lost ram. */
  noMoveNextTurn: boolean;
  /** Its turn came this round. */
  acted: boolean;
}

export interface RgCounter {
  id: string;
  kind: 'tacks' | 'oil' | 'obstacle';
  /** The player who dropped it (null for the road's obstacles). */
  owner: string | null;
  segment: number;
}

export interface RgOptions {
  /** "Zaks armored train variant": the Slow Gang may take the train instead of two vehicles. */
  train: boolean;
  /** "Gyrocopter variant". */
  gyrocopter: boolean;
  /** Rounds after which the game ends (the Fast Gang winning by the table's house rule); null: no limit, as the text. */
  roundLimit: number | null;
  /** Who designates the Slow Gang: the players (a set-up command), or the engine for a set-up made before that choice existed. */
  slowGangBy: 'players' | 'engine';
}

export type RgPhase = 'drop' | 'ride' | 'move' | 'missile' | 'ram' | 'hth';

export interface RgAttack {
  kind: 'ram' | 'hth';
  attacker: string;
  target: string;
}

export type RgFlow =
  | { kind: 'slowGang'; suggested: string; reason: string }
  | { kind: 'train' }
  | { kind: 'place' }
  | { kind: 'activate'; player: string }
  | {
      kind: 'turn';
      vehicle: string;
      /** Whose turn it is (the vehicle's owner when the turn began). */
      player: string;
      phase: RgPhase;
      /** The ride's 2D6 (or the train's 1D3+1D3) once rolled. */
      roll: number;
      /** The faces behind it, to draw as dice. */
      rollDice: number[];
      /** This turn the vehicle may not ride (a failed test or lost ram last turn). */
      stuck: boolean;
      fired: string[];
      /** An attack whose target may try to avoid it. */
      avoid: RgAttack | null;
    }
  | { kind: 'over'; winner: string; reason: string };

export interface RgState {
  ruleset: typeof RG_RULESET;
  version: typeof RG_VERSION;
  players: RgPlayer[];
  options: RgOptions;
  slowGang: string;
  fastGang: string;
  round: number;
  vehicles: RgVehicle[];
  counters: RgCounter[];
  nextCounter: number;
  flow: RgFlow;
  rng: RngState;
}

export interface RgSetup {
  ruleset: typeof RG_RULESET;
  players: RgPlayer[];
  options?: { train?: boolean; gyrocopter?: boolean; roundLimit?: number | null };
  /** Dice to use before the seeded ones (tests, lessons). */
  forcedDice?: number[];
}

export type RgCommand =
  | { type: 'slowGang'; by: string; slow: string }
  | { type: 'train'; by: string; replace: string[] | null }
  | { type: 'place'; by: string; vehicle: string; segment: number }
  | { type: 'activate'; by: string; vehicle: string }
  | { type: 'drop'; by: string; item: string }
  | { type: 'ride'; by: string }
  | { type: 'transfer'; by: string; to: string; crew: number }
  | { type: 'move'; by: string; direction: 'forward' | 'backward'; boost: number; nitros: string | null; chutes: string | null }
  | { type: 'fire'; by: string; weapon: string; target: string; aim: 'crew' | 'tyres' }
  | { type: 'attack'; by: string; target: string }
  | { type: 'pass'; by: string }
  | { type: 'avoid'; by: string; avoid: boolean };

export type RgPendingKind = 'slowGang' | 'train' | 'place' | 'activate' | RgPhase | 'avoid' | 'over';

export interface RgPending {
  kind: RgPendingKind;
  /** Whose decision it is (null when the game is over). */
  player: string | null;
  vehicle: string | null;
  why: string;
  rule: RgRule;
  /** Nothing in this game is hidden: the gangs' cards and the counters are on the table. */
  secret: false;
}

export type RgErrorCode = 'BAD_COMMAND' | 'NOT_YOUR_DECISION' | 'ILLEGAL' | 'GAME_OVER';
export type RgSetupErrorCode = 'BAD_SETUP';

export interface RgError<C extends string = RgErrorCode> {
  code: C;
  message: string;
}

export type RgEvent = { rule: RgRule; dice: number[] } & (
  | { type: 'gangRolled'; player: string; vehicles: string[] }
  | { type: 'slowGang'; player: string; reason: string }
  | { type: 'slowGangSuggested'; player: string; reason: string }
  | { type: 'obstaclePlaced'; segment: number }
  | { type: 'trainChosen'; player: string; replaced: string[] }
  | { type: 'placed'; vehicle: string; segment: number }
  | { type: 'roundStart'; round: number }
  | { type: 'turnStart'; vehicle: string; stuck: boolean }
  | { type: 'dropped'; vehicle: string; kind: 'tacks' | 'oil'; segment: number }
  | { type: 'rideRolled'; vehicle: string; roll: number }
  | { type: 'moved'; vehicle: string; from: number; to: number; distance: number }
  | { type: 'stayed'; vehicle: string; reason: string }
  | { type: 'counterTest'; vehicle: string; counter: 'tacks' | 'oil' | 'obstacle'; segment: number; total: number; evaded: boolean }
  | { type: 'speedSet'; vehicle: string; from: number; to: number; reason: string }
  | { type: 'cannotMoveNextTurn'; vehicle: string; reason: string }
  | { type: 'transferred'; from: string; to: string; crew: number; tookControl: boolean }
  | { type: 'fired'; vehicle: string; weapon: string; target: string; aim: 'crew' | 'tyres'; attack: number; defence: number; hit: boolean }
  | { type: 'crewLost'; vehicle: string; lost: number; left: number }
  | { type: 'ballOfFlame'; vehicle: string; burst: boolean }
  | { type: 'abandoned'; vehicle: string }
  | { type: 'destroyed'; vehicle: string; reason: string }
  | { type: 'wreckRoll'; vehicle: string; destroyed: boolean }
  | { type: 'avoidRolled'; attack: 'ram' | 'hth'; vehicle: string; avoided: boolean }
  | { type: 'contest'; attack: 'ram' | 'hth'; attacker: string; target: string; attackerTotal: number; targetTotal: number; loser: string | null }
  | { type: 'reachedEnd'; vehicle: string }
  | { type: 'gameOver'; winner: string; reason: string }
);

export type RgApplied = Result<{ state: RgState; events: RgEvent[] }, RgError>;
