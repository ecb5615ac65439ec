// Where things go on the road-gang board: the 100 segments as one winding ribbon (straight runs
// across the board joined by half-circle turns, like a snake), each segment a tile along it, the
// counters on the road's edge and the vehicles stacked inside their tile so none overlaps; the
// vehicles on the Start and the End wait in a pit beside it, side by side at a lone vehicle's size
// (issue 29: six chips stacked in the Start's tile were too small to read or tap).
// Pure and in CSS pixels of the board's area: the Pixi board draws these numbers, tests check them.
import type { rg } from '../../../engine';

type RgState = rg.RgState;

export interface Pt { x: number; y: number }

/** The road's width never drops below this many CSS pixels (a finger's width): a board that would
 *  need a smaller road is laid out taller than its area, which then scrolls. */
export const MIN_ROAD = 48;
/** Fit-to-area roads above this width gain nothing but emptiness. */
export const MAX_ROAD = 110;
export const PAD = 8;
/** The turns' centre-line radius, in road widths: the runs stand 2 radii apart, leaving half a
 *  road of verge between them for the segment numbers. */
export const TURN = 0.75;
/** The zoom steps: more would make a phone's canvas taller than a WebGL surface may be. */
export const ZOOMS = [1, 1.5] as const;

export interface Tile {
  n: number;
  centre: Pt;
  /** Direction of travel (towards the end of the road) at the centre, radians, screen axes. */
  angle: number;
  /** The tile's outline: the road's left edge from its start to its end, then the right edge back. */
  polygon: Pt[];
  /** Where its number is written, in the verge beside it (null: no number shown). */
  label: { at: Pt; text: string } | null;
  /** Part of it lies on a turn: its inner side is shorter than the centre line, so a stack keeps nearer its middle. */
  bent: boolean;
}

export interface RoadLayout {
  width: number;
  height: number;
  /** The ribbon's width. */
  road: number;
  /** A segment's length along the road's centre line. */
  seg: number;
  /** The centre line sampled from the Start's near edge to the end's far edge. */
  line: Pt[];
  tiles: Tile[];
  /** Where the vehicles on the Start and on the End wait, above the first run and under the last. */
  pits: { start: Pit; end: Pit };
}

export interface Box { x: number; y: number; w: number; h: number }

/** A pit: its vehicles line up from `from` (an x on its edge or inside it) towards its other end. */
export interface Pit extends Box { from: number; leftwards: boolean }

interface Path { x0: number; x1: number; top: number; r: number; run: number; period: number }

interface Pose { x: number; y: number; angle: number; turn: Pt | null }

/** The point `s` along the centre line. Even runs go right, odd runs left; a turn is a half circle. */
function pose(p: Path, s: number): Pose {
  const k = Math.max(0, Math.floor(s / p.period));
  const u = s - k * p.period;
  const y = p.top + k * 2 * p.r;
  const right = k % 2 === 0;
  if (u <= p.run) return right ? { x: p.x0 + u, y, angle: 0, turn: null } : { x: p.x1 - u, y, angle: Math.PI, turn: null };
  const t = (u - p.run) / p.r;
  if (right) {
    const c = { x: p.x1, y: y + p.r };
    return { x: c.x + p.r * Math.sin(t), y: c.y - p.r * Math.cos(t), angle: t, turn: c };
  }
  const c = { x: p.x0, y: y + p.r };
  return { x: c.x - p.r * Math.sin(t), y: c.y - p.r * Math.cos(t), angle: Math.PI - t, turn: c };
}

/** The left of travel, in screen axes (y down). */
const leftOf = (a: number): Pt => ({ x: Math.sin(a), y: -Math.cos(a) });

function pathFor(width: number, road: number): Path {
  const r = TURN * road;
  const x0 = PAD + r + road / 2;
  const x1 = width - PAD - r - road / 2;
  const run = Math.max(road, x1 - x0);
  return { x0, x1: x0 + run, top: PAD + pitRoom(road) + labelRoom(road) + road / 2, r, run, period: run + Math.PI * r };
}

