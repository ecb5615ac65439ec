// Game Eight (p88): "Design sides as per Game Six, and determine the attacker as per Game Seven.
// The attacker has the option of choosing an intercept or a pursuit. If the player chooses a
// pursuit, use the rules given for Game Six. Victory conditions are as for Game Six. If the
// attacker chooses an intercept, lay out seven sections of track according to the Continuous
// Track Generation rules (p75). The target side must set up on the third track, moving at 60mph,
// heading towards the attacker. The attacker may set up anywhere on track sections 5, 6 or 7
// facing towards the target and may choose any speed between zero mph and maximum speed."
// Two procedures in turn (docs/assumptions.md, data/gameSix.ts READINGS.eightSetUp): Game Six's
// roll (the lower team buys the Interceptor, the higher the outlaw gang), then Game Seven's (the
// higher is the attacker, the other the target); then the designs in Game Six's order, the Op
// first, each side buying what the first roll gave it; then the attacker's choice.
import { advancedScenario, rollForSides } from './advanced';
import { lastSideInTheFight } from './advancedEnd';
import { ATTACK_SIDES, ATTACKER, TARGET } from './gameSeven';
import { SCENARIO_LABELS } from './labels';

export const gameEight = advancedScenario({
  id: 'gameEight',
  label: SCENARIO_LABELS.gameEight,
  sides: ATTACK_SIDES,
  steps: [
    ...rollForSides('op', 'gang', { decides: 'role', game: 'Game Six' }),
    ...rollForSides(TARGET, ATTACKER, { game: 'Game Seven' }),
    // Re-ordered by the second roll so that the Op designs first (steps/sides.ts opDesignsFirst);
    // the roles are the first roll's, known to all (`exclusive`).
    { kind: 'designSide', side: ATTACKER, roles: ['op', 'gang'], exclusive: true },
    { kind: 'designSide', side: TARGET, roles: ['op', 'gang'], exclusive: true },
    { kind: 'chooseApproach', side: ATTACKER },
  ],
  endIf: lastSideInTheFight(ATTACK_SIDES),
});
