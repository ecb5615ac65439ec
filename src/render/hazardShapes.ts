// Random road hazards (p76) as world-space shapes (pure; drawHazards.ts fills and strokes them).
// Sand, debris and obstacles are counters three lanes wide in one space, each with its own look so
// they read apart at a glance: sand tan with ripples, debris dark with light shards, obstacles a
// red-and-white striped barrier. A railroad crossing is a ballast bed with two rails and sleepers
// running right across the road, and a crossbuck beside each edge. Everything is laid out in the
// strip's own (across, along) frame and mapped through the track geometry, so it bends with curves.
import { geometry, SAFETY_LIMITS, type Pose, type Pt, type Track, type ZoneStrip } from '../engine';
import { COLOURS } from './palette';
import { band, laneU } from './shapes';
import type { Label } from './trackShapes';

export type HazardKind = 'sand' | 'debris' | 'obstacle' | 'railroad';

/** What the renderer needs of a road hazard: the engine's RoadHazard has these fields. */
export interface HazardLike {
  id: string;
  kind: HazardKind;
  zone: ZoneStrip[];
}

export interface Fill { poly: Pt[]; colour: number; alpha: number }
export interface Stroke { line: Pt[]; colour: number; width: number }

export interface HazardShape {
  id: string;
  kind: HazardKind;
  /** Filled polygons, bottom first. */
  fills: Fill[];
  /** Stroked lines, over the fills. */
  strokes: Stroke[];
  /** The middle of the hazard, for a label. */
  centre: Pt;
}

/** How far (cm) a counter stands in from its lanes' lines, so the grid shows round it. */
const INSET = 0.2;

