// The road-gang game's computer driver (ComputerDriver, src/engine/contract.ts): a pure choice from
// the player's view, among the legal commands, with any chance drawn from the caller's `rand`.
// 'random' is the yardstick: any legal command, uniformly. 'normal' weighs every command by its
// expected outcome under the engine's own dice and odds (choose.ts, evaluate.ts, outcomes.ts;
// docs/roadGangComputer.md).
import type { ComputerDriver, rg } from '../../../engine';
import { normalChoice } from './choose';

export const ROAD_GANG_LEVELS = ['random', 'normal'] as const;
export type RoadGangLevel = (typeof ROAD_GANG_LEVELS)[number];

export const roadGangComputer: ComputerDriver<rg.RgState> = {
  levels: ROAD_GANG_LEVELS,
  decide(view, legal, player, level, rand) {
    if (legal.length === 0) throw new Error('the road-gang computer was asked with no legal command');
    if (level === 'random') return legal[Math.floor(rand() * legal.length)];
    if (level === 'normal') return normalChoice(view, legal as readonly rg.RgCommand[], player, rand);
    throw new Error(`the road-gang computer has no level '${level}' (it has ${ROAD_GANG_LEVELS.join(', ')})`);
  },
};
