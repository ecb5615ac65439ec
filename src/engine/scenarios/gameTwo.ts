// Game Two (p87): a die picks one of six curving track layouts; then, as in Game One, the die for
// the lead car, the chase car placed in the first section and the lead car in the section in
// front; two Renegades with a hood MG and an oil layer, drive skill 3, both at 60 mph; the lead car
// wins by crossing the finish line at the far end (victory.ts).
import { straightTrack } from '../grid';
import { gameOneCars, stateOf, twoPlayers } from './common';
import { GAME_ONE } from '../data/scenarios';
import { GAME_TWO_LAYOUTS } from '../data/gameTwoLayouts';
import { err, ok } from '../types';
import type { Scenario } from './types';
import { CHASE, CHASE_SIDES, crossedTheLine, LEAD } from './chaseEnd';
import { SCENARIO_LABELS } from './labels';

export const gameTwo: Scenario = {
  id: 'gameTwo',
  label: SCENARIO_LABELS.gameTwo,
  page: 'p87',
  players: { min: 2, max: 2 },
  sides: [...CHASE_SIDES],
  endIf: crossedTheLine,
  build(setup, base) {
    const e = twoPlayers(setup, 'Game Two');
    if (e) return err(e);
    // A placeholder road of the right length until the players roll for the layout (rollTrack):
    // the die must be their visible roll, not one made while the game is built.
    const track = straightTrack(GAME_TWO_LAYOUTS[0].sections.length, true);
    const vehicles = gameOneCars(setup);
    return ok(stateOf(base, {
      scenario: 'gameTwo',
      track,
      vehicles,
      flow: {
        kind: 'setup',
        steps: [
          { kind: 'rollTrack' },
          { kind: 'rollForLead' },
          { kind: 'place', side: CHASE, sections: [GAME_ONE.chaseSection] },
          { kind: 'place', side: LEAD, sections: [GAME_ONE.leadSection] },
        ],
      },
    }));
  },
};
