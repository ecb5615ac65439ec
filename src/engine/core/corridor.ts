// Fire corridors and ranges (p25). A car on the grid whose road ahead is all straight track gets
// exact lane/space arithmetic; anything else (a car on a curve, a corridor running into a curve,
// a car at an angle after a spin, a turret) uses the range ruler: plane geometry on the same
// track model the renderer draws (geometry.ts).
import { INNER_RADIUS_CM, LANE_CM, ROAD_CM, SPACE_CM, headingAt, pointAt, sectionPoses, vehiclePose, type Pose, type Pt } from '../geometry';
import { firstSection, footprint, headingDir, isOnGrid, lastSection, markerZone, sectionByIndex, sectionIndexAt, sectionsFrom, strip, trackLength, trackStart, zonesOverlap } from '../grid';
import { EPS, add, band, centroid, convexHull, dot, extentAlong, halfBandMiss, len, piecesOverlap, polygonDistance, rect, rightOf, scale, sub, unit, type Poly } from '../polygon';
import { onRoad, roadDepthTester, roadTester } from './roadArea';
import type { GameState, Marker, Mount, Track, VehicleState, Zone } from '../types';

/**
 * The lanes a weapon covers, by mount. ASSUMPTION (p25 shows the corridors only in a diagram;
 * docs/assumptions.md): hood and roof cover both of the car's lanes, a wing or side mount only its own lane
 * (left or right as the driver sees it), a turret turns through 360 degrees (p27). A bike's fairing
 * guns both cover the two lanes ahead (p64). Passive mounts have no corridor.
 */
export const MOUNT_CORRIDOR: Record<Mount, 'both' | 'left' | 'right' | 'turret' | null> = {
  hood: 'both',
  roof: 'both',
  wingLeft: 'left',
  wingRight: 'right',
  sideLeft: 'left',
  sideRight: 'right',
  turret: 'turret',
  fairingLeft: 'both',
  fairingRight: 'both',
  passive: null,
  passiveLeft: null,
  passiveRight: null,
};

/** Offsets across the car (cm, right positive) of each corridor, for cars at an angle. */
const ACROSS_CM: Record<'both' | 'left' | 'right', [number, number]> = { both: [-LANE_CM, LANE_CM], left: [-LANE_CM, 0], right: [0, LANE_CM] };

/** The model of every vehicle: two lanes wide and one space long (p10). */
export const MODEL_LENGTH_CM = SPACE_CM;
export const MODEL_WIDTH_CM = 2 * LANE_CM;

export type Corridor = (
  | { kind: 'grid'; zone: Zone; laneFrom: number; laneTo: number; dir: 1 | -1 }
  /** The ruler laid from segment p0-p1 (the weapon's width at the firer's front) along unit d, cut at `length`. */
  | { kind: 'ruler'; p0: Pt; p1: Pt; d: Pt; readonly length: number; readonly poly: Poly; reaches(x: number): boolean }
  | { kind: 'turret' }
) & {
  /** The firer's place and the mount's side (RoadMemo): set on corridors the memo keeps. */
  key?: number;
};

export interface Board {
  s: GameState;
  poses: Pose[];
  /** Shapes of this road already worked out (RoadMemo); absent, everything is worked out afresh. */
  memo?: RoadMemo;
}

export const boardOf = (s: GameState): Board => {
  const road = roadOf(s.track);
  return { s, poses: road.poses, memo: road.memo };
};

/**
 * What depends only on the road and on where vehicles stand, kept per road: a model's rectangle,
 * a mount's fire corridor, and where a vehicle at one place lies in the corridor of a firer at
 * another. A shot, its legality and its odds ask the same questions several times in one command,
 * and on curves each answer is plane geometry (the bench's largest cost with bikes, issue 15).
 * Values are shared: nothing writes into them (frozen, but for arrays: FROZEN_ARRAYS below).
 */
export interface RoadMemo {
  rects: Map<number, Poly>;
  corridors: Map<number, Corridor | null>;
  sights: Map<number, SightPlace | null>;
  /** In the corridor or not, where only that was asked (inCorridor). */
  hits: Map<number, boolean>;
}

/** Where a target lies in a corridor, apart from which vehicle it is (Sighting without `target`). */
type SightPlace = Omit<Sighting, 'target'>;