/** A deterministic number in [0, 1) from a hazard's id and an index: speckles stay put between frames. */
export function jitter(id: string, i: number): number {
  let h = 2166136261 ^ i;
  for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The strip's frame: `at(x, y)` maps x cm across (from its left lane line) and y cm along to the world. */
interface Frame { width: number; length: number; at: (x: number, y: number) => Pt }

function frameOf(track: Track, poses: Pose[], s: ZoneStrip): Frame {
  const u0 = laneU(s.laneFrom), u1 = laneU(s.laneTo + 1);
  const um = (u0 + u1) / 2;
  const a = geometry.pointAt(track, poses, um, s.t0), b = geometry.pointAt(track, poses, um, s.t1 - 1e-6);
  const length = Math.max(1e-6, Math.hypot(b.x - a.x, b.y - a.y));
  return { width: u1 - u0, length, at: (x, y) => geometry.pointAt(track, poses, u0 + x, s.t0 + ((s.t1 - s.t0) * y) / length) };
}

/** Sutherland-Hodgman: the part of a convex polygon inside the rectangle [x0, x1] x [y0, y1]. */
export function clipToRect(poly: Pt[], x0: number, y0: number, x1: number, y1: number): Pt[] {
  const edges: [(p: Pt) => number][] = [[(p) => p.x - x0], [(p) => x1 - p.x], [(p) => p.y - y0], [(p) => y1 - p.y]];
  let out = poly;
  for (const [inside] of edges) {
    const src = out;
    out = [];
    for (let i = 0; i < src.length; i++) {
      const p = src[i], q = src[(i + 1) % src.length];
      const dp = inside(p), dq = inside(q);
      if (dp >= 0) out.push(p);
      if (dp >= 0 !== dq >= 0) {
        const f = dp / (dp - dq);
        out.push({ x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f });
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

/** A small polygon in the frame: `n` corners round (cx, cy) of radius r, turned by rot. */
const blob = (f: Frame, cx: number, cy: number, r: number, n: number, rot: number, wobble: (k: number) => number): Pt[] =>
  Array.from({ length: n }, (_, k) => {
    const a = rot + (2 * Math.PI * k) / n, rr = r * wobble(k);
    return f.at(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  });

function sand(h: HazardLike, f: Frame, fills: Fill[], strokes: Stroke[]): void {
  // Wind ripples across the counter, and darker grains.
  const rows = Math.max(3, Math.round(f.length / 1.6));
  for (let r = 1; r < rows; r++) {
    const y = (f.length * r) / rows;
    const line: Pt[] = [];
    for (let k = 0; k <= 8; k++) {
      const x = INSET + ((f.width - 2 * INSET) * k) / 8;
      line.push(f.at(x, y + Math.sin(k * 1.3 + r) * 0.25));
    }
    strokes.push({ line, colour: COLOURS.sandRipple, width: 0.16 });
  }
  const grains = Math.round(f.width * f.length * 0.9);
  for (let i = 0; i < grains; i++) {
    const x = INSET + 0.2 + jitter(h.id, 2 * i) * (f.width - 2 * INSET - 0.4);
    const y = INSET + 0.2 + jitter(h.id, 2 * i + 1) * (f.length - 2 * INSET - 0.4);
    fills.push({ poly: blob(f, x, y, 0.12, 4, 0, () => 1), colour: COLOURS.sandGrain, alpha: 0.9 });
  }
}

function debris(h: HazardLike, f: Frame, fills: Fill[]): void {
  // Shards of scrap and broken pavement at odd angles, a few of them rusty.
  const n = Math.max(8, Math.round(f.width * f.length * 0.4));
  for (let i = 0; i < n; i++) {
    const j = (k: number) => jitter(h.id, 7 * i + k);
    const r = 0.4 + j(0) * 0.5;
    const x = INSET + r + j(1) * (f.width - 2 * INSET - 2 * r);
    const y = INSET + r + j(2) * (f.length - 2 * INSET - 2 * r);
    const colour = j(3) < 0.25 ? COLOURS.debrisRust : COLOURS.debrisShard;
    fills.push({ poly: blob(f, x, y, r, 3 + Math.floor(j(4) * 2), j(5) * Math.PI * 2, (k) => 0.6 + 0.4 * jitter(h.id, 11 * i + k)), colour, alpha: 1 });
  }
}

function obstacle(f: Frame, fills: Fill[], strokes: Stroke[]): void {
  // A road block: red and white stripes at 45 degrees, clipped to the counter, with a dark rim.
  const x0 = INSET, y0 = INSET, x1 = f.width - INSET, y1 = f.length - INSET;
  const w = 1.1;
  for (let c = -f.width, k = 0; c < f.length + f.width; c += 2 * w, k++) {
    const para = [{ x: x0, y: c }, { x: x0, y: c + w }, { x: x1, y: c + w + (x1 - x0) }, { x: x1, y: c + (x1 - x0) }];
    const part = clipToRect(para, x0, y0, x1, y1);
    if (part.length >= 3) fills.push({ poly: part.map((p) => f.at(p.x, p.y)), colour: COLOURS.obstacleStripe, alpha: 1 });
  }
  const rim = [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }, { x: x0, y: y0 }];
  strokes.push({ line: rim.map((p) => f.at(p.x, p.y)), colour: COLOURS.obstacleRim, width: 0.35 });
}

/** Counter colours by kind (the railroad's bed is ballast). */
const BASE: Record<HazardKind, number> = { sand: COLOURS.sand, debris: COLOURS.debris, obstacle: COLOURS.obstacle, railroad: COLOURS.ballast };

function railroad(track: Track, poses: Pose[], h: HazardLike, strokes: Stroke[], fills: Fill[]): void {
  // The rails run straight across the road through the part of the crossing every lane shares.
  const t0 = Math.max(...h.zone.map((s) => s.t0)), t1 = Math.min(...h.zone.map((s) => s.t1));
  const lo = Math.min(...h.zone.map((s) => laneU(s.laneFrom))) - 1, hi = Math.max(...h.zone.map((s) => laneU(s.laneTo + 1))) + 1;
  if (t1 <= t0) return;
  const at = (u: number, f: number) => geometry.pointAt(track, poses, u, t0 + (t1 - t0) * f);
  for (let u = lo + 0.3; u < hi; u += 1.1) strokes.push({ line: [at(u, 0.12), at(u, 0.88)], colour: COLOURS.sleeper, width: 0.5 });
  for (const f of [0.3, 0.7]) strokes.push({ line: [at(lo, f), at(hi, f)], colour: COLOURS.rail, width: 0.22 });
  // Crossbucks beside the road: a white X on a dark post.
  for (const u of [lo - 1.4, hi + 1.4]) {
    const c = at(u, 0.5);
    const unitOf = (p: Pt, q: Pt) => {
      const l = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      return { x: (q.x - p.x) / l, y: (q.y - p.y) / l };
    };
    const A = unitOf(at(u, 0), at(u, 1)), C = unitOf(at(u - 1, 0.5), at(u + 1, 0.5));
    const k = 0.75;
    const arm = (sx: number) => [{ x: c.x - k * (A.x + sx * C.x), y: c.y - k * (A.y + sx * C.y) }, { x: c.x + k * (A.x + sx * C.x), y: c.y + k * (A.y + sx * C.y) }];
    fills.push({ poly: blobAt(c, 0.3), colour: COLOURS.obstacleRim, alpha: 1 });
    strokes.push({ line: arm(1), colour: COLOURS.crossbuck, width: 0.3 }, { line: arm(-1), colour: COLOURS.crossbuck, width: 0.3 });
  }
}

/** A small square round a world point. */
const blobAt = (c: Pt, r: number): Pt[] => [{ x: c.x - r, y: c.y - r }, { x: c.x + r, y: c.y - r }, { x: c.x + r, y: c.y + r }, { x: c.x - r, y: c.y + r }];

export function hazardShape(track: Track, poses: Pose[], h: HazardLike): HazardShape {
  const fills: Fill[] = [], strokes: Stroke[] = [];
  const inset = h.kind === 'railroad' ? 0 : INSET;
  for (const s of h.zone) {
    const u0 = laneU(s.laneFrom) + inset, u1 = laneU(s.laneTo + 1) - inset;
    // Along the road the counter keeps a hair off the dividers too (a fraction of the strip's ticks).
    const dt = h.kind === 'railroad' ? 0 : (s.t1 - s.t0) * 0.03;
    fills.push({ poly: band(track, poses, u0, u1, s.t0 + dt, s.t1 - dt), colour: BASE[h.kind], alpha: h.kind === 'railroad' ? 0.9 : 1 });
  }
  if (h.kind === 'railroad') railroad(track, poses, h, strokes, fills);
  else {
    for (const s of h.zone) {
      const f = frameOf(track, poses, s);
      if (h.kind === 'sand') sand(h, f, fills, strokes);
      else if (h.kind === 'debris') debris(h, f, fills);
      else obstacle(f, fills, strokes);
    }
  }
  const mids = h.zone.map((s) => geometry.pointAt(track, poses, (laneU(s.laneFrom) + laneU(s.laneTo + 1)) / 2, (s.t0 + s.t1) / 2));
  const centre = mids.length ? { x: mids.reduce((a, p) => a + p.x, 0) / mids.length, y: mids.reduce((a, p) => a + p.y, 0) / mids.length } : { x: 0, y: 0 };
  return { id: h.id, kind: h.kind, fills, strokes, centre };
}

/** A limit plate on each hazard that has a safety limit (p76: sand 30, debris 10, railroad 60 mph). */
export function hazardLimitLabels(shapes: HazardShape[]): Label[] {
  return shapes.flatMap((h) => (h.kind === 'obstacle' ? [] : [{ text: String(SAFETY_LIMITS[h.kind]), at: h.centre, group: `hazard-${h.id}` }]));
}
