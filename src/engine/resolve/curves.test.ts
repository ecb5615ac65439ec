// Moving on curves (p10, p13, p14, p17): uneven lanes judged by the outer lane's dividers, drifts
// only outwards (and shorter onto uneven pairs), U-turns only across a straight, reversing without
// manoeuvres. Positions are global ticks: section k covers [60k, 60k + 60).
import { describe, expect, it } from 'vitest';
import { apply, pending, startPhase } from '../flow/turn';
import { legalDeclarations } from '../plan/declarations';
import { cellAt } from '../grid';
import { curveLimit, driftEnd, isCurveAt, outwardDelta } from './curves';
import { previewAction } from '../plan/preview';
import { testState, v } from '../testkit';
import type { GameEvent } from '../events';
import type { Action, Cell, GameState, Heading, Section, VehicleState } from '../types';

const S: Section = { kind: 'straight' };
const cornerL: Section = { kind: 'corner', turn: 'left' };
const cornerR: Section = { kind: 'corner', turn: 'right' };
const bendL: Section = { kind: 'bend', turn: 'left' };
const bendR: Section = { kind: 'bend', turn: 'right' };

interface Car { id?: string; lane: number; t0: number; speed?: number; heading?: Heading; patch?: Partial<VehicleState> }

/** Cars put on exact cells of a curving track (testState only knows straight spaces). */
export function curveBoard(sections: Section[], cars: Car[], dice: number[] = []): GameState {
  const s = testState({ sections, dice, vehicles: cars.map((c, i) => ({ id: c.id ?? `c${i}`, lane: c.lane, space: 0, speed: c.speed ?? 60, heading: c.heading, patch: c.patch })) });
  cars.forEach((c, i) => {
    const cell = cellAt(s.track, c.lane, c.t0);
    if (!cell || cell.t0 !== c.t0) throw new Error(`no space starts at lane ${c.lane}, tick ${c.t0}`);
    s.vehicles[i].cell = cell;
  });
  return s;
}

/** The first car's legal declarations for a move (or, stationary at phase 1, a move-off). */
function legal(s: GameState, mode: 'move' | 'moveOff' = 'move'): Action[] {
  return legalDeclarations(s, s.vehicles[0].id, mode);
}

/** Declares one action for the first car at the start of phase 1 and returns what happened. */
function declare(s0: GameState, action: Action): { s: GameState; events: GameEvent[] } {
  const s = startPhase(s0, 1);
  const vid = s0.vehicles[0].id;
  expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: vid });
  const r = apply(s, { type: 'declare', vehicle: vid, action });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { s: r.value.state, events: r.value.events };
}

const cellOf = (s: GameState, id = 'c0'): Cell => v(s, id).cell;

describe('uneven lanes: moves judged by the outer lane (p10)', () => {
  it.each([
    // sections, lane pair, end of the first space on the curve; comment: outer lane, its spaces
    ['left corner', cornerL, 1, 90], // outer lane 2: 2 spaces
    ['left corner', cornerL, 3, 80], // outer lane 4: 3 spaces (lane 3 has 2: the pair is uneven)
    ['left corner', cornerL, 5, 75], // outer lane 6: 4 spaces
    ['left corner', cornerL, 7, 75], // outer lane 8: 4 spaces
    ['right corner', cornerR, 1, 75], // outer lane 1 is the 8th from the inner edge: 4 spaces
    ['right corner', cornerR, 6, 90], // outer lane 6 is the 3rd from the inner edge: 2 spaces
    ['left bend', bendL, 5, 72], // outer lane 6: 5 spaces
    ['right bend', bendR, 3, 72], // outer lane 3 is the 6th from the inner edge: 5 spaces
  ] as const)('p10: a straight-ahead move onto a %s in lanes %i-(+1) ends at the outer lane divider %i', (_n, curve, lane, t1) => {
    const { s } = declare(curveBoard([S, curve, S], [{ lane, t0: 40 }]), { kind: 'none' });
    expect(cellOf(s)).toEqual({ lane, t0: 60, t1 });
  });

  it('p10 example: a car moving onto the uneven lanes 3-4 of a left curve moves to the divider of the outer, right-hand lane', () => {
    // Lane 3 (inner) has 2 spaces on a corner, lane 4 has 3: the car stops at lane 4's divider (80), not lane 3's (90).
    const { s, events } = declare(curveBoard([S, cornerL, S], [{ lane: 3, t0: 40 }]), { kind: 'none' });
    expect(cellOf(s)).toEqual({ lane: 3, t0: 60, t1: 80 });
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ from: { lane: 3, t0: 40, t1: 60 }, to: { lane: 3, t0: 60, t1: 80 } });
  });

  it.each([
    [cornerL, 3, [60, 80, 100, 120]],
    [cornerL, 1, [60, 90, 120]],
    [bendL, 6, [60, 72, 84, 96, 108, 120]],
  ] as const)('p10: along a curve the car moves from one outer-lane divider to the next (%j lanes %i)', (curve, lane, ticks) => {
    let s = curveBoard([S, curve, S], [{ lane, t0: ticks[0], speed: 20 }]);
    for (let k = 1; k < ticks.length - 1; k++) {
      s = declare(s, { kind: 'none' }).s;
      expect(cellOf(s)).toEqual({ lane, t0: ticks[k], t1: ticks[k + 1] });
    }
  });

  it.each([
    [cornerL, 1, 90],
    [cornerL, 7, 105],
    [cornerR, 7, 90],
    [bendR, 1, 108],
  ] as const)('p10: off a curve onto a straight the car takes the straight\'s first space (%j lanes %i)', (curve, lane, t0) => {
    const { s } = declare(curveBoard([S, curve, S], [{ lane, t0, speed: 20 }]), { kind: 'none' });
    expect(cellOf(s)).toEqual({ lane, t0: 120, t1: 140 });
  });
});