/** Entries kept per map before it is emptied (a long rolling-road game meets many places). */
const MEMO_MAX = 20000;

/*
 * FROZEN_ARRAYS: the memo's values are shared, so nothing may write into them; their objects (a
 * corner, a strip) are frozen, but the arrays holding them are not. In the V8 of Node 20 a frozen
 * array is read several times slower than a plain one (a four-corner loop: 28-32 ns against 5-6
 * by index; 45-50 ns against 6 by for-of, which also allocates an iterator result a step), and
 * the corridor tests read models and rulers corner by corner (issue 31).
 */
const newMemo = (): RoadMemo => ({ rects: new Map(), corridors: new Map(), sights: new Map(), hits: new Map() });

function remember<K, V>(m: Map<K, V>, k: K, v: V): V {
  if (m.size >= MEMO_MAX) m.clear();
  m.set(k, v);
  return v;
}

/**
 * A number naming a vehicle's place (cell and heading), or null when it falls outside the packing
 * (then nothing is remembered). Cells are one space long and lanes 1-8; t0 may be any whole tick.
 */
export function placeKey(v: VehicleState): number | null {
  const { lane, t0, t1 } = v.cell;
  const len = t1 - t0;
  if (!Number.isInteger(t0) || !Number.isInteger(len) || len < 0 || len >= 64 || !Number.isInteger(lane) || lane < 0 || lane >= 16 || Math.abs(t0) > 1e9) return null;
  return ((t0 * 64 + len) * 16 + lane) * 8 + v.heading;
}

/** Corridor kinds by mount side, for the corridor's key. */
const SIDE_INDEX = { both: 0, left: 1, right: 2, turret: 3 } as const;
/** Distinct target places per corridor in the sight key: far above the places a road holds. */
const PLACE_SPAN = 2 ** 26;

/**
 * The poses of the road as it now is, kept while its sections and origin stay the same: every
 * command works on a fresh copy of the state (and the rolling road changes the track in place), so
 * the road is compared by what it is, not by which object holds it.
 */
interface KnownRoad {
  kinds: string[];
  turns: (string | undefined)[];
  first: number | undefined;
  ox: number | undefined;
  oy: number | undefined;
  oa: number | undefined;
  poses: Pose[];
  /** The road's part of the ruler cache's key (rulerLength), made when first asked. */
  key?: string;
  memo: RoadMemo;
}
let lastRoad: KnownRoad | null = null;

function sameRoad(k: KnownRoad, track: Track): boolean {
  const o = track.origin;
  if (k.kinds.length !== track.sections.length || k.first !== track.first || k.ox !== o?.x || k.oy !== o?.y || k.oa !== o?.a) return false;
  for (let i = 0; i < k.kinds.length; i++) if (k.kinds[i] !== track.sections[i].kind || k.turns[i] !== track.sections[i].turn) return false;
  return true;
}

function roadOf(track: Track): KnownRoad {
  if (lastRoad && sameRoad(lastRoad, track)) return lastRoad;
  const o = track.origin;
  lastRoad = { kinds: track.sections.map((x) => x.kind), turns: track.sections.map((x) => x.turn), first: track.first, ox: o?.x, oy: o?.y, oa: o?.a, poses: sectionPoses(track), memo: newMemo() };
  return lastRoad;
}


/** The car's left or right lane as its driver sees it: going against the direction of play they swap. */
export function mountLanes(lane: number, side: 'both' | 'left' | 'right', dir: 1 | -1): [number, number] {
  if (side === 'both') return [lane, lane + 1];
  const own = (side === 'left') === (dir === 1) ? lane : lane + 1;
  return [own, own];
}

// ---------------------------------------------------------------------------------------
// Where things lie on the road
// ---------------------------------------------------------------------------------------

export { onRoad };

