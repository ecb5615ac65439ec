// A card over the board (the lesson's, the sound offer) stands clear of what the board shows that
// matters: the lesson's pointer and the cars with their names (issue 29: the lesson card covered
// the car its own arrow pointed at; the sound offer lay on a car's name on a phone). Where it stands
// is worked out by cardSpot.ts from the boxes the board publishes (render/pointerSpot.ts).
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { usePointerSpot } from '../render/pointerSpot';
import { narrowerSpot } from './tutorial/cardSpot';

const NOWHERE = { x: 0, y: 0, w: 0, h: 0 };

/** How much narrower a card may stand where no corner is clear at its own width (cardSpot.ts narrowerSpot). */
// Down to 60%: at the razor step (1280x720) only a card left of the spin template is clear (cardSpot.ts).
const NARROWER = [0.9, 0.8, 0.7, 0.6];

/** The card's top left (page px) where its stylesheet's place would cover something, else null; only while `media` matches, if given. With `narrow`, it may stand narrower (and so taller) to be clear: then `w`, its width. */
export function useClearOfBoard(card: RefObject<HTMLElement | null>, key: string, media?: string, narrow = false): { x: number; y: number; w?: number } | null {
  const spot = usePointerSpot();
  const [at, setAt] = useState<{ x: number; y: number; w?: number } | null>(null);
  useLayoutEffect(() => {
    const el = card.current;
    const canvas = document.querySelector('[data-testid="board"]');
    if (!el || !canvas || !spot || (media && !window.matchMedia?.(media).matches)) return setAt(null);
    const b = canvas.getBoundingClientRect();
    const onPage = (q: { x: number; y: number; w: number; h: number }) => ({ ...q, x: b.left + q.x, y: b.top + q.y });
    // Measured at its stylesheet's width (a width set before taken off), then narrower; then as it was.
    // Narrower, at the whole height its words take (issue 29: a 240 px lesson card kept its 62vh cap
    // and its last line scrolled under Next); clearStyle lifts the cap where one is taken.
    const was = { w: el.style.width, cap: el.style.maxHeight };
    el.style.width = '';
    el.style.maxHeight = '';
    const own = { w: el.offsetWidth, h: el.offsetHeight };
    el.style.maxHeight = 'none';
    const slimmer = (narrow ? NARROWER : []).map((k) => {
      el.style.width = `${Math.round(own.w * k)}px`;
      return { w: el.offsetWidth, h: el.offsetHeight };
    });
    el.style.width = was.w;
    el.style.maxHeight = was.cap;
    const next = narrowerSpot({ x: b.left, y: b.top, w: b.width, h: b.height }, own, spot.pointer ? onPage(spot.pointer) : NOWHERE, spot.cars.map(onPage), slimmer);
    setAt((old) => (old && next && Math.abs(old.x - next.x) < 1 && Math.abs(old.y - next.y) < 1 && old.w === next.w ? old : next));
  }, [card, key, spot, media, narrow]);
  return at;
}

/** The card's inline style for a spot from useClearOfBoard: stood narrower, it has the height its words need (measured so; narrowerSpot keeps it within the board). */
export const clearStyle = (at: { x: number; y: number; w?: number } | null): CSSProperties | undefined =>
  at ? { left: at.x, top: at.y, ...(at.w ? { width: at.w, maxHeight: 'none' } : {}) } : undefined;
