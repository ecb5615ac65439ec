// Plane geometry for the range ruler and fire corridors (p25): convex polygons, the
// separating-axis test, distances and projections. Pure maths, no rules.
import type { Pt } from './geometry';

/** A convex polygon, corners in order (either winding). */
export type Poly = Pt[];

/**
 * Two shapes whose overlap is thinner than this only touch. Models in neighbouring lanes share
 * an edge, and sharing an edge is not "partly inside" a corridor (p25).
 */
export const EPS = 1e-6;

export const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Pt, b: Pt): number => a.x * b.x + a.y * b.y;
/**
 * Math.hypot of two numbers, the very number V8's builtin gives (the larger magnitude scaled out,
 * the squares summed, the root scaled back: its Kahan compensation is exactly 0 for two), but
 * without its call: the optimiser does not inline Math.hypot, whose answer is a boxed number,
 * and the separating-axis test and the road test on curves ask it dozens of times a command
 * (issue 31). The same arithmetic in every browser, too. polygon.test.ts compares the two bit for bit.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  if (ax !== ax || ay !== ay) return NaN;
  const max = ax > ay ? ax : ay;
  if (max === 0) return 0;
  const a = ax / max;
  const b = ay / max;
  return Math.sqrt(a * a + b * b) * max;
}
export const len = (a: Pt): number => hypot(a.x, a.y);
/** Unit vector of an angle (screen coordinates, y down). */
export const unit = (a: number): Pt => ({ x: Math.cos(a), y: Math.sin(a) });
/** The right-hand side of something facing angle a (as geometry.ts lays out lanes). */
export const rightOf = (a: number): Pt => ({ x: -Math.sin(a), y: Math.cos(a) });

/** A rectangle centred on c, `length` along angle a and `width` across it. */
export function rect(c: Pt, a: number, length: number, width: number): Poly {
  const f = scale(unit(a), length / 2);
  const r = scale(rightOf(a), width / 2);
  return [add(add(c, f), r), add(sub(c, f), r), sub(sub(c, f), r), sub(add(c, f), r)];
}

/** The rectangle swept by segment p0-p1 moved `length` along unit vector d. */
export function band(p0: Pt, p1: Pt, d: Pt, length: number): Poly {
  const e = scale(d, length);
  return [p0, p1, add(p1, e), add(p0, e)];
}

/**
 * Is `axis` (the outward normal of the edge from corner i of `edges`, as a unit vector) a
 * separating axis of a and b: their projections on it overlap by no more than eps? Edges shorter
 * than 1e-12 give no axis (false). Written out without arrays or tuples (issue 31: the corridor
 * tests made a dozen small objects a call); the arithmetic is that of sub, len and dot, in order.
 */
function separates(edges: Poly, i: number, a: Poly, b: Poly, eps: number): boolean {
  const p = edges[i];
  const q = edges[(i + 1) % edges.length];
  const ex = q.x - p.x;
  const ey = q.y - p.y;
  const l = hypot(ex, ey);
  if (!(l > 1e-12)) return false;
  const ax = -ey / l;
  const ay = ex / l;
  let a0 = Infinity;
  let a1 = -Infinity;
  for (const c of a) {
    const v = c.x * ax + c.y * ay;
    if (v < a0) a0 = v;
    if (v > a1) a1 = v;
  }
  let b0 = Infinity;
  let b1 = -Infinity;
  for (const c of b) {
    const v = c.x * ax + c.y * ay;
    if (v < b0) b0 = v;
    if (v > b1) b1 = v;
  }
  return Math.min(a1, b1) - Math.max(a0, b0) <= eps;
}

/** Separating-axis test: do two convex polygons share an area thicker than EPS? The axes are a's edges' normals, then b's. */
export function convexOverlap(a: Poly, b: Poly, eps = EPS): boolean {
  if (a.length < 3 || b.length < 3) return false;
  for (let i = 0; i < a.length; i++) if (separates(a, i, a, b, eps)) return false;
  for (let i = 0; i < b.length; i++) if (separates(b, i, a, b, eps)) return false;
  return true;
}

/** Do two shapes, each a union of convex pieces, overlap? */
export function piecesOverlap(as: Poly[], bs: Poly[]): boolean {
  for (const a of as) for (const b of bs) if (convexOverlap(a, b)) return true;
  return false;
}

/**
 * Margin (cm) by which a shape must clear a band for halfBandMiss to call it a miss: far above the
 * rounding of coordinates of a few thousand centimetres, far below a model's size.
 */
export const BAND_MISS_MARGIN = 0.01;

/**
 * A cheap test before an exact overlap with band(p0, p1, d, length) (d a unit vector) when the
 * length is not yet known: true when the shape lies clear of the band's two sides or wholly behind its start edge,
 * so that no band of any length overlaps it. It looks at two axes only, so false proves nothing.
 */
export function halfBandMiss(poly: Poly, p0: Pt, p1: Pt, d: Pt, margin = BAND_MISS_MARGIN): boolean {
  const nx = -d.y;
  const ny = d.x;
  const ex = p1.x - p0.x;
  const ey = p1.y - p0.y;
  const w = ex * nx + ey * ny;
  const back = Math.min(0, ex * d.x + ey * d.y);
  let aHi = -Infinity;
  let lLo = Infinity;
  let lHi = -Infinity;
  for (const p of poly) {
    const qx = p.x - p0.x;
    const qy = p.y - p0.y;
    const a = qx * d.x + qy * d.y;
    const l = qx * nx + qy * ny;
    if (a > aHi) aHi = a;
    if (l < lLo) lLo = l;
    if (l > lHi) lHi = l;
  }
  return aHi < back - margin || lHi < Math.min(0, w) - margin || lLo > Math.max(0, w) + margin;
}

export function pointSegmentDistance(p: Pt, a: Pt, b: Pt): number {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  const k = l2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
  return len(sub(p, add(a, scale(ab, k))));
}

/** Shortest distance between two convex polygons; 0 when they overlap or touch. */
export function polygonDistance(a: Poly, b: Poly): number {
  if (convexOverlap(a, b, 0)) return 0;
  let best = Infinity;
  for (const [p, q] of [[a, b], [b, a]] as const) {
    for (const v of p) {
      for (let i = 0; i < q.length; i++) best = Math.min(best, pointSegmentDistance(v, q[i], q[(i + 1) % q.length]));
    }
  }
  return best;
}

/** Smallest and largest distance of a polygon's corners along unit vector d from origin o. */
export function extentAlong(poly: Poly, o: Pt, d: Pt): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of poly) {
    const v = dot(sub(p, o), d);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
}

export function centroid(poly: Poly): Pt {
  const s = poly.reduce((acc, p) => add(acc, p), { x: 0, y: 0 });
  return scale(s, 1 / Math.max(1, poly.length));
}

/** Convex hull (Andrew's monotone chain). */
export function convexHull(pts: Pt[]): Poly {
  const p = [...pts].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
