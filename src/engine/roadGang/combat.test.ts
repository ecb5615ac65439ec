// "Missile phase", "Ram phase", "HTH phase" (seeds/003), with forced dice.
import { describe, expect, it } from 'vitest';
import { beatChance } from './missile';
import { rgLegalCommands, rgPending } from './turn';
import { rgTestState } from './testkit';
import { of, play } from './testPlay';
import type { RgState } from './types';

const A = (x: object) => ({ by: 'a', ...x }) as never;
const B = (x: object) => ({ by: 'b', ...x }) as never;
/** Ann's vehicle `id` starts its turn and passes the ride, so its missile phase is next. */
const toMissile = (s: RgState, id: string) => play(s, A({ type: 'activate', vehicle: id }), A({ type: 'pass' })).s;

describe('Missile phase: 1D6 + to-hit against 1D6 + armor, in range forwards or backwards', () => {
  it('a hit kills one crewman; a miss on a tie', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['crossbows'] }, { id: 'y', type: 'van', gang: 'b', segment: 13 }],
      dice: [5, 2, /* again */ 3, 1],
    });
    const t = toMissile(s, 'x');
    expect(t.flow).toMatchObject({ phase: 'missile' });
    const { s: u, events } = play(t, A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    // Crossbows (range 3, to hit 0): 5 against 2 + 2 (van armor 2) = 4: a hit.
    expect(of(events, 'fired')[0]).toMatchObject({ attack: 5, defence: 4, hit: true });
    expect(u.vehicles[1].crew).toBe(3);
    // Each weapon fires once a turn: the missile phase is over.
    expect(u.flow).not.toMatchObject({ phase: 'missile' });
  });

  it('out of range is not offered; backwards is', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['pistol'] }, { id: 'far', type: 'van', gang: 'b', segment: 12 }, { id: 'near', type: 'van', gang: 'b', segment: 9 }],
    });
    const fires = rgLegalCommands(toMissile(s, 'x')).filter((c) => c.type === 'fire');
    expect(new Set(fires.map((c) => (c as { target: string }).target))).toEqual(new Set(['near']));
  });

  it('+1 at range 1, a target one segment away (READINGS.closeRange), and the flame thrower +2', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['flameThrower'] }, { id: 'y', type: 'bus', gang: 'b', segment: 11 }],
      dice: [2, 5, /* flame */ 1],
    });
    const { events } = play(toMissile(s, 'x'), A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    expect(of(events, 'fired')[0]).toMatchObject({ attack: 5, defence: 8, hit: false });
  });

  it('rockets kill 1D3 crew', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['rockets'] }, { id: 'y', type: 'bus', gang: 'b', segment: 16 }],
      dice: [6, 1, /* 1D3 */ 5],
    });
    const { s: u, events } = play(toMissile(s, 'x'), A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    expect(of(events, 'crewLost')[0]).toMatchObject({ lost: 3, left: 3 });
    expect(u.vehicles[0].items[0].uses).toBe(2);
  });

  it('a fire weapon: a further 1 in 6 of a ball of flame, destroyed with all crew', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['molotovs'] }, { id: 'y', type: 'jeep', gang: 'b', segment: 10 }],
      dice: [6, 1, /* flame */ 6],
    });
    const { s: u, events } = play(toMissile(s, 'x'), A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    expect(of(events, 'ballOfFlame')[0]).toMatchObject({ burst: true });
    expect(u.vehicles[1]).toMatchObject({ status: 'destroyed', crew: 0 });
  });

  it('at the tyres: a hit sets its speed to -2 for good, no crew', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['harpoons'] }, { id: 'y', type: 'jeep', gang: 'b', segment: 12 }],
      dice: [4, 1],
    });
    const { s: u } = play(toMissile(s, 'x'), A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'tyres' }));
    expect(u.vehicles[1]).toMatchObject({ speedFixed: -2, crew: 3 });
  });

  it('a vehicle whose crew are all killed is abandoned (Destroying vehicles)', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['crossbows'] }, { id: 'y', type: 'motorcycle', gang: 'b', segment: 10 }],
      dice: [6, 1],
    });
    const { s: u, events } = play(toMissile(s, 'x'), A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    expect(of(events, 'abandoned')).toHaveLength(1);
    expect(u.vehicles[1]).toMatchObject({ status: 'abandoned', owner: null });
  });

  it('the odds shown are the dice: 1D6 + a beats 1D6 + b', () => {
    expect(beatChance(0, 0)).toBeCloseTo(15 / 36);
    expect(beatChance(2, 0)).toBeCloseTo(26 / 36);
  });
});

