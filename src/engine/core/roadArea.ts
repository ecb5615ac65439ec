// Which points lie on the road (p25: a fire corridor never leaves the track sections). The range
// ruler asks this of hundreds of points per corridor, so each section's frame (its trigonometry,
// a curve's centre) is worked out once per set of section poses, and a point is first tried
// against the section that held the last point found on the road. The answers are exactly those
// of working each section out afresh: the same arithmetic on the same numbers, and "on some
// section" does not depend on the order the sections are tried in.
import { CURVE_ANGLE, INNER_RADIUS_CM, ROAD_CM, STRAIGHT_CM, type Pose, type Pt } from '../geometry';
import { EPS, add, hypot, rightOf, scale, sub, unit } from '../polygon';
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
  /** Curves: cos and sin of the start pose's angle and of the angle turned (angleClear). */
  ca: number;
  sa: number;
  cth: number;
  sth: number;
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
  if (sec.kind === 'straight') return { straight: true, p, r, f: unit(p.a), c: p, R0: 0, th: 0, left: false, ca: 1, sa: 0, cth: 1, sth: 0 };
  const R0 = INNER_RADIUS_CM[sec.kind];
  const left = sec.turn === 'left';
  const c = left ? sub(p, scale(r, R0)) : add(p, scale(r, ROAD_CM + R0));
  const th = CURVE_ANGLE[sec.kind];
  return { straight: false, p, r, f: r, c, R0, th, left, ca: Math.cos(p.a), sa: Math.sin(p.a), cth: Math.cos(th), sth: Math.sin(th) };
}

/**
 * Sines below this (about 1e-5 rad) count as near a curve's end ray: over six times the angle inFrame's
 * tolerance allows there (EPS of at most a quarter turn), and far above rounding.
 */
const NEAR_RAY = 1e-5;

/**
 * The curve's angular test without trigonometry where the answer is plain (issue 31: atan2 and
 * normAngle were most of the range ruler's road test on curves). D is the angle from the start ray
 * to the point, as inFrame measures it (phi - a, or a - phi turning left), and its sine and cosine
 * come from the point's direction (vy, -vx) / r. Away from both end rays (by NEAR_RAY), D lies in
 * (0, th) exactly when sin D > 0 and sin(th - D) > 0 (th is less than a half turn), and inFrame's
 * tolerance cannot change that answer. Near either ray: null, and inFrame measures the angle itself,
 * so every answer is the one it gave before.
 */
function angleClear(fr: Frame, vx: number, vy: number, r: number): boolean | null {
  const c = (vy * fr.ca - vx * fr.sa) / r;
  const sPhi = (-vx * fr.ca - vy * fr.sa) / r;
  const s = fr.left ? -sPhi : sPhi;
  if (c > 0 && Math.abs(s) < NEAR_RAY) return null;
  const s1 = fr.sth * c - fr.cth * s;
  if (fr.cth * c + fr.sth * s > 0 && Math.abs(s1) < NEAR_RAY) return null;
  return s > 0 && s1 > 0;
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
    const r = hypot(vx, vy);
    if (r < 1e-9) return false;
    u = fr.left ? r - fr.R0 : fr.R0 + ROAD_CM - r;
    if (u < -tol || u > ROAD_CM + tol) return false;
    const plain = angleClear(fr, vx, vy, r);
    if (plain !== null) return plain;
    const phi = Math.atan2(-vx / r, vy / r);
    along = (fr.left ? normAngle(fr.p.a - phi) : normAngle(phi - fr.p.a)) / fr.th;
  }
  return !(along < -tol || along > 1 + tol);
}

function onSomeSection(fs: Frames, x: number, y: number): boolean {
  return holding(fs, x, y) >= 0;
}

/**
 * How deep inside a section the point lies, in cm, once inFrame has found it there: the least of
 * its distances to the section's two edges and to the lines of its two ends (a curve's end rays:
 * r sin D and r sin(th - D), angleClear's sines), 0 when it lies within inFrame's tolerance
 * outside. Every point nearer than that to it is inside the section, so on the road.
 */
function depthIn(fr: Frame, x: number, y: number): number {
  const m = fr.straight ? straightDepth(fr, x - fr.p.x, y - fr.p.y) : curveDepth(fr, fr.left ? x - fr.c.x : fr.c.x - x, fr.left ? y - fr.c.y : fr.c.y - y);
  return m > 0 ? m : 0;
}

/** depthIn on a straight, the point at (qx, qy) from the section's start. */
function straightDepth(fr: Frame, qx: number, qy: number): number {
  const u = qx * fr.r.x + qy * fr.r.y;
  const along = qx * fr.f.x + qy * fr.f.y;
  return Math.min(u, ROAD_CM - u, along, STRAIGHT_CM - along);
}

/** depthIn on a curve, (vx, vy) the point's direction from the centre as inFrame takes it. */
function curveDepth(fr: Frame, vx: number, vy: number): number {
  const r = hypot(vx, vy);
  const u = fr.left ? r - fr.R0 : fr.R0 + ROAD_CM - r;
  const s = (fr.left ? vx * fr.ca + vy * fr.sa : -vx * fr.ca - vy * fr.sa) / r;
  const c = (vy * fr.ca - vx * fr.sa) / r;
  // Both sines positive: the point is between the end rays (angleClear), r sin its distance to each ray's line.
  return Math.min(u, ROAD_CM - u, r * s, r * (fr.sth * c - fr.cth * s));
}

/** The section holding the point (fs.last tried first, then every other), or -1 off the road. */
function holding(fs: Frames, x: number, y: number): number {
  if (fs.n === 0) return -1;
  if (inFrame(fs.frames[fs.last], x, y)) return fs.last;
  for (let i = 0; i < fs.n; i++) {
    if (i !== fs.last && inFrame(fs.frames[i], x, y)) {
      fs.last = i;
      return i;
    }
  }
  return -1;
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

/**
 * roadTester's answer as a depth: -1 off the road, else how far (cm) the point is known to lie
 * inside the road (depthIn: a lower bound, 0 near a section's edges or ends). The ruler's march
 * steps over the points within it without testing each.
 */
export function roadDepthTester(track: Track, poses: Pose[]): (x: number, y: number) => number {
  const fs = framesOf(track, poses);
  return (x, y) => {
    const i = holding(fs, x, y);
    return i < 0 ? -1 : depthIn(fs.frames[i], x, y);
  };
}
