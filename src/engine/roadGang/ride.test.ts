// "Drop phase" and "Ride phase" (seeds/003), with forced dice.
import { describe, expect, it } from 'vitest';
import { rgLegalCommands } from './turn';
import { rgTestState } from './testkit';
import { of, play } from './testPlay';
import { evadeChance, rideDistance } from './ride';

const A = (x: object) => ({ by: 'a', ...x }) as never;

describe('Ride phase: 2D6 forwards or backwards with the speed modifier', () => {
  it('a negative speed modifier must come off the roll (a Van, -1: 8 rides 7)', () => {
    const s = rgTestState({ vehicles: [{ id: 'van', type: 'van', gang: 'a', segment: 1 }], dice: [5, 3] });
    const { s: t, events } = play(s, A({ type: 'activate', vehicle: 'van' }), A({ type: 'ride' }), A({ type: 'move', direction: 'forward', boost: 0, nitros: null, chutes: null }));
    expect(of(events, 'rideRolled')[0]).toMatchObject({ roll: 8, dice: [5, 3] });
    expect(t.vehicles[0].segment).toBe(8);
  });

  it('a positive modifier may be added, any part of it (a Dragster, +3: 0 to 3 more)', () => {
    const s = rgTestState({ vehicles: [{ id: 'd', type: 'dragster', gang: 'a', segment: 10 }], dice: [2, 2] });
    const rolled = play(s, A({ type: 'activate', vehicle: 'd' }), A({ type: 'ride' })).s;
    const boosts = rgLegalCommands(rolled).filter((c) => c.type === 'move' && c.direction === 'forward').map((c) => (c as { boost: number }).boost);
    expect(boosts).toEqual([0, 1, 2, 3]);
    expect(play(rolled, A({ type: 'move', direction: 'forward', boost: 2, nitros: null, chutes: null })).s.vehicles[0].segment).toBe(16);
    expect(play(rolled, A({ type: 'move', direction: 'backward', boost: 3, nitros: null, chutes: null })).s.vehicles[0].segment).toBe(3);
  });

  it('nitros add +4 to the modifier for one ride and spend a use', () => {
    const s = rgTestState({ vehicles: [{ id: 'j', type: 'jeep', gang: 'a', segment: 1, items: [{ kind: 'nitros', uses: 1 }] }], dice: [3, 3] });
    const { s: t } = play(s, A({ type: 'activate', vehicle: 'j' }), A({ type: 'ride' }), A({ type: 'move', direction: 'forward', boost: 3, nitros: 'j.e1', chutes: null }));
    // Jeep -1, nitros +4: +3 may be added to the 6.
    expect(t.vehicles[0].segment).toBe(10);
    expect(t.vehicles[0].items[0].uses).toBe(0);
    expect(rideDistance(t.vehicles[0], 6, 3, true)).toBe(9);
  });

  it('a modified engine adds +1 speed', () => {
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 1, items: ['modifiedEngine'] }] });
    expect(rideDistance(s.vehicles[0], 7, 1, false)).toBe(8);
  });

  it('the road ends at segment 100 and starts at 1', () => {
    const s = rgTestState({ vehicles: [{ id: 'b', type: 'bus', gang: 'b', segment: 97 }], flow: { kind: 'activate', player: 'b' }, dice: [6, 6] });
    const t = play(s, { type: 'activate', by: 'b', vehicle: 'b' }, { type: 'ride', by: 'b' }, { type: 'move', by: 'b', direction: 'forward', boost: 0, nitros: null, chutes: null } as never).s;
    expect(t.vehicles[0].segment).toBe(100);
  });
});

