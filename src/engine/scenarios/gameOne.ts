// Game One (p87): seven straights in a line; two Renegades with a hood MG and an oil layer,
// drive skill 3, both at 60 mph; a die decides who leads; the chase car is placed in the first
// section, the lead car in the section in front; the lead wins by crossing the finish line.
import { straightTrack } from '../grid';
import { makeVehicle } from '../vehicleFactory';
import { GAME_ONE } from '../data/scenarios';
import { err, ok } from '../types';
import type { Scenario } from './types';

export const gameOne: Scenario = {
  id: 'gameOne',
  label: 'Game One — the chase on a straight road',
  page: 'p87',
  build(setup, base) {
    if (setup.players.length !== 2) return err({ code: 'BAD_SETUP', message: 'Game One is for two players', path: 'players' });
    const track = straightTrack(GAME_ONE.sections, true);
    const vehicles = setup.players.map((p, i) => {
      const v = makeVehicle(
        { id: `car${i + 1}`, name: `${p.name || p.id}'s Renegade`, kind: 'renegade', owner: p.id, side: '', driveSkill: GAME_ONE.driveSkill, weapons: GAME_ONE.weapons, dummies: GAME_ONE.dummies, speed: GAME_ONE.startSpeed },
        { lane: 0, t0: -1, t1: -1 },
      );
      v.status = 'unplaced';
      return v;
    });
    return ok({
      ...base,
      scenario: 'gameOne',
      track,
      vehicles,
      flow: { kind: 'setup', steps: [{ kind: 'rollForLead' }, { kind: 'place', side: 'chase', sections: [GAME_ONE.chaseSection] }, { kind: 'place', side: 'lead', sections: [GAME_ONE.leadSection] }] },
    });
  },
};
