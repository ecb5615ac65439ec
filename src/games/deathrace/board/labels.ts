// Where the board's words go on screen (issue 29: on a phone, a hover racer's "Racer" lay on the
// track's START / FINISH; a vehicle parked on a checkpoint hid its number; the ruler's range lay on
// the track's words). The track's words are printed on the table and stay where they are unless a
// vehicle stands on one: then it moves a line out, as little as it takes. Each vehicle's name goes
// just below its footprint, else just above it, else a line further out, clear of the track's
// words, of every footprint and of the names placed before it (the vehicle whose turn it is
// first). The ruler's range goes beside its middle, else further along or further out, clear of
// all of them. Pure: the view gives the pixels.
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

/** Below this many pixels an inch the names would overlap on the grid: only the vehicle whose turn it is is named (zoom in for the rest). */
export const LABELS_FROM = 6;

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

/** Lines tried each way before a word gives up its place. */
const LINES = 4;
/** Lines tried each way before a name or the ruler's range takes the place of a track word. */
const FAR = 8;

const clear = (v: View, t: BoardText, taken: readonly Box[]): boolean => inView(v, textBox(t)) && !taken.some((b) => hits(textBox(t), b));

/** A word's height as drawn and the step to the next line (the gap kept, and half a pixel to spare: a word just clear of a footprint). */
const lineOf = (size: number): { h: number; line: number } => {
  const h = size * 1.25 + STROKE;
  return { h, line: h + GAP + 0.5 };
};

/**
 * The track's words (`trackTexts`), each where it is printed unless a footprint (`pieces`) or a word
 * placed before it covers it: then a line up or down, as little as it takes, up to four. A word
 * with no free place within that is left out while the vehicles stand there (each vehicle on the
 * track has its own name; a word under one could not be read anyway).
 */
export function placeTrackTexts(v: View, printed: BoardText[], pieces: readonly Pose[]): BoardText[] {
  const taken: Box[] = pieces.map((x) => footBox(v, x));
  const out: BoardText[] = [];
  for (const t of printed) {
    const { line } = lineOf(t.size);
    const ys = [0, ...Array.from({ length: LINES }, (_, n) => [-(n + 1) * line, (n + 1) * line]).flat()];
    const at = ys.map((dy) => ({ ...t, y: t.y + dy })).find((x) => clear(v, x, taken));
    if (!at) continue;
    taken.push(textBox(at));
    out.push(at);
  }
  return out;
}

/**
 * The first of `tries` clear of everything (`fixed` and the track's words `printed`); else the first
 * clear of `fixed` alone, the track's words under it left out (a vehicle's name or the range being
 * aimed matters more than a checkpoint's number); else null.
 */
function place(v: View, wanted: BoardText[], fixed: readonly Box[], printed: BoardText[]): { at: BoardText; printed: BoardText[] } | null {
  // A word by the canvas's side edge is moved in along it rather than cut (a vehicle against the wall).
  const tries = wanted.map((t) => {
    const half = textBox(t).w / 2 + 0.5;
    return { ...t, x: Math.min(v.width - half, Math.max(half, t.x)) };
  });
  const all = [...fixed, ...printed.map(textBox)];
  const free = tries.find((t) => clear(v, t, all));
  if (free) return { at: free, printed };
  const at = tries.find((t) => clear(v, t, fixed));
  return at ? { at, printed: printed.filter((p) => !hits(textBox(at), textBox(p))) } : null;
}

/**
 * The names of `vehicles`, each clear of the track's words (`printed`), of every footprint drawn
 * (`pieces`, the named vehicles' own unless told) and of the names placed before it; the vehicle
 * whose turn it is (`active`) is placed first. Just below the footprint, else just above, else a
 * line further out each way; with no free place within eight lines, one that only track words are
 * in the way of (they are left out: `printed` comes back without them); with none at all, the
 * vehicle whose turn it is is named just below it and another is not named.
 */
