// Where the board's words go on screen (issue 29: on a phone, a hover racer's "Racer" lay on the
// track's START / FINISH). The track's words are printed on the table and stay where they are:
// obstacles, as the vehicles' footprints are. Each vehicle's name goes just below its footprint,
// else just above it, else a line further out, as little as it takes to keep clear of the
// track's words, of every footprint and of the names placed before it (the vehicle whose turn
// it is first). Pure: the view gives the pixels.
import type { Pt } from '../../../engine';
import { footprint, type Pose } from '../rules';
import { toPx, type View } from './view';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A word on the board: its centre in canvas pixels and its font size. */
export interface BoardText {
  key: string;
  text: string;
  x: number;
  y: number;
  size: number;
}

/** The names' font size at a view's scale (px an inch), and the track's words' two sizes smaller. */
export function fontSizes(scale: number): { name: number; track: number } {
  const name = Math.round(Math.max(9, Math.min(14, scale * 1.5)));
  return { name, track: Math.max(8, name - 2) };
}

/** The outline stroked round every word of the board (px, DeathraceBoard's `stroke.width`). */
export const STROKE = 3;
/** Pixels kept between two words, so they read apart. */
const GAP = 2;

/**
 * A word's box as drawn: bold system-ui capitals and small letters run up to 0.62 of the font size
 * a letter (measured on the phone's board: "START / FINISH" at 8 px is 67 px wide), a line is 1.25
 * of it, and the outline adds half its width on each side.
 */
export function textBox(t: Pick<BoardText, 'text' | 'x' | 'y' | 'size'>): Box {
  const w = t.text.length * t.size * 0.62 + STROKE, h = t.size * 1.25 + STROKE;
  return { x: t.x - w / 2, y: t.y - h / 2, w, h };
}

const hits = (a: Box, b: Box): boolean => a.x < b.x + b.w + GAP && b.x < a.x + a.w + GAP && a.y < b.y + b.h + GAP && b.y < a.y + a.h + GAP;

/** Whether a box lies whole on the canvas (a name half off it is cut). */
const inView = (v: View, b: Box): boolean => b.x >= 0 && b.y >= 0 && b.x + b.w <= v.width && b.y + b.h <= v.height;

/** A vehicle's footprint on screen, as the box round it. */
export function footBox(v: View, p: Pose): Box {
  const pts = footprint(p).map((q) => toPx(v, q));
  const xs = pts.map((q) => q.x), ys = pts.map((q) => q.y);
  const x = Math.min(...xs), y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** The track's words (draw.ts trackLabels) in canvas pixels. */
export function trackTexts(v: View, labels: { key: string; text: string; at: Pt }[], size: number): BoardText[] {
  return labels.map((l) => ({ key: l.key, text: l.text, size, ...toPx(v, l.at) }));
}

/**
 * The names of `vehicles`, each clear of the track's words (`printed`), of every footprint drawn
 * (`pieces`, the named vehicles' own unless told) and of the names placed before it; the vehicle
 * whose turn it is (`active`) is placed first. A name with no free place within four lines stays
 * just below its vehicle.
 */
export function vehicleTexts(v: View, vehicles: (Pose & { id: string; text: string })[], active: string | null, printed: BoardText[], size: number, pieces: readonly Pose[] = vehicles): BoardText[] {
  const feet = vehicles.map((x) => footBox(v, x));
  const taken: Box[] = [...printed.map(textBox), ...pieces.map((x) => footBox(v, x))];
  const order = vehicles.map((_, k) => k).sort((a, b) => Number(vehicles[b].id === active) - Number(vehicles[a].id === active));
  const out: BoardText[] = new Array<BoardText>(vehicles.length);
  // A line: a word's height and the gap kept, with half a pixel to spare (a word just clear of the footprint).
  const h = size * 1.25 + STROKE, line = h + GAP + 0.5;
  for (const k of order) {
    const f = feet[k], x = f.x + f.w / 2;
    const below = f.y + f.h + GAP + 0.5 + h / 2, above = f.y - GAP - 0.5 - h / 2;
    // Below, above, then a line further out each way, and so on.
    const ys = Array.from({ length: 4 }, (_, n) => [below + n * line, above - n * line]).flat();
    const at = ys.map((y) => ({ key: vehicles[k].id, text: vehicles[k].text, size, x, y })).find((t) => inView(v, textBox(t)) && !taken.some((b) => hits(textBox(t), b))) ?? { key: vehicles[k].id, text: vehicles[k].text, size, x, y: below };
    taken.push(textBox(at));
    out[k] = at;
  }
  return out;
}
