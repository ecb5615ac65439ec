// Game Five (p88): "Both players have $50,000 to spend, and generate drive skill scores as
// explained for Game Four. The track is laid out using the rules for Initial Track Generation
// (p74). The players roll for the starting speed as detailed in Game Three. The lead car wins by
// moving off the seventh track section."
import { GAME_ONE } from '../data/scenarios';
import { GAME_THREE } from '../data/gameThree';
import { newRoad, openingTrack } from '../road/generate';
import { err, ok } from '../types';
import type { SetupStep } from '../types';
import { GAME_FOUR } from './gameFour';
import { twoCars, twoPlayers } from './gameThree';
import { playerDesigns, stateOf } from './common';
import type { Scenario } from './types';
import { CHASE, CHASE_SIDES, chaseEnd, LEAD } from './chaseEnd';
import type { ValidSetup } from './types';
import { SCENARIO_LABELS } from './labels';

/**
 * Game Five's road: generated, not continuous (p74). ASSUMPTION (docs/assumptions.md): p76 rolls
 * for road hazards whenever a new section is brought into play, so each generated section (the
 * fourth onwards) rolls; the three opening straights are laid, not generated, and stay clear.
 */
export const GAME_FIVE_ROAD = { continuous: false, hazards: true } as const;

/** Each player's car as designed with $50,000, as in Game Four (p88). */
const designs = (setup: ValidSetup): ReturnType<typeof playerDesigns> => playerDesigns(setup, 'Game Five', GAME_FOUR);

export const gameFive: Scenario = {
  id: 'gameFive',
  label: SCENARIO_LABELS.gameFive,
  page: 'p88',
  players: { min: 2, max: 2 },
  sides: [...CHASE_SIDES],
  // p88: "The lead car wins by moving off the seventh track section."
  endIf: chaseEnd({ words: 'moved off the seventh track section', rule: 'p88' }),
  design: GAME_FOUR,
  build(setup, base) {
    const e = twoPlayers(setup, 'Game Five');
    if (e) return err(e);
    const d = designs(setup);
    if (!d.ok) return d;
    const cars = d.value;
    const vehicles = twoCars(setup, (p) => {
      const x = cars.get(p.id)!;
      return { name: x.name.trim() || `${p.name || p.id}'s Renegade`, kind: x.kind, driveSkill: GAME_THREE.driveSkill, weapons: x.weapons, dummies: GAME_THREE.dummies };
    });
    const steps: SetupStep[] = [
      ...setup.players.map((p): SetupStep => ({ kind: 'rollDriveSkill', player: p.id })),
      { kind: 'rollForLead' },
      { kind: 'generateTrack' },
      { kind: 'place', side: CHASE, sections: [GAME_ONE.chaseSection] },
      { kind: 'place', side: LEAD, sections: [GAME_ONE.leadSection] },
      { kind: 'rollStartSpeed' },
    ];
    const road = newRoad(GAME_FIVE_ROAD.continuous, GAME_FIVE_ROAD.hazards);
    return ok(stateOf(base, { scenario: 'gameFive', track: openingTrack(), road, vehicles, flow: { kind: 'setup', steps } }));
  },
};