describe('drifting on curves (p13)', () => {
  const drifts = (acts: Action[]): string[] => acts.flatMap((a) => (a.kind === 'drift' ? [a.side] : []));

  it.each([
    ['left bend', bendL, 4, 75, ['right']],
    ['right bend', bendR, 4, 75, ['left']],
    ['left corner', cornerL, 3, 60, ['right']],
    ['right corner', cornerR, 4, 60, ['left']],
  ] as const)('p13: on a %s a car may drift only outwards', (_n, curve, lane, t0, sides) => {
    expect(drifts(legal(curveBoard([S, curve, S], [{ lane, t0 }])))).toEqual(sides);
  });

  it('p13: a car moving from a straight onto a curve drifts only outwards (the drift happens on the curve)', () => {
    expect(drifts(legal(curveBoard([S, bendL, S], [{ lane: 4, t0: 40 }])))).toEqual(['right']);
    expect(drifts(legal(curveBoard([S, cornerR, S], [{ lane: 4, t0: 40 }])))).toEqual(['left']);
  });

  it('p13: a car that starts on a curve and moves onto a straight may drift either way', () => {
    expect(drifts(legal(curveBoard([S, bendL, S], [{ lane: 4, t0: 105 }])))).toEqual(['left', 'right']);
  });

  it('p13: a drift from an even pair of lanes into an uneven pair makes the forward move shorter', () => {
    // Left bend: lanes 4 and 5 both have 4 spaces (even), lane 6 has 5 (lanes 5-6 are uneven).
    // Straight ahead the car would reach the divider at 105; drifting it aligns with lane 6's
    // divider behind that, at 96.
    const s0 = curveBoard([S, bendL, S], [{ lane: 4, t0: 75 }]);
    expect(declare(s0, { kind: 'none' }).s.vehicles[0].cell).toEqual({ lane: 4, t0: 90, t1: 105 });
    const { s, events } = declare(s0, { kind: 'drift', side: 'right' });
    expect(cellOf(s)).toEqual({ lane: 5, t0: 84, t1: 96 });
    expect(events.filter((e) => e.type === 'moved').map((e) => e.type === 'moved' && e.move)).toEqual(['straight', 'drift']);
  });

  it('p13: the drift preview shows the same shorter end and a zone covering it', () => {
    const s = startPhase(curveBoard([S, bendL, S], [{ lane: 4, t0: 75 }]), 1);
    const p = previewAction(s, 'c0', { kind: 'drift', side: 'right' });
    expect(p.end).toEqual({ lane: 5, t0: 84, t1: 96 });
    expect(p.zone).toContainEqual({ laneFrom: 5, laneTo: 6, t0: 84, t1: 96 });
  });

  it('p13: a car in the way of the shorter end blocks the drift; one just beyond it does not', () => {
    // The drift ends on lanes 5-6 at [84, 96). A car on lanes 6-7 at [96, 108) is clear of it (it
    // would not be if the drift ended on the divider past the front, at 108); one at [84, 96) is not.
    const free = curveBoard([S, bendL, S], [{ lane: 4, t0: 75 }, { id: 'x', lane: 6, t0: 96, speed: 0 }]);
    expect(drifts(legal(free))).toEqual(['right']);
    const blocked = curveBoard([S, bendL, S], [{ lane: 4, t0: 75 }, { id: 'x', lane: 6, t0: 84, speed: 0 }]);
    expect(drifts(legal(blocked))).toEqual([]);
  });

  it('p13: on a straight the drift still ends level with the straight-ahead move', () => {
    const { s } = declare(curveBoard([S, S, S], [{ lane: 4, t0: 20 }]), { kind: 'drift', side: 'left' });
    expect(cellOf(s)).toEqual({ lane: 3, t0: 40, t1: 60 });
  });

  it.each([
    // dest, new lane, direction, end
    [{ lane: 4, t0: 90, t1: 105 }, 5, 1, { lane: 5, t0: 84, t1: 96 }],
    [{ lane: 4, t0: 60, t1: 75 }, 5, 1, { lane: 5, t0: 60, t1: 72 }],
    [{ lane: 4, t0: 105, t1: 120 }, 5, 1, { lane: 5, t0: 108, t1: 120 }],
    [{ lane: 4, t0: 75, t1: 90 }, 5, -1, { lane: 5, t0: 84, t1: 96 }], // travelling against play: the front is t0
    [{ lane: 4, t0: 75, t1: 90 }, 9, 1, null],
  ] as const)('p13: driftEnd(%j -> lanes %i, dir %i) on a left bend', (dest, toLane, dir, end) => {
    const s = curveBoard([S, bendL, S], []);
    expect(driftEnd(s.track, dest, toLane, dir)).toEqual(end);
  });
});

