// The lesson's callout tags ("The board", "Your decision", "The dice"...) must lie on no heading,
// button or words of the lesson (issue 29). Checked at each step the tutorial test follows
// (e2e/tutorial.spec.ts), at 1280x720 and 390x844.
import { expect, type Page } from '@playwright/test';
import { installTextLines } from './textLines';

type Box = { x: number; y: number; w: number; h: number };

/** The lesson's callout tags ("The board", "Your decision"...), drawn as ::before: their boxes on screen. */
async function tagBoxes(page: Page): Promise<{ label: string; box: Box; shown: Box }[]> {
  return page.locator('.tutorial-callout').evaluateAll((els) =>
    els.map((el) => {
      const cs = getComputedStyle(el, '::before');
      const r = el.getBoundingClientRect();
      // Offsets are from the padding box. Chromium may give an offset as it was written, calc()
      // and all (top: calc(100% + 4px), left: var(--tag-x, 50%)): read as a number it was NaN, and a
      // NaN box overlaps nothing (issue 29). A length, a percentage of the padding box, or a calc()
      // of the two is worked out here.
      const length = (v: string, of: number): number => {
        if (v === 'auto') return NaN;
        const body = /^calc\((.*)\)$/.exec(v)?.[1] ?? v;
        let total = 0;
        for (const m of body.replace(/\s+([+-])\s+/g, ' $1').split(' ')) {
          const n = parseFloat(m);
          if (!Number.isFinite(n)) throw new Error(`tag offset ${v}`);
          total += m.endsWith('%') ? (n / 100) * of : n;
        }
        return total;
      };
      const padW = el.clientWidth, padH = el.clientHeight;
      const w = parseFloat(cs.width), h = parseFloat(cs.height);
      // `transform: translateX(-50%)` centres a tag on its left.
      const shift = cs.transform.startsWith('matrix') ? Number(cs.transform.slice(7, -1).split(',')[4]) : 0;
      const x = (cs.left !== 'auto' ? r.left + el.clientLeft + length(cs.left, padW) : r.left + el.clientLeft + padW - length(cs.right, padW) - w) + shift;
      const y = cs.top !== 'auto' ? r.top + el.clientTop + length(cs.top, padH) : r.top + el.clientTop + padH - length(cs.bottom, padH) - h;
      // What shows of it: cut by every box that scrolls or clips it (a tag of an area scrolled out
      // of the side panel is not seen, and lies on nothing).
      let [x0, y0, x1, y1] = [x, y, x + w, y + h];
      for (let a: Element | null = el; a; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const q = a.getBoundingClientRect();
        [x0, y0, x1, y1] = [Math.max(x0, q.left), Math.max(y0, q.top), Math.min(x1, q.right), Math.min(y1, q.bottom)];
      }
      return { label: el.getAttribute('data-tutorial-label') ?? '', box: { x, y, w, h }, shown: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } };
    }),
  );
}

/** Headings, buttons, the lesson card's words and every line of plain text on screen: a tag must lie on none of them. */
async function readables(page: Page): Promise<{ what: string; box: Box }[]> {
  await installTextLines(page);
  return page.evaluate(() => {
    /** A box cut by every ancestor that scrolls or clips (a scrolled lesson card, a panel). */
    const shown = (from: Element, r: { left: number; top: number; right: number; bottom: number }) => {
      let [x0, y0, x1, y1] = [r.left, r.top, r.right, r.bottom];
      for (let a: Element | null = from; a; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const q = a.getBoundingClientRect();
        [x0, y0, x1, y1] = [Math.max(x0, q.left), Math.max(y0, q.top), Math.min(x1, q.right), Math.min(y1, q.bottom)];
      }
      return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
    };
    const out: { what: string; box: { x: number; y: number; w: number; h: number } }[] = [];
    for (const e of document.querySelectorAll('h1, h2, h3, .panel-title, button, [data-testid="lesson-text"]')) {
      if (e.closest('.visually-hidden') || (e as HTMLElement).offsetParent === null) continue;
      out.push({ what: `${e.tagName} ${(e.textContent ?? '').trim().slice(0, 30)}`, box: shown(e.parentElement ?? e, e.getBoundingClientRect()) });
    }
    // Plain text (issue 29): a tag over a line of a panel's words is as bad as over a heading. Each
    // line of each text node, as the page lays it out (textLines.ts).
    for (const l of window.__textLines!()) out.push({ what: `text "${l.text.slice(0, 30)}"`, box: shown(l.parent, l.rect) });
    return out.filter((x) => x.box.w > 0 && x.box.h > 0);
  });
}

const hits = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Fails when a tag shown now lies on a heading, a button or the lesson's words; returns the tags' labels. */
export async function expectTagsClear(page: Page, step: string): Promise<string[]> {
  const tags = await tagBoxes(page);
  if (tags.length === 0) return [];
  const under = await readables(page);
  for (const t of tags) expect(Object.values(t.box).every(Number.isFinite), `step ${step}: "${t.label}" measured ${JSON.stringify(t.box)}`).toBe(true);
  // One assertion over every pair (an expect a pair was thousands of expects a step, issue 31).
  const clashes = tags.flatMap((t) => (t.shown.w > 0 && t.shown.h > 0 ? under.filter((r) => hits(t.shown, r.box)).map((r) => `"${t.label}" ${JSON.stringify(t.box)} on ${r.what} ${JSON.stringify(r.box)}`) : []));
  expect(clashes, `step ${step}: tags on words`).toEqual([]);
  return tags.map((t) => t.label);
}
