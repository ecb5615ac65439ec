// Deathrace 40,000's rules module, loaded when the game is first needed (issue 27's first-screen budget).
import type { GameRules } from '../../shell/games';
import { deathraceComputer } from './ai';
import { deathrace, type DrState } from './rules';

// Nothing of a race is secret (its view is the whole race but the generator), so the game server
// sends its commands and events, and the online table draws the last turn's trail (docs/online.md).
export const rules: GameRules<DrState> = { ruleset: deathrace, computer: deathraceComputer, publicPlay: true };
