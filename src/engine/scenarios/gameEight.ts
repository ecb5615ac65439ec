// Game Eight (p88): "Design sides as per Game Six, and determine the attacker as per Game Seven.
// The attacker has the option of choosing an intercept or a pursuit. If the player chooses a
// pursuit, use the rules given for Game Six. Victory conditions are as for Game Six. If the
// attacker chooses an intercept, lay out seven sections of track according to the Continuous
// Track Generation rules (p75). The target side must set up on the third track, moving at 60mph,
// heading towards the attacker. The attacker may set up anywhere on track sections 5, 6 or 7
// facing towards the target and may choose any speed between zero mph and maximum speed."
// ASSUMPTION (docs/assumptions.md): "sides as per Game Six" is an Op against a gang; the attacker
// chooses which it designs (as in Game Seven) and the target designs the other.
import { advancedScenario, rollForSides } from './advanced';
import { lastSideInTheFight } from './advancedEnd';
import { ATTACK_SIDES, ATTACKER, TARGET } from './gameSeven';

export const gameEight = advancedScenario({
  id: 'gameEight',
  label: 'Game Eight — pursuit or intercept',
  sides: ATTACK_SIDES,
  steps: [
    ...rollForSides(TARGET, ATTACKER),
    { kind: 'designSide', side: ATTACKER, roles: ['op', 'gang'] },
    { kind: 'designSide', side: TARGET, roles: ['op', 'gang'], exclusive: true },
    { kind: 'chooseApproach', side: ATTACKER },
  ],
  endIf: lastSideInTheFight(ATTACK_SIDES),
});
