// A scenario (p87-88): its players, its sides, how its game is built from a validated set-up,
// and when it ends (`endIf`, as boardgame.io's games do). Nothing outside a scenario knows which
// sides it has or what they are called.
import type { GameState, Result, SetupError, SideRole, Winner } from '../types';
import type { ValidSetup } from '../flow/setup';
import type { DesignRequirements } from '../design/design';

/** One side of a scenario: one or more players and one or more vehicles, each vehicle with its driver. */
export interface SideInfo {
  id: string;
  /** In words: 'the lead car', 'the outlaw gang'. */
  label: string;
  /** The lead side (p87, p88): its drivers are asked first about the starting speed, and its
   *  players roll for the track when no vehicle is on the road yet (p75). */
  lead?: boolean;
}

/** A side's design (p88, Games Six to Eight): what each role may buy with the side's budget. */
export interface SideDesignRule {
  budget: number;
  /** The kinds a vehicle of this role may be. */
  kinds: readonly ('renegade' | 'interceptor' | 'bike')[];
  /** Least and most vehicles of the role. */
  minVehicles: number;
  maxVehicles: number;
  /** Any one of these is enough: counts of each kind (p88: two Renegades, three bikes, or one Renegade and two bikes). */
  minimums: readonly Partial<Record<'renegade' | 'interceptor' | 'bike', number>>[];
  /** Weapons each vehicle must carry at least (p88: "provided each vehicle has at least one weapon"). */
  minWeaponsEach: number;
  rule: `p${number}`;
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