describe('U-turns on curves (p14)', () => {
  const uTurns = (acts: Action[]): string[] => acts.flatMap((a) => (a.kind === 'uTurn' ? [a.side] : []));

  it('p14: no U-turn in the middle of a curve', () => {
    expect(uTurns(legal(curveBoard([S, bendL, S], [{ lane: 5, t0: 72, speed: 10 }])))).toEqual([]);
    expect(uTurns(legal(curveBoard([S, bendL, S], [{ lane: 3, t0: 60, speed: 10 }])))).toEqual([]);
  });

  it('p14: a car on the edge of a curve may U-turn across the straight beyond', () => {
    const s0 = curveBoard([S, bendL, S], [{ lane: 5, t0: 108, speed: 10 }]);
    expect(uTurns(legal(s0))).toEqual(['left']);
    const { s } = declare(s0, { kind: 'uTurn', side: 'left' });
    expect(cellOf(s)).toEqual({ lane: 1, t0: 120, t1: 140 });
    expect(v(s, 'c0').heading).toBe(4);
  });

  it('p14: a car on a straight next to a curve may U-turn across the curve', () => {
    const s0 = curveBoard([S, bendL, S], [{ lane: 1, t0: 40, speed: 10 }]);
    expect(uTurns(legal(s0))).toEqual(['right']);
    const { s, events } = declare(s0, { kind: 'uTurn', side: 'right' });
    // The space ahead is lanes 1-2's [60, 80); the end pair 5-6 has 5 spaces: the one holding 79.
    expect(cellOf(s)).toEqual({ lane: 5, t0: 72, t1: 84 });
    expect(v(s, 'c0').heading).toBe(4);
    // 10 mph on the curve's 70 mph lanes: no hazard roll.
    expect(events.some((e) => e.type === 'hazardRoll')).toBe(false);
  });

  it('p14: across a curve the contact zone is the six-lane strip over the space ahead plus the end cell', () => {
    // The end cell [72, 84) of lanes 5-6 reaches past the strip [60, 80): the zone covers it too.
    const clear = curveBoard([S, bendL, S], [{ lane: 1, t0: 40, speed: 10 }, { id: 'x', lane: 5, t0: 84, speed: 0 }]);
    expect(uTurns(legal(clear))).toEqual(['right']);
    const p = previewAction(startPhase(clear, 1), 'c0', { kind: 'uTurn', side: 'right' });
    expect(p.zone).toEqual([{ laneFrom: 1, laneTo: 6, t0: 60, t1: 80 }, { laneFrom: 5, laneTo: 6, t0: 72, t1: 84 }]);
    expect(p.end).toEqual({ lane: 5, t0: 72, t1: 84 });
  });
});

