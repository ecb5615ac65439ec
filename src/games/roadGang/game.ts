// The road-gang game's rules module, loaded when the game is first needed (issue 27's first-screen budget).
import type { GameRules } from '../../shell/games';
import { roadGang, type RgState } from './rules';
import { roadGangComputer } from './ai';

export const rules: GameRules<RgState> = { ruleset: roadGang, computer: roadGangComputer };
