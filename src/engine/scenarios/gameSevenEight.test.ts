// Games Seven and Eight (p88): the attacker (the higher roll) designs an Op or a gang, the target a
// gang (Game Seven) or the other of the two (Game Eight); gang against gang ends on its own terms;
// Game Eight's attacker chooses a pursuit or an intercept.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { applyOk, must, v } from '../testkit';
import { STOCK_SIDES, stockVehicles } from '../data/sideDesigns';
import { endIf } from '../flow/victory';
import type { Command, GameState, VehicleState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const stock = (name: string, who: string) => ({ type: 'design' as const, player: who, vehicles: stockVehicles(STOCK_SIDES.find((x) => x.name === name)!, [who]) });
const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;
const start = (scenario: string, dice: number[]) => {
  let s = must(newGame({ scenario, players, forcedDice: dice }, 7));
  s = step(step(s, { type: 'roll' }), { type: 'roll' });
  return s;
};
const toPlay = (s: GameState): GameState => {
  while (s.flow.kind === 'setup') s = step(s, legalCommands(s)[0]);
  return s;
};

describe('Game Seven (p88)', () => {
  it('p88: "The one with the highest score is called the attacker": he designs a gang or an Op; the other must design a gang, the target', () => {
    const s = start('gameSeven', [2, 6]);
    expect(s.sides).toEqual([{ id: 'target', players: ['ann'] }, { id: 'attacker', players: ['bob'] }]);
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'bob', step: { side: 'attacker', roles: ['op', 'gang'] } });
    expect(legalCommands(s).map((c) => (c as { vehicles: unknown[] }).vehicles.length).sort()).toEqual([1, 1, 2, 3, 3, 6]);
    const t = step(s, stock('Pursuit Special', 'bob'));
    expect(t.sides![1]).toMatchObject({ id: 'attacker', role: 'op' });
    // The target may not be an Op.
    const r = apply(t, stock('Highway Patrol', 'ann'));
    expect(!r.ok && r.error.code).toBe('ILLEGAL_ACTION');
    expect(legalCommands(t).every((c) => c.type === 'design' && c.vehicles.every((x) => x.design.kind !== 'interceptor'))).toBe(true);
  });

  const gangs = (): GameState => toPlay(step(step(start('gameSeven', [2, 6]), stock('Two Renegades', 'bob')), stock('Three bikes', 'ann')));
  const of = (s: GameState, side: string): VehicleState[] => s.vehicles.filter((x) => x.side === side);
  const CASES: [string, (s: GameState) => void, string | null][] = [
    ['the whole target gang taken out: the attacker wins', (s) => of(s, 'target').forEach((x) => (x.wreck = true)), 'attacker'],
    ['every target vehicle safely out of play: the target wins', (s) => of(s, 'target').forEach((x) => { x.status = 'leftPlay'; x.leftBy = 'rearSection'; }), 'target'],
    ['the attackers taken out or outdistanced: the target wins', (s) => { of(s, 'attacker')[0].status = 'crashed'; of(s, 'attacker')[1].status = 'leftPlay'; of(s, 'attacker')[1].leftBy = 'rearSection'; }, 'target'],
    ['two targets wrecked, one escaped, an attacker still in the fight: nobody wins', (s) => { of(s, 'target').slice(0, 2).forEach((x) => (x.wreck = true)); of(s, 'target')[2].status = 'leftPlay'; }, 'none'],
    ['two targets wrecked, one still driving: the game goes on', (s) => of(s, 'target').slice(0, 2).forEach((x) => (x.wreck = true)), null],
    ['every attacker wrecked: the target wins', (s) => of(s, 'attacker').forEach((x) => (x.wreck = true)), 'target'],
  ];
  it.each(CASES)('p88 gang against gang: %s', (_n, change, side) => {
    const s = gangs();
    expect(endIf(s)).toBeNull();
    change(s);
    if (side === null) expect(endIf(s)).toBeNull();
    else expect(endIf(s)).toMatchObject({ side, rule: 'p88' });
  });

  it('p88: an Op against a gang ends as Game Six: the target gang taken out is the attacker\'s win even with a vehicle out of play', () => {
    const s = toPlay(step(step(start('gameSeven', [2, 6]), stock('Pursuit Special', 'bob')), stock('Two Renegades', 'ann')));
    of(s, 'target')[0].wreck = true;
    of(s, 'target')[1].status = 'leftPlay';
    expect(endIf(s)).toMatchObject({ side: 'attacker' });
  });
});

