import { describe, expect, it } from 'vitest';
import { onRoad, roadDepthTester, roadTester } from './roadArea';
import { CURVE_ANGLE, INNER_RADIUS_CM, ROAD_CM, STRAIGHT_CM, pointAt, sectionPoses, type Pose, type Pt } from '../geometry';
import { EPS, add, dot, len, rightOf, scale, sub, unit } from '../polygon';
import type { Section, Track } from '../types';
import { newRng, rollDie } from '../rng';

/** Uniform numbers in [0, 1) from the engine's seeded generator, so a failing case replays. */
function rng(seed: number): () => number {
  const r = newRng(seed);
  return () => (rollDie(r, 2 ** 30) - 1) / 2 ** 30;
}

/** The test as it was first written, every section worked out afresh for every point: the oracle. */
function onRoadAfresh(track: Track, poses: Pose[], pt: Pt): boolean {
  const normAngle = (a: number): number => Math.atan2(Math.sin(a), Math.cos(a));
  for (let i = 0; i < track.sections.length; i++) {
    const sec = track.sections[i];
    const p = poses[i];
    let u: number;
    let along: number;
    if (sec.kind === 'straight') {
      const q = sub(pt, p);
      u = dot(q, rightOf(p.a));
      along = dot(q, unit(p.a)) / STRAIGHT_CM;
    } else {
      const R0 = INNER_RADIUS_CM[sec.kind];
      const r0 = rightOf(p.a);
      const left = sec.turn === 'left';
      const c = left ? sub(p, scale(r0, R0)) : add(p, scale(r0, ROAD_CM + R0));
      const v = left ? sub(pt, c) : sub(c, pt);
      const r = len(v);
      if (r < 1e-9) continue;
      const phi = Math.atan2(-v.x / r, v.y / r);
      u = left ? r - R0 : R0 + ROAD_CM - r;
      along = (left ? normAngle(p.a - phi) : normAngle(phi - p.a)) / CURVE_ANGLE[sec.kind];
    }
    if (!(u < -EPS || u > ROAD_CM + EPS || along < -EPS || along > 1 + EPS)) return true;
  }
  return false;
}

function randomTrack(r: () => number): Track {
  const kinds: Section[] = [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'bend', turn: 'right' }, { kind: 'corner', turn: 'left' }, { kind: 'corner', turn: 'right' }];
  const sections = Array.from({ length: 2 + Math.floor(r() * 8) }, () => ({ ...kinds[Math.floor(r() * kinds.length)] }));
  // A rolled road: its first section far down the table at any heading.
  const rolled = r() < 0.5;
  return { sections, finishTick: null, ...(rolled ? { first: Math.floor(r() * 40), origin: { x: (r() - 0.5) * 4000, y: (r() - 0.5) * 4000, a: r() * 8 - 4 } } : {}) } as Track;
}

/**
 * Points on, near and off random roads (a lane position just inside or outside the edges, pushed a
 * little), each handed to the check `perTrack` makes for its road, with where it was drawn.
 */
function randomRoadPoints(r: () => number, roads: number, perRoad: number, perTrack: (track: Track, poses: Pose[]) => (pt: Pt, at: string) => void): void {
  for (let g = 0; g < roads; g++) {
    const track = randomTrack(r);
    const poses = sectionPoses(track);
    const check = perTrack(track, poses);
    const first = track.first ?? 0;
    for (let i = 0; i < perRoad; i++) {
      const u = r() * (ROAD_CM + 6) - 3;
      const t = (first + r() * track.sections.length) * 60;
      const base = pointAt(track, poses, u, t);
      check(r() < 0.3 ? base : { x: base.x + (r() - 0.5) * 4, y: base.y + (r() - 0.5) * 4 }, `${g}/${i}`);
    }
  }
}

