// A phone's lesson card is docked at the foot of the screen (tutorial.css). Issue 29: laid over the
// side panel, it hid the panel's last lines and headings (the record sheets' heading under it, a cut
// line peeking below it). The card says how much of the screen's foot it takes (`--lesson-card-h`
// on the root), and the game screen ends above it: nothing of the panel lies under the card.
import { useEffect, type RefObject } from 'react';

export const DOCKED_VAR = '--lesson-card-h';

/** The height of the screen's foot a card takes: from its top to the window's foot when it reaches the foot, else 0 (a card at the top takes none). */
export function dockedHeight(card: { top: number; bottom: number }, windowHeight: number): number {
  return card.bottom >= windowHeight - 1 && card.top < windowHeight ? Math.ceil(windowHeight - card.top) : 0;
}

/** `step` changes with each step: the card may move (tutorial.css docks it at the top for a record sheet) without changing its size. */
export function useDockedHeight(card: RefObject<HTMLElement | null>, step: string): void {
  useEffect(() => {
    const el = card.current;
    const root = document.documentElement;
    if (!el) return;
    const update = () => root.style.setProperty(DOCKED_VAR, `${dockedHeight(el.getBoundingClientRect(), window.innerHeight)}px`);
    update();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    window.addEventListener('resize', update);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(DOCKED_VAR);
    };
  }, [card, step]);
}
