// @vitest-environment happy-dom
// Issue 29, the lesson card (the CI's screenshots at 1280x720 and 390x844, the first lesson's
// 'razor-crash' step): its last line lay under its Next button (a foot stuck over words that
// scrolled under it); on a phone the card lay over the side panel, hiding the record sheets' heading
// with cut lines peeking round it; on a wide screen it covered the car its own arrow pointed at.
// happy-dom lays nothing out: the card's parts are checked here, and where it stands is worked out
// from boxes as Chromium measured them (cardSpot.ts, dockedHeight).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../store';
import { mount, unmount } from '../testing/mount';
import { resetStores } from '../testing/stores';
import { cardSpot, narrowerSpot, type Box } from './cardSpot';
import { spinBox } from '../../render/pointerSpot';
import { boardLabels, labelRect } from '../../render/labels';
import { spinTemplateView } from '../../render/spinTemplate';
import { worldToScreen } from '../../render/camera';
import { LessonPanel } from './LessonPanel';
import { DOCKED_VAR, dockedHeight } from './useDockedHeight';

beforeEach(resetStores);
afterEach(unmount);

const hits = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the lesson card (issue 29)', () => {
  it("keeps Next out of the words' scroll: the words scroll on their own, the foot under them", async () => {
    await act(async () => void useStore.getState().startLesson('gameOne', 0));
    await mount(<LessonPanel />);
    const card = document.querySelector('[data-testid="lesson-panel"]')!;
    const words = card.querySelector('[data-testid="lesson-words"]');
    const next = card.querySelector('[data-testid="lesson-next"]');
    expect(words).not.toBeNull();
    expect(next).not.toBeNull();
    // Next is no part of what scrolls, so no word can lie under it.
    expect(words!.contains(next)).toBe(false);
    expect(words!.contains(card.querySelector('[data-testid="lesson-text"]'))).toBe(true);
    expect(card.lastElementChild!.contains(next)).toBe(true);
  });

  it('on a phone says how much of the screen it takes, so the game screen ends above it', async () => {
    await act(async () => void useStore.getState().startLesson('gameOne', 0));
    await mount(<LessonPanel />);
    // Docked at the foot of an 844 px window, 300 px tall: the screen gives up 300 px.
    expect(dockedHeight({ top: 544, bottom: 844 }, 844)).toBe(300);
    expect(dockedHeight({ top: 543.6, bottom: 843.6 }, 844)).toBe(301);
    // At the top (a wide screen, or a phone's card over the board for a record sheet): none.
    expect(dockedHeight({ top: 64, bottom: 352 }, 720)).toBe(0);
    expect(document.documentElement.style.getPropertyValue(DOCKED_VAR)).toMatch(/px$/);
    await unmount();
    expect(document.documentElement.style.getPropertyValue(DOCKED_VAR)).toBe('');
  });
});

// 1280x720 as Chromium measured it: the board canvas, the card's size at 'you-fire' (step 10), the
// pointer round Razor's car (ring and arrow) and the two cars.
const BOARD: Box = { x: 0, y: 59, w: 832, h: 579 };
const CARD = { w: 400, h: 243 };
const RAZOR_POINTER: Box = { x: 507, y: 287, w: 116, h: 118 };
const CARS: Box[] = [{ x: 215, y: 296, w: 104, h: 48 }, { x: 513, y: 296, w: 104, h: 48 }];