describe('reversing on curves (p14, p17)', () => {
  /** A stationary car at phase 1: it may move off or reverse (p15, p17). */
  const still = (sections: Section[], lane: number, t0: number): Action[] => legal(curveBoard(sections, [{ lane, t0, speed: 0 }]), 'moveOff');
  const reverses = (acts: Action[]): string[] => acts.flatMap((a) => (a.kind === 'reverse' ? [a.manoeuvre ? `${a.manoeuvre.kind} ${a.manoeuvre.side}` : 'straight'] : []));

  it('p17: a car on a curve may reverse, but not drift or U-turn', () => {
    expect(reverses(still([S, bendL, S], 5, 84))).toEqual(['straight']);
  });

  it('p17: reversing from a straight into a curve: no drift either (the drift would happen on the curve)', () => {
    expect(reverses(still([S, bendL, S], 5, 120)).filter((x) => x.startsWith('drift'))).toEqual([]);
  });

  it('p14: a car reversing from the edge of a curve may U-turn across the straight behind it', () => {
    expect(reverses(still([S, bendL, S], 5, 60))).toEqual(['straight', 'uTurn left']);
  });

  it('p14: a car may reverse from a straight across the edge of a curve with a U-turn', () => {
    expect(reverses(still([S, bendL, S], 5, 120))).toEqual(['straight', 'uTurn left']);
  });

  it('p17: on a straight a reversing car may still drift and U-turn', () => {
    expect(reverses(still([S, S, S], 5, 60))).toEqual(['straight', 'drift left', 'drift right', 'uTurn left']);
  });

  it('p17: the reverse move itself follows the outer lane onto the curve and rolls no hazard', () => {
    const { s, events } = declare(curveBoard([S, cornerL, S], [{ lane: 1, t0: 120, speed: 0 }]), { kind: 'reverse' });
    expect(cellOf(s)).toEqual({ lane: 1, t0: 90, t1: 120 });
    expect(events.some((e) => e.type === 'hazardRoll' || e.type === 'hazardSkipped')).toBe(false);
  });
});

describe('curve helpers (p13, p38)', () => {
  it.each([
    // section, lane pair, limit: a car on two lanes with different limits uses the outer lane's
    [cornerL, 1, 30],
    [cornerL, 2, 40], // lanes 2 (30) and 3 (40): the outer lane 3's 40
    [cornerL, 4, 50],
    [cornerL, 6, 60],
    [cornerR, 1, 60],
    [cornerR, 2, 60], // lanes 2 (60) and 3 (50): the outer lane 2's 60
    [cornerR, 6, 40],
    [cornerR, 7, 30],
    [bendL, 1, 50],
    [bendL, 4, 70],
    [bendR, 3, 70], // lanes 3 (70) and 4 (60)
    [bendR, 7, 50],
  ] as const)('p38: on %j lanes %i-(+1) the car tests against %i mph', (curve, lane, limit) => {
    const s = curveBoard([S, curve, S], []);
    expect(curveLimit(s.track, cellAt(s.track, lane, 60)!)).toBe(limit);
  });

  it('p38: straights have no printed limit; curves turn outwards away from their inner edge', () => {
    const s = curveBoard([S, bendL, cornerR], []);
    expect(curveLimit(s.track, { lane: 3, t0: 0, t1: 20 })).toBeNull();
    expect([0, 60, 120].map((t) => isCurveAt(s.track, t))).toEqual([false, true, true]);
    expect(s.track.sections.map(outwardDelta)).toEqual([0, 1, -1]);
  });

  it('p75: on a rolling track whose first section in play is global section 2, ticks keep their global meaning', () => {
    const track = { sections: [S, bendL], finishTick: null, first: 2 } as GameState['track'];
    expect([120, 180, 239, 240].map((t) => isCurveAt(track, t))).toEqual([false, true, true, false]);
    expect(curveLimit(track, { lane: 1, t0: 180, t1: 200 })).toBe(50);
    expect(curveLimit(track, { lane: 1, t0: 60, t1: 80 })).toBeNull();
  });
});
