// The registry of set-up steps (p87-88). A scenario lists its steps; the engine asks the
// handler of the first step what it waits for and hands it the players' answers.
import type { Ctx } from '../ctx';
import type { Command, GameState, Pending, SetupStep } from '../types';
import { place } from './place';
import { rollForLead } from './rollForLead';
import { rollTrack } from './rollTrack';
import { chooseLink, chooseLoadout, rollLoadout } from './loadout';
import { rollDriveSkill } from './driveSkill';
import { rollStartSpeed, veto } from './startSpeed';
import { generateTrack } from './generateTrack';
import type { StepHandler } from './types';

type Registry = { [K in SetupStep['kind']]?: StepHandler<K> };

/** Each scenario engineer registers the steps they write here. */
export const STEPS: Registry = { rollForLead, rollTrack, place, chooseLoadout, rollLoadout, chooseLink, rollDriveSkill, rollStartSpeed, veto, generateTrack };

function handler(step: SetupStep): StepHandler {
  const h = STEPS[step.kind] as StepHandler | undefined;
  if (!h) throw new Error(`engine bug: no handler for set-up step ${step.kind}`);
  return h;
}

export const stepPending = (s: GameState, step: SetupStep): Pending => handler(step).pending(s, step);
export const stepCommands = (s: GameState, step: SetupStep): Command[] => handler(step).commands(s, step);
export const applyStep = (ctx: Ctx, step: SetupStep, c: Command): void => handler(step).apply(ctx, step, c);

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
