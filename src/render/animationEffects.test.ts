// Results you can see on the board (issue 9): skid marks behind skids and spins, a roll turning
// the car over where it is (p46), a crash off the road, smoke after a crash, an explosion or damage; and Skip.
import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import type { Cell, GameEvent } from '../engine';
import { testState } from '../engine/testkit';
import { buildTimeline, offTheRoad, sampleVehicle, timelineDuration } from './animation';
import { createFeed } from './animationFeed';
import { liveEffects } from './drawEffects';
import { vehicleViews } from './viewModel';

const before = testState({ vehicles: [{ id: 'a', lane: 6, space: 0 }, { id: 'b', lane: 2, space: 4 }] });
const ev = (x: Record<string, unknown>): GameEvent => ({ rule: 'p42', dice: [], ...x }) as unknown as GameEvent;
const c = (lane: number, t0: number): Cell => ({ lane, t0, t1: t0 + 20 });

describe('skid marks, rolls, smoke (issue 9)', () => {
  it('p43: the moves after a skid lay skid marks from where each move began to where it ended', () => {
    const tl = buildTimeline([ev({ type: 'skid', vehicle: 'a', skid: 'drift', side: 'left', speedLoss: 10 }), ev({ type: 'moved', vehicle: 'a', from: c(6, 0), to: c(5, 20), heading: 0, move: 'driftSkid' })], before, null);
    const marks = tl.effects.filter((e) => e.kind === 'skid');
    expect(marks).toHaveLength(1);
    expect(marks[0].from).toMatchObject({ lane: 6, tm: 10 });
    expect(marks[0].to).toMatchObject({ lane: 5, tm: 30 });
  });

  it('a plain move lays no rubber', () => {
    const tl = buildTimeline([ev({ type: 'moved', vehicle: 'a', from: c(6, 0), to: c(6, 20), heading: 0, move: 'straight' })], before, null);
    expect(tl.effects).toEqual([]);
  });

  it('p44: a spin scrubs its tyres where it turns', () => {
    const tl = buildTimeline([ev({ type: 'spin', vehicle: 'a', dir: 'cw', total: 7, degrees: 90, speedLoss: 20, heading: 2 })], before, null);
    expect(tl.effects).toMatchObject([{ kind: 'skid', from: { heading: 0 }, to: { heading: 2 } }]);
  });

  it('p46: a roll turns the car over where it is and leaves it there (it was sent off the road like a crash); the board draws it turning', () => {
    const tl = buildTimeline([ev({ type: 'roll', vehicle: 'a' })], before, null);
    const to = tl.slots[0].to;
    expect(to).toMatchObject({ lane: 6, tm: 10, heading: 0 });
    expect(to.flip).toBeCloseTo(2 * Math.PI);
    expect(tl.effects.map((e) => e.kind)).toEqual(['crash', 'smoke']);
    const mid = sampleVehicle(tl, 'a', 250 + 60);
    expect(mid).toMatchObject({ lane: 6, tm: 10 });
    expect(mid?.flip).toBeGreaterThan(0);
    expect(mid?.flip).toBeLessThan(2 * Math.PI);
    const views = vehicleViews(before, geometry.sectionPoses(before.track), null, tl, 250 + 60);
    expect(views.find((v) => v.id === 'a')?.flip).toBeCloseTo(mid!.flip!);
    expect(views.find((v) => v.id === 'b')?.flip).toBeUndefined();
  });

  it('p46, p58: a roll whose skid or spin left the road is followed by its crash, which tumbles it on off the road', () => {
    const tl = buildTimeline([ev({ type: 'roll', vehicle: 'a' }), ev({ type: 'crash', vehicle: 'a', cause: 'offRoad', rule: 'p58' })], before, null);
    expect(tl.slots).toHaveLength(2);
    expect(tl.slots[1].to.lane).toBeGreaterThan(8); // lane 6 is nearer the right edge
    expect(tl.slots[1].to.flip).toBeCloseTo(6 * Math.PI);
    expect(tl.effects.map((e) => e.kind)).toEqual(['crash', 'smoke', 'skid', 'crash', 'smoke']);
  });

  it('off the road: past the left edge from the left half, past the right edge from the right half', () => {
    expect(offTheRoad({ lane: 1, tm: 0, heading: 0 }, false).lane).toBeLessThan(0);
    expect(offTheRoad({ lane: 7, tm: 0, heading: 0 }, false).lane).toBeGreaterThan(8);
    expect(offTheRoad({ lane: 7, tm: 0, heading: 0 }, false).flip).toBe(0);
  });

  it('an explosion swells and leaves smoke; the effects show only while their time lasts', () => {
    const tl = buildTimeline([ev({ type: 'explosion', vehicle: 'b', cause: 'fuel' })], before, null);
    expect(tl.effects.map((e) => e.kind)).toEqual(['explosion', 'smoke']);
    const poses = geometry.sectionPoses(before.track);
    expect(liveEffects(tl, 10, before.track, poses).map((x) => x.e.kind)).toEqual(['explosion']);
    expect(liveEffects(tl, 300, before.track, poses).map((x) => x.e.kind)).toEqual(['explosion', 'smoke']);
    expect(liveEffects(tl, timelineDuration(tl), before.track, poses)).toEqual([]);
  });
});

describe('skipping an animation', () => {
  it('Skip drops what plays and tells the board; a later command animates again', () => {
    const feed = createFeed<number>((n) => n);
    let told = 0;
    feed.subscribe(() => told++);
    feed.push(1000);
    expect(feed.claim(0)).not.toBeNull();
    expect(feed.active()).toBe(true);
    feed.skip();
    expect(feed.active()).toBe(false);
    expect(feed.claim(10)).toBeNull();
    expect(told).toBe(2);
    feed.push(500);
    expect(feed.claim(20)).toMatchObject({ value: 500, start: 20 });
  });

  it('an animation that ends by itself tells the board too (the Skip button goes)', () => {
    const feed = createFeed<number>((n) => n);
    let told = 0;
    feed.subscribe(() => told++);
    feed.push(100);
    feed.claim(0);
    expect(feed.claim(150)).toBeNull();
    expect(feed.active()).toBe(false);
    expect(told).toBe(2);
  });
});
