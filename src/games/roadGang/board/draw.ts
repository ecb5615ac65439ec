// Painting the road-gang board's layout (layout.ts) onto Pixi graphics: the ribbon and its tiles,
// the Start's and the End's pits, the counters, the vehicles with the one whose turn it is ringed, the stacks' counts.
// Only what layout.ts placed is drawn here; nothing is decided.
import type { Graphics } from 'pixi.js';
import { RG_COLOURS, playerColour } from './colours';
import { tokenCorners, type Badge, type CounterMark, type RoadLayout, type Token } from './layout';
import { vehicleShape, type Part } from './vehicleShapes';

export interface RoadLook {
  /** Segments a click may choose now (placing), outlined. */
  lit: Set<number>;
  /** The segment of the vehicle whose turn it is, outlined. */
  activeSegment: number | null;
  /** How many vehicles wait in the Start's pit and in the End's. */
  inPits: [number, number];
}

function tileColour(n: number, length: number): number {
  if (n === 1) return RG_COLOURS.start;
  if (n === length) return RG_COLOURS.end;
  return n % 2 ? RG_COLOURS.road : RG_COLOURS.roadAlt;
}

export function drawRoad(g: Graphics, l: RoadLayout, look: RoadLook): void {
  g.clear();
  // The kerb: one stroke under the whole centre line, so the tiles read as one continuous road.
  g.moveTo(l.line[0].x, l.line[0].y);
  for (const p of l.line.slice(1)) g.lineTo(p.x, p.y);
  g.stroke({ width: l.road + 6, color: RG_COLOURS.roadEdge, join: 'round', cap: 'round' });
  for (const t of l.tiles) g.poly(t.polygon.flatMap((p) => [p.x, p.y])).fill(tileColour(t.n, l.tiles.length));
  // A dashed centre line, every other segment, to show the way the road runs.
  for (const t of l.tiles) {
    if (t.n % 2 === 0 || t.n === 1 || t.n === l.tiles.length) continue;
    const dx = (Math.cos(t.angle) * l.seg) / 4;
    const dy = (Math.sin(t.angle) * l.seg) / 4;
    g.moveTo(t.centre.x - dx, t.centre.y - dy).lineTo(t.centre.x + dx, t.centre.y + dy).stroke({ width: 2, color: RG_COLOURS.dash, alpha: 0.5 });
  }
  // The pits where the vehicles on the Start and the End wait: a lot edged in the segment's colour.
  // Drawn as long as what waits there, from the side it fills from; an empty one not at all.
  for (const [pit, colour, n] of [[l.pits.start, RG_COLOURS.start, look.inPits[0]], [l.pits.end, RG_COLOURS.end, look.inPits[1]]] as const) {
    if (n === 0) continue;
    const len = Math.min(pit.w, n * l.road * 0.9 + l.road * 0.1);
    const x = pit.leftwards ? Math.max(pit.x, pit.from - len) : pit.from;
    g.roundRect(x - 2, pit.y, len + 4, pit.h, Math.min(8, pit.h / 4)).fill({ color: RG_COLOURS.roadEdge, alpha: 0.85 }).stroke({ width: 2, color: colour });
  }
  for (const t of l.tiles) {
    const pts = t.polygon.flatMap((p) => [p.x, p.y]);
    if (look.lit.has(t.n)) g.poly(pts).stroke({ width: 3, color: RG_COLOURS.choosable, alignment: 1 });
    if (t.n === look.activeSegment) g.poly(pts).stroke({ width: 3, color: RG_COLOURS.active, alignment: 1 });
  }
}

export function drawCounters(g: Graphics, marks: CounterMark[]): void {
  for (const m of marks) {
    const edge = m.player < 0 ? 0xffffff : playerColour(m.player);
    if (m.kind === 'obstacle') {
      g.roundRect(m.x - m.r, m.y - m.r, m.r * 2, m.r * 2, m.r * 0.4).fill(RG_COLOURS.obstacle).stroke({ width: 1.5, color: edge });
    } else if (m.kind === 'tacks') {
      // A caltrop: a four-pointed star.
      const pts: number[] = [];
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        const r = i % 2 ? m.r * 0.45 : m.r * 1.1;
        pts.push(m.x + r * Math.cos(a), m.y + r * Math.sin(a));
      }
      g.poly(pts).fill(RG_COLOURS.tacks).stroke({ width: 1.5, color: edge });
    } else {
      g.ellipse(m.x, m.y, m.r * 1.15, m.r * 0.85).fill(RG_COLOURS.oil).stroke({ width: 1.5, color: edge });
      g.circle(m.x - m.r * 0.35, m.y - m.r * 0.25, m.r * 0.22).fill({ color: 0xffffff, alpha: 0.45 });
    }
  }
}

const PAINT = { dark: 0x17171a, glass: 0x2c3e50, light: 0xffffff } as const;

/** A token's part on the board: its own axes (fractions of its length and width) turned to its facing. */
function place(t: Token, fx: number, fy: number): [number, number] {
  const u = fx * t.w;
  const v = fy * t.h;
  const c = Math.cos(t.angle);
  const s = Math.sin(t.angle);
  return [t.x + u * c - v * s, t.y + u * s + v * c];
}

