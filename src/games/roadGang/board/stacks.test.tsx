// @vitest-environment happy-dom
// Issue 29: three vehicles on one segment are drawn about 12 x 24 px at the first zoom, too small
// for their tags. The board says who is in a stack (stacks.ts, StackList.tsx): where the pointer
// rests, where a finger taps, and from its count reached by the keys; the list stands beside the
// stack on the board and its buttons choose a vehicle as a click on it does. A pair and a pit's row
// have the same list (they relied on their tags, which name neither the vehicle nor its owner).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { rgTestState } from '../../../engine/roadGang/testkit';
import { click, key, mount, need, unmount } from '../../../ui/testing/mount';
import { BADGE_FROM, LIST_FROM, ZOOMS, roadLayout, tokenCorners, tokens, type Box, type Token } from './layout';
import { RoadGangBoard } from './RoadGangBoard';
import { stackArea, stackAt, stackEntries, stackListBox, stackListH, stackListW, stackWords } from './stacks';

afterEach(unmount);

// A stack of three on segment 37 (one of them abandoned), a pair on 12, one on 50, two in the Start's pit.
const STATE = rgTestState({
  vehicles: [
    { id: 'a.v7', type: 'pickup', gang: 'a', segment: 1 },
    { id: 'b.v8', type: 'bus', gang: 'b', segment: 1 },
    { id: 'a.v1', type: 'bus', gang: 'a', segment: 37 },
    { id: 'b.v2', type: 'motorcycle', gang: 'b', segment: 37 },
    { id: 'b.v3', type: 'sportscar', gang: 'b', segment: 37, owner: null, status: 'abandoned', crew: 0 },
    { id: 'a.v4', type: 'van', gang: 'a', segment: 12 },
    { id: 'b.v5', type: 'jeep', gang: 'b', segment: 12 },
    { id: 'b.v6', type: 'dragster', gang: 'b', segment: 50 },
  ],
  filler: false,
});

const AREAS: [number, number][] = [[742, 660], [390, 388], [240, 0]];
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** The box a vehicle covers on the board, however it is turned. */
function bounds(t: Token): Box {
  const cs = tokenCorners(t);
  const x = Math.min(...cs.map((c) => c.x)), y = Math.min(...cs.map((c) => c.y));
  return { x, y, w: Math.max(...cs.map((c) => c.x)) - x, h: Math.max(...cs.map((c) => c.y)) - y };
}

describe('who is in a stack: the pure rules (stacks.ts)', () => {
  for (const [w, h] of AREAS) {
    for (const zoom of ZOOMS) {
      it(`${w}x${h} at zoom ${zoom}: a stack of ${LIST_FROM} or more, a pit's included, is found under each of its vehicles and its spot, a lone vehicle is not; ${BADGE_FROM} or more are counted; the list stands on the board beside the stack, clear of its vehicles`, () => {
        const l = roadLayout(w, h, 100, zoom);
        const { tokens: toks, badges, spots } = tokens(STATE, l);
        expect(badges.map((b) => b.segment)).toEqual([37]);
        expect(spots.map((b) => b.segment).sort((a, b) => a - b)).toEqual([1, 12, 37]);
        const listed = new Set([1, 12, 37]);
        for (const t of toks) expect(stackAt(l, toks, spots, t)).toBe(listed.has(t.segment) ? t.segment : null);
        for (const b of spots) expect(stackAt(l, toks, spots, b)).toBe(b.segment);
        expect(stackAt(l, toks, spots, l.tiles[36].centre)).toBe(37);
        expect(stackAt(l, toks, spots, l.tiles[11].centre)).toBe(12);
        expect(stackAt(l, toks, spots, l.tiles[40].centre)).toBeNull();
        for (const seg of listed) {
          const n = toks.filter((x) => x.segment === seg).length;
          const box = stackListBox(l, seg, stackListW(l), stackListH(n));
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w).toBeLessThanOrEqual(l.width + 0.01);
          expect(box.y + box.h).toBeLessThanOrEqual(l.height + 0.01);
          for (const t of toks.filter((x) => x.segment === seg)) expect(overlap(box, bounds(t)), `segment ${seg}`).toBe(false);
        }
        // A pit's spot is on the board, off its row of vehicles.
        const pit = spots.find((b) => b.segment === 1)!;
        expect(pit.x - pit.r).toBeGreaterThanOrEqual(0);
        expect(pit.x + pit.r).toBeLessThanOrEqual(l.width + 0.01);
        for (const t of toks.filter((x) => x.segment === 1)) expect(overlap({ x: pit.x - pit.r, y: pit.y - pit.r, w: 2 * pit.r, h: 2 * pit.r }, bounds(t))).toBe(false);
        expect(stackArea(l, 1)).toBe(l.pits.start);
      });
    }
  }

  it('names each vehicle of the stack in the order drawn, its tag and who controls it (nobody once abandoned)', () => {
    const l = roadLayout(742, 660, 100);
    const { tokens: toks } = tokens(STATE, l);
    const es = stackEntries(STATE, toks, 37);
    expect(es.map((e) => [e.name, e.tag, e.owner])).toEqual([['a.v1', 'BUS1', 'Ann'], ['b.v2', 'MC2', 'Bob'], ['b.v3', 'SC3', 'nobody']]);
    expect(stackWords(37, es)).toBe('Segment 37: 3 vehicles, a.v1 (BUS1, Ann), b.v2 (MC2, Bob), b.v3 (SC3, nobody)');
  });
});

