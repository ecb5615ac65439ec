import { describe, expect, it } from 'vitest';
import { geometry, grid } from '../engine';
import type { Cell, GameEvent, Heading } from '../engine';
import { testState } from '../engine/testkit';
import { buildTimeline, keyframe, keyframePose, sampleVehicle, timelineDuration, unwrapHeading } from './animation';

const moved = (vehicle: string, from: Cell, to: Cell, heading: Heading): GameEvent => ({ type: 'moved', vehicle, from, to, heading, move: 'straight', rule: 'p12', dice: [] });
const c = (lane: number, t0: number): Cell => ({ lane, t0, t1: t0 + 20 });

describe('animation', () => {
  it('unwraps headings the short way (a half turn clockwise)', () => {
    expect(unwrapHeading(0, 1)).toBe(1);
    expect(unwrapHeading(0, 7)).toBe(-1);
    expect(unwrapHeading(7, 0)).toBe(8);
    expect(unwrapHeading(0, 4)).toBe(4);
  });

  it('gives one 250 ms slot per move, in event order, and settles at the end', () => {
    const before = testState({ vehicles: [{ id: 'a', lane: 3, space: 0 }, { id: 'b', lane: 5, space: 4 }] });
    const events = [moved('a', c(3, 0), c(3, 20), 0), moved('b', c(5, 80), c(4, 100), 0), moved('a', c(3, 20), c(3, 40), 0)];
    const tl = buildTimeline(events, before, null);
    expect(timelineDuration(tl)).toBe(750);
    expect(sampleVehicle(tl, 'a', 0)).toEqual(keyframe(c(3, 0), 0));
    expect(sampleVehicle(tl, 'a', 125)?.tm).toBeCloseTo(20); // halfway along its first move
    expect(sampleVehicle(tl, 'a', 300)).toEqual(keyframe(c(3, 20), 0)); // waits while b moves
    expect(sampleVehicle(tl, 'b', 100)).toEqual(keyframe(c(5, 80), 0)); // waits for a
    expect(sampleVehicle(tl, 'b', 375)?.lane).toBeCloseTo(4.5); // drifting between lanes
    expect(sampleVehicle(tl, 'a', 750)).toBeNull();
    expect(sampleVehicle(tl, 'c', 10)).toBeNull();
  });

  it('turns a spin the way the event says, by its degrees', () => {
    const before = testState({ vehicles: [{ id: 'a', lane: 3, space: 2, heading: 0 }] });
    const spin: GameEvent = { type: 'spin', vehicle: 'a', dir: 'ccw', total: 6, degrees: 135, speedLoss: 20, heading: 5, rule: 'p44', dice: [3] };
    const tl = buildTimeline([spin], before, null);
    expect(tl.slots[0].to.heading).toBe(-3);
    expect(sampleVehicle(tl, 'a', 125)?.heading).toBeCloseTo(-1.5);
  });

  it('takes the starting heading from the state before the command', () => {
    const before = testState({ vehicles: [{ id: 'a', lane: 3, space: 2, heading: 4 }] });
    const tl = buildTimeline([moved('a', c(3, 40), c(3, 20), 4)], before, null);
    expect(tl.slots[0].from.heading).toBe(4);
    expect(tl.slots[0].to.heading).toBe(4);
  });

  it('keyframePose matches geometry.vehiclePose on straights and curves', () => {
    const track = { sections: [{ kind: 'straight' as const }, { kind: 'bend' as const, turn: 'right' as const }, { kind: 'corner' as const, turn: 'left' as const }], finishTick: null };
    const poses = geometry.sectionPoses(track);
    for (const [lane, t, h] of [[1, 20, 0], [4, 60, 2], [6, 125, 5], [7, 140, 7]] as const) {
      const cell = grid.cellAt(track, lane, t)!;
      const a = keyframePose(track, poses, keyframe(cell, h));
      const b = geometry.vehiclePose(track, poses, cell, h);
      expect(a.x).toBeCloseTo(b.x);
      expect(a.y).toBeCloseTo(b.y);
      expect(a.a).toBeCloseTo(b.a);
    }
  });
});

describe('effects on the board (issue 9)', () => {
  const before = testState({ vehicles: [{ id: 'a', lane: 3, space: 0 }, { id: 'b', lane: 3, space: 4 }] });
  const ev = (x: Record<string, unknown>): GameEvent => ({ rule: 'p26', dice: [], ...x }) as unknown as GameEvent;

  it('p26-28: a hit gets a tracer and flash from shooter to target, then the damage number rises from the target', () => {
    const tl = buildTimeline([ev({ type: 'shot', vehicle: 'a', weapon: 'a.w1', target: 'b', hit: true }), ev({ type: 'damage', vehicle: 'b', points: 4, left: 14 })], before, null);
    expect(tl.effects.map((e) => [e.kind, e.at, e.text ?? null])).toEqual([['hit', 0, null], ['damage', 1, '−4'], ['smoke', 1, null]]);
    expect(tl.effects[0].from).toEqual(keyframe(c(3, 0), 0));
    expect(tl.effects[0].to).toEqual(keyframe(c(3, 80), 0));
    expect(timelineDuration(tl)).toBe(750);
  });

  it('p26: a miss puffs beside the target and takes its own time after the move before it', () => {
    const tl = buildTimeline([moved('a', c(3, 0), c(3, 20), 0), ev({ type: 'shot', vehicle: 'a', weapon: 'a.w1', target: 'b', hit: false })], before, null);
    expect(tl.effects).toMatchObject([{ kind: 'miss', at: 1, from: keyframe(c(3, 20), 0) }]);
  });

  it('p58: a crash slews the car off the road by the nearer edge, laying rubber, then dust and smoke; the car is drawn until then', () => {
    const tl = buildTimeline([ev({ type: 'crash', vehicle: 'b', cause: 'rolled', rule: 'p58' })], before, null);
    expect(tl.effects.map((e) => e.kind)).toEqual(['skid', 'crash', 'smoke']);
    expect(tl.slots).toHaveLength(1);
    // Lane 3 is nearer the left edge: off it, past lane 1, turned away.
    expect(tl.slots[0].to.heading).toBe(-3);
    expect(tl.slots[0].to.lane).toBeLessThan(0);
    expect(sampleVehicle(tl, 'b', 100)).not.toBeNull();
    expect(sampleVehicle(tl, 'b', timelineDuration(tl))).toBeNull();
  });

  it('p52: a ram throws sparks between the two cars', () => {
    const tl = buildTimeline([ev({ type: 'ram', rammer: 'a', target: 'b', kind: 'shunt', damage: '' })], before, null);
    expect(tl.effects).toMatchObject([{ kind: 'sparks', to: { lane: 3, tm: 50 } }]);
  });
});
