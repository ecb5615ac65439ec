// What Games Six to Eight share (p88): two teams of players roll for the sides, each side buys
// its vehicles for $100,000, the road is the rolling track (p75) with random road hazards (p76).
// After the designs: drive skills, the placings, the lead driver's look down the road and (in a
// pursuit) the starting speed as in Game Three.
import { rollingRoad } from '../road/continuous';
import { err, ok } from '../types';
import { INTERCEPT, MOST_SEATS, PURSUIT, SIDE_RULES } from '../data/gameSix';
import { MAX_PLAYERS } from '../schema/limits';
import type { GameState, Result, SetupError, SetupStep, SideState } from '../types';
import type { Scenario, SideInfo } from './types';
import type { ValidSetup } from './types';
import { stateOf } from './common';

type Base = Parameters<Scenario['build']>[1];

/**
 * The two "players" of p88 ("Both players roll a dice"), each a team of one or more people: the
 * set-up's `teams` (player ids), or one each when two play. Before the roll the teams are
 * 'team1' and 'team2'; the roll renames them to the sides they become.
 */
export function teamsOf(setup: ValidSetup & { teams?: string[][] }): Result<SideState[], SetupError> {
  const ids = setup.players.map((p) => p.id);
  const teams = setup.teams ?? (ids.length === 2 ? [[ids[0]], [ids[1]]] : null);
  if (!teams) return err({ code: 'BAD_SETUP', message: 'with more than two players, say who plays together: teams, two lists of player ids (p88)', path: 'teams' });
  const seen = teams.flat();
  const stray = seen.find((p) => !ids.includes(p));
  if (stray !== undefined) return err({ code: 'BAD_SETUP', message: `${stray} is not a player of this game`, path: 'teams' });
  if (new Set(seen).size !== seen.length || seen.length !== ids.length) return err({ code: 'BAD_SETUP', message: 'every player is in exactly one of the two teams', path: 'teams' });
  // READINGS.seats: every player of a side drives one of its vehicles, and $100,000 buys at most six.
  if (teams.some((t) => t.length > MOST_SEATS)) return err({ code: 'BAD_SETUP', message: `a team has at most ${MOST_SEATS} players: every player of a side drives one of its vehicles, and $100,000 buys at most ${MOST_SEATS} (six bikes, p88)`, path: 'teams' });
  return ok(teams.map((players, i) => ({ id: `team${i + 1}`, players: [...players] })));
}

/** The state before the roll for sides: no vehicles yet, three straights on the table (p75). */
export function buildAdvanced(id: string, setup: ValidSetup, base: Base, steps: SetupStep[]): Result<GameState, SetupError> {
  const teams = teamsOf(setup);
  if (!teams.ok) return teams;
  const { track, road } = rollingRoad(true);
  return ok(stateOf(base, { scenario: id, track, road, vehicles: [], sides: teams.value, flow: { kind: 'setup', steps } }));
}

/** A game of Six to Eight: 2 to 8 players, $100,000 a side (p88), its sides, its set-up steps up to the designs, its end. */
export function advancedScenario(x: { id: string; label: string; sides: SideInfo[]; steps: SetupStep[]; endIf: Scenario['endIf'] }): Scenario {
  return {
    id: x.id,
    label: x.label,
    page: 'p88',
    players: { min: 2, max: MAX_PLAYERS },
    sides: x.sides,
    sideDesign: SIDE_RULES,
    build: (setup, base) => buildAdvanced(x.id, setup, base, x.steps),
    endIf: x.endIf,
  };
}

/** The roll for the sides: two steps, team 1 then team 2 (`how`: Game Eight's rolls, data/gameSix.ts READINGS.eightSetUp). */
export const rollForSides = (low: string, high: string, how: { decides?: 'role'; game?: string } = {}): SetupStep[] =>
  [0, 1].map((team) => ({ kind: 'rollOff', team, rolls: [], low, high, ...how }));

/**
 * The steps after the designs. Pursuit (Games Six and Seven, Game Eight's pursuit): each vehicle's
 * drive skill, the chase side placed in the first section and the lead side in the next, the lead
 * driver's road, the starting speed (p87). Intercept (p88): seven sections laid, the target on the
 * third at 60 mph heading for the attacker, the attacker on sections 5-7 facing it at a speed of
 * its choosing, then the majority's direction of play (p75).
 */
export function restOfSetup(s: GameState, lead: string, other: string): SetupStep[] {
  // ASSUMPTION (p88 is silent; Games Four and Five roll it): each driver's skill is rolled on the Game Four table.
  const drive: SetupStep[] = s.vehicles.map((v) => ({ kind: 'rollDriveSkill', player: v.owner, vehicle: v.id }));
  const of = (side: string) => s.vehicles.filter((v) => v.side === side);
  const attacker = s.sides?.find((x) => x.approach)?.id;
  if (s.sides?.some((x) => x.approach === 'intercept') && attacker) {
    const target = s.sides.find((x) => x.id !== attacker)!.id;
    return [
      ...drive,
      { kind: 'generateTrack', open: true },
      ...of(target).map((): SetupStep => ({ kind: 'place', side: target, sections: [INTERCEPT.targetSection], heading: 0, speed: INTERCEPT.targetSpeed })),
      ...of(attacker).map((): SetupStep => ({ kind: 'place', side: attacker, sections: [...INTERCEPT.attackerSections], heading: 4 })),
      ...of(attacker).map((v): SetupStep => ({ kind: 'chooseSpeed', vehicle: v.id })),
      { kind: 'lookAhead' },
    ];
  }
  return [
    ...drive,
    ...of(other).map((): SetupStep => ({ kind: 'place', side: other, sections: [PURSUIT.chaseSection] })),
    ...of(lead).map((): SetupStep => ({ kind: 'place', side: lead, sections: [PURSUIT.leadSection] })),
    { kind: 'lookAhead' },
    { kind: 'rollStartSpeed' },
  ];
}
