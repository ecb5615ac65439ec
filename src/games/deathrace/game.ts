// Deathrace 40,000's rules module, loaded when the game is first needed (issue 27's first-screen budget).
import type { GameRules } from '../../shell/games';
import { deathraceComputer } from './ai';
import { deathrace, type DrState } from './rules';

export const rules: GameRules<DrState> = { ruleset: deathrace, computer: deathraceComputer };
