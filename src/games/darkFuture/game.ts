// Dark Future's rules module, loaded when the game is first needed (issue 27's first-screen
// budget): the engine as the shell plays it. It is pure, so a server or a worker can load it too;
// the house of its own store (./house.tsx) loads beside it for the page. Its computer seats are its
// store's (src/store/computerDriver.ts), so the shell's computer seats have no driver here.
import type { GameRules } from '../../shell/games';
import type { GameState } from '../../engine';
import { DARK_FUTURE } from '../../store/ruleset';

export const rules: GameRules<GameState> = { ruleset: DARK_FUTURE };
