// The shell's questions about sides and seats, on a three-side custom game (sim-examples/three-sides.json)
// and on Game One, whose sides the die decides (p87).
import { describe, expect, it } from 'vitest';
import { newGame } from './flow/setup';
import { threeSides } from './fixtures/threeSides';
import { outOfPlay, scenarioPlayers, scenarioTeams, sectionsInPlay, sideLabel, sidesInPlay } from './sides';
import type { GameEvent } from './events';


describe('scenarioPlayers: how many seats the new-game screen offers', () => {
  it.each([
    ['gameOne', 2, 2],
    ['gameFive', 2, 2],
    ['custom', 2, 8],
    ['no such game', 2, 2],
  ])('%s takes %i to %i players', (id, min, max) => {
    expect(scenarioPlayers(id)).toEqual({ min, max });
  });
  it('Games One to Five have no teams: the set-up gives each player a car and the die decides sides (p87)', () => {
    expect(scenarioTeams('gameOne')).toEqual([]);
    expect(scenarioTeams('gameFour')).toEqual([]);
    expect(scenarioTeams('custom')).toEqual([]);
  });
});

describe('sidesInPlay', () => {
  it('groups the vehicles and their drivers by side, in the order the sides first appear', () => {
    const s = threeSides();
    expect(sidesInPlay(s)).toEqual([
      { id: 'ops', label: 'Ops', players: ['ann'], vehicles: ['hawk', 'kite'] },
      { id: 'gang', label: 'Gang', players: ['bob'], vehicles: ['razor', 'fang'] },
      { id: 'nomads', label: 'Nomads', players: ['cy'], vehicles: ['drifter', 'dust'] },
    ]);
  });
  it("a side's players follow the game's player order, whoever's vehicle comes first", () => {
    const s = threeSides();
    s.vehicles.find((v) => v.id === 'hawk')!.owner = 'cy';
    expect(sidesInPlay(s)[0].players).toEqual(['ann', 'cy']);
  });
  it("Game One before the die: one undecided side holding both cars (p87)", () => {
    const r = newGame({ scenario: 'gameOne', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 1);
    if (!r.ok) throw new Error(r.error.message);
    const sides = sidesInPlay(r.value);
    expect(sides).toHaveLength(1);
    expect(sides[0]).toMatchObject({ id: '', players: ['a', 'b'] });
    expect(sideLabel('')).toBe('Side not decided yet');
  });
});

describe('outOfPlay: who has left and how', () => {
  it('lists crashed, left-play, finished and wrecked vehicles with the cause of their last event', () => {
    const s = threeSides();
    const byId = (id: string) => s.vehicles.find((v) => v.id === id)!;
    byId('hawk').status = 'leftPlay';
    byId('razor').status = 'crashed';
    byId('fang').wreck = true;
    byId('dust').status = 'finished';
    const events: GameEvent[] = [
      { type: 'crash', vehicle: 'razor', cause: 'hit the road edge', rule: 'p44', dice: [] },
      { type: 'leftPlay', vehicle: 'hawk', cause: 'drove off the end of the track', rule: 'p75', dice: [] },
      { type: 'wreck', vehicle: 'fang', cause: 'terminal damage', rule: 'p28', dice: [] },
    ];
    expect(outOfPlay(s, events)).toEqual([
      { vehicle: 'hawk', how: 'leftPlay', cause: 'drove off the end of the track', rule: 'p75' },
      { vehicle: 'razor', how: 'crashed', cause: 'hit the road edge', rule: 'p44' },
      { vehicle: 'fang', how: 'wrecked', cause: 'terminal damage', rule: 'p28' },
      { vehicle: 'dust', how: 'finished', cause: null, rule: null },
    ]);
  });
  it("a vehicle's own record of how it left (the rolling road's rear section, p75) stands in for a missing event", () => {
    const s = threeSides();
    Object.assign(s.vehicles[0], { status: 'leftPlay', leftBy: 'rearSection' });
    expect(outOfPlay(s, [])).toEqual([{ vehicle: 'hawk', how: 'leftPlay', cause: 'taken out of play with the rear section (p75)', rule: null }]);
  });
  it('a vehicle still driving is not listed', () => {
    expect(outOfPlay(threeSides(), [])).toEqual([]);
  });
});

describe('sectionsInPlay: the mini-map', () => {
  it('puts each vehicle in play on the section holding its cell', () => {
    const rows = sectionsInPlay(threeSides());
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => r.vehicles)).toEqual([['hawk', 'kite'], [], ['razor', 'fang'], [], [], ['drifter', 'dust'], [], [], []]);
  });
  it('numbers sections globally on a rolled road (p75) and leaves out vehicles out of play', () => {
    const s = threeSides();
    s.track = { ...s.track, sections: s.track.sections.slice(2), first: 2 };
    s.vehicles.find((v) => v.id === 'razor')!.status = 'leftPlay';
    const rows = sectionsInPlay(s);
    expect(rows[0]).toMatchObject({ index: 2, vehicles: ['fang'] });
    expect(rows.flatMap((r) => r.vehicles)).not.toContain('hawk');
  });
});
