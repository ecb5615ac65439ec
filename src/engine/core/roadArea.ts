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
    const r = Math.hypot(vx, vy);
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
