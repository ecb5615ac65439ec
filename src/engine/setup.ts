// STUB (mine): scenario set-up and validation. Signatures are the contract.
import type { VehicleSetup } from './vehicleFactory';
import type { GameState, Options, Result, Section, SetupError } from './types';

export const SCENARIOS = ['gameOne', 'custom'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

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
}

export function newGame(_setup: unknown, _seed: number): Result<GameState, SetupError> { throw new Error('not implemented'); }
