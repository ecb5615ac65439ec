// "Never clip text" (issue 29): every line of words the page shows, measured against each box that
// clips it (overflow other than visible), the button it is written on and the window. A line cut
// part way is clipped; a line wholly out of a scrolled box is not (it is scrolled away, not cut),
// nor one cut by the foot of a box that scrolls on down (more to read below, as in any list).
import type { Page } from '@playwright/test';
import { installTextLines } from './textLines';

export interface CutLine {
  text: string;
  /** The box that cuts it: its test id, class or tag. */
  by: string;
  /** How much of the line shows, 0-1, across and down. */
  shown: [number, number];
}

/** The lines of text the page shows cut part way by a box, a button's edge or the window; none on a page that clips nothing. */
export async function cutLines(page: Page): Promise<CutLine[]> {
  await installTextLines(page);
  return page.evaluate(() => {
    const name = (e: Element) => e.getAttribute('data-testid') ?? (typeof e.className === 'string' && e.className ? `.${e.className.split(' ')[0]}` : e.tagName.toLowerCase());
    type Edges = { left: number; top: number; right: number; bottom: number };
    const out: { text: string; by: string; shown: [number, number] }[] = [];
    for (const { text, parent, rect: q } of window.__textLines!()) {
      if (parent.closest('option')) continue;
      if (q.width < 1 || q.height < 1) continue;
      // The glyphs take about 70% of a line box: a cut within the line's spacing hides nothing.
      const pad = q.height * 0.15;
      const line = { left: q.left + 1, top: q.top + pad, right: q.right - 1, bottom: q.bottom - pad };
      let box = { ...line };
      let by = '';
      /** Cuts the line by `edges`; false when nothing of it is left (scrolled away). `footScrolls`: a cut at the foot alone is no cut. */
      const cut = (edges: Edges, who: string, footScrolls = false): boolean => {
        const next = { left: Math.max(box.left, edges.left), top: Math.max(box.top, edges.top), right: Math.min(box.right, edges.right), bottom: Math.min(box.bottom, edges.bottom) };
        if (next.right <= next.left || next.bottom <= next.top) return false;
        const onlyFoot = next.left === box.left && next.top === box.top && next.right === box.right && next.bottom < box.bottom;
        if ((next.left > box.left || next.top > box.top || next.right < box.right || next.bottom < box.bottom) && !(footScrolls && onlyFoot)) by ||= who;
        box = next;
        return true;
      };
      let seen = true;
      const button = parent.closest('button');
      if (button) cut(button.getBoundingClientRect(), `the edge of button ${name(button)}`);
      for (let a: Element | null = parent; a && seen; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const scrollsOn = /auto|scroll/.test(cs.overflowY) && a.scrollTop + a.clientHeight < a.scrollHeight - 1;
        seen = cut(a.getBoundingClientRect(), name(a), scrollsOn);
      }
      // A page that scrolls down (the first screen) does not cut what lies below the fold.
      if (seen) seen = cut({ left: 0, top: 0, right: innerWidth, bottom: innerHeight }, 'the window', document.documentElement.scrollHeight > innerHeight);
      if (!seen || !by) continue;
      const across = (box.right - box.left) / (line.right - line.left), down = (box.bottom - box.top) / (line.bottom - line.top);
      out.push({ text: text.slice(0, 40), by, shown: [Number(across.toFixed(2)), Number(down.toFixed(2))] });
    }
    return out;
  });
}
