// Dark Future's rules module, loaded when the game is first needed (issue 27's first-screen
// budget): the engine as the shell plays it, with its computer (src/ai behind the shell's driver
// contract, ./computer.ts). It is pure, so a server or a worker can load it too; the house of its
// own store (./house.tsx) loads beside it for the page, whose computer seats (the one store's) its
// store's driver plays (src/store/computerDriver.ts, the same src/ai driver with its reason line).
import type { GameRules } from '../../shell/games';
import { darkFuture, type GameState } from '../../engine';
import { darkFutureComputer, SLOW_LEVELS } from './computer';

export const rules: GameRules<GameState> = { ruleset: darkFuture, computer: darkFutureComputer, slowLevels: SLOW_LEVELS };
