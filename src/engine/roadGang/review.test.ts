// The independent review's defects (seeds/003), each test quoting the sentence it follows: speed
// that "becomes" a value, what can still finish, range 1, transfers without a limit, no time
// limit in the text, the train that "moves always", the players designating the Slow Gang, and
// drag chutes in a comparison. Every reading is in READINGS (data.ts) and docs/assumptions.md.
import { describe, expect, it } from 'vitest';
import { READINGS } from './data';
import { attackModifier } from './missile';
import { newRoadGang } from './setup';
import { rgTestState } from './testkit';
import { of, play } from './testPlay';
import { rgApply, rgLegalCommands, rgPending } from './turn';
import { slowGangCount } from './victory';
import { speedOf } from './stats';
import type { RgState } from './types';

const A = (x: object) => ({ by: 'a', ...x }) as never;
const B = (x: object) => ({ by: 'b', ...x }) as never;
const forward = (boost = 0) => A({ type: 'move', direction: 'forward', boost, nitros: null, chutes: null });

describe('"becomes –2 permanently" / "has speed –1 permanently": the modifier is set, not subtracted', () => {
  const tacksRide = (speedFixed: number | null) => rgTestState({
    vehicles: [{ id: 'd', type: 'dragster', gang: 'a', segment: 1, speedFixed }],
    counters: [{ kind: 'tacks', owner: 'b', segment: 4 }],
    dice: [2, 2, /* tacks test: 1 + 1 - 1 = 1, failed */ 1, 1],
  });

  it('"If you fail a Tacks counter your speed becomes –2 permanently": a Dragster (+3) is at -2, not +1', () => {
    const { s, events } = play(tacksRide(null), A({ type: 'activate', vehicle: 'd' }), A({ type: 'ride' }), forward());
    expect(speedOf(s.vehicles[0])).toBe(-2);
    expect(of(events, 'speedSet')[0]).toMatchObject({ from: 3, to: -2, reason: 'tacks' });
  });

  it('"your speed becomes –2 permanently": a second failed tacks leaves it at -2, not -4', () => {
    const { s } = play(tacksRide(-2), A({ type: 'activate', vehicle: 'd' }), A({ type: 'ride' }), forward());
    expect(speedOf(s.vehicles[0])).toBe(-2);
  });

  it('"If you hit, the speed of the target becomes –2 permanently": a Dragster hit in the tyres is at -2', () => {
    const s = rgTestState({
      vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['crossbows'] }, { id: 'y', type: 'dragster', gang: 'b', segment: 12 }],
      dice: [6, 1],
    });
    const t = play(s, A({ type: 'activate', vehicle: 'x' }), A({ type: 'pass' })).s;
    const { s: u } = play(t, A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'tyres' }));
    expect(speedOf(u.vehicles[1])).toBe(-2);
  });

  const ram = (target: { speedFixed?: number | null }) => rgTestState({
    vehicles: [{ id: 'big', type: 'eighteenWheeler', gang: 'a', segment: 30 }, { id: 'd', type: 'dragster', gang: 'b', segment: 30, ...target }],
    // 6 + 6 against 1 + 2: the Dragster loses; 1 on its wreck roll.
    dice: [6, 1, 1],
  });
  const rammed = (s: RgState) => play(s, A({ type: 'activate', vehicle: 'big' }), A({ type: 'pass' }), A({ type: 'attack', target: 'd' }), B({ type: 'avoid', avoid: false }));

  it('"The loser cannot move next turn and has speed –1 permanently": a Dragster (+3) that loses is at -1', () => {
    const { s, events } = rammed(ram({}));
    expect(speedOf(s.vehicles[1])).toBe(-1);
    expect(of(events, 'speedSet')[0]).toMatchObject({ from: 3, to: -1, reason: 'lost a ram' });
  });

  it('"has speed –1 permanently" never raises a speed already lower: tacks\' -2 stays -2 (READINGS.speedBecomes)', () => {
    expect(READINGS.speedBecomes).toBe('setNeverRaise');
    const { s } = rammed(ram({ speedFixed: -2 }));
    expect(speedOf(s.vehicles[1])).toBe(-2);
  });
});

