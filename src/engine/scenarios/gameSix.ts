// Game Six (p88): "Both players roll a dice. The one with the lower score has $100,000 to purchase
// and equip an Interceptor. The other player also has $100,000 to purchase and equip an Outlaw
// gang ... The Outlaw gang always starts as the lead side, the Op is the chase side. The outlaw
// vehicles may be driven by different players. The track is laid out using the rules for
// Continuous Track Generation (p75). Starting speeds are as detailed in Game Three. The game
// progresses until all the vehicles on one side are either wrecked, crashed or immobilised
// without weapons."
import { advancedScenario, rollForSides } from './advanced';
import { lastSideInTheFight } from './advancedEnd';
import { SCENARIO_LABELS } from './labels';

export const GANG = 'gang';
export const OP = 'op';
const SIX_SIDES = [
  { id: GANG, label: 'the outlaw gang', lead: true },
  { id: OP, label: 'the Op' },
];

export const gameSix = advancedScenario({
  id: 'gameSix',
  label: SCENARIO_LABELS.gameSix,
  sides: SIX_SIDES,
  steps: [...rollForSides(OP, GANG), { kind: 'designSide', side: OP, roles: ['op'] }, { kind: 'designSide', side: GANG, roles: ['gang'] }],
  endIf: lastSideInTheFight(SIX_SIDES),
});
