// @vitest-environment happy-dom
// Issue 29, the first lesson's razor step at 1280x720 (the screenshot set, docs/screens.md): the
// card, narrowed to 240 px to keep off Rookie's car, the arrow and the spin template
// (cardSpot.ts narrowerSpot), kept its stylesheet's height cap (62vh, 446 px) and so its last line,
// the arrow's hint, scrolled out of sight under Next. happy-dom lays nothing out: the card's size
// follows its inline width and height cap here as Chromium's did (321 px tall at 400 px wide).
import { act, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPointerSpot } from '../../render/pointerSpot';
import { mount, unmount } from '../testing/mount';
import { clearStyle, useClearOfBoard } from '../useClearOfBoard';

const BOARD = { left: 0, top: 59, width: 832, height: 579 };
const CAP = 446;
const natural = (w: number) => Math.round((321 * 400) / w);

function Card() {
  const ref = useRef<HTMLDivElement>(null);
  const at = useClearOfBoard(ref, 'razor-crash', undefined, true);
  return <div ref={ref} data-testid="card" style={clearStyle(at)} />;
}

/** Board px (lessonCard.test.tsx's razor boxes less the board's top): the arrow, Rookie's car, its spin template. */
const RAZOR = { pointer: { x: 468, y: 203, w: 109, h: 94 }, cars: [{ x: 376, y: 225, w: 80, h: 153 }, { x: 258, y: 169, w: 322, h: 284 }] };

function addBoard(): void {
  const board = document.createElement('canvas');
  board.dataset.testid = 'board';
  board.getBoundingClientRect = () => ({ ...BOARD, x: BOARD.left, y: BOARD.top, right: BOARD.width, bottom: BOARD.top + BOARD.height, toJSON: () => BOARD });
  document.body.appendChild(board);
}

const props = ['offsetWidth', 'offsetHeight', 'scrollHeight'] as const;
const saved = props.map((p) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, p));
function layOut(): void {
  const width = (el: HTMLElement) => parseFloat(el.style.width) || 400;
  const isCard = (el: HTMLElement) => el.dataset.testid === 'card';
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get(this: HTMLElement) { return isCard(this) ? width(this) : 0; } });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get(this: HTMLElement) { return isCard(this) ? natural(width(this)) : 0; } });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) { return isCard(this) ? Math.min(natural(width(this)), this.style.maxHeight === 'none' ? Infinity : CAP) : 0; },
  });
}

afterEach(async () => {
  await unmount();
  act(() => setPointerSpot(null));
  props.forEach((p, k) => saved[k] && Object.defineProperty(HTMLElement.prototype, p, saved[k]));
  document.querySelector('[data-testid="board"]')?.remove();
});

describe('a lesson card stood narrower shows all its words (issue 29)', () => {
  it('at the razor step it takes the height its words need at 240 px, none scrolled out of sight under Next', async () => {
    layOut();
    addBoard();
    setPointerSpot(RAZOR);
    await mount(<Card />);
    const card = document.querySelector<HTMLElement>('[data-testid="card"]')!;
    expect(card.style.width).toBe('240px');
    expect(natural(240)).toBeGreaterThan(CAP);
    expect(card.offsetHeight).toBeGreaterThanOrEqual(card.scrollHeight);
    // And within the board, clear of the template's left edge.
    expect(parseFloat(card.style.top) + card.offsetHeight).toBeLessThanOrEqual(BOARD.top + BOARD.height);
    expect(parseFloat(card.style.left) + 240).toBeLessThanOrEqual(258);
  });

  it('stood in a bottom corner, it is placed by its whole height, so its foot stays on the board', async () => {
    layOut();
    addBoard();
    // A car in the top left corner too: the narrow card goes to the bottom left.
    setPointerSpot({ pointer: RAZOR.pointer, cars: [...RAZOR.cars, { x: 20, y: 0, w: 50, h: 30 }] });
    await mount(<Card />);
    const card = document.querySelector<HTMLElement>('[data-testid="card"]')!;
    expect(card.style.width).toBe('240px');
    expect(parseFloat(card.style.top)).toBeGreaterThan(BOARD.top + 30);
    expect(parseFloat(card.style.top) + card.offsetHeight).toBeLessThanOrEqual(BOARD.top + BOARD.height);
  });
});
