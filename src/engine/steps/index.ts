// The registry of set-up steps (p87-88). A scenario lists its steps; the engine asks the
// handler of the first step what it waits for and hands it the players' answers.
import type { Ctx } from '../core/ctx';
import type { Command, GameState, Pending, RuleError, SetupStep } from '../types';
import { place } from './place';
import { rollForLead } from './rollForLead';
import { rollTrack } from './rollTrack';
import { chooseLink, chooseLoadout, rollLoadout } from './loadout';
import { rollDriveSkill } from './driveSkill';
import { rollStartSpeed, veto } from './startSpeed';
import { generateTrack } from './generateTrack';
import type { StepHandler } from './types';
import { chooseApproach, chooseSpeed, designSide, lookAhead, rollOff } from './sides';

type Registry = { [K in SetupStep['kind']]?: StepHandler<K> };

/** Each scenario engineer registers the steps they write here. */
export const STEPS: Registry = { rollForLead, rollTrack, place, chooseLoadout, rollLoadout, chooseLink, rollDriveSkill, rollStartSpeed, veto, generateTrack, rollOff, designSide, chooseApproach, chooseSpeed, lookAhead };

function handler(step: SetupStep): StepHandler {
  const h = STEPS[step.kind] as StepHandler | undefined;
  if (!h) throw new Error(`engine bug: no handler for set-up step ${step.kind}`);
  return h;
}

export const stepPending = (s: GameState, step: SetupStep): Pending => handler(step).pending(s, step);
export const stepCommands = (s: GameState, step: SetupStep): Command[] => handler(step).commands(s, step);
export const applyStep = (ctx: Ctx, step: SetupStep, c: Command): void => handler(step).apply(ctx, step, c);

// The dice a command carries (real dice) are not part of the answer it gives.
const canonical = (c: Command): string => JSON.stringify(Object.entries(c).filter(([k]) => k !== 'dice').sort(([a], [b]) => a.localeCompare(b)));

/** Why a set-up answer is refused (null: accepted): the step's own judge, else "one of the choices offered". */
export function stepRefusal(s: GameState, step: SetupStep, c: Command): RuleError | null {
  const h = handler(step);
  if (h.refuse) return h.refuse(s, step, c);
  const want = canonical(c);
  return h.commands(s, step).some((x) => canonical(x) === want) ? null : { code: 'ILLEGAL_ACTION', message: 'that answer is not one of the choices offered' };
}

/** The command types a step answers to. */
export const STEP_COMMANDS: Record<SetupStep['kind'], Command['type'][]> = {
  rollForLead: ['rollForLead'],
  place: ['place'],
  rollTrack: ['roll'],
  chooseLoadout: ['chooseLoadout'],
  rollLoadout: ['roll'],
  chooseLink: ['chooseLink'],
  rollDriveSkill: ['roll'],
  rollStartSpeed: ['roll'],
  veto: ['veto'],
  generateTrack: ['roll'],
  rollOff: ['roll'],
  designSide: ['design'],
  chooseApproach: ['chooseApproach'],
  chooseSpeed: ['setSpeed'],
  lookAhead: ['roll'],
};