describe('where the card stands on a wide screen (cardSpot)', () => {
  it('leaves its place at the top left when it would cover a car, for a corner clear of the pointer and the cars', () => {
    const home = { x: BOARD.x + 12, y: BOARD.y + 5, ...CARD };
    expect(hits(home, CARS[0])).toBe(true);
    const at = cardSpot(BOARD, CARD, RAZOR_POINTER, CARS);
    expect(at).not.toBeNull();
    const box = { ...at!, ...CARD };
    expect(hits(box, RAZOR_POINTER)).toBe(false);
    for (const c of CARS) expect(hits(box, c)).toBe(false);
    // Inside the board.
    expect(box.x).toBeGreaterThanOrEqual(BOARD.x);
    expect(box.y + box.h).toBeLessThanOrEqual(BOARD.y + BOARD.h);
  });

  it('stays at the top left (null) while that is clear', () => {
    expect(cardSpot(BOARD, CARD, { x: 600, y: 450, w: 80, h: 80 }, [{ x: 600, y: 460, w: 80, h: 40 }])).toBeNull();
  });

  it("at the razor step (1280x720) no corner is clear at the card's width: it stands narrower, clear of Rookie's car and the arrow", () => {
    // As Chromium measured them (scripts/screens.spec.ts): the card at 400 px, Rookie's spinning car
    // with its ring, the arrow's ring round space 11 with its shaft; the card 360 and 320 px wide.
    const card = { w: 400, h: 321 };
    const rookie: Box = { x: 376, y: 284, w: 80, h: 153 };
    const arrow: Box = { x: 468, y: 262, w: 109, h: 94 };
    const full = cardSpot(BOARD, card, arrow, [rookie]);
    expect(hits({ x: BOARD.x + 12, y: BOARD.y + 5, ...card, ...(full ?? {}) }, rookie)).toBe(true);
    const at = narrowerSpot(BOARD, card, arrow, [rookie], [{ w: 360, h: 345 }, { w: 320, h: 380 }])!;
    expect(at.w).toBe(360);
    const box = { x: at.x, y: at.y, w: 360, h: 345 };
    expect(hits(box, rookie)).toBe(false);
    expect(hits(box, arrow)).toBe(false);
    // Where a corner is clear at its own width, the width stays its own.
    expect(narrowerSpot(BOARD, card, { x: 600, y: 450, w: 80, h: 80 }, [], [{ w: 360, h: 345 }])).toBeNull();
  });

  it("at the razor step (1280x720) it stands clear of Rookie's spin template too, its ring and totals (p44), narrower still", () => {
    // As Chromium drew them (scripts/screens.spec.ts's build): the template's ring round Rookie's
    // car and its eight totals, "8 −30" its leftmost (render/pointerSpot.ts spinBox); the card at
    // 400, 360 and 320 px as before, 446 px tall at 240. A 360 px card lay on the ring's left and two totals.
    const card = { w: 400, h: 321 };
    const rookie: Box = { x: 376, y: 284, w: 80, h: 153 };
    const arrow: Box = { x: 468, y: 262, w: 109, h: 94 };
    const spin: Box = { x: 258, y: 228, w: 322, h: 284 };
    const sizes = [{ w: 360, h: 345 }, { w: 320, h: 380 }, { w: 240, h: 446 }];
    expect(hits({ x: BOARD.x + 12, y: BOARD.y + 5, ...sizes[0] }, spin)).toBe(true);
    const at = narrowerSpot(BOARD, card, arrow, [rookie, spin], sizes)!;
    expect(at.w).toBe(240);
    const box = { x: at.x, y: at.y, w: 240, h: 446 };
    for (const b of [rookie, arrow, spin]) expect(hits(box, b)).toBe(false);
    // A width whose card would be taller than the board is not tried; with none clear, the one covering least.
    const tall = narrowerSpot(BOARD, card, arrow, [rookie, spin], [{ w: 360, h: 345 }, { w: 200, h: 600 }])!;
    expect(tall.w).toBe(360);
  });

  it("the board publishes a spin template's box holding its ring and every total, for the card to keep off (spinBox)", () => {
    const cam = { scale: 13, rotation: -Math.PI / 2, x: 100, y: 700 };
    const pose = { x: 20, y: 30, a: 0 };
    const view = spinTemplateView(pose, { type: 'spin', vehicle: 'car1', dir: 'cw', total: 7, degrees: 135, speedLoss: 20, heading: 3, rule: 'p44', dice: [] } as never);
    const totals = boardLabels({ cam, vehicles: [], markers: [], ruler: null, spins: [{ vehicle: 'car1', view }] }).map(labelRect);
    expect(totals).toHaveLength(8);
    const c = worldToScreen(cam, view.centre), r = view.radius * cam.scale;
    const box = spinBox(c, r, totals);
    const inside = (b: Box) => b.x >= box.x && b.y >= box.y && b.x + b.w <= box.x + box.w && b.y + b.h <= box.y + box.h;
    for (const t of totals) expect(inside(t)).toBe(true);
    expect(inside({ x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r })).toBe(true);
  });

  it('never covers the pointer when some corner is clear of it, even if every corner covers a car', () => {
    // A car in each corner; the pointer at the top left.
    const pointer: Box = { x: 40, y: 90, w: 100, h: 100 };
    const cars: Box[] = [{ x: 30, y: 400, w: 100, h: 50 }, { x: 600, y: 150, w: 100, h: 50 }, { x: 600, y: 450, w: 100, h: 50 }];
    const at = cardSpot(BOARD, CARD, pointer, cars)!;
    expect(hits({ ...at, ...CARD }, pointer)).toBe(false);
  });
});

// What only Chromium composited in software showed (the CI's browser), each fixed in the stylesheet:
// the board's WebGL canvas left undrawn under a card whose words scroll (a see-through 392 x 280
// block under it), and a line's foot drawn over the side panel's top border above the sticky
// heading. Measured in Chromium: e2e/tableChecks.ts whiteOnBoard counts see-through cells.
describe("the stylesheet's guards against the software compositor (issue 29)", () => {
  const css = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
  const rule = (text: string, selector: string) => text.slice(text.indexOf(`${selector} {`)).split('}')[0];

  it('the lesson card is not wholly opaque, so the canvas under it is drawn', () => {
    const bg = /background:\s*([^;]+);/.exec(rule(css('./tutorial.css'), '.lesson-panel'))?.[1] ?? '';
    expect(bg).toMatch(/\/\s*0?\.\d+\s*\)$/);
  });

  it("the phone's sticky heading covers the panel's padding above it with the panel's colour", () => {
    const text = css('../layout.css');
    const at = text.indexOf('.side-panel > .decision-heading:not(.tutorial-callout) {\n    /*');
    const shadow = /box-shadow:([^;]+);/.exec(text.slice(at))?.[1] ?? '';
    expect(shadow).toMatch(/0 -0\.6rem 0 var\(--panel\)/);
  });
});