/** A lane range over a tick interval as convex pieces: one per straight, one per tick on curves. */
export function regionPieces(b: Board, laneFrom: number, laneTo: number, t0: number, t1: number): Poly[] {
  const track = b.s.track;
  const u0 = (laneFrom - 1) * LANE_CM;
  const u1 = laneTo * LANE_CM;
  const at = (u: number, t: number): Pt => pointAt(track, b.poses, u, t);
  const out: Poly[] = [];
  for (let i = Math.max(firstSection(track), sectionIndexAt(t0)); i <= lastSection(track) && i * 60 < t1; i++) {
    const a = Math.max(t0, i * 60);
    const e = Math.min(t1, (i + 1) * 60);
    if (e <= a) continue;
    // Curves are cut at every tick so that neighbouring regions share their chords exactly.
    const step = sectionByIndex(track, i)?.kind === 'straight' ? e - a : 1;
    for (let t = a; t < e; t += step) {
      const tb = Math.min(e, t + step);
      out.push([at(u0, t), at(u1, t), at(u1, tb), at(u0, tb)]);
    }
  }
  return out;
}

export function markerPieces(b: Board, m: Marker): Poly[] {
  return regionPieces(b, m.cell.lane, m.cell.lane + 1, m.cell.t0, m.cell.t1);
}

/** The exact model of a vehicle (p25: not its contact zone): a 4 cm x 8 cm rectangle. */
export function modelRect(b: Board, v: VehicleState): Poly {
  const k = b.memo ? placeKey(v) : null;
  const known = k === null ? undefined : b.memo!.rects.get(k);
  if (known) return known;
  const p = vehiclePose(b.s.track, b.poses, v.cell, v.heading);
  const r = rect(p, p.a, MODEL_LENGTH_CM, MODEL_WIDTH_CM);
  if (k === null) return r;
  // The corners are frozen, the array is not (FROZEN_ARRAYS above).
  r.forEach(Object.freeze);
  return remember(b.memo!.rects, k, r);
}

/** The model's two lanes, left and right as its driver sees them (bike targets, p64). */
export function modelHalves(b: Board, v: VehicleState): [Poly, Poly] {
  const p = vehiclePose(b.s.track, b.poses, v.cell, v.heading);
  const r = rightOf(p.a);
  const half = (k: number): Poly => rect(add(p, scale(r, k * LANE_CM / 2)), p.a, MODEL_LENGTH_CM, LANE_CM);
  return [half(-1), half(1)];
}

// ---------------------------------------------------------------------------------------
// Corridors
// ---------------------------------------------------------------------------------------

/** Is every section from the car's to the end of the track, in direction dir, straight? */
function straightAhead(track: Track, t0: number, dir: 1 | -1): boolean {
  return sectionsFrom(track, t0, dir).every((i) => sectionByIndex(track, i)?.kind === 'straight');
}

/**
 * Ruler lengths depend only on the road and where the ruler lies, and the same corridor is asked
 * for several times in one command (legality, the shot, the fire-or-hold choices): remember them.
 * A pure cache: the same inputs always give the same length. The road's part of the key is made
 * once per road (roadOf).
 */
const RULER_CACHE = new Map<string, number>();
const RULER_CACHE_MAX = 4096;
function roadKey(track: Track, poses: Pose[]): string {
  const road = roadOf(track);
  if (road.key !== undefined && road.poses === poses) return road.key;
  const t = track as { first?: number; origin?: unknown };
  const key = `${track.sections.map((x) => `${x.kind[0]}${x.turn?.[0] ?? ''}`).join('')}|${t.first ?? 0}|${JSON.stringify(t.origin ?? null)}`;
  if (road.poses === poses) road.key = key;
  return key;
}

/** The ruler cache's key: the road and where the ruler lies. */
const rulerKey = (track: Track, poses: Pose[], p0: Pt, p1: Pt, d: Pt): string => `${roadKey(track, poses)}|${p0.x},${p0.y},${p1.x},${p1.y},${d.x},${d.y}`;

/**
 * A ruler corridor (p25): how far it can be laid from p0-p1 along d before any part of it leaves
 * the road. The length is marched out only as far as a question needs: whether a target is in the
 * corridor needs the ruler only up to the far end of the target's model, and most rulers run on
 * well past the cars they find (the whole march was the bench's largest cost with bikes, issue 15).
 * Every answer is the one the whole march would give: it marches in 1 cm steps (a road edge is never
 * thinner than a step), then bisects the step where the road ends.
 */
