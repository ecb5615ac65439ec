// Which points lie on the road (p25: a fire corridor never leaves the track sections). The range
// ruler asks this of hundreds of points per corridor, so each section's frame (its trigonometry,
// a curve's centre) is worked out once per set of section poses, and a point is first tried
// against the section that held the last point found on the road. The answers are exactly those
// of working each section out afresh: the same arithmetic on the same numbers, and "on some
// section" does not depend on the order the sections are tried in.
import { CURVE_ANGLE, INNER_RADIUS_CM, ROAD_CM, STRAIGHT_CM, type Pose, type Pt } from '../geometry';
import { EPS, add, rightOf, scale, sub, unit } from '../polygon';
import type { Section, Track } from '../types';

const normAngle = (a: number): number => Math.atan2(Math.sin(a), Math.cos(a));

interface Frame {
  straight: boolean;
  p: Pose;
  /** Straights: across (right) and along unit vectors at the section's start. */
  r: Pt;
  f: Pt;
  /** Curves: the centre, the inner radius, the angle turned, which way. */
  c: Pt;
  R0: number;
  th: number;
  left: boolean;
}

interface Frames {
  sections: Section[];
  n: number;
  frames: Frame[];
  /** The section that held the last point found on the road: the next point is most likely there too. */
  last: number;
}

const FRAMES = new WeakMap<Pose[], Frames>();

function frameOf(sec: Section, p: Pose): Frame {
  const r = rightOf(p.a);
  if (sec.kind === 'straight') return { straight: true, p, r, f: unit(p.a), c: p, R0: 0, th: 0, left: false };
  const R0 = INNER_RADIUS_CM[sec.kind];
  const left = sec.turn === 'left';
  const c = left ? sub(p, scale(r, R0)) : add(p, scale(r, ROAD_CM + R0));
  return { straight: false, p, r, f: r, c, R0, th: CURVE_ANGLE[sec.kind], left };
}

function framesOf(track: Track, poses: Pose[]): Frames {
  const known = FRAMES.get(poses);
  if (known && known.sections === track.sections && known.n === track.sections.length) return known;
  const made = { sections: track.sections, n: track.sections.length, frames: track.sections.map((sec, i) => frameOf(sec, poses[i])), last: 0 };
  FRAMES.set(poses, made);
  return made;
}

/** Does the point lie on this section: its lane position u (cm from the left edge) and fraction along within the road, edges included? */
function inFrame(fr: Frame, x: number, y: number): boolean {
  const tol = EPS;
  let u: number;
  let along: number;
  if (fr.straight) {
    const qx = x - fr.p.x;
    const qy = y - fr.p.y;
    u = qx * fr.r.x + qy * fr.r.y;
    if (u < -tol || u > ROAD_CM + tol) return false;
    along = (qx * fr.f.x + qy * fr.f.y) / STRAIGHT_CM;
  } else {
    const vx = fr.left ? x - fr.c.x : fr.c.x - x;
    const vy = fr.left ? y - fr.c.y : fr.c.y - y;
    const r = Math.hypot(vx, vy);
    if (r < 1e-9) return false;
    u = fr.left ? r - fr.R0 : fr.R0 + ROAD_CM - r;
    if (u < -tol || u > ROAD_CM + tol) return false;
    const phi = Math.atan2(-vx / r, vy / r);
    along = (fr.left ? normAngle(fr.p.a - phi) : normAngle(phi - fr.p.a)) / fr.th;
  }
  return !(along < -tol || along > 1 + tol);
}

function onSomeSection(fs: Frames, x: number, y: number): boolean {
  if (fs.n === 0) return false;
  if (inFrame(fs.frames[fs.last], x, y)) return true;
  for (let i = 0; i < fs.n; i++) {
    if (i !== fs.last && inFrame(fs.frames[i], x, y)) {
      fs.last = i;
      return true;
    }
  }
  return false;
}

/** Is this point on the road (edges included)? Off the track sections is off the road (p25). */
export function onRoad(track: Track, poses: Pose[], pt: Pt): boolean {
  return onSomeSection(framesOf(track, poses), pt.x, pt.y);
}

/** onRoad for many points of one road (the ruler's march): its frames looked up once. */
export function roadTester(track: Track, poses: Pose[]): (x: number, y: number) => boolean {
  const fs = framesOf(track, poses);
  return (x, y) => onSomeSection(fs, x, y);
}