describe('onRoad: is a point on the track sections (p25)', () => {
  it('gives the answer of working every section out afresh, for points on, near and off random roads', () => {
    const r = rng(1201);
    let on = 0;
    let checked = 0;
    const wrong: string[] = [];
    randomRoadPoints(r, 40, 250, (track, poses) => {
      const test = roadTester(track, poses);
      return (pt, at) => {
        const want = onRoadAfresh(track, poses, pt);
        if (onRoad(track, poses, pt) !== want || test(pt.x, pt.y) !== want) wrong.push(at);
        if (want) on++;
        checked++;
      };
    });
    expect(wrong).toEqual([]);
    expect(on).toBeGreaterThan(checked / 4);
    expect(on).toBeLessThan((checked * 3) / 4);
  });

  it("agrees with working it out afresh at and around a curve's end rays, inside its tolerance and just beyond (issue 31: the angle is measured there only)", () => {
    const r = rng(3101);
    const curves: Section[] = [{ kind: 'bend', turn: 'left' }, { kind: 'bend', turn: 'right' }, { kind: 'corner', turn: 'left' }, { kind: 'corner', turn: 'right' }];
    // Ticks past either end ray: a tick is th/60 rad, so 6e-5 ticks is about inFrame's tolerance (EPS of the angle).
    const deltas = [0, 1e-9, 1e-7, 1e-6, 1e-5, 3e-5, 5e-5, 6e-5, 8e-5, 1e-4, 2e-4, 1e-3, 1e-2, 0.5].flatMap((d) => [d, -d]);
    const wrong: string[] = [];
    let onBeyond = 0;
    let offBeyond = 0;
    for (let g = 0; g < 24; g++) {
      const sec = curves[g % curves.length];
      const first = Math.floor(r() * 40);
      const track = { sections: [{ ...sec }], finishTick: null, first, origin: { x: (r() - 0.5) * 4000, y: (r() - 0.5) * 4000, a: r() * 8 - 4 } } as Track;
      const poses = sectionPoses(track);
      const test = roadTester(track, poses);
      for (const end of [first * 60, (first + 1) * 60]) {
        for (const d of deltas) {
          const u = r() * ROAD_CM;
          const pt = pointAt(track, poses, u, end + d);
          const want = onRoadAfresh(track, poses, pt);
          if (test(pt.x, pt.y) !== want || onRoad(track, poses, pt) !== want) wrong.push(`${g} ${end} ${d}`);
          // Beyond the ray by under the tolerance (on), or by more (off).
          const beyond = end === first * 60 ? d < 0 : d > 0;
          if (beyond && want) onBeyond++;
          if (beyond && !want) offBeyond++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(onBeyond).toBeGreaterThan(0);
    expect(offBeyond).toBeGreaterThan(0);
  });

  it("roadDepthTester: -1 exactly where the point is off the road, and every point nearer than its depth is on the road (the ruler's march steps over them)", () => {
    const r = rng(3131);
    const wrong: string[] = [];
    let deep = 0;
    let checked = 0;
    randomRoadPoints(r, 40, 150, (track, poses) => {
      const depth = roadDepthTester(track, poses);
      return (pt, at) => {
        const m = depth(pt.x, pt.y);
        if (m >= 0 !== onRoadAfresh(track, poses, pt)) wrong.push(`${at} on`);
        if (m <= 0) return;
        deep++;
        // Points just inside the depth, every way round: each must be on the road.
        for (let k = 0; k < 16; k++) {
          const a = (k / 16) * 2 * Math.PI + r() * 0.3;
          const far = m * (1 - 1e-7);
          const q = { x: pt.x + Math.cos(a) * far, y: pt.y + Math.sin(a) * far };
          checked++;
          if (!onRoadAfresh(track, poses, q)) wrong.push(`${at} depth ${m} at ${a}`);
        }
      };
    });
    expect(wrong).toEqual([]);
    // Most points of the road lie a centimetre or more inside it: the march has steps to skip.
    expect(deep).toBeGreaterThan(1000);
    expect(checked).toBe(deep * 16);
  });

  it('an edge is on the road, a hair beyond it is not', () => {
    const track = { sections: [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }], finishTick: null } as Track;
    const poses = sectionPoses(track);
    expect(onRoad(track, poses, pointAt(track, poses, ROAD_CM, 30))).toBe(true);
    expect(onRoad(track, poses, pointAt(track, poses, ROAD_CM + 0.01, 90))).toBe(false);
    expect(onRoad(track, poses, pointAt(track, poses, -0.01, 30))).toBe(false);
    expect(onRoad(track, poses, pointAt(track, poses, 0, 90))).toBe(true);
  });
});
