// Where each action and decision is explained in the rulebook (docs/pages.md), for tooltips
// and hints. Citations only: the engine decides what is legal.
import type { Action, PendingKind, Rule } from '../engine';

export const ACTION_PAGE: Record<Action['kind'], Rule> = {
  none: 'p12',
  accelerate: 'p15',
  brake: 'p16',
  drift: 'p13',
  uTurn: 'p14',
  shoot: 'p25',
  shootPassive: 'p22',
  switchOff: 'p23',
  ram: 'p52',
  moveOff: 'p15',
  reverse: 'p17',
  realign: 'p46',
  dodge: 'p64',
  turnAbout: 'p64',
  push: 'p64',
};

/** One line a newcomer can read beside each kind of decision. */
export const DECISION_REMINDER: Record<PendingKind, string> = {
  rollForLead: 'One player rolls a die: odd, they drive the lead car; even, the chase car (p87).',
  roll: 'The scenario asks for a roll before the game starts (p87-88).',
  chooseLoadout: 'Choose an offensive or a defensive car, then roll for its armament (p87). The choice is secret until both players have made it: pass the device.',
  chooseLink: 'Identical weapons may be linked: one shoot action then fires them all, and the driver has no choice (p82).',
  veto: 'Either driver may object to a starting speed of 100 mph or more, the lead driver to 70 or more: objecting rolls again (p87).',
  place: 'The chase car goes anywhere in the first section, then the lead car anywhere in the section in front (p87). Click a cell on the board or use the form.',
  declare: 'Each phase every driver declares one action, fastest first; a car moves one space in every phase up to its speed factor (p8, p11-12).',
  fireOrHold: 'The car has moved: fire the declared weapon at the target in its corridor, or hold fire (p17, p25).',
  gameOver: 'The game is over: the banner says who won and why, and the log shows every roll that led there.',
  design: 'Each side buys its vehicles with $100,000: the Op an Interceptor, an outlaw gang at least two Renegades, three bikes, or a Renegade and two bikes, each with a weapon (p88).',
  chooseApproach: 'The attacker chooses a pursuit (as Game Six) or an intercept: the target on the third section heading for the attacker on sections 5-7 (p88).',
  setSpeed: 'In an intercept the attacker may start each vehicle at any speed from 0 to its maximum (p88).',
  abandonBike: 'A bike whose disabled engine has brought it to a halt may be abandoned at the start of any turn, before the first phase; kept, its rider may push it (5 mph, no shooting that turn) (p69).',
};

export const pageTitle = (rule: string): string => `Rulebook page ${rule.replace(/^p/, '')}`;
