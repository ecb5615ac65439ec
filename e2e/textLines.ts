// Every line of words the page shows, as it lays them out: read by the lesson's tag check
// (lessonTags.ts: a tag over words) and the clip check (clipChecks.ts: words cut by their box).
import type { Page } from '@playwright/test';

/** One line of a text node: the words, the element holding them and the line's box. */
export interface TextLine { text: string; parent: Element; rect: DOMRect }

declare global {
  interface Window {
    /** Installed by `installTextLines` for the page's own code in a test's evaluate. */
    __textLines?: () => TextLine[];
  }
}

/** Puts `window.__textLines` in the page (again after each load): words visually hidden or not shown have no line. */
export async function installTextLines(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__textLines = () => {
      const out: { text: string; parent: Element; rect: DOMRect }[] = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const parent = n.parentElement;
        const text = (n.textContent ?? '').trim();
        if (!parent || !text || parent.closest('.visually-hidden, script, style')) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) out.push({ text, parent, rect });
      }
      return out;
    };
  });
}
