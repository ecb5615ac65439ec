// Deathrace 40,000's computer driver (ComputerDriver, src/engine/contract.ts): a pure choice from
// the player's view, among the legal commands (the ruleset's sample), with any chance drawn from
// the caller's `rand`. 'random' is the yardstick: any legal command, uniformly. 'normal' plays
// each candidate on the view with the rules' own apply under a few seeded generators and values
// the states it leads to (choose.ts, evaluate.ts): laps and the way round, damage taken and
// dealt, shots held, points.
import type { ComputerDriver } from '../../../engine/contract';
import type { DrCommand, DrState } from '../rules';
import { normalChoice } from './choose';

export const DEATHRACE_LEVELS = ['random', 'normal'] as const;
export type DeathraceLevel = (typeof DEATHRACE_LEVELS)[number];

export const deathraceComputer: ComputerDriver<DrState> = {
  levels: DEATHRACE_LEVELS,
  decide(view, legal, player, level, rand) {
    if (legal.length === 0) throw new Error('the Deathrace computer was asked with no legal command');
    if (level === 'random') return legal[Math.floor(rand() * legal.length)];
    if (level === 'normal') return normalChoice(view, legal as readonly DrCommand[], player, rand);
    throw new Error(`the Deathrace computer has no level '${level}' (it has ${DEATHRACE_LEVELS.join(', ')})`);
  },
};