class Ruler {
  readonly kind = 'ruler' as const;
  key?: number;
  private measured: number | undefined;
  private band: Poly | undefined;
  /** The last whole centimetre known to be on the road; -1 before the start edge is tested. */
  private walked = -1;
  constructor(
    private readonly track: Track,
    private readonly poses: Pose[],
    readonly p0: Pt,
    readonly p1: Pt,
    readonly d: Pt,
  ) {}
  get length(): number {
    if (this.measured !== undefined) return this.measured;
    const key = rulerKey(this.track, this.poses, this.p0, this.p1, this.d);
    const known = RULER_CACHE.get(key);
    if (known !== undefined) return (this.measured = known);
    this.march(Infinity);
    if (RULER_CACHE.size >= RULER_CACHE_MAX) RULER_CACHE.clear();
    RULER_CACHE.set(key, this.measured!);
    return this.measured!;
  }
  /** Is the ruler at least x cm long? */
  reaches(x: number): boolean {
    if (this.measured === undefined) this.march(Math.ceil(x));
    return this.measured === undefined || this.measured >= x;
  }
  get poly(): Poly {
    // Its corners frozen, not the array (FROZEN_ARRAYS above): the board draws it and the memo shares it.
    return (this.band ??= band(this.p0, this.p1, this.d, this.length).map((p) => Object.freeze(p)));
  }
  /**
   * Walks on to whole centimetre `limit` (or the road's end); `measured` is set once the end is found.
   * The ruler is on the road at k when its three points moved k along d are (ok). Each test also
   * gives how deep inside the road the points lie (depthAt): d is a unit vector, so every k less
   * that depth further on is on the road too and needs no test (issue 31: the march's road tests
   * were most of a still car's corridor check on curves). The answers are those of testing every
   * whole centimetre and every midpoint of the bisection: only tests whose answer is known are left out.
   */
  private march(limit: number): void {
    const { p0, p1, d } = this;
    const track = this.track;
    const mid = scale(add(p0, p1), 0.5);
    const depth = roadDepthTester(track, this.poses);
    /** Every k up to this is on the road (known from the last test that found the points on it). */
    let safe = -Infinity;
    const ok = (k: number): boolean => {
      if (k <= safe) return true;
      const m = depthAt(depth, p0, mid, p1, d, k);
      if (m < 0) return false;
      safe = k + m - DEPTH_MARGIN;
      return true;
    };
    if (this.walked < 0) {
      if (!ok(0)) {
        this.measured = 0;
        return;
      }
      this.walked = 0;
    }
    const max = track.sections.length * (INNER_RADIUS_CM.bend + ROAD_CM + SPACE_CM);
    for (let k = this.walked + 1; k <= max && k <= limit; k++) {
      if (!ok(k)) {
        let lo = k - 1;
        let hi = k;
        for (let n = 0; n < 30; n++) {
          const m = (lo + hi) / 2;
          if (ok(m)) lo = m;
          else hi = m;
        }
        this.measured = lo;
        return;
      }
      // The steps known to be on the road are walked at once.
      this.walked = k = Math.min(max, limit, Math.max(k, Math.floor(safe)));
    }
    // Clear all the way to the longest ruler the road can hold.
    if (this.walked + 1 > max) this.measured = this.walked;
  }
}

/** Rounding in a depth and in the points' coordinates is below 1e-9 cm on any road: a step within this of a point's depth is tested. */
const DEPTH_MARGIN = 1e-6;

/** The least depth (roadDepthTester) of the ruler's three points moved k along d, or -1 when one of them is off the road (ok(k) false). */
function depthAt(depth: (x: number, y: number) => number, p0: Pt, mid: Pt, p1: Pt, d: Pt, k: number): number {
  const a = depth(p0.x + d.x * k, p0.y + d.y * k);
  if (a < 0) return -1;
  const b = depth(mid.x + d.x * k, mid.y + d.y * k);
  if (b < 0) return -1;
  const c = depth(p1.x + d.x * k, p1.y + d.y * k);
  return c < 0 ? -1 : Math.min(a, b, c);
}

// The ruler keeps its own copy of the road, not the state: the memo keeps rulers (a whole state
// would be kept alive with each), and the rolling road changes a rules copy's track in place.
const ruler = (b: Board, p0: Pt, p1: Pt, d: Pt): Corridor => new Ruler({ ...b.s.track, sections: b.s.track.sections.slice() }, b.poses, p0, p1, d);

