// A scenario (p87-88): how its game is built from a validated set-up.
import type { GameState, Result, SetupError } from '../types';
import type { ValidSetup } from '../setup';
import type { DesignRequirements } from '../design';

export interface Scenario {
  id: string;
  /** For menus: 'Game One — the chase on a straight road'. */
  label: string;
  page: `p${number}`;
  /** Scenarios where each player brings a designed car: the budget and what the car must have (p88). */
  design?: { budget: number | null; require: DesignRequirements };
  /** Builds the starting state (vehicles unplaced, flow at its first set-up step). */
  build(setup: ValidSetup, base: Omit<GameState, 'scenario' | 'track' | 'vehicles' | 'flow'>): Result<GameState, SetupError>;
}
