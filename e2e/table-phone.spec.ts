// Issue 29, the phone (390x844): the hint laid over the board covered the deciding car; the
// decision's heading was scrolled half under the board; eight board buttons took a whole row.
// The car that decides stays unobscured, the heading stays at the sheet's top, and the board's
// buttons fold into one "View" button that opens them.
import { expect, test, type Page } from '@playwright/test';
import { SHOTS, startGameOne, waitForBoard } from './helpers';
import { geometry } from '../src/engine';
import { collectProblems, expectControlsClearOfRoad, expectNoPageScroll } from './tableChecks';

type Box = { x: number; y: number; width: number; height: number };
type Hooked = { __df: { store: { getState: () => { preview: { vehicle: string } | null } } } };

/** Game One with the lead car (which decides first) placed at the road's far edge, lanes 7-8: at the board's foot. */
async function leadOnLanesSevenEight(page: Page): Promise<void> {
  await startGameOne(page, { seed: 11, animations: false });
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-lanes').selectOption('7');
  await page.getByTestId('place-submit').click();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await waitForBoard(page);
}

/** The deciding car's body, ring and name on the page: its corners a ring's width out, and 20 px above for the name. */
async function deciderBox(page: Page, id: string): Promise<Box> {
  const board = (await page.getByTestId('board').boundingBox())!;
  const l = geometry.SPACE_CM / 2 + 1, w = geometry.LANE_CM + 1;
  const pts = await page.evaluate(([v, a, b]) => [[a, -b], [a, b], [-a, b], [-a, -b]].map(([x, y]) => window.__dfBoard!.vehicleScreenPoint(v as string, x as number, y as number)!), [id, l, w] as const);
  const xs = pts.map((p) => p.x + board.x), ys = pts.map((p) => p.y + board.y);
  const top = Math.min(...ys) - 20;
  return { x: Math.min(...xs), y: top, width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - top };
}

/** A lane's width on screen (px) at the deciding car, the lead car (it decides first in Game One). */
const laneOnScreen = (page: Page) => page.evaluate(() => {
  const g = (window as unknown as { __df: { store: { getState: () => { game: { vehicles: { id: string; side: string }[] } } } } }).__df.store.getState().game;
  const v = g.vehicles.find((x) => x.side === 'lead')!.id;
  const a = window.__dfBoard!.vehicleScreenPoint(v, 0, 0)!, b = window.__dfBoard!.vehicleScreenPoint(v, 0, 2)!;
  return Math.hypot(a.x - b.x, a.y - b.y);
});

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('@phone the deciding car unobscured by the hint, the heading kept at the sheet\'s top, the board\'s buttons folded into one (390x844)', async ({ page }) => {
  const problems = collectProblems(page);
  await leadOnLanesSevenEight(page);
  // The player zooms in on the board (keys, as a keyboard on a tablet would): the car at the foot
  // of the road comes down towards the board's foot, where the hint lies.
  const fitted = await laneOnScreen(page);
  await page.getByTestId('board').focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await waitForBoard(page);
  // Tap an action: its preview and hint show (a confirm bar waits for Confirm).
  await page.locator('[data-testid^="action-"][data-kind="accelerate"]').last().tap();
  await expect(page.getByTestId('confirm-bar')).toBeVisible();
  const hint = page.getByTestId('hint-action');
  await expect(hint).toBeVisible();
  await waitForBoard(page);
  const id = await page.evaluate(() => (window as unknown as Hooked).__df.store.getState().preview!.vehicle);
  const car = await deciderBox(page, id);
  const board = (await page.getByTestId('board').boundingBox())!;
  // The car is on the board, in its lower half, and the hint keeps off it.
  expect(car.y + car.height / 2).toBeGreaterThan(board.y + board.height / 2);
  expect(car.y + car.height).toBeLessThanOrEqual(board.y + board.height);
  expect(overlap((await hint.boundingBox())!, car), 'the hint covers the deciding car').toBe(false);
  await page.screenshot({ path: `${SHOTS}/table-phone-hint-clear-390x844.png` });

  // The sheet scrolled down (as a tap low in it does): the heading is still whole at its top, under the board.
  await page.getByTestId('side-panel').evaluate((el) => el.scrollTo({ top: 260 }));
  const heading = page.getByTestId('decision-heading');
  const panel = (await page.getByTestId('side-panel').boundingBox())!;
  const h = (await heading.boundingBox())!;
  expect(h.y, 'the heading starts under the board, inside the sheet').toBeGreaterThanOrEqual(panel.y - 1);
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-testid="decision-heading"]'), [h.x + 30, h.y + h.height / 2])).toBe(true);
  await page.screenshot({ path: `${SHOTS}/table-phone-heading-390x844.png` });
  await page.getByTestId('cancel-action').tap().catch(() => undefined);

  // One button on the board, not eight; it opens the eight, which move the camera, and closes them.
  const toggle = page.getByTestId('board-view-toggle');
  await expect(toggle).toBeVisible();
  await expect(page.getByTestId('board-zoom-in')).toBeHidden();
  await expectControlsClearOfRoad(page);
  const closed = (await page.getByTestId('board-controls').boundingBox())!;
  expect(closed.width * closed.height).toBeLessThan(100 * 44);
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('board-zoom-in')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/table-phone-view-open-390x844.png` });
  const spread = () => laneOnScreen(page);
  const s0 = await spread();
  await page.getByTestId('board-zoom-in').tap();
  await expect.poll(spread).toBeGreaterThan(s0 * 1.1);
  // Still open for the next press.
  await expect(page.getByTestId('board-zoom-in')).toBeVisible();
  await page.getByTestId('board-follow').tap();
  await expect.poll(spread).toBeCloseTo(fitted, 0);
  await toggle.tap();
  await expect(page.getByTestId('board-zoom-in')).toBeHidden();
  await expectNoPageScroll(page);
  expect(problems).toEqual([]);
});

test('a wide board keeps its eight buttons in a row, and the hint at the foot when the deciding car is clear of it (1280x720)', async ({ page }) => {
  const problems = collectProblems(page);
  await startGameOne(page, { seed: 11, animations: false });
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  await waitForBoard(page);
  await expect(page.getByTestId('board-view-toggle')).toHaveCount(0);
  await expect(page.getByTestId('board-zoom-in')).toBeVisible();
  await expect(page.getByTestId('board-pan-down')).toBeVisible();
  await page.locator('[data-testid^="action-"][data-kind="accelerate"]').last().hover();
  const hint = page.getByTestId('hint-action');
  await expect(hint).toBeVisible();
  const id = await page.evaluate(() => (window as unknown as Hooked).__df.store.getState().preview!.vehicle);
  expect(overlap((await hint.boundingBox())!, await deciderBox(page, id))).toBe(false);
  await page.screenshot({ path: `${SHOTS}/table-hint-1280x720.png` });
  expect(problems).toEqual([]);
});
