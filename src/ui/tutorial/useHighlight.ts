// Marks the step's controls and callout area in the page (CSS classes, so the real controls stay
// the real controls), again whenever the page changes under the lesson, and scrolls the first
// control into view once per step.
import { useEffect } from 'react';
import type { GameState } from '../../engine';
import type { Callout } from '../../store';
import { calloutArea, type Target } from './targets';
import { lineBoxes, readableBoxes, tagSpot, uncutShift } from './tagSpot';

const TARGET = 'tutorial-target';
const CALLOUT = 'tutorial-callout';

function clear(): void {
  for (const e of document.querySelectorAll(`.${TARGET}, .${CALLOUT}`)) {
    e.classList.remove(TARGET, CALLOUT);
    e.removeAttribute('data-tutorial-value');
    e.removeAttribute('data-tutorial-label');
    e.removeAttribute('data-tutorial-place');
    e.removeAttribute('data-tutorial-end');
    if (e instanceof HTMLElement) for (const p of ['--tag-x', '--tag-y']) e.style.removeProperty(p);
  }
}

/** After a scroll to `shown`, the side panel's top (under its sticky heading) cuts no line in half. */
function uncut(shown: Element): void {
  const panel = shown.closest('.side-panel');
  if (!(panel instanceof HTMLElement) || panel.scrollTop === 0) return;
  let edge = panel.getBoundingClientRect().top + panel.clientTop;
  const head = panel.querySelector(':scope > .decision-heading');
  if (head && getComputedStyle(head).position === 'sticky') edge = Math.max(edge, head.getBoundingClientRect().bottom);
  const shift = uncutShift(edge, lineBoxes(panel, head), shown.getBoundingClientRect().top);
  if (shift) panel.scrollTop += shift;
}

/** A board's tag is placed where it lies on none of the board's words and controls, nor under the lesson card (tagSpot.ts). */
function placeInside(e: Element): void {
  if (!(e instanceof HTMLElement)) return;
  const cs = getComputedStyle(e, '::before');
  const r = e.getBoundingClientRect();
  const taken = readableBoxes(e);
  const card = document.querySelector('.lesson-panel')?.getBoundingClientRect();
  if (card) taken.push({ x: card.left, y: card.top, w: card.width, h: card.height });
  const spot = tagSpot({ x: r.left, y: r.top, w: r.width, h: r.height }, { w: parseFloat(cs.width) || 0, h: parseFloat(cs.height) || 0 }, taken);
  e.style.setProperty('--tag-x', `${Math.round(spot.x - r.left - e.clientLeft)}px`);
  e.style.setProperty('--tag-y', `${Math.round(spot.y - r.top - e.clientTop)}px`);
  e.setAttribute('data-tutorial-end', spot.y + spot.h / 2 < r.top + r.height / 2 ? 'top' : 'bottom');
}

/** `game` and `you` say whose record sheet a sheet callout means. */
export function useHighlight(key: string, targets: Target[], callout: Callout | null, game: GameState | null = null, you = ''): void {
  useEffect(() => {
    let scrolled = false;
    let frame = 0;
    const mark = () => {
      frame = 0;
      let shown: Element | null = null;
      observer.disconnect();
      clear();
      if (callout) {
        const area = calloutArea(callout, game, you);
        for (const e of area.find()) {
          e.classList.add(CALLOUT);
          e.setAttribute('data-tutorial-label', area.label);
          e.setAttribute('data-tutorial-place', area.place ?? 'top');
          if (area.place === 'inside') placeInside(e);
          // The area the words are about comes into view first; the control to use then wins.
          if (!scrolled) {
            e.scrollIntoView?.({ block: 'nearest' });
            shown = e;
          }
        }
      }
      for (const t of targets) {
        for (const e of t.find()) {
          e.classList.add(TARGET);
          if (t.value !== undefined) e.setAttribute('data-tutorial-value', t.value);
          if (!scrolled) {
            scrolled = true;
            // The card's own Next stays in sight at its foot (tutorial.css): scrolled to, it cut the card's first lines.
            if (!e.closest('.lesson-panel')) e.scrollIntoView?.({ block: 'center' });
            if (e.closest('.side-panel')) shown = e;
          }
        }
      }
      if (shown) uncut(shown);
      observer.observe(document.body, { childList: true, subtree: true });
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(mark);
    });
    mark();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clear();
    };
    // The key names the step and its state; targets and callout follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