/** The board's top-right corner the two zoom buttons cover (2 x 44 px, a 4 px gap, 4 px from the edge) and a margin. */
const ZOOM_ROOM = 112;

/** The gap between vehicles side by side in a pit. */
const pitGap = (road: number) => Math.max(3, road * 0.08);

/** A pit's height: one row of vehicles at a lone vehicle's size (slots), with a margin. */
const pitRoom = (road: number) => Math.round(road * 0.8);

/** Room above a run for its numbers. */
const labelRoom = (road: number) => Math.round(fontFor(road) * 1.4);

/** The numbers' font size for a road width. */
export const fontFor = (road: number): number => Math.max(11, Math.min(15, Math.round(road * 0.24)));

/** The height the road needs: down to the lowest run it reaches (a turn counts its next run). */
function heightFor(p: Path, road: number, length: number): number {
  const total = length * road;
  const lastRun = Math.floor(total / p.period) + (total % p.period > p.run ? 1 : 0);
  return Math.ceil(p.top + lastRun * 2 * p.r + road / 2 + pitRoom(road) + PAD);
}

/** The widest road (square tiles) whose whole length fits `width` x `height`. */
function fitRoad(width: number, height: number, length: number): number {
  let lo = 4;
  let hi = MAX_ROAD;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (heightFor(pathFor(width, mid), mid, length) <= height && pathFor(width, mid).run > mid) lo = mid;
    else hi = mid;
  }
  return Math.floor(lo * 10) / 10;
}

function labelText(n: number, length: number): string | null {
  if (n === 1) return 'START';
  if (n === length) return 'END';
  return n % 10 === 0 ? String(n) : null;
}

/**
 * The road laid out for an area of `width` x `height` CSS pixels. At zoom 1 it fits the area when
 * a road of MIN_ROAD or wider does; otherwise (a phone) it keeps the area's width and grows down.
 * Zooming widens the road, growing the board down, never across.
 */
export function roadLayout(width: number, height: number, length: number, zoom = 1): RoadLayout {
  const w = Math.max(240, Math.floor(width));
  const road = Math.min(Math.max(fitRoad(w, height, length), MIN_ROAD) * zoom, (w - 2 * PAD) / (1 + 2 * TURN + 1.2));
  const p = pathFor(w, road);
  const seg = road;
  const font = fontFor(road);
  const tiles: Tile[] = [];
  const line: Pt[] = [];
  const STEPS = 6;
  for (let n = 1; n <= length; n++) {
    const s0 = (n - 1) * seg;
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let i = 0; i <= STEPS; i++) {
      const q = pose(p, s0 + (seg * i) / STEPS);
      const l = leftOf(q.angle);
      left.push({ x: q.x + (l.x * road) / 2, y: q.y + (l.y * road) / 2 });
      right.push({ x: q.x - (l.x * road) / 2, y: q.y - (l.y * road) / 2 });
      if (i < STEPS || n === length) line.push({ x: q.x, y: q.y });
    }
    const c = pose(p, s0 + seg / 2);
    const text = labelText(n, length);
    let label: Tile['label'] = null;
    if (text) {
      // Above a straight run (each gap between runs holds one run's numbers), outside a turn.
      const out = c.turn ? { x: (c.x - c.turn.x) / p.r, y: (c.y - c.turn.y) / p.r } : { x: 0, y: -1 };
      const off = road / 2 + font * 0.75;
      // Kept on the canvas: outside a turn at the board's edge there is no verge to write in.
      const half = (text.length * font * 0.7) / 2 + 2;
      const x = Math.min(w - half, Math.max(half, c.x + out.x * off));
      label = { at: { x, y: c.y + out.y * off }, text };
    }
    const bent = pose(p, s0).angle !== pose(p, s0 + seg).angle;
    tiles.push({ n, centre: { x: c.x, y: c.y }, angle: c.angle, polygon: [...left, ...right.reverse()], label, bent });
  }
  // The pits: the Start's above the first run, from the Start's near edge; the End's under the
  // last run, beside the End and running the way the road ran into it; both across the board.
  const pitH = pitRoom(road);
  const pitW = w - 2 * PAD - road;
  // The Start's pit begins over the Start, or nearer the board's edge if a gang of six would not fit
  // there at a lone vehicle's size, and keeps clear of the zoom buttons at the board's top right
  // (boardAndCards.css .rg-zoom).
  const gang = 6 * (slots(1, road)[0].w + pitGap(road));
  const sx = Math.max(PAD, Math.min(tiles[0].centre.x - road / 2, w - PAD - ZOOM_ROOM - gang));
  const start: Pit = { x: sx, y: PAD, w: Math.min(pitW, w - PAD - ZOOM_ROOM - sx), h: pitH, from: sx, leftwards: false };
  // Under the End, the vehicles line up from beside it towards the side with more room.
  const last = tiles[tiles.length - 1];
  const pitY = last.centre.y + road / 2 + road * 0.1;
  const leftwards = last.centre.x > w / 2;
  const end: Pit = { x: PAD, y: pitY, w: w - 2 * PAD, h: pitH - road * 0.1, from: leftwards ? Math.min(w - PAD, last.centre.x + road / 2) : Math.max(PAD, last.centre.x - road / 2), leftwards };
  return { width: w, height: Math.max(heightFor(p, road, length), Math.floor(height)), road, seg, line, tiles, pits: { start, end } };
}