/** A pointer event at a point of the board, sent to it (happy-dom lays the board at the page's origin). */
async function send(el: Element, type: string, pt: { x: number; y: number }, pointerType: string): Promise<void> {
  const e = new MouseEvent(type, { bubbles: true, clientX: pt.x, clientY: pt.y });
  Object.defineProperty(e, 'pointerType', { value: pointerType });
  await act(async () => el.dispatchEvent(e));
}

describe('who is in a stack: on the board (StackList.tsx)', () => {
  const setUp = async (chosen: string[]) => {
    await mount(<RoadGangBoard state={STATE} active={null} onVehicle={(id) => chosen.push(id)} />);
    const board = need('rg-board');
    const l = roadLayout(0, 0, 100);
    const { tokens: toks, badges } = tokens(STATE, l);
    return { board, toks, badges };
  };
  const list = () => document.querySelector('[data-testid="rg-stack-list"]');
  const names = () => [...list()!.querySelectorAll('li')].map((li) => li.textContent);

  it('the mouse resting on a stack shows its list (nothing chosen), moving off hides it; a click still chooses the vehicle under it', async () => {
    const chosen: string[] = [];
    const { board, toks } = await setUp(chosen);
    expect(list()).toBeNull();
    const bus = toks.find((t) => t.id === 'a.v1')!;
    await send(board, 'pointermove', bus, 'mouse');
    expect(names()).toEqual(['BUS1 a.v1 · Ann', 'MC2 b.v2 · Bob', 'SC3 b.v3 · nobody']);
    expect(list()!.classList.contains('pinned')).toBe(false);
    expect(list()!.querySelector('button')).toBeNull();
    // The pair on segment 12 is listed too; a lone vehicle is not.
    await send(board, 'pointermove', toks.find((t) => t.id === 'a.v4')!, 'mouse');
    expect(names()).toEqual(['VAN4 a.v4 · Ann', 'JP5 b.v5 · Bob']);
    await send(board, 'pointermove', toks.find((t) => t.id === 'b.v6')!, 'mouse');
    expect(list()).toBeNull();
    await send(board, 'pointermove', bus, 'mouse');
    await send(board, 'click', bus, 'mouse');
    expect(chosen).toEqual(['a.v1']);
  });

  it('a finger tapping a stack shows its list and chooses nothing; a vehicle is then chosen from the list', async () => {
    const chosen: string[] = [];
    const { board, toks } = await setUp(chosen);
    const bike = toks.find((t) => t.id === 'b.v2')!;
    await send(board, 'pointerdown', bike, 'touch');
    await send(board, 'click', bike, 'touch');
    expect(chosen).toEqual([]);
    expect(list()!.classList.contains('pinned')).toBe(true);
    await click(need('rg-stack-entry-b.v3').querySelector('button'));
    expect(chosen).toEqual(['b.v3']);
    expect(list()).toBeNull();
  });

  it('the keys reach the stack\'s count, named with who is there; focus shows the list, Escape closes it', async () => {
    await setUp([]);
    const count = need('rg-stack-37');
    expect(document.querySelectorAll('.rg-stack-count')).toHaveLength(3);
    expect(count.getAttribute('aria-label')).toBe('Segment 37: 3 vehicles, a.v1 (BUS1, Ann), b.v2 (MC2, Bob), b.v3 (SC3, nobody)');
    await act(async () => count.focus());
    expect(names()).toHaveLength(3);
    expect(count.getAttribute('aria-expanded')).toBe('true');
    await key('Escape', count);
    expect(list()).toBeNull();
  });

  it('the keys reach the Start\'s pit and a pair as they reach a stack of three; a finger on the pit shows its list, and a vehicle is chosen from it', async () => {
    const chosen: string[] = [];
    const { board, toks } = await setUp(chosen);
    const pit = need('rg-stack-1');
    expect(pit.getAttribute('aria-label')).toBe('The Start: 2 vehicles, a.v7 (PU7, Ann), b.v8 (BUS8, Bob)');
    expect(need('rg-stack-12').getAttribute('aria-label')).toBe('Segment 12: 2 vehicles, a.v4 (VAN4, Ann), b.v5 (JP5, Bob)');
    await act(async () => pit.focus());
    expect(names()).toEqual(['PU7 a.v7 · Ann', 'BUS8 b.v8 · Bob']);
    expect(list()!.querySelector('.rg-stack-title')!.textContent).toBe('The Start: 2 vehicles');
    await key('Escape', pit);
    expect(list()).toBeNull();
    const bus = toks.find((t) => t.id === 'b.v8')!;
    await send(board, 'pointerdown', bus, 'touch');
    await send(board, 'click', bus, 'touch');
    expect(chosen).toEqual([]);
    await click(need('rg-stack-entry-b.v8').querySelector('button'));
    expect(chosen).toEqual(['b.v8']);
  });
});