describe('Game Eight (p88)', () => {
  const designed = (attacker: string, target: string) => step(step(start('gameEight', [6, 2]), stock(attacker, 'ann')), stock(target, 'bob'));

  it('p88: "Design sides as per Game Six": the target designs the other of an Op and a gang', () => {
    const s = step(start('gameEight', [6, 2]), stock('Two Renegades', 'ann'));
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'bob', step: { side: 'target' } });
    expect(legalCommands(s).every((c) => c.type === 'design' && c.vehicles.every((x) => x.design.kind === 'interceptor'))).toBe(true);
    expect(apply(s, stock('Three bikes', 'bob')).ok).toBe(false);
  });

  it('p88: then the attacker chooses pursuit or intercept', () => {
    const s = designed('Pursuit Special', 'Three bikes');
    expect(pending(s)).toMatchObject({ kind: 'chooseApproach', player: 'ann' });
    expect(legalCommands(s)).toEqual([{ type: 'chooseApproach', player: 'ann', approach: 'pursuit' }, { type: 'chooseApproach', player: 'ann', approach: 'intercept' }]);
  });

  it('p88 pursuit: Game Six\'s set-up — the target (the lead side) in front, the starting speed rolled', () => {
    let s = step(designed('Pursuit Special', 'Three bikes'), { type: 'chooseApproach', player: 'ann', approach: 'pursuit' });
    const kinds: string[] = [];
    while (s.flow.kind === 'setup') {
      kinds.push(pending(s).step!.kind);
      s = step(s, legalCommands(s)[0]);
    }
    // (a veto or a reroll of the speed may follow)
    expect(kinds.filter((k, i) => k !== kinds[i - 1]).slice(0, 4)).toEqual(['rollDriveSkill', 'place', 'lookAhead', 'rollStartSpeed']);
    expect(Math.floor(v(s, 'attacker1').cell.t0 / 60)).toBe(0);
    expect(of(s, 'target').every((x) => Math.floor(x.cell.t0 / 60) === 1)).toBe(true);
  });

  const of = (s: GameState, side: string): VehicleState[] => s.vehicles.filter((x) => x.side === side);

  it('p88 intercept: seven sections by the continuous rules; the target on the third at 60 mph heading for the attacker; the attacker on 5-7 facing it at any speed from 0 to its maximum', () => {
    let s = step(designed('Pursuit Special', 'Three bikes'), { type: 'chooseApproach', player: 'ann', approach: 'intercept' });
    while (pending(s).step?.kind === 'rollDriveSkill') s = step(s, { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'roll', step: { kind: 'generateTrack', open: true } });
    s = step(s, { type: 'roll' });
    expect(s.track.sections.length).toBe(7);
    expect(s.track.finishTick).toBeNull();
    expect(s.road).toMatchObject({ continuous: true, hazards: true });
    while (pending(s).kind === 'place') {
      const p = pending(s);
      const cs = legalCommands(s) as { t0: number }[];
      const sections = [...new Set(cs.map((c) => Math.floor(c.t0 / 60)))];
      expect(sections).toEqual(p.vehicle === 'attacker1' ? [4, 5, 6] : [2]);
      s = step(s, cs[cs.length - 1] as Command);
    }
    expect(of(s, 'target').map((x) => [x.heading, x.speed])).toEqual([[0, 60], [0, 60], [0, 60]]);
    expect(v(s, 'attacker1').heading).toBe(4);
    expect(pending(s)).toMatchObject({ kind: 'setSpeed', player: 'ann', vehicle: 'attacker1' });
    const speeds = legalCommands(s).map((c) => (c as { speed: number }).speed);
    expect([speeds[0], speeds[speeds.length - 1]]).toEqual([0, 120]);
    expect(apply(s, { type: 'setSpeed', vehicle: 'attacker1', speed: 121 }).ok).toBe(false);
    expect(apply(s, { type: 'setSpeed', vehicle: 'target1', speed: 50 }).ok).toBe(false);
    s = step(s, { type: 'setSpeed', vehicle: 'attacker1', speed: 87 }); // any whole number is accepted
    expect(v(s, 'attacker1').speed).toBe(87);
    expect(pending(s)).toMatchObject({ step: { kind: 'lookAhead' } });
    s = step(s, { type: 'roll' });
    // p75: three bikes heading one way, the Interceptor the other: the direction of play stays with the majority.
    expect(s.road!.directionOfPlay).toBe(1);
    expect(s.flow.kind).toBe('phase');
  });

  it('p75 intercept: when the attackers outnumber the target, the direction of play turns to theirs', () => {
    let s = step(designed('Three bikes', 'Pursuit Special'), { type: 'chooseApproach', player: 'ann', approach: 'intercept' });
    while (s.flow.kind === 'setup' && pending(s).step?.kind !== 'lookAhead') s = step(s, legalCommands(s)[0]);
    const r = applyOk(s, { type: 'roll' });
    expect(r.events.find((e) => e.type === 'directionOfPlay')).toMatchObject({ dir: -1, rule: 'p75' });
  });
});
