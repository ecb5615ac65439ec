// Riding a bike (p64, "Movement and Manoeuvres"; the chapter spans p64-71 and is cited p64):
// the dodge, bikes sharing lanes with the overlap hazard, no reversing and turning about to move
// off the other way. Through `apply` and the plan with forced dice. A bike has handling 6; its
// rider here has drive skill 2, so the full handling is the optimum control of its manoeuvres.
// Positions: space k of a straight track is ticks [20k, 20k + 20).
import { describe, expect, it } from 'vitest';
import { cellAt } from '../grid';
import { legalDeclarations } from '../plan/declarations';
import { plan } from '../plan/plan';
import { previewAction } from '../plan/preview';
import { applyOk, testState, v, type TestVehicle } from '../testkit';
import { startPhase } from '../flow/turn';
import { BIKE_HANDLING } from '../data/handling';
import type { GameEvent } from '../events';
import type { Action, GameState, Marker, PassiveKind, Section } from '../types';

const of = <K extends GameEvent['type']>(events: GameEvent[], type: K) => events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);
const bike = (id: string, lane: number, space: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, kind: 'bike', lane, space, speed, weapons: [], driveSkill: 2, ...more });
/** A slow car out of the way, so a decision is still waiting after the bike's move. */
const bystander: TestVehicle = { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] };
const rolls = (events: GameEvent[]) => of(events, 'hazardRoll').map((e) => [e.vehicle, e.cause, e.limit, e.optimumControl, e.total, e.result]);

function marker(s: GameState, kind: PassiveKind, lane: number, t0: number): void {
  const m: Marker = { id: `m${s.markers.length + 1}`, kind, dummy: false, faceUp: true, owner: 'x', cell: cellAt(s.track, lane, t0)!, underVehicle: null };
  s.markers.push(m);
}

const declare = (s: GameState, vehicle: string, action: Action) => applyOk(s, { type: 'declare', vehicle, action });

