// Scenarios own their sides and their end (issue 7): each declares its players, its sides and
// an endIf; victory.ts only asks it. Games One to Five keep Game One's victory (p87, p88).
import { describe, expect, it } from 'vitest';
import { SCENARIO_LIST } from './index';
import { scenarioInfo } from './info';
import { endIf } from '../flow/victory';
import { leadDriver, leadSide, sideLabel, sidesOf } from './sides';
import { testState, must } from '../testkit';
import { newGame } from '../flow/setup';
import { applyOk, v } from '../testkit';
import type { GameState, VehicleState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const board = (lead: Partial<VehicleState>, scenario = 'gameOne'): GameState => {
  const s = testState({ vehicles: [{ id: 'lead', side: 'lead', lane: 4, space: 20, speed: 40 }, { id: 'chase', side: 'chase', lane: 4, space: 10, speed: 20 }], sections: 7, finish: true });
  Object.assign(s.vehicles[0], lead);
  return { ...s, scenario };
};

describe('scenarios declare players, sides and their end (p87-88)', () => {
  it('every scenario has players (min <= max), at least one side with an id and words, one lead side, and an endIf', () => {
    for (const sc of SCENARIO_LIST) {
      expect(sc.players.min, sc.id).toBeGreaterThanOrEqual(2);
      expect(sc.players.max, sc.id).toBeGreaterThanOrEqual(sc.players.min);
      expect(sc.sides.length, sc.id).toBeGreaterThanOrEqual(1);
      expect(sc.sides.filter((x) => x.lead).length, sc.id).toBe(1);
      expect(typeof sc.endIf).toBe('function');
    }
  });

  it.each(['gameOne', 'gameTwo', 'gameThree', 'gameFour', 'gameFive'])('p87-88: %s is for two players, the lead car and the chase car', (id) => {
    expect(scenarioInfo(id)).toMatchObject({ players: { min: 2, max: 2 }, sides: [{ id: 'lead', lead: true }, { id: 'chase' }] });
  });

  it('scenarioInfo of an unknown scenario is null; of Game Four it carries the design rule (p88)', () => {
    expect(scenarioInfo('nope')).toBeNull();
    expect(scenarioInfo('gameFour')!.design).toMatchObject({ budget: 50000 });
    expect(scenarioInfo('gameOne')!.design).toBeNull();
  });

  // p87: "The lead car wins by crossing the finish line ... the chase car by stopping it"; p88 Game
  // Five: "The lead car wins by moving off the seventh track section".
  const CASES: [string, string, Partial<VehicleState>, string | null, string | null][] = [
    ['gameOne', 'over the line', { status: 'finished' }, 'lead', 'p87'],
    ['gameFive', 'over the line', { status: 'finished' }, 'lead', 'p88'],
    ['gameTwo', 'crashed', { status: 'crashed' }, 'chase', 'p87'],
    ['gameThree', 'left play', { status: 'leftPlay' }, 'chase', 'p87'],
    ['gameFour', 'halted for good (no driver)', { speed: 0, noDriver: true }, 'chase', 'p87'],
    ['gameOne', 'a wreck still moving (played out)', { wreck: true, speed: 30 }, null, null],
    ['gameOne', 'racing on', {}, null, null],
    ['custom', 'custom games end as Game One', { status: 'finished' }, 'lead', 'p87'],
  ];
  it.each(CASES)('%s: the lead car %s: winner %s (%s)', (scenario, _n, lead, side, rule) => {
    const w = endIf(board(lead, scenario));
    if (side === null) expect(w).toBeNull();
    else expect(w).toMatchObject({ side, rule });
  });

  it('p75: with no lead car and nothing left in play nobody wins', () => {
    const s = board({});
    s.vehicles = s.vehicles.map((x) => ({ ...x, side: 'chase', status: 'leftPlay' as const }));
    expect(endIf(s)).toMatchObject({ side: 'none', rule: 'p75' });
  });

  it('the die for the lead car gives the roller the lead side on an odd roll (p87), the steps asking the scenario for its sides', () => {
    let s = must(newGame({ scenario: 'gameOne', players, forcedDice: [4] }, 1));
    expect(leadSide(s)).toBe('lead');
    expect(sidesOf(s).map((x) => x.id)).toEqual(['lead', 'chase']);
    expect(sideLabel(s, 'chase')).toBe('the chase car');
    s = applyOk(s, { type: 'rollForLead' }).s;
    expect([v(s, 'car1').side, v(s, 'car2').side]).toEqual(['chase', 'lead']);
    // p75: before any car is on the road, the lead side's first player would roll for the track.
    expect(leadDriver(s)).toBe('bob');
  });

  it('a player count outside the scenario\'s range is a coded set-up error', () => {
    const r = newGame({ scenario: 'gameOne', players: [...players, { id: 'cy', name: 'Cy' }] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_SETUP', path: 'players' });
  });
});