/** The fire corridor of a weapon on this mount (p25, p27), or null for passive mounts. */
export function corridorOf(b: Board, v: VehicleState, mount: Mount): Corridor | null {
  const side = MOUNT_CORRIDOR[mount];
  if (side === null) return null;
  const place = b.memo ? placeKey(v) : null;
  if (place === null) return layCorridor(b, v, side);
  const key = place * 4 + SIDE_INDEX[side];
  const known = b.memo!.corridors.get(key);
  if (known !== undefined) return known;
  const c = layCorridor(b, v, side);
  if (c) {
    c.key = key;
    // Its strips frozen, not the array (FROZEN_ARRAYS above).
    if (c.kind === 'grid') c.zone.forEach((z) => Object.freeze(z));
  }
  return remember(b.memo!.corridors, key, c);
}

function layCorridor(b: Board, v: VehicleState, side: 'both' | 'left' | 'right' | 'turret'): Corridor | null {
  if (side === 'turret') return { kind: 'turret' };
  const track = b.s.track;
  if (isOnGrid(v.heading)) {
    const dir = headingDir(v.heading);
    const [laneFrom, laneTo] = mountLanes(v.cell.lane, side, dir);
    if (straightAhead(track, v.cell.t0, dir)) {
      const t0 = dir === 1 ? v.cell.t1 : trackStart(track);
      const t1 = dir === 1 ? trackLength(track) : v.cell.t0;
      return { kind: 'grid', zone: t1 > t0 ? [strip(laneFrom, laneTo, t0, t1)] : [], laneFrom, laneTo, dir };
    }
    // On a curve the ruler's edge sits flush with the divider in front of the car (p25).
    const front = dir === 1 ? v.cell.t1 : v.cell.t0;
    const a = headingAt(track, b.poses, front) + (dir === 1 ? 0 : Math.PI);
    const p0 = pointAt(track, b.poses, (laneFrom - 1) * LANE_CM, front);
    const p1 = pointAt(track, b.poses, laneTo * LANE_CM, front);
    return ruler(b, p0, p1, unit(a));
  }
  // A car at an angle after a spin lays the ruler in front of its model (p25).
  const pose = vehiclePose(track, b.poses, v.cell, v.heading);
  const f = unit(pose.a);
  const front = add(pose, scale(f, MODEL_LENGTH_CM / 2));
  const [lo, hi] = ACROSS_CM[side];
  const r = rightOf(pose.a);
  return ruler(b, add(front, scale(r, lo)), add(front, scale(r, hi)), f);
}

// ---------------------------------------------------------------------------------------
// Sighting a target
// ---------------------------------------------------------------------------------------

export interface Sighting {
  target: string;
  /** Spaces counted to the target (p25). */
  range: number;
  /** Exact distance in cm (ruler) used to find the closest target. */
  dist: number;
  /** How many of the target's two lanes are in the corridor (bike targets, p64). */
  lanesIn: number;
  /** Behind the firer (turret target selection, p27). */
  rear: boolean;
}

/**
 * Spaces on the ruler: every space between firer and target, part of one counting as a whole one,
 * plus the target's own space (p25). Touching models are 1 space apart.
 */
export const rulerRange = (cm: number): number => Math.max(0, Math.ceil(cm / SPACE_CM - EPS)) + 1;

function rearOf(b: Board, firer: VehicleState, target: VehicleState): boolean {
  const pf = vehiclePose(b.s.track, b.poses, firer.cell, firer.heading);
  const pt = vehiclePose(b.s.track, b.poses, target.cell, target.heading);
  return dot(sub(pt, pf), unit(pf.a)) < -EPS;
}

/** Sampling step (cm) along a turret's line of fire: the roadside is never thinner than this. */
const LINE_STEP_CM = 1;

function segmentOnRoad(b: Board, p: Pt, q: Pt): boolean {
  const d = sub(q, p);
  const n = Math.max(1, Math.ceil(len(d) / LINE_STEP_CM));
  const on = roadTester(b.s.track, b.poses);
  for (let i = 0; i <= n; i++) {
    const k = i / n;
    if (!on(p.x + d.x * k, p.y + d.y * k)) return false;
  }
  return true;
}

/**
 * p25: "A fire corridor may never be extended off the track sections ... impossible to fire through
 * or over" the roadside; a turret's 360-degree aim (p27) is no exception. ASSUMPTION: the line of
 * fire runs from the turret (the middle of the firer's model) to a corner or the middle of the
 * target's model; the target is seen when one of those lines stays on the road (as a fixed
 * corridor needs only part of the target inside). Straight sections in a row are one rectangle,
 * so only a road with curves can block.
 */
