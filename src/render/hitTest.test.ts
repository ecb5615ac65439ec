import { describe, expect, it } from 'vitest';
import { geometry, grid } from '../engine';
import type { Section } from '../engine';
import { hitTest, hoverPlace, pairCellAt } from './hitTest';
import { laneU } from './shapes';

describe('hitTest', () => {
  const straight = grid.straightTrack(7, true);
  const sp = geometry.sectionPoses(straight);

  it('maps a point on a straight to its lane and tick', () => {
    // lane 3 spans 4..6 cm across; a straight section is 24 cm for 60 ticks (0.4 cm per tick)
    expect(hitTest(straight, sp, { x: 10.1, y: 5 })).toEqual({ lane: 3, t: 25 });
    expect(hitTest(straight, sp, { x: 0.1, y: 0.1 })).toEqual({ lane: 1, t: 0 });
    expect(hitTest(straight, sp, { x: 167.9, y: 15.9 })).toEqual({ lane: 8, t: 419 });
  });

  it('returns null off the road', () => {
    expect(hitTest(straight, sp, { x: 10, y: -1 })).toBeNull();
    expect(hitTest(straight, sp, { x: -1, y: 5 })).toBeNull();
    expect(hitTest(straight, sp, { x: 169, y: 5 })).toBeNull();
  });

  const curvy: Section[] = [
    { kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'corner', turn: 'right' },
    { kind: 'corner', turn: 'left' }, { kind: 'bend', turn: 'right' }, { kind: 'straight' },
  ];
  const track = { sections: curvy, finishTick: null };
  const poses = geometry.sectionPoses(track);

  it.each([
    [1, 5], [8, 70], [4, 95], [5, 130], [2, 150], [7, 179], [3, 200], [6, 250], [1, 299], [8, 359],
  ])('round-trips the middle of lane %i, tick %i on curved track', (lane, t) => {
    const p = geometry.pointAt(track, poses, laneU(lane) + geometry.LANE_CM / 2, t + 0.5);
    expect(hitTest(track, poses, p)).toEqual({ lane, t });
  });

  it('pairs the pointed lane with its right neighbour, lane 8 with lane 7', () => {
    expect(pairCellAt(straight, { lane: 3, t: 25 })).toEqual({ lane: 3, t0: 20, t1: 40 });
    expect(pairCellAt(straight, { lane: 8, t: 0 })).toEqual({ lane: 7, t0: 0, t1: 20 });
    // a left bend: the pair (1,2) is judged on lane 2 (3 spaces: 20 ticks each) — p10
    expect(pairCellAt(track, { lane: 1, t: 65 })).toEqual({ lane: 1, t0: 60, t1: 80 });
    // the pair (5,6) on a left bend: outer lane 6 has 5 spaces of 12 ticks
    expect(pairCellAt(track, { lane: 5, t: 65 })).toEqual({ lane: 5, t0: 60, t1: 72 });
  });
});

describe('hoverPlace', () => {
  const track = grid.straightTrack(7, true);
  const legal = [{ lane: 2, t0: 0, t1: 20 }, { lane: 5, t0: 20, t1: 40 }];
  it('highlights the legal placement a click would choose (the clicked lane, then the pair to its left)', () => {
    expect(hoverPlace(track, legal, { lane: 2, t: 5 })).toEqual({ cell: { lane: 2, t0: 0, t1: 20 }, legal: true });
    expect(hoverPlace(track, legal, { lane: 6, t: 30 })).toEqual({ cell: { lane: 5, t0: 20, t1: 40 }, legal: true });
    expect(hoverPlace(track, legal, { lane: 4, t: 30 })).toEqual({ cell: { lane: 4, t0: 20, t1: 40 }, legal: false });
  });
});
