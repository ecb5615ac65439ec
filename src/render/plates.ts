// The safety-limit plates printed on curves (p38; docs/assumptions.md): one small plate per lane
// pair at the curve's start, laid out in screen space so the numbers stay upright and readable.
// When the board is zoomed out so far that a curve's plates would overlap, they merge into one
// plate giving the curve's range ("30–60"). Pure: positions come from the camera.
import { worldToScreen, type Camera } from './camera';
import type { TextKind } from './palette';
import type { Label } from './trackShapes';

/** A label placed on the board: its text, where, in which style (labels.ts builds them). */
export interface LabelItem { key: string; text: string; x: number; y: number; kind: TextKind; /** A side's colour ('#rrggbb') for its name (sideTags.ts); else the kind's. */ fill?: string }

/** Plate height and padding (CSS px) round the 11 px limit font; digits are about 6.5 px wide. */
export const PLATE_H = 15;
const PAD = 4;
const DIGIT_W = 6.5;

export interface Rect { x: number; y: number; w: number; h: number }

/** The plate behind a limit label, centred on it. */
export function plateRect(l: Pick<LabelItem, 'text' | 'x' | 'y'>): Rect {
  const w = Math.ceil(l.text.length * DIGIT_W) + 2 * PAD;
  return { x: Math.round(l.x - w / 2), y: Math.round(l.y - PLATE_H / 2), w, h: PLATE_H };
}

export const overlap = (a: Rect, b: Rect, gap: number): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/** `r` with `d` px more on every side. */
export const grow = (r: Rect, d: number): Rect => ({ x: r.x - d, y: r.y - d, w: r.w + 2 * d, h: r.h + 2 * d });

/** Limit plates for the screen: a plate per lane pair, or one merged plate per curve when they would overlap. */
export function limitPlates(labels: Label[], cam: Camera): LabelItem[] {
  const groups = new Map<number | string, Label[]>();
  labels.forEach((l, k) => {
    const key = l.group ?? -1 - k;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  });
  const out: LabelItem[] = [];
  for (const [g, ls] of groups) {
    const items = ls.map((l, k) => {
      const p = worldToScreen(cam, l.at);
      return { key: `limit-${g}-${k}`, text: l.text, x: p.x, y: p.y, kind: 'limit' as const };
    });
    const rects = items.map(plateRect);
    const crowded = rects.some((r, i) => rects.some((q, j) => j > i && overlap(r, q, 1)));
    if (!crowded) {
      out.push(...items);
      continue;
    }
    const nums = ls.map((l) => Number(l.text));
    const x = items.reduce((a, it) => a + it.x, 0) / items.length;
    const y = items.reduce((a, it) => a + it.y, 0) / items.length;
    out.push({ key: `limit-${g}`, text: `${Math.min(...nums)}–${Math.max(...nums)}`, x, y, kind: 'limit' });
  }
  return out;
}

/**
 * Plates that must not cover one another nor a car (`cars`: their screen boxes): each plate that
 * overlaps one already placed or a car moves to the nearest free spot above, below or beside it
 * (a hazard's plate on a curve's first space, say). A plate with no free spot stays where it was
 * if only plates are in the way, and is left out while a car stands on it (issue 9: plates were
 * drawn over cars).
 */
export function spreadPlates(items: LabelItem[], cars: Rect[] = []): LabelItem[] {
  const placed: Rect[] = [];
  const out: LabelItem[] = [];
  for (const it of items) {
    const r0 = plateRect(it);
    const near = [[0, 0], [0, PLATE_H + 2], [0, -PLATE_H - 2], [r0.w + 2, 0], [-r0.w - 2, 0]].map(([dx, dy]) => ({ x: it.x + dx, y: it.y + dy }));
    // Just clear of each car it lies under, above, below or beside it: nearest first.
    const round = cars.filter((c) => overlap(r0, c, 1)).flatMap((c) => [
      { x: it.x, y: c.y - PLATE_H / 2 - 2 }, { x: it.x, y: c.y + c.h + PLATE_H / 2 + 2 },
      { x: c.x - r0.w / 2 - 2, y: it.y }, { x: c.x + c.w + r0.w / 2 + 2, y: it.y },
    ]).sort((a, b) => Math.hypot(a.x - it.x, a.y - it.y) - Math.hypot(b.x - it.x, b.y - it.y));
    const free = [...near, ...round].map((p) => ({ ...it, ...p })).find((m) => {
      const r = plateRect(m);
      return !placed.some((q) => overlap(r, q, 1)) && !cars.some((c) => overlap(r, c, 1));
    });
    if (free) {
      placed.push(plateRect(free));
      out.push(free);
    } else if (!cars.some((c) => overlap(r0, c, 1))) {
      placed.push(r0);
      out.push(it);
    }
  }
  return out;
}
