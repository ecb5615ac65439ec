// Where a damage number floats over the board (issue 29: "the red damage number lands on the
// car's name"). Screen space, like the labels: it rises from the car it hurt, in a place where
// neither where it starts nor where it ends touches a label (names, badges, side tags, plates) or
// a car, so it reads at a glance however the names were laid out.
import type { Pt } from '../engine';
import { TEXT } from './palette';
import { overlap, type Rect } from './plates';

/** How far (CSS px) a damage number rises over its life. */
export const RISE = 22;
/** The damage number's font size and outline (palette.ts TEXT.damage), CSS px. */
const FLOATER_FONT = TEXT.damage.fontSize;
const OUTLINE = TEXT.damage.stroke.width;
/** How far apart the places tried are, and the gap kept round the number. */
const STEP = 6;
const GAP = 2;

/** The box (CSS px) of a damage number centred at (x, y): a bold digit is about 0.62 em wide. */
export function floaterRect(text: string, x: number, y: number): Rect {
  const w = Math.ceil(text.length * FLOATER_FONT * 0.62) + OUTLINE, h = FLOATER_FONT + OUTLINE;
  return { x: x - w / 2, y: y - h / 2, w, h };
}

/** The whole path of a number starting at `p`: its box at the start and at the top of its rise. */
function swept(text: string, p: Pt): Rect {
  const a = floaterRect(text, p.x, p.y);
  return { x: a.x, y: a.y - RISE, w: a.w, h: a.h + RISE };
}

/**
 * Where a damage number starts (it then rises RISE px) for the car whose screen box is `car`:
 * just above it if that is clear, else higher, else beside it (right, then left), else below; the
 * first place whose whole path stays inside `view` and off every rect in `taken`.
 */
export function floaterStart(text: string, car: Rect, taken: Rect[], view?: { width: number; height: number }): Pt {
  const { w, h } = floaterRect(text, 0, 0);
  const cx = car.x + car.w / 2, cy = car.y + car.h / 2;
  const places: Pt[] = [];
  for (let k = 0; k < 10; k++) places.push({ x: cx, y: car.y - h / 2 - GAP - k * STEP });
  for (const side of [1, -1]) {
    const x = side > 0 ? car.x + car.w + w / 2 + GAP : car.x - w / 2 - GAP;
    for (let k = 0; k < 8; k++) places.push({ x, y: cy + RISE / 2 - k * STEP });
  }
  for (let k = 0; k < 6; k++) places.push({ x: cx, y: car.y + car.h + h / 2 + RISE + GAP + k * STEP });
  const inside = (r: Rect) => !view || (r.x >= 0 && r.y >= 0 && r.x + r.w <= view.width && r.y + r.h <= view.height);
  return places.find((p) => {
    const r = swept(text, p);
    return inside(r) && !taken.some((q) => overlap(r, q, GAP));
  }) ?? places[0];
}

/** Where the number is at progress `f` (0..1) of its life. */
export const floaterAt = (start: Pt, f: number): Pt => ({ x: start.x, y: start.y - RISE * f });
