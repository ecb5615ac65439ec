// The lesson's callout tags ("The board", "Your decision", "The dice"...) must lie on no heading,
// button or words of the lesson (issue 29). Checked at each step the tutorial test follows
// (e2e/tutorial.spec.ts), at 1280x720 and 390x844.
import { expect, type Page } from '@playwright/test';

type Box = { x: number; y: number; w: number; h: number };

/** The lesson's callout tags ("The board", "Your decision"...), drawn as ::before: their boxes on screen. */
async function tagBoxes(page: Page): Promise<{ label: string; box: Box }[]> {
  return page.locator('.tutorial-callout').evaluateAll((els) =>
    els.map((el) => {
      const cs = getComputedStyle(el, '::before');
      const r = el.getBoundingClientRect();
      const w = parseFloat(cs.width), h = parseFloat(cs.height);
      // Offsets are from the padding box; `transform: translateX(-50%)` centres a tag on its left.
      const shift = cs.transform.startsWith('matrix') ? Number(cs.transform.slice(7, -1).split(',')[4]) : 0;
      const x = (cs.left !== 'auto' ? r.left + el.clientLeft + parseFloat(cs.left) : r.right - el.clientLeft - parseFloat(cs.right) - w) + shift;
      const y = cs.top !== 'auto' ? r.top + el.clientTop + parseFloat(cs.top) : r.bottom - el.clientTop - parseFloat(cs.bottom) - h;
      return { label: el.getAttribute('data-tutorial-label') ?? '', box: { x, y, w, h } };
    }),
  );
}

/** Headings, buttons and the lesson card's words on screen: a tag must lie on none of them. */
async function readables(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, .panel-title, button, [data-testid="lesson-text"]')]
      .filter((e) => !e.closest('.visually-hidden') && (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        // What shows of it: its box cut by every ancestor that scrolls or clips (a scrolled lesson card).
        const r = e.getBoundingClientRect();
        let [x0, y0, x1, y1] = [r.left, r.top, r.right, r.bottom];
        for (let a = e.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflow === 'visible') continue;
          const q = a.getBoundingClientRect();
          [x0, y0, x1, y1] = [Math.max(x0, q.left), Math.max(y0, q.top), Math.min(x1, q.right), Math.min(y1, q.bottom)];
        }
        return { what: `${e.tagName} ${(e.textContent ?? '').trim().slice(0, 30)}`, box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } };
      })
      .filter((x) => x.box.w > 0 && x.box.h > 0),
  );
}

const hits = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Fails when a tag shown now lies on a heading, a button or the lesson's words; returns the tags' labels. */
export async function expectTagsClear(page: Page, step: string): Promise<string[]> {
  const tags = await tagBoxes(page);
  if (tags.length === 0) return [];
  const under = await readables(page);
  for (const t of tags) for (const r of under) expect(hits(t.box, r.box), `step ${step}: "${t.label}" ${JSON.stringify(t.box)} on ${r.what} ${JSON.stringify(r.box)}`).toBe(false);
  return tags.map((t) => t.label);
}
