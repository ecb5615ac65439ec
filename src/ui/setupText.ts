// Words for the set-up steps (p87-88): what is being rolled, and its page. Citations only: the
// engine says which step is next (pending.step) and what the roll did (events).
import type { SetupStep } from '../engine';

export const STEP_TITLE: Record<SetupStep['kind'], string> = {
  rollForLead: 'Roll for the lead car',
  place: 'Place the cars',
  rollTrack: 'Roll for the track',
  chooseLoadout: 'Choose a car',
  rollLoadout: 'Roll for the armament',
  chooseLink: 'Link the identical weapons?',
  rollDriveSkill: 'Roll for drive skill',
  rollStartSpeed: 'Roll for the starting speed',
  veto: 'Accept or object to the starting speed',
  generateTrack: 'Generate the track',
  rollOff: 'Roll for the sides',
  designSide: 'Design the side',
  chooseApproach: 'Pursuit or intercept',
  chooseSpeed: 'Choose the starting speed',
  lookAhead: 'Generate the track in sight',
};

export const STEP_PAGE: Record<SetupStep['kind'], `p${number}`> = {
  rollForLead: 'p87',
  place: 'p87',
  rollTrack: 'p87',
  chooseLoadout: 'p87',
  rollLoadout: 'p87',
  chooseLink: 'p82',
  rollDriveSkill: 'p88',
  rollStartSpeed: 'p87',
  veto: 'p87',
  generateTrack: 'p74',
  rollOff: 'p88',
  designSide: 'p88',
  chooseApproach: 'p88',
  chooseSpeed: 'p88',
  lookAhead: 'p75',
};

/** A step's title: Game Eight's two rolls say whose procedure each is (p88: "Design sides as per Game Six, and determine the attacker as per Game Seven"). */
export function stepTitle(step: SetupStep): string {
  const as = step.kind === 'rollOff' && step.game ? ` (as ${step.game})` : '';
  if (step.kind === 'rollOff' && step.decides === 'role') return `Roll for the Op and the gang${as}`;
  if (step.kind === 'rollOff' && step.high === 'attacker') return `Roll for the attacker${as}`;
  return STEP_TITLE[step.kind];
}

/** The Roll button's words: 'Roll 2 dice for the starting speed'. */
export function rollLabel(step: SetupStep | undefined): string {
  switch (step?.kind) {
    case 'rollStartSpeed':
      return 'Roll two dice for the starting speed';
    case 'rollDriveSkill':
      return 'Roll for drive skill';
    case 'rollLoadout':
      return `Roll on the ${step.loadout ?? 'chosen'} table`;
    case 'rollTrack':
      return 'Roll for the track layout';
    case 'generateTrack':
      return 'Roll for the track';
    default:
      return 'Roll';
  }
}
