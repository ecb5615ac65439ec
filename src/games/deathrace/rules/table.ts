// The table in inches: footprints, what a vehicle can hit, and the sweep that finds the first
// contact along a straight run ("the first contact along the path decides"). Pure geometry.
import type { Pt } from '../../../engine/geometry';
import { convexOverlap, polygonDistance, rect, type Poly } from '../../../engine/polygon';
import { FOOT_LENGTH, FOOT_WIDTH, PED_SIZE } from './data';
import type { Rect, Track } from './tracks';
import type { DrState, DrVehicle, Pose } from './types';

export const rad = (deg: number): number => (deg * Math.PI) / 180;
/** A heading kept in [0, 360). */
export const norm = (deg: number): number => ((deg % 360) + 360) % 360;
/** The smallest angle between two headings, 0-180. */
export const angleBetween = (a: number, b: number): number => {
  const d = norm(a - b);
  return d > 180 ? 360 - d : d;
};
/** The heading from one point to another, degrees. */
export const headingTo = (a: Pt, b: Pt): number => norm((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI);
export const fwd = (deg: number): Pt => ({ x: Math.cos(rad(deg)), y: Math.sin(rad(deg)) });
/** The vehicle's right-hand side (y runs down the screen). */
export const rightOf = (deg: number): Pt => fwd(deg + 90);
export const along = (p: Pose, d: number, dir = p.heading): Pose => ({ x: p.x + fwd(dir).x * d, y: p.y + fwd(dir).y * d, heading: p.heading });
export const footprint = (p: Pose): Poly => rect({ x: p.x, y: p.y }, rad(p.heading), FOOT_LENGTH, FOOT_WIDTH);
export const round3 = (n: number): number => Math.round(n * 1000) / 1000;
export const dist = (a: Pt, b: Pt): number => Math.hypot(a.x - b.x, a.y - b.y);

export interface Obstacle {
  kind: 'wall' | 'vehicle' | 'pedestrian';
  /** The vehicle's id, or the wall's index. */
  id: string;
  poly: Poly;
}

export const racing = (s: DrState): DrVehicle[] => s.vehicles.filter((v) => v.status === 'racing');

/** Everything `self` could hit: the walls and the other vehicles in the race, but those in `ignore`. */
export function obstacles(s: DrState, track: Track, self: string, ignore: string[] = [], walls = true): Obstacle[] {
  const out: Obstacle[] = walls ? track.walls.map((poly, i) => ({ kind: 'wall' as const, id: `wall${i}`, poly })) : [];
  for (const v of racing(s)) if (v.id !== self && !ignore.includes(v.id)) out.push({ kind: 'vehicle', id: v.id, poly: footprint(v) });
  return out;
}

/** A crew member's 1" base. */
export const base = (p: Pt): Poly => rect({ x: p.x, y: p.y }, 0, PED_SIZE, PED_SIZE);

/** The crews on foot a vehicle may run into, but those in `ignore`. */
export const pedestrianObstacles = (s: DrState, ignore: string[] = []): Obstacle[] =>
  s.pedestrians.filter((p) => !ignore.includes(p.id)).map((p) => ({ kind: 'pedestrian' as const, id: p.id, poly: base(p) }));

export const hitAt = (p: Pose, obs: Obstacle[], shape: (p: Pose) => Poly = footprint): Obstacle | null => {
  const f = shape(p);
  return obs.find((o) => convexOverlap(f, o.poly)) ?? null;
};

const STEP = 0.5;
/** A vehicle halted by a contact is set this far short of it, so it never overlaps what it hit. */
export const CONTACT_GAP = 0.05;

/**
 * Drives `d` inches from `p` along `dir` (its heading unless told): the distance covered before
 * the first contact (less a hair), and what it touched, or the whole distance and null.
 */
export function sweep(p: Pose, d: number, obs: Obstacle[], dir = p.heading, shape: (p: Pose) => Poly = footprint): { d: number; hit: Obstacle | null } {
  if (d <= 0) return { d: 0, hit: null };
  let prev = 0;
  for (let t = Math.min(STEP, d); ; t = Math.min(t + STEP, d)) {
    if (hitAt(along(p, t, dir), obs, shape)) {
      // Whatever it touches first within the step: bisect against everything, then name it.
      let lo = prev;
      let hi = t;
      for (let i = 0; i < 14; i++) {
        const mid = (lo + hi) / 2;
        if (hitAt(along(p, mid, dir), obs, shape)) hi = mid;
        else lo = mid;
      }
      return { d: Math.max(0, lo - CONTACT_GAP), hit: hitAt(along(p, hi, dir), obs, shape) };
    }
    prev = t;
    if (t >= d) return { d, hit: null };
  }
}

/** Where segment p-q crosses segment a-b, as the fraction along p-q, or null. */
export function crossing(p: Pt, q: Pt, a: Pt, b: Pt): number | null {
  const rx = q.x - p.x, ry = q.y - p.y, sx = b.x - a.x, sy = b.y - a.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((a.x - p.x) * sy - (a.y - p.y) * sx) / den;
  const u = ((a.x - p.x) * ry - (a.y - p.y) * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}

export const inRect = (p: Pt, r: Rect): boolean => p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;

/** Where segment p-q first enters rectangle r (fraction along it), or null when it never does. */
export function entersRect(p: Pt, q: Pt, r: Rect): number | null {
  if (inRect(p, r)) return null;
  const c = [{ x: r.x0, y: r.y0 }, { x: r.x1, y: r.y0 }, { x: r.x1, y: r.y1 }, { x: r.x0, y: r.y1 }];
  let best: number | null = null;
  for (let i = 0; i < 4; i++) {
    const t = crossing(p, q, c[i], c[(i + 1) % 4]);
    if (t !== null && (best === null || t < best)) best = t;
  }
  return best;
}

/** Whether a point lies inside a convex polygon (either winding). */
export function pointInPoly(p: Pt, poly: Poly): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i], b = poly[(i + 1) % poly.length];
    const c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (Math.abs(c) < 1e-12) continue;
    const sg = Math.sign(c);
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return true;
}

/** A line of fire between two points crosses no wall. */
export function clearLine(track: Track, a: Pt, b: Pt): boolean {
  for (const w of track.walls) {
    for (let i = 0; i < w.length; i++) if (crossing(a, b, w[i], w[(i + 1) % w.length]) !== null) return false;
    if (pointInPoly(a, w) || pointInPoly(b, w)) return false;
  }
  return true;
}

/** Range between two vehicles: footprint to footprint. */
export const rangeBetween = (a: Pose, b: Pose): number => polygonDistance(footprint(a), footprint(b));
