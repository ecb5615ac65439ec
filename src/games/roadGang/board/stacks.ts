// Who is in a stack on the road-gang board (issue 29): three or more vehicles sharing a segment are
// drawn about 12 x 24 px at the first zoom (layout.ts, slots), too small for their tags, so the
// board lists a stack's vehicles, names and owners, beside it when the pointer rests on it, a finger
// taps it or the keys bring the focus to its count. A pair, and a pit's row, have the same list
// (their tags alone said neither owner nor name). Pure, in the board's CSS pixels, as layout.ts.
import type { rg } from '../../../engine';
import { inside, tokenAt, type Badge, type Box, type Pt, type RoadLayout, type Token } from './layout';

export interface StackEntry {
  id: string;
  name: string;
  /** The tag drawn on it (tokenLabel). */
  tag: string;
  /** Who controls it ('nobody' once abandoned: its crew gone, types.ts RgVehicle.owner). */
  owner: string;
  /** Index of the controlling player (its colour), -1: nobody. */
  player: number;
}

/** The box a stack stands in: its tile on the road, or its pit (the Start's, segment 1; the End's). */
export function stackArea(l: RoadLayout, segment: number): Box {
  if (segment === 1) return l.pits.start;
  if (segment === l.tiles.length) return l.pits.end;
  const c = l.tiles[segment - 1].centre;
  return { x: c.x - l.road / 2, y: c.y - l.road / 2, w: l.road, h: l.road };
}

/**
 * The segment of the listed stack (LIST_FROM or more vehicles on a road tile or in a pit: `spots`
 * of layout.ts tokens) under a point, or null.
 */
export function stackAt(l: RoadLayout, toks: Token[], spots: Badge[], pt: Pt): number | null {
  const listed = new Set(spots.map((b) => b.segment));
  const t = tokenAt(toks, pt);
  if (t) return listed.has(t.segment) ? t.segment : null;
  const b = spots.find((x) => Math.hypot(x.x - pt.x, x.y - pt.y) <= x.r);
  if (b) return b.segment;
  for (const n of listed) {
    if (n === 1 || n === l.tiles.length) {
      const p = stackArea(l, n);
      if (pt.x >= p.x && pt.x <= p.x + p.w && pt.y >= p.y && pt.y <= p.y + p.h) return n;
    } else if (inside(pt, l.tiles[n - 1].polygon)) return n;
  }
  return null;
}

/** The stack's vehicles in the order drawn (the first leads), each with its tag and owner. */
export function stackEntries(s: rg.RgState, toks: Token[], segment: number): StackEntry[] {
  return toks.filter((t) => t.segment === segment).map((t) => {
    const v = s.vehicles.find((x) => x.id === t.id)!;
    const owner = s.players.find((p) => p.id === v.owner)?.name ?? 'nobody';
    return { id: t.id, name: v.name, tag: t.label, owner, player: t.player };
  });
}

/** The place of a stack in words: the pits are the Start (segment 1) and the End (the last, `last`). */
export const placeName = (segment: number, last: number): string => (segment === 1 ? 'The Start' : segment === last ? 'The End' : `Segment ${segment}`);

/** A stack's vehicles in words, for a screen reader and a tooltip's title. */
export const stackWords = (segment: number, es: StackEntry[], last = Infinity): string =>
  `${placeName(segment, last)}: ${es.length} vehicles, ${es.map((e) => `${e.name} (${e.tag}, ${e.owner})`).join(', ')}`;

/** The list's size: rows of a fixed height under a title (boardAndCards.css .rg-stack-list). */
export const STACK_LIST_W = 260;
/** The list's width on a board: STACK_LIST_W, or the board's width where it is narrower. */
export const stackListW = (l: RoadLayout): number => Math.min(STACK_LIST_W, l.width);
export const stackListH = (n: number): number => 10 + 22 + 26 * n;

/**
 * Where the list of a stack goes: beside its tile or pit (stackArea), to its right, else its left,
 * else under it, else over it, the first of these the board has room for (a phone's narrow board
 * has none beside a tile), kept on the board; never over the stack itself, so the vehicles it names
 * stay in view.
 */
export function stackListBox(l: RoadLayout, segment: number, w: number, h: number): Box {
  const a = stackArea(l, segment);
  const gap = 4;
  // Beside it the list may slide up or down, over or under it only across: each stays off the stack.
  const x = Math.min(Math.max(0, a.x + a.w / 2 - w / 2), Math.max(0, l.width - w));
  const y = Math.min(Math.max(0, a.y - gap), Math.max(0, l.height - h));
  const ways: Box[] = [
    { x: a.x + a.w + gap, y, w, h },
    { x: a.x - gap - w, y, w, h },
    { x, y: a.y + a.h + gap, w, h },
    { x, y: a.y - gap - h, w, h },
  ];
  const fits = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + w <= l.width && b.y + h <= l.height;
  return ways.find(fits) ?? { x, y: Math.min(a.y + a.h + gap, Math.max(0, l.height - h)), w, h };
}

/** A stack's count badge as a focus target: a square around the drawn badge at least a finger's 24 px. */
export function badgeTarget(b: Badge): Box {
  const side = Math.max(24, b.r * 2);
  return { x: b.x - side / 2, y: b.y - side / 2, w: side, h: side };
}
