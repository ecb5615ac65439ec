import { describe, expect, it } from 'vitest';
import { geometry, grid } from '../engine';
import type { Section } from '../engine';
import { CURVE_LIMITS, curveLimitByInnerLane } from '../engine/data/curveLimits';
import { trackShapes } from './trackShapes';

const shapes = (sections: Section[], finishTick: number | null = null) => {
  const track = { sections, finishTick };
  return trackShapes(track, geometry.sectionPoses(track));
};

describe('trackShapes', () => {
  it('draws Game One: 7 straights, 2 inner dividers per lane, a start line, 6 joins, a finish', () => {
    const s = shapes(grid.straightTrack(7, true).sections, 420);
    expect(s.sections).toHaveLength(7);
    expect(s.sections.every((x) => x.laneLines.length === 7 && x.dividers.length === 8 * 2)).toBe(true);
    expect(s.sections.map((x) => x.roadStart)).toEqual([true, false, false, false, false, false, false]);
    expect(s.sections.map((x) => x.alt)).toEqual([false, true, false, true, false, true, false]);
    expect(s.sections.map((x) => x.finish !== null)).toEqual([false, false, false, false, false, false, true]);
    expect(s.sections[6].finish?.dark.length).toBe(16);
    expect(s.sections[6].finish?.light.length).toBe(16);
    expect(s.sectionLabels.map((l) => l.text)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(s.limitLabels).toEqual([]);
  });

  it('gives each curve lane its own divider count (docs/assumptions.md: bend 3/4/5, corner 2/3/4)', () => {
    expect(shapes([{ kind: 'bend', turn: 'left' }]).sections[0].dividers).toHaveLength(3 * 2 + 2 * 3 + 3 * 4);
    expect(shapes([{ kind: 'corner', turn: 'right' }]).sections[0].dividers).toHaveLength(3 * 1 + 2 * 2 + 3 * 3);
    expect(shapes([{ kind: 'straight' }]).sections[0].finish).toBeNull();
  });

  it('draws only the sections in play of a rolling track, numbered by their global index (p75)', () => {
    const track = { sections: [{ kind: 'straight' as const }, { kind: 'corner' as const, turn: 'left' as const }], finishTick: null, first: 5, origin: { x: 100, y: 20, a: 0.3 } };
    const s = trackShapes(track, geometry.sectionPoses(track));
    expect(s.sections.map((x) => x.index)).toEqual([5, 6]);
    expect(s.sectionLabels.map((l) => l.text)).toEqual(['6', '7']);
    expect(s.sections[0].roadStart).toBe(false);
    // the road in play starts where the origin says
    expect(s.sections[0].startLine[0].x).toBeCloseTo(100);
    expect(s.sections[0].startLine[0].y).toBeCloseTo(20);
    expect(s.limitLabels.map((l) => l.group)).toEqual([6, 6, 6, 6]);
  });

  it('prints the curve limits per lane pair from the inner edge', () => {
    expect(shapes([{ kind: 'corner', turn: 'left' }]).limitLabels.map((l) => l.text)).toEqual(['30', '40', '50', '60']);
    expect(shapes([{ kind: 'bend', turn: 'right' }]).limitLabels.map((l) => l.text)).toEqual(['80', '70', '60', '50']);
  });

  it('reads the limit table by inner lane', () => {
    expect(CURVE_LIMITS.bend).toEqual([50, 60, 70, 80]);
    expect(curveLimitByInnerLane('corner', 1)).toBe(30);
    expect(curveLimitByInnerLane('corner', 4)).toBe(40);
    expect(curveLimitByInnerLane('bend', 8)).toBe(80);
  });

  it('bends road edges around the curve centre', () => {
    const s = shapes([{ kind: 'corner', turn: 'left' }]).sections[0];
    // left corner: centre 8 cm to the left of the start (y = -8 with heading 0)
    for (const p of s.edges[0]) expect(Math.hypot(p.x, p.y + 8)).toBeCloseTo(8);
    for (const p of s.edges[1]) expect(Math.hypot(p.x, p.y + 8)).toBeCloseTo(24);
  });
});