/** Is the point inside the polygon (even-odd rule)? */
export function inside(pt: Pt, poly: Pt[]): boolean {
  let yes = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x) yes = !yes;
  }
  return yes;
}

/** The segment under a point of the board, or null (the verge). */
export function segmentAt(l: RoadLayout, pt: Pt): number | null {
  for (const t of l.tiles) {
    if (Math.abs(t.centre.x - pt.x) > l.road * 1.5 || Math.abs(t.centre.y - pt.y) > l.road * 1.5) continue;
    if (inside(pt, t.polygon)) return t.n;
  }
  return null;
}

/** A vehicle's place in its tile, in the tile's own axes: `x` along the road, `y` across it (to the right of travel), `w` its length, `h` its width. */
export interface Slot { x: number; y: number; w: number; h: number }

/** A vehicle drawn from above is 1.8 to 2 times as long as it is wide (vehicleShapes.ts). */
const LONG = 2;
const STUBBY = 1.8;

/**
 * Places for `n` vehicles sharing a segment (issue 29: drawn as vehicles, each visible and
 * clickable, not chips): side by side across the road, in as many rows along it as fit them
 * largest, each pointing the way the road runs, none overlapping. The box they share is the
 * tile's inner 80%, shorter along the road on a turn (`bent`), whose inner side is short: at the
 * turn's radius (TURN) less 0.4 of the road a half-tile's angle spans 0.79 x 0.35 of the road.
 */
export function slots(n: number, road: number, bent = false): Slot[] {
  if (n < 1) return [];
  const across = road * 0.76;
  const along = road * (bent ? 0.54 : 0.8);
  const gap = Math.max(1.5, road * 0.04);
  let best = { cols: 1, rows: n, w: 0, h: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const cellW = (across - (cols - 1) * gap) / cols;
    const cellL = (along - (rows - 1) * gap) / rows;
    const h = Math.min(cellW, cellL / STUBBY);
    const w = Math.min(cellL, h * LONG);
    if (w * h > best.w * best.h) best = { cols, rows, w, h };
  }
  const { cols, rows, w, h } = best;
  const out: Slot[] = [];
  for (let k = 0; k < n; k++) {
    const r = Math.floor(k / cols);
    const c = k % cols;
    // The last row, if short, is centred; the first vehicle of the stack leads.
    const inRow = r === rows - 1 ? n - r * cols : cols;
    const rowWidth = inRow * h + (inRow - 1) * gap;
    const rowsLength = rows * w + (rows - 1) * gap;
    out.push({ x: rowsLength / 2 - r * (w + gap) - w / 2, y: -rowWidth / 2 + c * (h + gap) + h / 2, w, h });
  }
  return out;
}

const STACK_SHIFT = 0.06;