function partPoints(t: Token, p: Part): number[] {
  if (p.kind === 'poly') {
    const out: number[] = [];
    for (let i = 0; i < p.pts.length; i += 2) out.push(...place(t, p.pts[i], p.pts[i + 1]));
    return out;
  }
  const out: number[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    out.push(...place(t, p.x + p.rx * Math.cos(a), p.y + p.ry * Math.sin(a)));
  }
  return out;
}

/** The box around a token, `grow` px bigger each side. */
const outline = (t: Token, grow: number): number[] =>
  tokenCorners({ ...t, w: t.w + 2 * grow, h: t.h + 2 * grow }).flatMap((p) => [p.x, p.y]);

/**
 * The vehicles drawn as vehicles (vehicleShapes.ts: each kind its silhouette, in its owner's colour,
 * pointing the way it faces), each on a soft shadow and a base of its colour; one home is edged in the End's colour, an
 * abandoned one grey and struck through.
 */
export function drawTokens(g: Graphics, toks: Token[], active: string | null, badges: Badge[]): void {
  for (const t of toks) {
    const body = t.player < 0 ? RG_COLOURS.abandoned : playerColour(t.player);
    // A shadow, then a base in the owner's colour, as a miniature's: a narrow kind (a bike) still shows whose it is.
    g.poly(outline({ ...t, x: t.x + 1.5, y: t.y + 2 }, -1)).fill({ color: 0x000000, alpha: 0.35 });
    g.poly(outline(t, 0)).fill({ color: body, alpha: 0.28 });
    const edge = t.status === 'finished' ? RG_COLOURS.end : 0x111111;
    for (const p of vehicleShape(t.kind)) {
      const pts = partPoints(t, p);
      if (p.stroke) g.poly(pts).stroke({ width: 1.2, color: p.paint === 'light' ? PAINT.light : PAINT.dark, alpha: p.paint === 'light' ? 0.45 : 0.9 });
      else if (p.paint === 'body') g.poly(pts).fill(body).stroke({ width: t.status === 'finished' ? 2 : 1.2, color: edge });
      else g.poly(pts).fill({ color: PAINT[p.paint], alpha: p.paint === 'light' ? 0.5 : 1 });
    }
    if (t.status === 'abandoned') {
      const [a, b] = [place(t, -0.5, 0.5), place(t, 0.5, -0.5)];
      g.moveTo(a[0], a[1]).lineTo(b[0], b[1]).stroke({ width: 2, color: 0x111111 });
    }
  }
  // The active ring last, above any neighbour in the stack.
  const a = toks.find((t) => t.id === active);
  if (a) g.poly(outline(a, 3)).stroke({ width: 3, color: RG_COLOURS.active });
  for (const b of badges) g.circle(b.x, b.y, b.r).fill(RG_COLOURS.badge).stroke({ width: 1.5, color: 0xffffff });
}

/** Words on a vehicle read along it, never upside down. */
export function textAngle(t: Token): number {
  const a = ((t.angle % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return a > Math.PI / 2 + 1e-9 && a < (3 * Math.PI) / 2 - 1e-9 ? a - Math.PI : a;
}

/** How much of a vehicle's length its tag may cover: its nose and tail stay in sight, so its kind reads (vehicleShapes.ts). */
const TAG_SHARE = 0.62;

/** The largest font that fits `text` on a vehicle (a bold capital is about 0.7 of its size wide); 0: none fits. */
function fit(t: { w: number; h: number }, text: string): number {
  const size = Math.min(12, t.h * 0.55, (t.w * TAG_SHARE) / (text.length * 0.7));
  return size < 7 ? 0 : size;
}

/** Where a vehicle's tag is written: a little behind its middle, clear of the windscreen and the nose. */
export function tagSpot(t: Token): { x: number; y: number } {
  const [x, y] = place(t, -0.1, 0);
  return { x, y };
}

/**
 * The words on each token: its tag (MUS2) where every tag of its stack fits, else every token of
 * the stack shows just its number in the gang, else none (the card and the count badge tell).
 * One rule per stack, so a stack never mixes tags and bare numbers.
 */
export function tokenTexts(toks: Token[]): Map<string, { text: string; size: number }> {
  const out = new Map<string, { text: string; size: number }>();
  const bySeg = new Map<number, Token[]>();
  for (const t of toks) bySeg.set(t.segment, [...(bySeg.get(t.segment) ?? []), t]);
  for (const stack of bySeg.values()) {
    // The number in the gang ends the tag (the 18 Wheeler's starts with digits too).
    const num = (t: Token) => /\d+$/.exec(t.label)?.[0] ?? t.label;
    const pick = stack.every((t) => fit(t, t.label) > 0) ? (t: Token) => t.label : stack.every((t) => fit(t, num(t)) > 0) ? num : null;
    if (!pick) continue;
    const size = Math.min(...stack.map((t) => fit(t, pick(t))));
    for (const t of stack) out.set(t.id, { text: pick(t), size });
  }
  return out;
}