export function vehicleTexts(v: View, vehicles: (Pose & { id: string; text: string })[], active: string | null, printed: BoardText[], size: number, pieces: readonly Pose[] = vehicles): { names: BoardText[]; printed: BoardText[] } {
  const fixed: Box[] = pieces.map((x) => footBox(v, x));
  const order = vehicles.map((_, k) => k).sort((a, b) => Number(vehicles[b].id === active) - Number(vehicles[a].id === active));
  const named = new Map<number, BoardText>();
  let words = printed;
  const { h, line } = lineOf(size);
  for (const k of order) {
    const f = footBox(v, vehicles[k]), x = f.x + f.w / 2;
    const below = f.y + f.h + GAP + 0.5 + h / 2, above = f.y - GAP - 0.5 - h / 2;
    // Below, above, then a line further out each way, and so on.
    const ys = Array.from({ length: FAR }, (_, n) => [below + n * line, above - n * line]).flat();
    const text = { key: vehicles[k].id, text: vehicles[k].text, size, x };
    const p = place(v, ys.map((y) => ({ ...text, y })), fixed, words);
    const at = p?.at ?? (vehicles[k].id === active ? { ...text, y: below } : null);
    if (p) words = p.printed;
    if (!at) continue;
    fixed.push(textBox(at));
    named.set(k, at);
  }
  return { names: vehicles.flatMap((_, k) => named.get(k) ?? []), printed: words };
}

/** Where along the ruler its range is tried, middle first. */
const ALONG = [0.5, 0.38, 0.62, 0.26, 0.74, 0.14, 0.86];

/**
 * The ruler's range text: a line above the ruler's middle as before, else below it, else further
 * along the ruler or further out, else beside it, the first place clear of the footprints and names (`fixed`) and
 * of the track's words; else one clear of the footprints and names, the track's words under it
 * left out; with none, above the middle.
 */
export function rulerText(v: View, from: Pt, to: Pt, text: string, size: number, fixed: readonly Box[], printed: BoardText[]): { ruler: BoardText; printed: BoardText[] } {
  const a = toPx(v, from), b = toPx(v, to);
  const { line } = lineOf(size);
  const dys = [-size, size, ...Array.from({ length: FAR - 1 }, (_, n) => [-size - (n + 1) * line, size + (n + 1) * line]).flat()];
  const at = (x: number, y: number): BoardText => ({ key: 'ruler', text, size, x, y });
  const tries = ALONG.flatMap((f) => dys.map((dy) => at(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f + dy)));
  // A short ruler in a crowd (the grid, six vehicles in a column by the wall): beside it, further out.
  const w = textBox(tries[0]).w, mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  for (const dx of [-0.75, 0.75, -1.5, 1.5]) for (let n = -2 * FAR; n <= 2 * FAR; n++) tries.push(at(mid.x + dx * w, mid.y + n * line));
  const p = place(v, tries, fixed, printed);
  return p ? { ruler: p.at, printed: p.printed } : { ruler: tries[0], printed };
}

export interface BoardWords {
  printed: BoardText[];
  names: BoardText[];
  ruler: BoardText | null;
}

/**
 * Every word the board draws, none on another or on a vehicle: the track's words (`track`, from
 * trackTexts) off the footprints (`pieces`), the names of `named`, then the ruler's range.
 */
export function boardWords(v: View, track: BoardText[], named: (Pose & { id: string; text: string })[], active: string | null, pieces: readonly Pose[], ruler: { from: Pt; to: Pt; text: string } | null): BoardWords {
  const size = fontSizes(v.scale).name;
  const n = vehicleTexts(v, named, active, placeTrackTexts(v, track, pieces), size, pieces);
  if (!ruler) return { ...n, ruler: null };
  const r = rulerText(v, ruler.from, ruler.to, ruler.text, size, [...pieces.map((x) => footBox(v, x)), ...n.names.map(textBox)], n.printed);
  return { names: n.names, printed: r.printed, ruler: r.ruler };
}
