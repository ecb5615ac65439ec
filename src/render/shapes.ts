// World-space shapes on the track, built only from engine/geometry so that everything drawn
// (road, zones, corridors, highlights) bends with curves exactly as the rules' grid does.
import { geometry, grid, TICKS_PER_SECTION } from '../engine';
import type { Track, ZoneStrip } from '../engine';
import type { Pose, Pt } from '../engine';

const { LANE_CM, pointAt } = geometry;

/** Ticks between samples on curves: small enough that arcs look round at any zoom we allow. */
const CURVE_STEP = 3;

/** Left edge (cm from the road's left edge) of a lane; its right edge is laneU(lane + 1). */
export const laneU = (lane: number): number => (lane - 1) * LANE_CM;

/** A tick kept on the track in play (the rolling track starts past tick 0, p75). */
export const clampTick = (track: Track, t: number): number => Math.max(grid.trackStart(track), Math.min(grid.trackEnd(track), t));

/** Sample ticks from t0 to t1 (either order): both ends, every section boundary, and dense steps on curves. */
export function sampleTicks(track: Track, t0: number, t1: number): number[] {
  const lo = clampTick(track, Math.min(t0, t1)), hi = clampTick(track, Math.max(t0, t1));
  const out = [lo];
  let t = lo;
  while (t < hi) {
    const si = Math.min(grid.lastSection(track), Math.floor(t / TICKS_PER_SECTION));
    const end = Math.min(hi, (si + 1) * TICKS_PER_SECTION);
    const step = grid.sectionByIndex(track, si)?.kind === 'straight' ? end - t : CURVE_STEP;
    t = Math.min(end, t + step);
    out.push(t);
  }
  return t0 <= t1 ? out : out.reverse();
}

/** A line along the road at lateral position u, from tick t0 to t1. */
export function lineAlong(track: Track, poses: Pose[], u: number, t0: number, t1: number): Pt[] {
  return sampleTicks(track, t0, t1).map((t) => pointAt(track, poses, u, t));
}

/** A band between lateral positions u0..u1 over ticks t0..t1, as a closed polygon. */
export function band(track: Track, poses: Pose[], u0: number, u1: number, t0: number, t1: number): Pt[] {
  return [...lineAlong(track, poses, u0, t0, t1), ...lineAlong(track, poses, u1, t1, t0)];
}

/** A straight segment across the road at tick t between lateral positions u0 and u1. */
export function across(track: Track, poses: Pose[], u0: number, u1: number, t: number): [Pt, Pt] {
  const tc = clampTick(track, t);
  return [pointAt(track, poses, u0, tc), pointAt(track, poses, u1, tc)];
}

/** Polygon of a zone strip (lanes laneFrom..laneTo; may stick out past the road edges). */
export function stripPoly(track: Track, poses: Pose[], s: ZoneStrip): Pt[] {
  return band(track, poses, laneU(s.laneFrom), laneU(s.laneTo + 1), s.t0, s.t1);
}

/** Flatten points for Pixi's poly(). */
export const flat = (pts: Pt[]): number[] => pts.flatMap((p) => [p.x, p.y]);

/** Ray-casting point-in-polygon test. */
export function pointInPolygon(p: Pt, poly: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i], b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
