// Game Three (p87): each player chooses an offensive or a defensive Renegade and rolls for its
// armament, before the die for the lead car; drive skill 3; track and placement as Game Two;
// the starting speed is rolled (2d6 x 10, with objections); victory as Game One.
import { straightTrack } from '../grid';
import { GAME_ONE } from '../data/scenarios';
import { GAME_THREE } from '../data/gameThree';
import { err, ok } from '../types';
import type { GameState, Result, SetupError, SetupStep, Track } from '../types';
import type { Scenario } from './types';
import { CHASE, CHASE_SIDES, crossedTheLine, LEAD } from './chaseEnd';

type Base = Parameters<Scenario['build']>[1];

/**
 * The track and placement "as directed in Game Two" (p87). Game Two's die picks one of six
 * layouts (a 'rollTrack' step); until it is rolled Game One's straight road stands in. The chase
 * car goes in the first section, the lead car in the next.
 */
export function gameTwoTrack(): { track: Track; steps: SetupStep[] } {
  const roll: SetupStep[] = [{ kind: 'rollTrack' }];
  return {
    track: straightTrack(GAME_ONE.sections, true),
    steps: [
      { kind: 'rollForLead' },
      ...roll,
      { kind: 'place', side: CHASE, sections: [GAME_ONE.chaseSection] },
      { kind: 'place', side: LEAD, sections: [GAME_ONE.leadSection] },
      // p87: "Roll two dice ... for the vehicles' starting speed" once the cars are on the road.
      { kind: 'rollStartSpeed' },
    ],
  };
}

import { stateOf, twoCars, twoPlayers } from './common';
import { SCENARIO_LABELS } from './labels';
export { twoCars, twoPlayers };

export const gameThree: Scenario = {
  id: 'gameThree',
  label: SCENARIO_LABELS.gameThree,
  page: 'p87',
  players: { min: 2, max: 2 },
  sides: [...CHASE_SIDES],
  endIf: crossedTheLine,
  build(setup, base: Base): Result<GameState, SetupError> {
    const e = twoPlayers(setup, 'Game Three');
    if (e) return err(e);
    const { track, steps } = gameTwoTrack();
    // Weapons come from the armament roll; the car starts unarmed until then.
    const vehicles = twoCars(setup, (p) => ({ name: `${p.name || p.id}'s Renegade`, kind: 'renegade', driveSkill: GAME_THREE.driveSkill, weapons: [], dummies: GAME_THREE.dummies }));
    const choose: SetupStep[] = setup.players.map((p) => ({ kind: 'chooseLoadout', player: p.id }));
    const roll: SetupStep[] = setup.players.map((p) => ({ kind: 'rollLoadout', player: p.id }));
    return ok(stateOf(base, { scenario: 'gameThree', track, vehicles, flow: { kind: 'setup', steps: [...choose, ...roll, ...steps] } }));
  },
};
