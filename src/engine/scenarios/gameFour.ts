// Game Four (p88): each player designs a Renegade with $50,000 and at least one weapon (Vehicle
// Design, p80-84); drive skills are rolled; dice for position; track as Game Two; starting speed
// as Game Three; victory as Game One.
import type { DesignRequirements } from '../design/design';
import { GAME_THREE } from '../data/gameThree';
import { err, ok } from '../types';
import type { SetupStep } from '../types';
import { gameTwoTrack, twoCars, twoPlayers } from './gameThree';
import { playerDesigns, stateOf } from './common';
import type { Scenario } from './types';
import { CHASE_SIDES, crossedTheLine } from './chaseEnd';
import { SCENARIO_LABELS } from './labels';

/** p88: "Each player is allowed $50,000 to arm and equip their car. They must buy a Renegade and
 *  at least one weapon, either a passive or an ordinary one." */
export const GAME_FOUR = {
  budget: 50000,
  require: { kinds: ['renegade'], minWeapons: 1 } as DesignRequirements,
} as const;

export const gameFour: Scenario = {
  id: 'gameFour',
  label: SCENARIO_LABELS.gameFour,
  page: 'p88',
  players: { min: 2, max: 2 },
  sides: [...CHASE_SIDES],
  endIf: crossedTheLine,
  design: GAME_FOUR,
  build(setup, base) {
    const e = twoPlayers(setup, 'Game Four');
    if (e) return err(e);
    const checked = playerDesigns(setup, 'Game Four', GAME_FOUR);
    if (!checked.ok) return checked;
    const designs = checked.value;
    const { track, steps } = gameTwoTrack();
    const vehicles = twoCars(setup, (p) => {
      const d = designs.get(p.id)!;
      // The drive skill is rolled (p88); the table's most common result stands until then.
      return { name: d.name.trim() || `${p.name || p.id}'s Renegade`, kind: d.kind, driveSkill: GAME_THREE.driveSkill, weapons: d.weapons, dummies: GAME_THREE.dummies };
    });
    const skills: SetupStep[] = setup.players.map((p) => ({ kind: 'rollDriveSkill', player: p.id }));
    return ok(stateOf(base, { scenario: 'gameFour', track, vehicles, flow: { kind: 'setup', steps: [...skills, ...steps] } }));
  },
};
