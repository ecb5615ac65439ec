// Game Seven (p88): "Both players roll a dice. The one with the highest score is called the
// attacker. The attacker has the option of designing a gang or an Op, the other player must design
// a gang, which is referred to as the target. Other rules, and victory conditions for the Op vs
// Gang engagements, are as detailed in Game Six. In Gang vs Gang games the attacker may only claim
// a victory if the entire target gang is taken out. The target gang win by managing to get all its
// vehicles safely out of play and/or taking out or outdistancing the attackers."
import { advancedScenario, rollForSides } from './advanced';
import { gangWar, lastSideInTheFight } from './advancedEnd';
import type { GameState, Winner } from '../types';
import { SCENARIO_LABELS } from './labels';

export const ATTACKER = 'attacker';
export const TARGET = 'target';

/** p88: "the target" flees (the lead side, as Game Six's gang), the attacker gives chase. */
export const ATTACK_SIDES = [
  { id: TARGET, label: 'the target', lead: true },
  { id: ATTACKER, label: 'the attacker' },
];

const opAgainstGang = lastSideInTheFight(ATTACK_SIDES);

/** Op against gang: Game Six's end; gang against gang: Game Seven's own. */
export function attackEnd(s: GameState): Winner | null {
  const gangs = (s.sides ?? []).filter((x) => x.role === 'gang').length;
  return gangs === 2 ? gangWar(s, ATTACKER, TARGET) : opAgainstGang(s);
}

export const gameSeven = advancedScenario({
  id: 'gameSeven',
  label: SCENARIO_LABELS.gameSeven,
  sides: ATTACK_SIDES,
  steps: [...rollForSides(TARGET, ATTACKER), { kind: 'designSide', side: ATTACKER, roles: ['op', 'gang'] }, { kind: 'designSide', side: TARGET, roles: ['gang'] }],
  endIf: attackEnd,
});
