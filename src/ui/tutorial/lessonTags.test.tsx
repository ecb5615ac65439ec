// @vitest-environment happy-dom
// Issue 29, "the lesson's tags over headings": on a phone (390x844) the board's tag ("The board"),
// fixed at the board's foot, lay on the section strip's legend ('The chase car'), which the
// browser check (e2e/lessonTags.ts: headings, buttons, the lesson's words) did not count. happy-dom
// lays nothing out, so the boxes are given here as Chromium measured them at 390x844 and 1280x720;
// the page measures them itself (useHighlight.ts) and tagSpot.ts places the tag clear of them.
// Also the line cut in half at the side panel's top after a lesson scrolled it (uncutShift).
import { afterEach, describe, expect, it } from 'vitest';
import { tagSpot, uncutShift, type Box } from './tagSpot';
import { useHighlight } from './useHighlight';
import { mount, unmount } from '../testing/mount';

const hits = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const within = (a: Box, area: Box) => a.x >= area.x && a.y >= area.y && a.x + a.w <= area.x + area.w && a.y + a.h <= area.y + area.h;
const TAG = { w: 96, h: 19 };

// A phone's board in the first lesson (390x844): the strip's cells, the finish line, the legend
// along its foot, the View button at its top right, the lesson card docked under it.
const PHONE_AREA: Box = { x: 0, y: 47, w: 390, h: 337 };
const PHONE_TAKEN: Box[] = [
  { x: 4, y: 300, w: 44, h: 34 }, { x: 52, y: 300, w: 44, h: 34 }, { x: 331, y: 300, w: 55, h: 34 },
  { x: 8, y: 338, w: 304, h: 18 },
  { x: 20, y: 362, w: 160, h: 18 }, { x: 204, y: 362, w: 142, h: 18 },
  { x: 316, y: 54, w: 70, h: 32 },
  { x: 6, y: 620, w: 378, h: 218 },
];
// A wide screen (1280x720): the lesson card over the board's top left, the zoom buttons at its top
// right, the strip's legend at the foot's left.
const WIDE_AREA: Box = { x: 0, y: 58, w: 832, h: 662 };
const WIDE_TAKEN: Box[] = [
  { x: 12, y: 64, w: 400, h: 288 },
  { x: 500, y: 64, w: 328, h: 34 },
  { x: 4, y: 640, w: 824, h: 30 },
  { x: 8, y: 672, w: 300, h: 18 },
  { x: 8, y: 696, w: 340, h: 18 },
];

describe('the board tag stands on no words or buttons (tagSpot)', () => {
  it('on a phone it leaves the foot, where the legend is, for a clear spot inside the board', () => {
    const at = tagSpot(PHONE_AREA, TAG, PHONE_TAKEN);
    expect(within(at, PHONE_AREA)).toBe(true);
    for (const t of PHONE_TAKEN) expect(hits(at, t), JSON.stringify(t)).toBe(false);
    // The old fixed spot (8 px over the foot, in the middle) lay on 'The chase car'.
    const old: Box = { x: 195 - TAG.w / 2, y: PHONE_AREA.y + PHONE_AREA.h - 8 - TAG.h, ...TAG };
    expect(PHONE_TAKEN.some((t) => hits(old, t))).toBe(true);
  });

  it('on a wide screen it keeps clear of the lesson card and the zoom buttons', () => {
    const at = tagSpot(WIDE_AREA, TAG, WIDE_TAKEN);
    expect(within(at, WIDE_AREA)).toBe(true);
    for (const t of WIDE_TAKEN) expect(hits(at, t), JSON.stringify(t)).toBe(false);
  });

  it('where every spot is taken, it takes the least covered one, still inside the board', () => {
    const at = tagSpot(PHONE_AREA, TAG, [{ x: 0, y: 47, w: 390, h: 60 }, { x: 0, y: 340, w: 300, h: 44 }]);
    expect(within(at, PHONE_AREA)).toBe(true);
    expect(hits(at, { x: 0, y: 47, w: 390, h: 60 })).toBe(false);
  });
});

function Lesson() {
  useHighlight('step', [], 'board');
  return null;
}

const rect = (el: Element, b: Box) => {
  el.getBoundingClientRect = () => ({ left: b.x, top: b.y, width: b.w, height: b.h, right: b.x + b.w, bottom: b.y + b.h, x: b.x, y: b.y, toJSON: () => b }) as DOMRect;
};

describe('the page places the board tag where it measured no words (useHighlight)', () => {
  afterEach(async () => {
    await unmount();
    document.body.innerHTML = '';
  });

  it('on a phone the tag leaves the legend at the board foot', async () => {
    document.body.innerHTML = `<main data-testid="board-area"><ul class="mini-legend"><li>The chase car (Rookie)</li><li>The lead car (Razor)</li></ul><button>View</button></main>`;
    const area = document.querySelector('[data-testid="board-area"]')!;
    rect(area, PHONE_AREA);
    const [a, b] = document.querySelectorAll('li');
    rect(a!, PHONE_TAKEN[4]!);
    rect(b!, PHONE_TAKEN[5]!);
    rect(document.querySelector('button')!, PHONE_TAKEN[6]!);
    // happy-dom sizes no ::before: the tag's size as Chromium measured it.
    const real = window.getComputedStyle.bind(window);
    window.getComputedStyle = ((e: Element, pseudo?: string | null) =>
      pseudo === '::before' ? ({ width: `${TAG.w}px`, height: `${TAG.h}px` } as CSSStyleDeclaration) : real(e, pseudo)) as typeof window.getComputedStyle;
    try {
      await mount(<Lesson />);
    } finally {
      window.getComputedStyle = real;
    }
    const el = area as HTMLElement;
    expect(el.classList.contains('tutorial-callout')).toBe(true);
    const y = parseFloat(el.style.getPropertyValue('--tag-y'));
    const x = parseFloat(el.style.getPropertyValue('--tag-x'));
    expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    const tag: Box = { x: PHONE_AREA.x + x, y: PHONE_AREA.y + y, ...TAG };
    for (const t of PHONE_TAKEN.slice(4, 7)) expect(hits(tag, t), JSON.stringify(t)).toBe(false);
    expect(el.getAttribute('data-tutorial-end')).toBe('top');
  });
});

describe('no line cut in half at a scrolled panel top (uncutShift)', () => {
  const lines = (ys: number[]): Box[] => ys.map((y) => ({ x: 10, y, w: 300, h: 18 }));

  it('scrolls past a line the edge cuts, keeping the top of what was scrolled to', () => {
    const shift = uncutShift(386, lines([360, 378, 396, 414]), 500);
    expect(shift).toBe(10);
    for (const l of lines([360, 378, 396, 414])) expect(l.y - shift < 386 && l.y + l.h - shift > 386).toBe(false);
  });

  it('shows the cut line whole when hiding it would hide what was scrolled to', () => {
    expect(uncutShift(386, lines([378, 396]), 390)).toBe(-8);
  });

  it('does nothing when the edge falls between lines', () => {
    expect(uncutShift(386, lines([350, 368, 386, 404]), 500)).toBe(0);
  });
});