function turretSees(b: Board, firer: VehicleState, target: VehicleState): boolean {
  if (b.s.track.sections.every((x) => x.kind === 'straight')) return true;
  const from = centroid(modelRect(b, firer));
  const body = modelRect(b, target);
  return [centroid(body), ...body].some((p) => segmentOnRoad(b, from, p));
}

/** Where `target` lies for a weapon with corridor c, or null when it is not in the corridor. */
export function sight(b: Board, c: Corridor, firer: VehicleState, target: VehicleState): Sighting | null {
  const at = placeIn(b, c, firer, target);
  return at ? { target: target.id, ...at } : null;
}

/**
 * The part of a ruler corridor that can touch `body`: the whole band, or the band cut 1 cm past
 * the far end of the body where the ruler runs on beyond it (the same overlap, without measuring
 * the rest of the ruler). Null when no band can touch it: clear of the ruler's lanes or behind its
 * start (halfBandMiss never misses a real overlap), or a ruler of no length.
 */
function rulerUpTo(c: Extract<Corridor, { kind: 'ruler' }>, body: Poly): Poly | null {
  if (halfBandMiss(body, c.p0, c.p1, c.d)) return null;
  const reach = extentAlong(body, c.p0, c.d)[1] + 1;
  if (reach > 0 && c.reaches(reach)) return band(c.p0, c.p1, c.d, reach);
  return c.length > 0 ? c.poly : null;
}

/** Is `target` in corridor c? sight without building its answer. */
export function inCorridor(b: Board, c: Corridor, firer: VehicleState, target: VehicleState): boolean {
  // Most vehicles a ruler is asked about lie clear of its lanes or behind it (halfBandMiss, where
  // workOutSight's answer starts): settled here, before the memo's two lookups and its new entry
  // (issue 31: on curves the memo cost more than the test it saved, and grew with the vehicles).
  if (c.kind === 'ruler' && halfBandMiss(modelRect(b, target), c.p0, c.p1, c.d)) return false;
  const key = sightKey(b, c, target);
  if (key === null) return workOutSight(b, c, firer, target, false) !== null;
  const known = b.memo!.sights.get(key);
  if (known !== undefined) return known !== null;
  const hit = b.memo!.hits.get(key);
  if (hit !== undefined) return hit;
  return remember(b.memo!.hits, key, workOutSight(b, c, firer, target, false) !== null);
}

/** The memo's key of a target's place in a remembered corridor; null when nothing is remembered. */
function sightKey(b: Board, c: Corridor, target: VehicleState): number | null {
  const place = c.key !== undefined && b.memo ? placeKey(target) : null;
  if (place === null || place < 0 || place >= PLACE_SPAN) return null;
  // c.key names the firer's place and side; Number keys stay exact below 2^53.
  const key = c.key! * PLACE_SPAN + place;
  return Number.isSafeInteger(key) ? key : null;
}

/** sight apart from the target's name, remembered per corridor and target place (RoadMemo). */
function placeIn(b: Board, c: Corridor, firer: VehicleState, target: VehicleState): SightPlace | null {
  const key = sightKey(b, c, target);
  if (key === null) return workOutSight(b, c, firer, target);
  const known = b.memo!.sights.get(key);
  if (known !== undefined) return known;
  const at = workOutSight(b, c, firer, target);
  return remember(b.memo!.sights, key, at && (Object.freeze({ range: at.range, dist: at.dist, lanesIn: at.lanesIn, rear: at.rear }) as SightPlace));
}

/** What workOutSight answers when asked only whether the target is in the corridor. */
const IN_CORRIDOR: Sighting = Object.freeze({ target: '', range: 0, dist: 0, lanesIn: 0, rear: false });

