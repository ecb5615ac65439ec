// Marks the step's controls and callout area in the page (CSS classes, so the real controls stay
// the real controls), again whenever the page changes under the lesson, and scrolls the first
// control into view once per step.
import { useEffect } from 'react';
import type { GameState } from '../../engine';
import type { Callout } from '../../store';
import { calloutArea, type Target } from './targets';

const TARGET = 'tutorial-target';
const CALLOUT = 'tutorial-callout';

function clear(): void {
  for (const e of document.querySelectorAll(`.${TARGET}, .${CALLOUT}`)) {
    e.classList.remove(TARGET, CALLOUT);
    e.removeAttribute('data-tutorial-value');
    e.removeAttribute('data-tutorial-label');
    e.removeAttribute('data-tutorial-place');
  }
}

/** `game` and `you` say whose record sheet a sheet callout means. */
export function useHighlight(key: string, targets: Target[], callout: Callout | null, game: GameState | null = null, you = ''): void {
  useEffect(() => {
    let scrolled = false;
    let frame = 0;
    const mark = () => {
      frame = 0;
      observer.disconnect();
      clear();
      if (callout) {
        const area = calloutArea(callout, game, you);
        for (const e of area.find()) {
          e.classList.add(CALLOUT);
          e.setAttribute('data-tutorial-label', area.label);
          e.setAttribute('data-tutorial-place', area.place ?? 'top');
          // The area the words are about comes into view first; the control to use then wins.
          if (!scrolled) e.scrollIntoView?.({ block: 'nearest' });
        }
      }
      for (const t of targets) {
        for (const e of t.find()) {
          e.classList.add(TARGET);
          if (t.value !== undefined) e.setAttribute('data-tutorial-value', t.value);
          if (!scrolled) {
            scrolled = true;
            e.scrollIntoView?.({ block: 'center' });
          }
        }
      }
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
