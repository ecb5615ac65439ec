// @vitest-environment happy-dom
// Issue 29: on a phone (390x844) the sound offer, at the board's top left, lay on a car's name. It
// stands clear of the cars and their names now (useClearOfBoard.ts, from the boxes the board
// publishes, render/pointerSpot.ts). happy-dom lays nothing out: the board's box and the offer's
// size are given as Chromium measured them at 390x844.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPointerSpot } from '../render/pointerSpot';
import { useStore } from '../store';
import { SoundOffer } from './SoundOffer';
import { mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
let board: HTMLElement;
beforeEach(() => {
  useStore.setState(initial, true);
  board = Object.assign(document.createElement('div'), { id: 'board-stub' });
  board.setAttribute('data-testid', 'board');
  board.getBoundingClientRect = () => ({ left: 0, top: 48, width: 390, height: 326, right: 390, bottom: 374, x: 0, y: 48, toJSON: () => ({}) }) as DOMRect;
  document.body.append(board);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(290);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
});
afterEach(async () => {
  await unmount();
  board.remove();
  vi.restoreAllMocks();
  setPointerSpot(null);
});

const hits = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the sound offer stands clear of the cars and their names', () => {
  it("leaves the board's top left when a car's name is there", async () => {
    // Bob's Renegade and its name near the board's top (board px), as in the first placement.
    const car = { x: 130, y: 60, w: 70, h: 60 };
    await mount(<SoundOffer />);
    await act(async () => setPointerSpot({ pointer: null, cars: [car] }));
    const offer = need('sound-offer');
    const at = { x: parseFloat(offer.style.left), y: parseFloat(offer.style.top), w: 290, h: 96 };
    expect(Number.isFinite(at.x) && Number.isFinite(at.y)).toBe(true);
    expect(hits(at, { ...car, y: car.y + 48 })).toBe(false);
  });

  it('keeps its own place while that is clear', async () => {
    await mount(<SoundOffer />);
    await act(async () => setPointerSpot({ pointer: null, cars: [{ x: 150, y: 250, w: 70, h: 40 }] }));
    expect(need('sound-offer').style.left).toBe('');
  });
});