/** sight worked out; with `detail` false it stops once the target is known to be in the corridor (IN_CORRIDOR). */
function workOutSight(b: Board, c: Corridor, firer: VehicleState, target: VehicleState, detail = true): Sighting | null {
  if (c.kind === 'turret') {
    if (!turretSees(b, firer, target)) return null;
    if (!detail) return IN_CORRIDOR;
    const dist = polygonDistance(modelRect(b, firer), modelRect(b, target));
    return { target: target.id, range: rulerRange(dist), dist, lanesIn: 2, rear: rearOf(b, firer, target) };
  }
  if (c.kind === 'grid') {
    let lanesIn: number;
    if (isOnGrid(target.heading)) {
      if (!zonesOverlap(c.zone, [strip(target.cell.lane, target.cell.lane + 1, target.cell.t0, target.cell.t1)])) return null;
      if (!detail) return IN_CORRIDOR;
      lanesIn = [target.cell.lane, target.cell.lane + 1].filter((l) => l >= c.laneFrom && l <= c.laneTo).length;
    } else {
      const pieces = c.zone.flatMap((z) => regionPieces(b, z.laneFrom, z.laneTo, z.t0, z.t1));
      if (!piecesOverlap(pieces, [modelRect(b, target)])) return null;
      if (!detail) return IN_CORRIDOR;
      lanesIn = modelHalves(b, target).filter((h) => piecesOverlap(pieces, [h])).length;
    }
    // Count spaces along the grid: the target's space counts, the firer's does not (p25).
    const spaces = c.dir === 1 ? (target.cell.t1 - firer.cell.t1) / 20 : (firer.cell.t0 - target.cell.t0) / 20;
    const range = Math.max(1, Math.round(spaces));
    return { target: target.id, range, dist: (range - 1) * SPACE_CM, lanesIn, rear: rearOf(b, firer, target) };
  }
  const body = modelRect(b, target);
  const cut = rulerUpTo(c, body);
  if (!cut || !piecesOverlap([cut], [body])) return null;
  if (!detail) return IN_CORRIDOR;
  const dist = Math.max(0, extentAlong(body, c.p0, c.d)[0]);
  const lanesIn = modelHalves(b, target).filter((h) => piecesOverlap([cut], [h])).length;
  return { target: target.id, range: rulerRange(dist), dist, lanesIn, rear: rearOf(b, firer, target) };
}

// ---------------------------------------------------------------------------------------
// Smoke in the corridor (p26, p30-31)
// ---------------------------------------------------------------------------------------

/** Is the marker under the vehicle's model? Cars on the grid use their cells, others the model. */
export function markerUnder(b: Board, m: Marker, v: VehicleState): boolean {
  if (isOnGrid(v.heading)) return zonesOverlap(markerZone(m.cell), footprint(v.cell, v.heading));
  return piecesOverlap(markerPieces(b, m), [modelRect(b, v)]);
}

/**
 * Real smoke markers that obscure a shot: those partly or entirely inside the corridor between
 * firer and target, and those under the target (p30). Smoke under the firer is reported apart,
 * because two markers there count only once (p31).
 */
export function smokeOnShot(b: Board, c: Corridor, firer: VehicleState, target: VehicleState): { between: Marker[]; underFirer: Marker[] } {
  const smoke = b.s.markers.filter((m) => m.kind === 'smoke' && !m.dummy);
  const underFirer = smoke.filter((m) => markerUnder(b, m, firer));
  const rest = smoke.filter((m) => !underFirer.includes(m));
  let inLine: (m: Marker) => boolean;
  if (c.kind === 'grid') {
    const slice: Zone = [strip(c.laneFrom, c.laneTo, c.dir === 1 ? firer.cell.t1 : target.cell.t0, c.dir === 1 ? target.cell.t1 : firer.cell.t0)];
    inLine = (m) => zonesOverlap(markerZone(m.cell), slice);
  } else if (c.kind === 'ruler') {
    const end = extentAlong(modelRect(b, target), c.p0, c.d)[1];
    const far = c.reaches(end) ? end : c.length; // min(length, end) without measuring past `end`
    const slice = band(c.p0, c.p1, c.d, Math.max(0, far));
    inLine = (m) => far > 0 && piecesOverlap(markerPieces(b, m), [slice]);
  } else {
    // ASSUMPTION: a turret's line of fire is everything between the two models (their convex hull).
    const hull = convexHull([...modelRect(b, firer), ...modelRect(b, target)]);
    inLine = (m) => piecesOverlap(markerPieces(b, m), [hull]);
  }
  const between = rest.filter((m) => inLine(m) || markerUnder(b, m, target));
  return { between, underFirer };
}
