// The scenarios of the book (p87-88). Each engineer adding a scenario registers it here.
import { gameOne } from './gameOne';
import { gameTwo } from './gameTwo';
import { gameThree } from './gameThree';
import { gameFour } from './gameFour';
import { gameFive } from './gameFive';
import { gameSix } from './gameSix';
import { gameSeven } from './gameSeven';
import { gameEight } from './gameEight';
import type { Scenario } from './types';

export const SCENARIO_LIST: Scenario[] = [gameOne, gameTwo, gameThree, gameFour, gameFive, gameSix, gameSeven, gameEight];

export const scenarioById = (id: string): Scenario | undefined => SCENARIO_LIST.find((s) => s.id === id);