/** Stacks this big or bigger get a count badge: their labels are too small to count at a glance. */
export const BADGE_FROM = 3;
/** Stacks this big or bigger, and a pit of as many, have a list of who is there (stacks.ts), reached by hover, tap or keys. */
export const LIST_FROM = 2;

/** A vehicle as drawn: its centre, its length `w` along `angle` (radians, screen axes, 0: facing right) and its width `h`. */
export interface Token {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  angle: number;
  kind: rg.RgVehicle['type'];
  /** Index of the controlling player in state.players (-1: nobody, abandoned). */
  player: number;
  label: string;
  status: rg.RgVehicle['status'];
  segment: number;
}

export interface Badge { segment: number; x: number; y: number; r: number; count: number }

export interface CounterMark {
  id: string;
  x: number;
  y: number;
  r: number;
  kind: rg.RgCounter['kind'];
  /** Index of the player who dropped it (-1: the road's own obstacle). */
  player: number;
}

const SHORT: Record<rg.RgVehicle['type'], string> = {
  motorcycle: 'MC', duneBuggy: 'DB', sportscar: 'SC', suv: 'SUV', van: 'VAN', bus: 'BUS', pickup: 'PU',
  eighteenWheeler: '18W', muscleCar: 'MUS', dragster: 'DRG', jeep: 'JP', compact: 'CMP', armoredTrain: 'TRN', gyrocopter: 'GYR',
};

/** A short tag for a vehicle, on its token and its index card: its type's initials and its number in the gang. */
export function tokenLabel(v: rg.RgVehicle): string {
  const num = (v.id.split('.').pop() ?? '').replace(/\D/g, '');
  return `${SHORT[v.type]}${num}`;
}

/**
 * Vehicles on the road (not destroyed, placed), stacked per segment, with a badge on big stacks;
 * `spots`: where each stack of LIST_FROM or more (a pit's included) is reached for its list
 * (StackList.tsx: its count's button), the badge itself where one is drawn.
 */
export function tokens(s: RgState, l: RoadLayout): { tokens: Token[]; badges: Badge[]; spots: Badge[] } {
  const bySeg = new Map<number, rg.RgVehicle[]>();
  for (const v of s.vehicles) {
    if (v.status === 'destroyed' || v.segment < 1) continue;
    bySeg.set(v.segment, [...(bySeg.get(v.segment) ?? []), v]);
  }
  const out: Token[] = [];
  const badges: Badge[] = [];
  const spots: Badge[] = [];
  for (const [seg, vs] of bySeg) {
    const pit = seg === 1 ? l.pits.start : seg === l.tiles.length ? l.pits.end : null;
    if (pit) {
      pitTokens(s, vs, pit, l.road, seg).forEach((t) => out.push(t));
      if (vs.length >= LIST_FROM) spots.push({ segment: seg, ...pitSpot(pit, l), count: vs.length });
      continue;
    }
    // The stack sits a little to the left of the road's middle, clear of the counters on its right edge.
    const t = l.tiles[seg - 1];
    const left = leftOf(t.angle);
    const c = { x: t.centre.x + left.x * l.road * STACK_SHIFT, y: t.centre.y + left.y * l.road * STACK_SHIFT };
    const sl = slots(vs.length, l.road, t.bent);
    const along = { x: Math.cos(t.angle), y: Math.sin(t.angle) };
    vs.forEach((v, k) => out.push({
      id: v.id, x: c.x + along.x * sl[k].x - left.x * sl[k].y, y: c.y + along.y * sl[k].x - left.y * sl[k].y, w: sl[k].w, h: sl[k].h, angle: t.angle, kind: v.type, segment: seg,
      player: v.owner === null ? -1 : s.players.findIndex((p) => p.id === v.owner), label: tokenLabel(v), status: v.status,
    }));
    // The count on the tile's rear left corner, beside the stack rather than on a vehicle.
    const corner = (a: number, b: number) => ({ x: c.x + along.x * a * l.road + left.x * b * l.road, y: c.y + along.y * a * l.road + left.y * b * l.road });
    const spot = { segment: seg, ...corner(t.bent ? -0.3 : -0.42, 0.42), r: Math.max(8, l.road * 0.15), count: vs.length };
    if (vs.length >= BADGE_FROM) badges.push(spot);
    if (vs.length >= LIST_FROM) spots.push(spot);
  }
  return { tokens: out, badges, spots };
}