describe('the dodge (p64: "a normal straight-ahead move, but with the reduced (single lane) contact zones")', () => {
  it('p64: riders are offered a dodge to either side; drivers never', () => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 1, 40), bystander] }), 1);
    expect(legalDeclarations(s, 'a', 'move').filter((a) => a.kind === 'dodge')).toEqual([{ kind: 'dodge', side: 'left' }, { kind: 'dodge', side: 'right' }]);
    const c = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 40, weapons: [] }, bystander] }), 1);
    expect(legalDeclarations(c, 'a', 'move').some((a) => a.kind === 'dodge')).toBe(false);
    expect(plan(c, 'a', { kind: 'dodge', side: 'left' })).toBeNull();
  });

  it.each([
    // heading 0: the rider's left is the lower lane; facing against the direction of play, the higher.
    [0, 'left', 3],
    [0, 'right', 4],
    [4, 'left', 4],
    [4, 'right', 3],
  ] as const)('p64: facing %i, a dodge %s keeps to lane %i ("the rider is free to choose which side"); vehicles still meet both lanes', (heading, side, lane) => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 3, 40, { heading }), bystander] }), 1);
    const p = plan(s, 'a', { kind: 'dodge', side })!;
    const t0 = heading === 0 ? 80 : 40;
    expect(p.steps.map((st) => [st.kind, st.zone, st.vehicleZone])).toEqual([['dodge', [{ laneFrom: lane, laneTo: lane, t0, t1: t0 + 20 }], [{ laneFrom: 3, laneTo: 4, t0, t1: t0 + 20 }]]]);
    expect(p.end).toEqual({ lane: 3, t0, t1: t0 + 20 });
    // The preview (and so the board) shows the one-lane zone.
    expect(previewAction(s, 'a', { kind: 'dodge', side }).zone).toEqual([{ laneFrom: lane, laneTo: lane, t0, t1: t0 + 20 }]);
  });

  it('p64: "a rider can slalom through a set of spikes and emerge unscathed": the dodge\'s lane misses a marker the other lane would hit', () => {
    // Mines on lanes 4-5 of space 2; the bike on lanes 3-4 at 40 mph (no dodge roll at the limit).
    const board = (): GameState => {
      const s = testState({ vehicles: [bike('a', 3, 1, 40), bystander], dice: [1] });
      marker(s, 'mines', 4, 40);
      return startPhase(s, 1);
    };
    const missed = declare(board(), 'a', { kind: 'dodge', side: 'left' });
    expect(of(missed.events, 'hit')).toEqual([]);
    expect(missed.s.markers).toHaveLength(1);
    const hit = declare(board(), 'a', { kind: 'dodge', side: 'right' });
    expect(of(hit.events, 'hit').map((e) => e.vehicle)).toEqual(['a']);
  });

  it('p38, p64: "Dodge manoeuvres are hazards with a safety limit of 40mph", rolled with the full handling (a manoeuvre)', () => {
    // 60 mph: 5 + 2 excess - 6 = 1, a panic brake of 5 mph.
    const s = startPhase(testState({ vehicles: [bike('a', 3, 1, 60), bystander], dice: [5] }), 1);
    expect(previewAction(s, 'a', { kind: 'dodge', side: 'left' }).hazards.map((h) => [h.cause, h.limit, h.rule])).toEqual([['dodge', 40, 'p64']]);
    const { s: after, events } = declare(s, 'a', { kind: 'dodge', side: 'left' });
    expect(rolls(events)).toEqual([['a', 'dodge', 40, 6, 1, 'panicBrake']]);
    // p64: "Riders who panic brake or lose control still complete the dodge, and have the reduced contact zones."
    expect(v(after, 'a').dodge).toBe('left');
    expect(v(after, 'a').cell).toEqual({ lane: 3, t0: 40, t1: 60 });
  });

  it('p64: the reduced zone lasts "until the next move" whose action is not a dodge ("the bike\'s contact zone goes back up to two lanes")', () => {
    // 40 mph: speed factor 2, so the bike moves in phases 1 and 2.
    const s1 = declare(startPhase(testState({ vehicles: [bike('a', 3, 1, 40), bystander] }), 1), 'a', { kind: 'dodge', side: 'right' }).s;
    expect(v(s1, 'a').dodge).toBe('right');
    const p2 = startPhase(s1, 2);
    // "In the move following a dodge, the rider can use any action, including another dodge, in either direction."
    expect(declare(p2, 'a', { kind: 'dodge', side: 'left' }).s.vehicles.find((x) => x.id === 'a')!.dodge).toBe('left');
    expect(v(declare(p2, 'a', { kind: 'none' }).s, 'a').dodge).toBeNull();
  });

  it('p64: "They can\'t dodge other vehicles": a car in one of the lanes ahead leaves only the ram, never a dodge', () => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 1, 40), { id: 'c', lane: 4, space: 2, speed: 10, weapons: [] }] }), 1);
    expect(legalDeclarations(s, 'a', 'move')).toEqual([{ kind: 'ram' }]);
  });

  it('p64: "Bikes are allowed to dodge when they are on curved tracks"', () => {
    const sections: Section[] = [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }];
    const s = testState({ sections, vehicles: [bike('a', 5, 0, 40), bystander] });
    v(s, 'a').cell = cellAt(s.track, 5, 70)!;
    const p = startPhase(s, 1);
    expect(legalDeclarations(p, 'a', 'move').filter((a) => a.kind === 'dodge')).toHaveLength(2);
  });
});