describe('Ride phase: counters passed or landed on, 2D6 + manoeuvrability, 7+ evades', () => {
  it('each counter passed is tested; tacks failed set the speed to -2 for good', () => {
    const s = rgTestState({
      vehicles: [{ id: 'c', type: 'compact', gang: 'a', segment: 1 }],
      counters: [{ kind: 'tacks', owner: 'b', segment: 4 }, { kind: 'tacks', owner: 'b', segment: 30 }],
      dice: [4, 4, /* tacks test */ 2, 3],
    });
    const { s: t, events } = play(s, A({ type: 'activate', vehicle: 'c' }), A({ type: 'ride' }), A({ type: 'move', direction: 'forward', boost: 0, nitros: null, chutes: null }));
    // Compact: speed -1 (8 rides 7, to 8), mnvr +1: 2+3+1 = 6 fails; the tacks at 30 is not reached.
    expect(of(events, 'counterTest')).toEqual([expect.objectContaining({ counter: 'tacks', segment: 4, total: 6, evaded: false })]);
    expect(t.vehicles[0].speedFixed).toBe(-2);
    expect(of(events, 'speedSet')[0]).toMatchObject({ from: -1, to: -2, reason: 'tacks' });
  });

  it('a 7 evades; +1 when the counter is one of yours', () => {
    const s = rgTestState({
      vehicles: [{ id: 'p', type: 'pickup', gang: 'a', segment: 5 }],
      counters: [{ kind: 'oil', owner: 'a', segment: 3 }],
      dice: [1, 1, /* test */ 3, 3],
    });
    const { events } = play(s, A({ type: 'activate', vehicle: 'p' }), A({ type: 'ride' }), A({ type: 'move', direction: 'backward', boost: 0, nitros: null, chutes: null }));
    expect(of(events, 'counterTest')[0]).toMatchObject({ total: 7, evaded: true });
    expect(evadeChance(0)).toBeCloseTo(21 / 36);
    expect(evadeChance(3)).toBeCloseTo(33 / 36);
  });

  it('oil or an obstacle failed: the vehicle cannot move next turn', () => {
    const s = rgTestState({
      vehicles: [{ id: 'b', type: 'bus', gang: 'a', segment: 1 }, { id: 'z', type: 'bus', gang: 'b', segment: 90 }],
      counters: [{ kind: 'obstacle', owner: null, segment: 3 }],
      dice: [3, 3, /* test: 2D6 2 -2 */ 1, 1],
    });
    const first = play(s, A({ type: 'activate', vehicle: 'b' }), A({ type: 'ride' }), A({ type: 'move', direction: 'forward', boost: 0, nitros: null, chutes: null }));
    expect(of(first.events, 'cannotMoveNextTurn')[0]).toMatchObject({ vehicle: 'b', reason: 'obstacle' });
    // Bob's bus goes, then Ann's bus's next turn offers no ride.
    let t = play(first.s, { type: 'activate', by: 'b', vehicle: 'z' } as never, { type: 'pass', by: 'b' } as never).s;
    expect(t.round).toBe(2);
    t = play(t, A({ type: 'activate', vehicle: 'b' })).s;
    expect(rgLegalCommands(t).map((c) => c.type)).not.toContain('ride');
  });

  it('drag chutes add +4 to the tests of one ride', () => {
    const s = rgTestState({
      vehicles: [{ id: 'b', type: 'bus', gang: 'a', segment: 1, items: [{ kind: 'dragChutes', uses: 2 }] }],
      counters: [{ kind: 'oil', owner: 'b', segment: 5 }],
      dice: [3, 3, /* test */ 2, 3],
    });
    const { s: t, events } = play(s, A({ type: 'activate', vehicle: 'b' }), A({ type: 'ride' }), A({ type: 'move', direction: 'forward', boost: 0, nitros: null, chutes: 'b.e1' }));
    // 2 + 3 - 2 (bus) + 4 = 7.
    expect(of(events, 'counterTest')[0]).toMatchObject({ total: 7, evaded: true });
    expect(t.vehicles[0].items[0].uses).toBe(1);
  });
});

describe('Drop phase: one load of tacks or oil in the current space', () => {
  it('drops a counter owned by the dropper and spends a use', () => {
    const s = rgTestState({ vehicles: [{ id: 'v', type: 'van', gang: 'a', segment: 12, items: [{ kind: 'oilDropper', uses: 2 }, { kind: 'tinTacks', uses: 1 }] }] });
    const opts = rgLegalCommands(play(s, A({ type: 'activate', vehicle: 'v' })).s);
    expect(opts.filter((c) => c.type === 'drop')).toHaveLength(2);
    const { s: t } = play(s, A({ type: 'activate', vehicle: 'v' }), A({ type: 'drop', item: 'v.e1' }));
    expect(t.counters).toEqual([expect.objectContaining({ kind: 'oil', owner: 'a', segment: 12 })]);
    expect(t.vehicles[0].items[0].uses).toBe(1);
    expect(t.flow).toMatchObject({ kind: 'turn', phase: 'ride' });
  });
});

describe('Ride phase: crew transfers instead of moving', () => {
  it('crew moved to an abandoned vehicle take control of it', () => {
    const s = rgTestState({ vehicles: [{ id: 'bus', type: 'bus', gang: 'a', segment: 20 }, { id: 'van', type: 'van', gang: 'b', segment: 20, crew: 0, owner: null, status: 'abandoned' }] });
    const { s: t, events } = play(s, A({ type: 'activate', vehicle: 'bus' }), A({ type: 'transfer', to: 'van', crew: 2 }));
    expect(of(events, 'transferred')[0]).toMatchObject({ crew: 2, tookControl: true });
    expect(t.vehicles[1]).toMatchObject({ owner: 'a', status: 'active', crew: 2 });
    expect(t.vehicles[0]).toMatchObject({ crew: 4, segment: 20 });
  });

  it('a vehicle that hands over all its crew is abandoned', () => {
    const s = rgTestState({ vehicles: [{ id: 'm', type: 'motorcycle', gang: 'a', segment: 20 }, { id: 'v', type: 'van', gang: 'a', segment: 20, crew: 3 }] });
    const t0 = play(s, A({ type: 'activate', vehicle: 'm' })).s;
    expect(rgLegalCommands(t0).filter((c) => c.type === 'transfer')).toEqual([expect.objectContaining({ to: 'v', crew: 1 })]);
    const { s: t } = play(t0, A({ type: 'transfer', to: 'v', crew: 1 }));
    expect(t.vehicles[0]).toMatchObject({ status: 'abandoned', owner: null, crew: 0 });
    expect(t.vehicles[1].crew).toBe(4);
  });
});