/** A pit's stack is reached at the far end of the pit, past its row of vehicles, kept on the board. */
function pitSpot(pit: Pit, l: RoadLayout): { x: number; y: number; r: number } {
  const r = Math.max(8, l.road * 0.15);
  const x = pit.leftwards ? pit.x - r - 2 : pit.x + pit.w + r + 2;
  return { x: Math.min(Math.max(r, x), l.width - r), y: pit.y + pit.h / 2, r };
}

/** Vehicles in a pit: side by side from its `from`, each a lone vehicle's size, narrower only if the row would not fit. */
function pitTokens(s: RgState, vs: rg.RgVehicle[], pit: Pit, road: number, segment: number): Token[] {
  const gap = pitGap(road);
  const lone = slots(1, road)[0];
  const room = pit.leftwards ? pit.from - pit.x : pit.x + pit.w - pit.from;
  const w = Math.min(lone.w, (room - (vs.length - 1) * gap) / vs.length);
  const h = Math.min(lone.h, pit.h - gap);
  const step = (k: number) => k * (w + gap) + w / 2;
  return vs.map((v, k) => ({
    id: v.id, x: pit.leftwards ? pit.from - step(k) : pit.from + step(k), y: pit.y + pit.h / 2, w, h, angle: pit.leftwards ? Math.PI : 0, kind: v.type, segment,
    player: v.owner === null ? -1 : s.players.findIndex((p) => p.id === v.owner), label: tokenLabel(v), status: v.status,
  }));
}

/** The point in a token's own axes: `x` along its facing, `y` across it. */
export function inToken(t: Token, pt: Pt): Pt {
  const dx = pt.x - t.x;
  const dy = pt.y - t.y;
  return { x: dx * Math.cos(t.angle) + dy * Math.sin(t.angle), y: -dx * Math.sin(t.angle) + dy * Math.cos(t.angle) };
}

/** The vehicle token under a point, or null. */
export function tokenAt(ts: Token[], pt: Pt): Token | null {
  return ts.find((t) => {
    const q = inToken(t, pt);
    return Math.abs(q.x) <= t.w / 2 && Math.abs(q.y) <= t.h / 2;
  }) ?? null;
}

/** A token's four corners on the board. */
export function tokenCorners(t: Token): Pt[] {
  const c = Math.cos(t.angle);
  const s = Math.sin(t.angle);
  return [[1, 1], [1, -1], [-1, -1], [-1, 1]].map(([a, b]) => ({ x: t.x + (a * t.w * c - b * t.h * s) / 2, y: t.y + (a * t.w * s + b * t.h * c) / 2 }));
}

/** Counters on the road's right-hand edge of their segment, side by side along it. */
export function counterMarks(s: RgState, l: RoadLayout): CounterMark[] {
  const bySeg = new Map<number, rg.RgCounter[]>();
  for (const k of s.counters) bySeg.set(k.segment, [...(bySeg.get(k.segment) ?? []), k]);
  const out: CounterMark[] = [];
  const r = Math.max(5, l.road * 0.11);
  for (const [seg, ks] of bySeg) {
    const t = l.tiles[seg - 1];
    const left = leftOf(t.angle);
    const along = { x: Math.cos(t.angle), y: Math.sin(t.angle) };
    const perRow = Math.max(1, Math.floor((l.seg * 0.9) / (2.2 * r)));
    ks.forEach((k, i) => {
      const col = i % perRow;
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, ks.length - row * perRow);
      const a = (col - (inRow - 1) / 2) * 2.2 * r;
      const d = l.road / 2 - r * 0.9 - row * 2.2 * r;
      out.push({
        id: k.id, kind: k.kind, r,
        x: t.centre.x - left.x * d + along.x * a, y: t.centre.y - left.y * d + along.y * a,
        player: k.owner === null ? -1 : s.players.findIndex((p) => p.id === k.owner),
      });
    });
  }
  return out;
}
