// The scenarios of the book (p87-88). Each engineer adding a scenario registers it here.
import { gameOne } from './gameOne';
import { gameTwo } from './gameTwo';
import { gameThree } from './gameThree';
import { gameFour } from './gameFour';
import { gameFive } from './gameFive';
import type { Scenario } from './types';

export const SCENARIO_LIST: Scenario[] = [gameOne, gameTwo, gameThree, gameFour, gameFive];

export const scenarioById = (id: string): Scenario | undefined => SCENARIO_LIST.find((s) => s.id === id);
