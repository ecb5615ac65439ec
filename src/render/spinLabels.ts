// The spin template's totals kept on the board (issue 29: on a phone the lowest, "4-5 −20" at the
// first lesson's razor step, was cut by the board's bottom edge). The camera is not moved for
// them ("nothing rescales during a decision"): each total that would cross the canvas's edge is
// slid back inside it, along the edge, as names are (labels.ts separateLabels), and off the
// template's own dots and the lesson's arrow.
import { screenToWorld, worldToScreen, type Camera, type Size } from './camera';
import type { Pt } from '../engine';
import { clamp, EDGE_MARGIN, labelRect, spinLabelText } from './labels';
import { grow, overlap, type Rect } from './plates';
import { spinDots, type SpinTemplateView } from './spinTemplate';

/** Pixels kept between a moved total and the other totals (names keep labels.ts's wider GAP). */
const TOTALS_GAP = 2;
/** Screen px a total is moved at a time when it lies on a dot or on the lesson's arrow. */
const STEP = 4;
/** The moves tried, nearest first, in steps of STEP up to 16 steps any way. */
// Sideways first: a total slid up from the board's foot stays beside its dot, off the ring's spokes.
const MOVES = Array.from({ length: 16 }, (_, k) => (k + 1) * STEP).flatMap((d) => [[-d, 0], [d, 0], [0, -d], [0, d], [-d, -d], [d, -d], [-d, d], [d, d]]);

/**
 * The template with each total's place moved, as little as it takes, for its text to lie inside
 * `view`, and off the template's dots and the boxes in `avoid` (the lesson's arrow: issue 29, on a
 * phone "12+ −40" lay on it and "4-5 −20", slid up from the board's foot, on its yellow dot).
 */
export function spinLabelsInView(v: SpinTemplateView, cam: Camera, view: Size | undefined, avoid: Rect[] = []): SpinTemplateView {
  if (!view) return v;
  const dots = spinDots(v, cam);
  const laid = v.positions.map((p) => {
    const s = worldToScreen(cam, p.label);
    const r = labelRect({ key: '', text: spinLabelText(p), x: s.x, y: s.y, kind: p.rolled ? 'spinRolled' : 'spin' });
    const hw = r.w / 2 + EDGE_MARGIN, hh = r.h / 2 + EDGE_MARGIN;
    const within = (q: Pt): Pt => ({ x: clamp(q.x, hw, view.width - hw), y: clamp(q.y, hh, view.height - hh) });
    return { s, r, within, inside: within(s) };
  });
  const box = (k: number, q: Pt): Rect => ({ ...laid[k].r, x: q.x - laid[k].r.w / 2, y: q.y - laid[k].r.h / 2 });
  const off = (k: number, q: Pt, boxes: Rect[]) => !boxes.some((b) => overlap(box(k, q), b, 0));
  return {
    ...v,
    positions: v.positions.map((p, k) => {
      const { s, within, inside } = laid[k];
      // Clear of the dots, the boxes to avoid and the other totals (kept TOTALS_GAP apart).
      const clear = [...dots, ...avoid, ...laid.flatMap((o, j) => (j === k ? [] : [grow(box(j, o.inside), TOTALS_GAP)]))];
      // A total left where the template puts it may touch its own dot (it is drawn beside it); one moved may not.
      const stays = inside.x === s.x && inside.y === s.y ? off(k, inside, avoid) : off(k, inside, clear);
      const at = stays ? inside : (MOVES.map(([dx, dy]) => within({ x: inside.x + dx, y: inside.y + dy })).find((q) => off(k, q, clear)) ?? inside);
      return at.x === s.x && at.y === s.y ? p : { ...p, label: screenToWorld(cam, at) };
    }),
  };
}
