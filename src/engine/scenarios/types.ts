// A scenario (p87-88): its players, its sides, how its game is built from a validated set-up,
// and when it ends (`endIf`, as boardgame.io's games do). Nothing outside a scenario knows which
// sides it has or what they are called.
import type { GameState, Options, Result, Section, SetupError, SideDesignRule, SideRole, VehicleDesign, VehicleSetup, Winner } from '../types';

// A side's design rule lives in types.ts (data/gameSix.ts and design/ name it); named here too.
export type { SideDesignRule } from '../types';
import type { DesignRequirements } from '../design/design';

export type ScenarioId = string;

export interface GameSetup {
  scenario: ScenarioId;
  /** Two players for Game One: the die decides which drives the lead car (p87). */
  players: { id: string; name: string }[];
  options?: Partial<Options>;
  /** Dice to use before the seeded generator (tests, scripted games). */
  forcedDice?: number[];
  /** custom only: the track and the vehicles already placed, with speeds. */
  track?: { sections: Section[]; finish: boolean };
  vehicles?: VehicleSetup[];
  /** Games Four on: each player's designed car, by player id (p88; checked with validateDesign). */
  designs?: Record<string, VehicleDesign>;
  /** Games Six to Eight: the two teams that roll for the sides (p88), player ids; two players: one each. */
  teams?: string[][];
}

/** A set-up that passed the common checks (players, options, dice). */
export type ValidSetup = GameSetup & { options: Options };

/** One side of a scenario: one or more players and one or more vehicles, each vehicle with its driver. */
export interface SideInfo {
  id: string;
  /** In words: 'the lead car', 'the outlaw gang'. */
  label: string;
  /** The lead side (p87, p88): its drivers are asked first about the starting speed, and its
   *  players roll for the track when no vehicle is on the road yet (p75). */
  lead?: boolean;
}

export interface Scenario {
  id: string;
  /** For menus: 'Game One — the chase on a straight road'. */
  label: string;
  page: `p${number}`;
  /** How many people may play it. */
  players: { min: number; max: number };
  /** Its sides. Games One to Five: the lead car and the chase car, settled by the die (p87). */
  sides: SideInfo[];
  /** Scenarios where each player brings a designed car: the budget and what the car must have (p88). */
  design?: { budget: number | null; require: DesignRequirements };
  /** Scenarios where each side designs its vehicles in the game (Games Six to Eight, p88). */
  sideDesign?: Record<SideRole, SideDesignRule>;
  /** Builds the starting state (vehicles unplaced, flow at its first set-up step). */
  build(setup: ValidSetup, base: Omit<GameState, 'scenario' | 'track' | 'vehicles' | 'flow'>): Result<GameState, SetupError>;
  /** The winner once the game is over, else null (boardgame.io's endIf). Pure: reads the state only. */
  endIf(s: GameState): Winner | null;
}
