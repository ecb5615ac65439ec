import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import type { Section } from '../engine';
import { COLOURS } from './palette';
import { clipToRect, hazardLimitLabels, hazardShape, jitter, type HazardLike } from './hazardShapes';
import { pointInPolygon, stripPoly } from './shapes';

const S: Section = { kind: 'straight' };
const track = { sections: [S, { kind: 'corner', turn: 'left' } as Section, S], finishTick: null };
const poses = geometry.sectionPoses(track);
const edge = { laneFrom: 1, laneTo: 3, t0: 20, t1: 40 };
const hz = (kind: HazardLike['kind'], zone = [edge], id = 'h1'): HazardLike => ({ id, kind, zone });

/** Every point drawn for a counter lies on its three lanes in its one space (p76). */
function inside(h: HazardLike) {
  const shape = hazardShape(track, poses, h);
  const outline = h.zone.map((s) => stripPoly(track, poses, s));
  const pts = [...shape.fills.flatMap((f) => f.poly), ...shape.strokes.flatMap((s) => s.line)];
  return pts.every((p) => outline.some((o) => pointInPolygon(p, o)));
}

describe('road hazard counters (p76)', () => {
  it('gives sand, debris and obstacles each their own look', () => {
    const base = (k: HazardLike['kind']) => hazardShape(track, poses, hz(k)).fills[0].colour;
    expect(new Set([base('sand'), base('debris'), base('obstacle'), base('railroad')]).size).toBe(4);
    const sand = hazardShape(track, poses, hz('sand'));
    expect(sand.strokes.every((s) => s.colour === COLOURS.sandRipple)).toBe(true);
    const debris = hazardShape(track, poses, hz('debris'));
    expect(debris.fills.slice(1).some((f) => f.colour === COLOURS.debrisShard)).toBe(true);
    const block = hazardShape(track, poses, hz('obstacle'));
    expect(block.fills.slice(1).every((f) => f.colour === COLOURS.obstacleStripe)).toBe(true);
    expect(block.fills.length).toBeGreaterThan(3);
  });

  it('keeps every counter inside its three lanes and one space, on straights and on a corner', () => {
    for (const k of ['sand', 'debris', 'obstacle'] as const) {
      expect(inside(hz(k)), k).toBe(true);
      // the outer edge of a left corner: lanes 6-8 have four spaces of 15 ticks
      expect(inside(hz(k, [{ laneFrom: 6, laneTo: 8, t0: 75, t1: 90 }])), `${k} on a corner`).toBe(true);
    }
  });

  it('draws a railroad as rails right across the road, through the part of the crossing every lane shares', () => {
    // a corner's end spaces: inner lanes 30 ticks, middle 20, outer 15 (p76 ASSUMPTION in the engine)
    const zone = [{ laneFrom: 1, laneTo: 3, t0: 90, t1: 120 }, { laneFrom: 4, laneTo: 5, t0: 100, t1: 120 }, { laneFrom: 6, laneTo: 8, t0: 105, t1: 120 }];
    const r = hazardShape(track, poses, hz('railroad', zone));
    expect(r.fills.filter((f) => f.colour === COLOURS.ballast)).toHaveLength(3);
    const rails = r.strokes.filter((s) => s.colour === COLOURS.rail);
    expect(rails).toHaveLength(2);
    const road = stripPoly(track, poses, { laneFrom: 1, laneTo: 8, t0: 105, t1: 120 });
    for (const rail of rails) {
      // it starts and ends off the road (beyond both edges) and crosses the outer lanes' shared space
      expect(pointInPolygon(rail.line[0], road)).toBe(false);
      expect(pointInPolygon(rail.line[1], road)).toBe(false);
      const mid = { x: (rail.line[0].x + rail.line[1].x) / 2, y: (rail.line[0].y + rail.line[1].y) / 2 };
      expect(pointInPolygon(mid, road)).toBe(true);
    }
    expect(r.strokes.filter((s) => s.colour === COLOURS.crossbuck)).toHaveLength(4);
  });

  it('puts a limit plate on sand (30), debris (10) and railroads (60), none on obstacles', () => {
    const shapes = (['sand', 'debris', 'railroad', 'obstacle'] as const).map((k, i) => hazardShape(track, poses, hz(k, [edge], `h${i}`)));
    expect(hazardLimitLabels(shapes).map((l) => l.text)).toEqual(['30', '10', '60']);
  });

  it('speckles the same way every time (a counter does not shimmer between frames)', () => {
    expect(hazardShape(track, poses, hz('debris'))).toEqual(hazardShape(track, poses, hz('debris')));
    expect(jitter('h1', 3)).toBe(jitter('h1', 3));
    expect(jitter('h1', 3)).not.toBe(jitter('h2', 3));
    for (let i = 0; i < 50; i++) expect(jitter('x', i)).toBeGreaterThanOrEqual(0);
  });

  it('clips a polygon to a rectangle', () => {
    const tri = [{ x: -1, y: 0 }, { x: 3, y: 0 }, { x: -1, y: 4 }];
    const c = clipToRect(tri, 0, 0, 2, 2);
    expect(c.every((p) => p.x >= -1e-9 && p.x <= 2 + 1e-9 && p.y >= -1e-9 && p.y <= 2 + 1e-9)).toBe(true);
    expect(c.length).toBeGreaterThanOrEqual(3);
    expect(clipToRect(tri, 10, 10, 12, 12)).toEqual([]);
  });
});