describe('Ram phase: same space, 1D6 + size + ram modifiers', () => {
  const ramState = (dice: number[]) => rgTestState({
    vehicles: [{ id: 'big', type: 'eighteenWheeler', gang: 'a', segment: 30, items: ['rammingSpar'] }, { id: 'bus', type: 'bus', gang: 'b', segment: 30 }],
    dice,
  });
  const toRam = (s: RgState) => play(s, A({ type: 'activate', vehicle: 'big' }), A({ type: 'pass' })).s;

  it('the loser cannot move next turn, has speed -1 for good, and on 5-6 is destroyed', () => {
    const t = toRam(ramState([1, 6, /* wreck roll */ 5]));
    expect(t.flow).toMatchObject({ phase: 'ram' });
    const { s: u, events } = play(t, A({ type: 'attack', target: 'bus' }));
    // 1 + 6 + 1 = 8 against 6 + 4 = 10: the 18 Wheeler loses.
    expect(of(events, 'contest')[0]).toMatchObject({ attackerTotal: 8, targetTotal: 10, loser: 'big' });
    expect(u.vehicles[0]).toMatchObject({ status: 'destroyed', speedFixed: -1, noMoveNextTurn: true });
  });

  it('a 1-4 on the loser\'s die: it survives', () => {
    const { s: u } = play(toRam(ramState([6, 1, 4])), A({ type: 'attack', target: 'bus' }));
    expect(u.vehicles[1]).toMatchObject({ status: 'active', speedFixed: -1, noMoveNextTurn: true });
  });

  it('a faster or nimbler target may avoid the ram on 4-6; its owner decides', () => {
    const s = rgTestState({
      vehicles: [{ id: 'bus', type: 'bus', gang: 'a', segment: 30 }, { id: 'bike', type: 'motorcycle', gang: 'b', segment: 30 }],
      dice: [4],
    });
    const t = play(s, A({ type: 'activate', vehicle: 'bus' }), A({ type: 'pass' }), A({ type: 'attack', target: 'bike' })).s;
    expect(rgPending(t)).toMatchObject({ kind: 'avoid', player: 'b', vehicle: 'bike' });
    const { s: u, events } = play(t, B({ type: 'avoid', avoid: true }));
    expect(of(events, 'avoidRolled')[0]).toMatchObject({ avoided: true });
    expect(of(events, 'contest')).toHaveLength(0);
    expect(u.flow).toMatchObject({ phase: 'hth' });
  });

  it('a slower, clumsier target cannot avoid', () => {
    const s = rgTestState({ vehicles: [{ id: 'bike', type: 'motorcycle', gang: 'a', segment: 30 }, { id: 'bus', type: 'bus', gang: 'b', segment: 30 }], dice: [3, 3] });
    const t = play(s, A({ type: 'activate', vehicle: 'bike' }), A({ type: 'pass' }), A({ type: 'attack', target: 'bus' })).s;
    expect(rgPending(t).kind).not.toBe('avoid');
  });
});

describe('HTH phase: 1D6 + crew + HTH modifiers; the loser loses 1D3 crew', () => {
  it('a shotgun adds +2 hand-to-hand; the loser loses 1D3', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'pickup', gang: 'a', segment: 40, items: [{ kind: 'shotgun', uses: 0 }] }, { id: 'y', type: 'van', gang: 'b', segment: 40 }],
      dice: [3, 4, /* 1D3 */ 3],
    });
    // The first pass is the ride, the second the ram (the empty shotgun fires nothing).
    const t = play(s, A({ type: 'activate', vehicle: 'x' }), A({ type: 'pass' }), A({ type: 'pass' })).s;
    expect(t.flow).toMatchObject({ phase: 'hth' });
    const { s: u, events } = play(t, A({ type: 'attack', target: 'y' }));
    // 3 + 4 crew + 2 = 9 against 4 + 4 = 8 (READINGS.hthIgnoresUses: an empty shotgun still clubs).
    expect(of(events, 'contest')[0]).toMatchObject({ attack: 'hth', attackerTotal: 9, targetTotal: 8, loser: 'y' });
    expect(u.vehicles[1].crew).toBe(2);
  });

  it('a tie has no loser (READINGS.tieNoLoser)', () => {
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'van', gang: 'a', segment: 40 }, { id: 'y', type: 'van', gang: 'b', segment: 40 }], dice: [3, 3] });
    const t = play(s, A({ type: 'activate', vehicle: 'x' }), A({ type: 'pass' }), A({ type: 'pass' })).s;
    const { events } = play(t, A({ type: 'attack', target: 'y' }));
    expect(of(events, 'contest')[0].loser).toBeNull();
  });
});
