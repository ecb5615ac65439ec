// Dark Future's rules module, loaded when the game is first needed (issue 27's first-screen
// budget): the engine as the shell plays it, and the house of its own store. Its computer seats
// are its store's (src/store/computerDriver.ts), so the shell's computer seats have no driver here.
import type { GameRules } from '../../shell/games';
import type { GameState } from '../../engine';
import { DARK_FUTURE } from '../../store/ruleset';
import { house } from './house';

export const rules: GameRules<GameState> = { ruleset: DARK_FUTURE, house };