describe('overlapping contact zones (p64: "bikes are allowed to share one or both lanes of their contact zones, but only with other bikes")', () => {
  it('p64 example: "in phase four a bike travelling at 70 miles per hour flashes past another bike at 30mph. The rider takes the hazard roll immediately after the move. The other bike is going slower than the 40mph safety limit, so doesn\'t need to test"', () => {
    // a (70 mph, sf 4) on lanes 3-4 moves into space 3, where o (30 mph, sf 2, oncoming) rides lanes 4-5.
    // No collision; the 40 mph roll: 4 + 3 excess - 6 = 1, a panic brake.
    const s = testState({ vehicles: [bike('a', 3, 2, 70), bike('o', 4, 3, 30, { heading: 4 }), bystander], dice: [4], phase: 4 });
    const p = startPhase(s, 4);
    expect(legalDeclarations(p, 'a', 'move').some((a) => a.kind === 'ram')).toBe(false);
    expect(previewAction(p, 'a', { kind: 'none' }).hazards.map((h) => [h.limit, h.rule])).toEqual([[40, 'p64']]);
    const { s: after, events } = declare(p, 'a', { kind: 'none' });
    expect(of(events, 'ram')).toEqual([]);
    expect(v(after, 'a').cell).toEqual({ lane: 3, t0: 60, t1: 80 });
    expect(rolls(events)).toEqual([['a', "riding in o's lane", 40, 6, 1, 'panicBrake']]);
    expect(of(events, 'hazardSkipped').map((e) => [e.vehicle, e.limit])).toEqual([['o', 40]]);
  });

  it('p64: going the same way the limit is 80 mph, and both riders roll', () => {
    // a at 100 mph passes o at 90 mph riding one lane over: a rolls 3 + 2 - 6 = -1 OK; o rolls 6 + 1 - 6 = 1, a panic brake.
    const s = testState({ vehicles: [bike('a', 3, 2, 100), bike('o', 4, 3, 90), bystander], dice: [3, 6], phase: 5 });
    // a moves first (100 mph before 90).
    const { events: ev } = declare(startPhase(s, 5), 'a', { kind: 'none' });
    expect(rolls(ev)).toEqual([['a', "riding in o's lane", 80, 6, -1, 'ok'], ['o', "riding in a's lane", 80, 6, 1, 'panicBrake']]);
  });

  it('p64: a bike sharing both lanes with another is a collision (a ram), and a car never shares a lane', () => {
    const same = startPhase(testState({ vehicles: [bike('a', 3, 1, 60), bike('o', 3, 2, 20)] }), 1);
    expect(legalDeclarations(same, 'a', 'move')).toEqual([{ kind: 'ram' }]);
    const car = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 60, weapons: [] }, bike('o', 4, 2, 20)] }), 1);
    expect(legalDeclarations(car, 'a', 'move')).toEqual([{ kind: 'ram' }]);
  });

  it('p64 (ASSUMPTION, docs/assumptions.md): riding in another bike\'s lane is not in the reduced-handling list: full handling', () => {
    expect(BIKE_HANDLING.overlap).toBe('full');
  });
});

describe('no reversing; moving off the other way (p64)', () => {
  it('p64: "Riders, however, aren\'t allowed to reverse"', () => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 3, 0), bystander] }), 1);
    expect(legalDeclarations(s, 'a', 'moveOff').some((a) => a.kind === 'reverse')).toBe(false);
    expect(plan(s, 'a', { kind: 'reverse' })).toBeNull();
  });

  it('p64: "A bike moving off in a different direction is turned around and aligned against the dividing lines at the opposite end of the square ... [only when] moving off and aren\'t accelerating to more than 20mph"', () => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 3, 0), bystander] }), 1);
    expect(legalDeclarations(s, 'a', 'moveOff').filter((a) => a.kind === 'turnAbout')).toEqual([5, 10, 15, 20].map((by) => ({ kind: 'turnAbout', by })));
    expect(plan(s, 'a', { kind: 'turnAbout', by: 20 })!.steps.map((st) => [st.kind, st.end, st.heading])).toEqual([['turnAbout', { lane: 3, t0: 60, t1: 80 }, 4]]);
    // The moving car goes first; the bike moves off after it (p15).
    const mine = declare(s, 'z', { kind: 'none' }).s;
    const { s: after } = declare(mine, 'a', { kind: 'turnAbout', by: 20 });
    expect([v(after, 'a').heading, v(after, 'a').cell, v(after, 'a').speed]).toEqual([4, { lane: 3, t0: 60, t1: 80 }, 20]);
    const car = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 0, weapons: [] }, bystander] }), 1);
    expect(legalDeclarations(car, 'a', 'moveOff').some((a) => a.kind === 'turnAbout')).toBe(false);
    expect(() => declare(mine, 'a', { kind: 'turnAbout', by: 25 })).toThrow(/ILLEGAL_ACTION/);
  });
});
