// Where the board's lesson tag ("The board") stands (issue 29): the board keeps its size, so the
// tag lies over it, and must lie on none of its words or controls. A fixed corner could not: at the
// board's foot on a phone it lay on the section strip's legend ('The chase car'), at its top on a
// wide screen under the lesson card. The page measures what is there; this picks a clear spot.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The spots tried, in order, as fractions of the area (the tag's middle at fx, its top at fy). */
const SPOTS: [fx: number, fy: 'top' | 'bottom'][] = [
  [0.5, 'bottom'],
  [0.5, 'top'],
  [0.8, 'bottom'],
  [0.2, 'bottom'],
  [0.3, 'top'],
  [0.7, 'top'],
];

/** The space kept between the tag and the area's edge. */
const EDGE = 6;

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * The tag's box, in the page's coordinates, inside `area` and on none of `taken` (words, buttons,
 * the lesson card): the first clear spot; where every spot is taken, the least covered one.
 */
export function tagSpot(area: Box, tag: { w: number; h: number }, taken: Box[]): Box {
  let best: { box: Box; cost: number } | null = null;
  for (const [fx, fy] of SPOTS) {
    const x = Math.min(Math.max(area.x + EDGE, area.x + area.w * fx - tag.w / 2), area.x + area.w - EDGE - tag.w);
    const box: Box = { x, y: fy === 'top' ? area.y + EDGE : area.y + area.h - EDGE - tag.h, w: tag.w, h: tag.h };
    const cost = taken.reduce((s, t) => s + overlap(box, t), 0);
    if (cost === 0) return box;
    if (!best || cost < best.cost) best = { box, cost };
  }
  return best!.box;
}

/** The boxes of the words and controls inside `el` that show (an ancestor that clips cuts them). */
export function readableBoxes(el: Element): Box[] {
  const out: Box[] = [];
  for (const e of el.querySelectorAll('*')) {
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    if (!own && !e.matches('button, select, input, a, [role="button"]')) continue;
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) out.push({ x: r.left, y: r.top, w: r.width, h: r.height });
  }
  return out;
}

/** The line boxes of the words inside `el` but not in `skip` (each line of a paragraph its own box), cut by what clips them inside `el`. */
export function lineBoxes(el: Element, skip?: Element | null): Box[] {
  const out: Box[] = [];
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const parent = n.parentElement;
    if (!(n.textContent ?? '').trim() || !parent || (skip && skip.contains(parent))) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const q of range.getClientRects?.() ?? []) {
      let [y0, y1] = [q.top, q.bottom];
      for (let a: Element | null = parent; a && a !== el; a = a.parentElement) {
        if (getComputedStyle(a).overflowY === 'visible') continue;
        const b = a.getBoundingClientRect();
        [y0, y1] = [Math.max(y0, b.top), Math.min(y1, b.bottom)];
      }
      if (q.width > 0 && y1 > y0) out.push({ x: q.left, y: y0, w: q.width, h: y1 - y0 });
    }
  }
  return out;
}

/**
 * How far to scroll a panel whose visible part starts at `edge` so that no line of words shows cut
 * in half there (issue 29: a line halved under the board after a lesson scrolled its area into
 * view): down past the cut lines, unless that hides the top of what was scrolled to (`keep`), then
 * up to show them whole. 0 when nothing is cut.
 */
export function uncutShift(edge: number, lines: Box[], keep = Infinity): number {
  const cut = lines.filter((l) => l.y < edge - 1 && l.y + l.h > edge + 1);
  if (cut.length === 0) return 0;
  const down = Math.max(...cut.map((l) => l.y + l.h)) - edge;
  if (keep - down >= edge) return Math.ceil(down);
  return Math.floor(Math.min(...cut.map((l) => l.y)) - edge);
}
