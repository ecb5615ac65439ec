// Game One (p87): seven straights in a line; two Renegades with a hood MG and an oil layer,
// drive skill 3, both at 60 mph; a die decides who leads; the chase car is placed in the first
// section, the lead car in the section in front; the lead wins by crossing the finish line.
import { straightTrack } from '../grid';
import { gameOneCars, stateOf, twoPlayers } from './common';
import { GAME_ONE } from '../data/scenarios';
import { err, ok } from '../types';
import type { Scenario } from './types';
import { CHASE, CHASE_SIDES, crossedTheLine, LEAD } from './chaseEnd';
import { SCENARIO_LABELS } from './labels';

export const gameOne: Scenario = {
  id: 'gameOne',
  label: SCENARIO_LABELS.gameOne,
  page: 'p87',
  players: { min: 2, max: 2 },
  sides: [...CHASE_SIDES],
  endIf: crossedTheLine,
  build(setup, base) {
    const e = twoPlayers(setup, 'Game One');
    if (e) return err(e);
    const track = straightTrack(GAME_ONE.sections, true);
    const vehicles = gameOneCars(setup);
    return ok(stateOf(base, {
      scenario: 'gameOne',
      track,
      vehicles,
      flow: { kind: 'setup', steps: [{ kind: 'rollForLead' }, { kind: 'place', side: CHASE, sections: [GAME_ONE.chaseSection] }, { kind: 'place', side: LEAD, sections: [GAME_ONE.leadSection] }] },
    }));
  },
};