describe('"The Slow gang wins if he gets 3+ his vehicles to the end of the tract, Otherwise the Fast gang wins": what can still finish', () => {
  // One Slow Gang vehicle home, one running with 4 crew, one abandoned beside it; a Fast Gang SUV.
  const state = () => rgTestState({
    filler: false,
    vehicles: [
      { id: 'h1', type: 'van', gang: 'a', segment: 100, status: 'finished' },
      { id: 'r', type: 'suv', gang: 'a', segment: 40 },
      { id: 'm', type: 'van', gang: 'a', segment: 40, crew: 0, owner: null, status: 'abandoned' },
      { id: 'z', type: 'suv', gang: 'b', segment: 70 },
    ],
  });

  it('"you may transfer 1 or more crew to the abandoned vehicle and take control of it": the game goes on while the Slow Gang can retake one', () => {
    const s = state();
    const t = play(s, A({ type: 'activate', vehicle: 'r' })).s;
    expect(t.flow.kind).not.toBe('over');
    expect(slowGangCount(t)).toMatchObject({ home: 1, running: 1 });
    expect(slowGangCount(t).possible).toBeGreaterThanOrEqual(3);
    const { s: u, events } = play(t, A({ type: 'transfer', to: 'm', crew: 2 }));
    expect(of(events, 'transferred')[0]).toMatchObject({ tookControl: true });
    expect(u.flow.kind).not.toBe('over');
    expect(slowGangCount(u)).toMatchObject({ home: 1, running: 2 });
  });

  it('each vehicle still to finish needs a crewman: with one crewman left the Fast Gang wins, saying why', () => {
    const s = { ...state() };
    s.vehicles = s.vehicles.map((v) => (v.id === 'r' ? { ...v, crew: 1 } : v));
    const t = play(s, A({ type: 'activate', vehicle: 'r' })).s;
    expect(t.flow).toMatchObject({ kind: 'over', winner: 'b' });
    if (t.flow.kind === 'over') expect(t.flow.reason).toContain('at most 2');
  });
});

describe('"(+1 if Range = 1)": range counted in segments apart (READINGS.closeRange)', () => {
  it('a target in the shooter\'s own segment is range 0: no +1', () => {
    expect(READINGS.closeRange).toBe('exactlyOneSegment');
    expect(attackModifier('pistol', 0)).toBe(0);
    expect(attackModifier('pistol', 1)).toBe(1);
    expect(attackModifier('crossbows', 2)).toBe(0);
    // A pistol into its own segment: 3 against 3 + 0 (a jeep's armor) is a tie, a miss.
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['pistol'] }, { id: 'y', type: 'jeep', gang: 'b', segment: 10 }], dice: [3, 3] });
    const t = play(s, A({ type: 'activate', vehicle: 'x' }), A({ type: 'pass' })).s;
    const { events } = play(t, A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    expect(of(events, 'fired')[0]).toMatchObject({ attack: 3, defence: 3, hit: false });
  });
});

describe('"If you occupy the same space as a friendly vehicle, instead of moving, you may transfer 1 or more crew to the friendly vehicle": no limit', () => {
  it('a van already at its table crew takes all six of a bus\'s crew', () => {
    const s = rgTestState({ vehicles: [{ id: 'bus', type: 'bus', gang: 'a', segment: 20 }, { id: 'van', type: 'van', gang: 'a', segment: 20 }] });
    const t = play(s, A({ type: 'activate', vehicle: 'bus' })).s;
    expect(rgLegalCommands(t).filter((c) => c.type === 'transfer').map((c) => (c as { crew: number }).crew)).toEqual([1, 2, 3, 4, 5, 6]);
    const { s: u } = play(t, A({ type: 'transfer', to: 'van', crew: 6 }));
    expect(u.vehicles[1].crew).toBe(10);
    expect(u.vehicles[0]).toMatchObject({ status: 'abandoned', crew: 0 });
  });

  it('a crew gathered past any table\'s size can still cross: what is offered is accepted', () => {
    const s = rgTestState({ vehicles: [{ id: 'bus', type: 'bus', gang: 'a', segment: 20, crew: 45 }, { id: 'van', type: 'van', gang: 'a', segment: 20 }] });
    const t = play(s, A({ type: 'activate', vehicle: 'bus' })).s;
    expect(rgLegalCommands(t).filter((c) => c.type === 'transfer')).toHaveLength(45);
    expect(play(t, A({ type: 'transfer', to: 'van', crew: 45 })).s.vehicles[1].crew).toBe(49);
  });
});

describe('The text has no time limit: a round limit only when the table sets one', () => {
  const lastOfRound = (roundLimit: number | null) => rgTestState({ vehicles: [{ id: 'z', type: 'suv', gang: 'b', segment: 50 }], round: 30, roundLimit, flow: { kind: 'activate', player: 'b' } });

  it('with no limit (the default), round 30 ending without three home starts round 31', () => {
    const { s, events } = play(lastOfRound(null), B({ type: 'activate', vehicle: 'z' }), B({ type: 'pass' }));
    expect(s.flow.kind).not.toBe('over');
    expect(s.round).toBe(31);
    expect(of(events, 'gameOver')).toEqual([]);
  });

  it('a set-up names its limit (null for none, the default on the form); one without it is an old save, played as it was', () => {
    const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];
    const none = newRoadGang({ ruleset: 'roadGang', players, options: { roundLimit: null } }, 3);
    const fifty = newRoadGang({ ruleset: 'roadGang', players, options: { roundLimit: 50 } }, 3);
    const old = newRoadGang({ ruleset: 'roadGang', players }, 3);
    if (!none.ok || !fifty.ok || !old.ok) throw new Error();
    expect(none.value.state.options).toMatchObject({ roundLimit: null, slowGangBy: 'players' });
    expect(fifty.value.state.options).toMatchObject({ roundLimit: 50, slowGangBy: 'players' });
    expect(old.value.state.options).toMatchObject({ roundLimit: READINGS.legacyRoundLimit, slowGangBy: 'engine' });
    // The old save's game: the Slow Gang designated at once, the Fast Gang placing next, as before.
    expect(old.value.state.flow.kind).toBe('place');
    for (const roundLimit of [0, -1, 2.5, '30']) expect(newRoadGang({ ruleset: 'roadGang', players, options: { roundLimit } }, 3).ok).toBe(false);
  });
});

