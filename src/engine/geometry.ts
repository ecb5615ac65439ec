// Drawing geometry from the same track model the rules use (docs/assumptions.md): every section has a
// pose; straights map (lane, tick) linearly, curves map them onto arcs around the curve's centre.
// Units are centimetres of the printed track: a lane is 2 cm, a straight space 8 cm.
import { LANES, TICKS_PER_SECTION } from './types';
import type { Cell, Heading, Section, Track } from './types';

export const LANE_CM = 2;
export const SPACE_CM = 8;
export const ROAD_CM = LANES * LANE_CM;
export const STRAIGHT_CM = 3 * SPACE_CM;
/** Inner radius of curves, chosen so space lengths stay close to a straight's (docs/assumptions.md). */
export const INNER_RADIUS_CM: Record<'bend' | 'corner', number> = { bend: 22, corner: 8 };
export const CURVE_ANGLE: Record<'bend' | 'corner', number> = { bend: Math.PI / 3, corner: Math.PI / 2 };

export interface Pose { x: number; y: number; a: number }
export interface Pt { x: number; y: number }

const right = (a: number): Pt => ({ x: -Math.sin(a), y: Math.cos(a) });
const fwd = (a: number): Pt => ({ x: Math.cos(a), y: Math.sin(a) });

/**
 * Start pose (left edge of the road, heading) of each section in play, by position in
 * `track.sections` (not global index), plus the end pose. The rolling track keeps the pose of its
 * first section in `track.origin`, so the road does not move on the table when sections come and go.
 */
export function sectionPoses(track: Track, start: Pose = track.origin ?? { x: 0, y: 0, a: 0 }): Pose[] {
  const poses: Pose[] = [start];
  let p = start;
  for (const s of track.sections) {
    p = endPose(s, p);
    poses.push(p);
  }
  return poses;
}

const turnAngle = (s: Section): number => (s.kind === 'straight' ? 0 : (s.turn === 'left' ? -1 : 1) * CURVE_ANGLE[s.kind]);

export function endPose(s: Section, p: Pose): Pose {
  const q = pointInSection(s, p, 0, 1);
  return { x: q.x, y: q.y, a: p.a + turnAngle(s) };
}

/** The start pose of a section `s` laid so that it ends at pose `end` (a section added behind the first, p75). */
export function startPoseBefore(s: Section, end: Pose): Pose {
  const a = end.a - turnAngle(s);
  // For a fixed heading the section's end point is its start point plus a fixed offset.
  const off = pointInSection(s, { x: 0, y: 0, a }, 0, 1);
  return { x: end.x - off.x, y: end.y - off.y, a };
}

/** Position in `track.sections` (and in its poses) of the section holding tick t, clamped to the track. */
function slot(track: Track, t: number): { k: number; f: number } {
  const first = track.first ?? 0;
  const k = Math.min(track.sections.length - 1, Math.max(0, Math.floor(t / TICKS_PER_SECTION) - first));
  return { k, f: (t - (first + k) * TICKS_PER_SECTION) / TICKS_PER_SECTION };
}

/** A point `u` cm from the left edge, fraction `f` of the way along a section. */
export function pointInSection(s: Section, p: Pose, u: number, f: number): Pt {
  if (s.kind === 'straight') {
    const F = fwd(p.a), R = right(p.a);
    return { x: p.x + F.x * f * STRAIGHT_CM + R.x * u, y: p.y + F.y * f * STRAIGHT_CM + R.y * u };
  }
  const R0 = INNER_RADIUS_CM[s.kind], th = CURVE_ANGLE[s.kind];
  const r0 = right(p.a);
  if (s.turn === 'left') {
    const c = { x: p.x - r0.x * R0, y: p.y - r0.y * R0 };
    const rf = right(p.a - th * f);
    return { x: c.x + rf.x * (R0 + u), y: c.y + rf.y * (R0 + u) };
  }
  const c = { x: p.x + r0.x * (ROAD_CM + R0), y: p.y + r0.y * (ROAD_CM + R0) };
  const rf = right(p.a + th * f);
  return { x: c.x - rf.x * (R0 + ROAD_CM - u), y: c.y - rf.y * (R0 + ROAD_CM - u) };
}

/** Road heading (radians, screen coordinates with y down) at a tick. */
export function headingAt(track: Track, poses: Pose[], t: number): number {
  const { k, f } = slot(track, t);
  return poses[k].a + turnAngle(track.sections[k]) * f;
}

/** World point of lane position `u` (cm from the left edge) at global tick `t`. */
export function pointAt(track: Track, poses: Pose[], u: number, t: number): Pt {
  const { k, f } = slot(track, t);
  return pointInSection(track.sections[k], poses[k], u, f);
}

/** Outline of lanes laneFrom..laneTo over ticks [t0, t1], sampled so curves look round. */
export function stripPolygon(track: Track, poses: Pose[], laneFrom: number, laneTo: number, t0: number, t1: number): Pt[] {
  const u0 = (laneFrom - 1) * LANE_CM, u1 = laneTo * LANE_CM;
  const n = 6;
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) pts.push(pointAt(track, poses, u0, t0 + ((t1 - t0) * i) / n));
  for (let i = n; i >= 0; i--) pts.push(pointAt(track, poses, u1, t0 + ((t1 - t0) * i) / n - (i === n ? 1e-9 : 0)));
  return pts;
}

/** Centre and rotation (radians) at which to draw a vehicle occupying `cell` with `heading`. */
export function vehiclePose(track: Track, poses: Pose[], cell: Cell, heading: Heading): Pose {
  const u = cell.lane * LANE_CM; // between its two lanes
  const tm = (cell.t0 + cell.t1) / 2;
  const c = pointAt(track, poses, u, Math.min(tm, ((track.first ?? 0) + track.sections.length) * TICKS_PER_SECTION - 1e-6));
  return { x: c.x, y: c.y, a: headingAt(track, poses, tm) + (heading * Math.PI) / 4 };
}
