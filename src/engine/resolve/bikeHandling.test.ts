// Which handling a bike tests with (p64, "Bike Hazard and Control Loss Tests"; the table is
// data/handling.ts BIKE_HANDLING), through `apply` with forced dice. A bike has handling 6
// (reduced: 3); its rider here has drive skill 2, so optimum control is the handling used.
// Positions: space k of a straight track is ticks [20k, 20k + 20); section k of a mixed track
// is [60k, 60k + 60).
import { describe, expect, it } from 'vitest';
import { cellAt } from '../grid';
import { applyOk, testState, v, type TestVehicle } from '../testkit';
import { startPhase } from '../flow/turn';
import type { GameEvent } from '../events';
import type { Action, GameState, Marker, PassiveKind, RoadHazardKind, Section } from '../types';

const of = <K extends GameEvent['type']>(events: GameEvent[], type: K) => events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);
const S: Section = { kind: 'straight' };
const bendL: Section = { kind: 'bend', turn: 'left' };

/** Bike 'a' moves first; car 'b', slower and out of the way, keeps a decision waiting afterwards. */
function board(a: Partial<TestVehicle>, dice: number[], sections?: Section[]): GameState {
  return testState({ sections, dice, vehicles: [{ id: 'a', kind: 'bike', driveSkill: 2, weapons: [], lane: 3, space: 1, ...a }, { id: 'b', lane: 7, space: 0, speed: 20, weapons: [] }] });
}

function marker(s: GameState, kind: PassiveKind, lane: number, t0: number): void {
  const m: Marker = { id: `m${s.markers.length + 1}`, kind, dummy: false, faceUp: true, owner: 'x', cell: cellAt(s.track, lane, t0)!, underVehicle: null };
  s.markers.push(m);
}

function road(s: GameState, kind: RoadHazardKind, section: number, lane: number, t0: number): void {
  const c = cellAt(s.track, lane, t0)!;
  s.roadHazards.push({ id: `h${s.roadHazards.length + 1}`, kind, section, side: 'left', zone: [{ laneFrom: lane, laneTo: lane + 1, t0: c.t0, t1: c.t1 }] });
}

const move = (s: GameState, action: Action = { kind: 'none' }) => applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'a', action });
const rolls = (events: GameEvent[]) => of(events, 'hazardRoll').map((e) => [e.cause, e.limit, e.optimumControl, e.total, e.result]);

describe('bike hazard rolls: full or reduced handling (p64)', () => {
  it('p64 example: "the bike hits a mine marker. After calculating damage it takes the hazard roll against its reduced handling of 3"', () => {
    // 60 mph onto mines: damage die 1 (1 + 3 - armour 2 = 1 point), then 3 + 1 excess - 3 = 1, a panic brake.
    const s = board({ speed: 60 }, [1, 3]);
    marker(s, 'mines', 3, 40);
    const { s: after, events } = move(s);
    expect(v(after, 'a').damage).toBe(9 - 2);
    expect(rolls(events)).toEqual([['pattern mines', 50, 3, 1, 'panicBrake']]);
  });

  // Each oil hit first costs a point of handling (p30): 6 -> 5, reduced 2.
  it('p64: oil on a straight run (straight ahead, straight track, no speed change) is a full-handling test at 60 mph', () => {
    // 70 mph: 4 + 1 excess - 5 = 0, OK (reduced handling would make it 3, a panic brake).
    const s = board({ speed: 70 }, [4]);
    marker(s, 'oil', 3, 40);
    expect(rolls(move(s).events)).toEqual([['oil', 60, 5, 0, 'ok']]);
  });

  it('p64: oil after adjusting speed in the phase (an accelerate action) is the 30 mph test with reduced handling', () => {
    // 60 + 10 = 70 mph against 30: 1 + 4 excess - 2 = 3, a panic brake.
    const s = board({ speed: 60 }, [1]);
    marker(s, 'oil', 3, 40);
    expect(rolls(move(s, { kind: 'accelerate', by: 10 }).events)).toEqual([['oil', 30, 2, 3, 'panicBrake']]);
  });

  it('p64: oil on a curve is the 30 mph test with reduced handling (the bend\'s lanes 3-4 are printed 60: no curve roll at 60 mph)', () => {
    // From the straight's last space onto the bend's first space of lanes 3-4 (4 spaces: ticks 60-75). 1 + 3 - 2 = 2.
    const s = board({ speed: 60, space: 2 }, [1], [S, bendL, S]);
    marker(s, 'oil', 3, 60);
    expect(rolls(move(s).events)).toEqual([['oil', 30, 2, 2, 'panicBrake']]);
  });

  it('p64: smoke is a full-handling test (not on the reduced list)', () => {
    // 70 mph against 60: 5 + 1 - 6 = 0, OK; with reduced handling it would have been a panic brake.
    const s = board({ speed: 70 }, [5]);
    marker(s, 'smoke', 3, 40);
    expect(rolls(move(s).events)).toEqual([['smoke', 60, 6, 0, 'ok']]);
  });

  it('p64, p76: sand on a straight is a full-handling test; debris always a reduced one', () => {
    // 40 mph: sand (30) 4 + 1 - 6 = -1 OK; debris (10) 1 + 3 - 3 = 1, a panic brake (higher limit first, p41).
    const s = board({ speed: 40 }, [4, 1]);
    road(s, 'sand', 0, 3, 40);
    road(s, 'debris', 0, 3, 40);
    expect(rolls(move(s).events)).toEqual([['sand', 30, 6, -1, 'ok'], ['debris', 10, 3, 1, 'panicBrake']]);
  });

  it('p64: "sand on curves" is a reduced-handling test', () => {
    // 40 mph onto the bend (printed 60: no curve roll): 2 + 1 - 3 = 0, OK; with full handling -3.
    const s = board({ speed: 40, space: 2 }, [2], [S, bendL, S]);
    road(s, 'sand', 1, 3, 60);
    expect(rolls(move(s).events)).toEqual([['sand', 30, 3, 0, 'ok']]);
  });

  it('p64: a Renegade over the same sand on a curve keeps its handling (the table is for bikes only)', () => {
    const s = board({ kind: 'renegade', speed: 40, space: 2 }, [2], [S, bendL, S]);
    road(s, 'sand', 1, 3, 60);
    expect(rolls(move(s).events)).toEqual([['sand', 30, 4, -1, 'ok']]);
  });
});

describe('bike control-loss tests use full handling (p64: "adverse control is determined by comparing the rider\'s drive skill and the bike\'s full handling")', () => {
  it('p64: an out-of-control bike with a drive skill 5 rider tests with adverse control 5 (not min(3, 5) = 3)', () => {
    // Car 'c' (60 mph) moves first; then the bike (40 mph, speed factor 2) tests: 3 + 2 - 5 = 0, regains control.
    const s = testState({ dice: [3], vehicles: [{ id: 'c', lane: 6, space: 2, speed: 60, weapons: [] }, { id: 'a', kind: 'bike', driveSkill: 5, weapons: [], lane: 3, space: 1, speed: 40, patch: { outOfControl: true } }] });
    const { events } = applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'c', action: { kind: 'none' } });
    expect(of(events, 'controlLossTest')).toEqual([expect.objectContaining({ vehicle: 'a', adverseControl: 5, total: 0, result: 'regain' })]);
  });
});