describe('"the train moves always 1D3+1D3 spaces forward (no reverse move is possible)": it may not stay put', () => {
  const train = (o: { noMoveNextTurn?: boolean; segment?: number } = {}) => rgTestState({ vehicles: [{ id: 't', type: 'armoredTrain', gang: 'a', segment: o.segment ?? 10, noMoveNextTurn: o.noMoveNextTurn }], dice: [3, 5] });

  it('its ride must be rolled and taken forward: no pass offered in the ride', () => {
    const t = play(train(), A({ type: 'activate', vehicle: 't' })).s;
    expect(rgPending(t).kind).toBe('ride');
    expect(rgLegalCommands(t).map((c) => c.type)).toEqual(['ride']);
    const rolled = play(t, A({ type: 'ride' })).s;
    expect(rgLegalCommands(rolled)).toEqual([{ type: 'move', by: 'a', direction: 'forward', boost: 0, nitros: null, chutes: null }]);
    expect(rgApply(rolled, A({ type: 'pass' })).ok).toBe(false);
  });

  it('a train that "cannot move next turn" does not ride: its turn goes on without one', () => {
    const t = play(train({ noMoveNextTurn: true }), A({ type: 'activate', vehicle: 't' })).s;
    expect(rgPending(t).kind).not.toBe('ride');
    expect(t.vehicles[0].segment).toBe(10);
  });
});

describe('"Look at the opposing vehicles. Designate one player as the Slow Gang": the players choose', () => {
  const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];
  const fresh = (seed: number) => {
    const g = newRoadGang({ ruleset: 'roadGang', players, options: { roundLimit: null } }, seed);
    if (!g.ok) throw new Error(g.error.message);
    return g.value;
  };

  it('the set-up waits for the choice, with the engine\'s suggestion and why; either gang may be chosen', () => {
    const { state, events } = fresh(3);
    expect(state.flow.kind).toBe('slowGang');
    if (state.flow.kind !== 'slowGang') return;
    const suggested = state.flow.suggested;
    const other = suggested === 'a' ? 'b' : 'a';
    const p = rgPending(state);
    expect(p).toMatchObject({ kind: 'slowGang', player: 'a', rule: 'Victory' });
    expect(p.why).toContain('The engine suggests');
    expect(p.why).toContain(state.flow.reason);
    expect(of(events, 'slowGangSuggested')[0]).toMatchObject({ player: suggested });
    expect(rgLegalCommands(state)).toEqual([{ type: 'slowGang', by: 'a', slow: suggested }, { type: 'slowGang', by: 'a', slow: other }]);
    // Nobody is designated yet, nobody on the road.
    expect(state.slowGang).toBe('');
    expect(state.vehicles.every((v) => v.segment === 0)).toBe(true);
    const { s, events: ev } = play(state, A({ type: 'slowGang', slow: other }));
    expect(s).toMatchObject({ slowGang: other, fastGang: suggested, flow: { kind: 'place' } });
    expect(s.vehicles.filter((v) => v.gang === other).every((v) => v.segment === 1)).toBe(true);
    expect(of(ev, 'slowGang')[0].reason).toContain('chosen by the players');
  });

  it('the suggestion is the gang whose speed modifiers add up lower', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { state } = fresh(seed);
      if (state.flow.kind !== 'slowGang') throw new Error();
      const total = (p: string) => state.vehicles.filter((v) => v.gang === p).reduce((n, v) => n + speedOf(v), 0);
      const other = state.flow.suggested === 'a' ? 'b' : 'a';
      expect(total(state.flow.suggested)).toBeLessThanOrEqual(total(other));
    }
  });
});

describe('Drag chutes, "Maneuver +4 (1D3 uses only)", in a comparison (READINGS.chutesInComparison)', () => {
  it('"If the target has a better speed or maneuverability than the rammer": a bus with drag chutes is not nimbler than a van', () => {
    expect(READINGS.chutesInComparison).toBe(false);
    const s = rgTestState({ vehicles: [{ id: 'van', type: 'van', gang: 'a', segment: 30 }, { id: 'bus', type: 'bus', gang: 'b', segment: 30, items: [{ kind: 'dragChutes', uses: 3 }] }], dice: [3, 3] });
    const t = play(s, A({ type: 'activate', vehicle: 'van' }), A({ type: 'pass' }), A({ type: 'attack', target: 'bus' })).s;
    expect(rgPending(t).kind).not.toBe('avoid');
  });
});
