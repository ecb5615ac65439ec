// Game Two (p87) in Chromium: a die picks a curving layout and the canvas shows the cars where the
// engine says they are, on the curves too, while the board is panned and zoomed. The game raced to
// a result through the panels is tests/playthrough/gameOneTwoFive.test.tsx (issue 31).
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, pendingKind, picture, SHOTS, waitForBoard } from './helpers';
import { carsOnCurves, expectCarDrawn, expectCarsDrawn, game, playSetup, startScenario } from './road';

// Seed 1 rolls layout 4 (corner right, bend right, corner left): the lead car starts on the corner.
const SEED = 1;

async function boardPoint(page: Page, id: string, x = 0, y = 0) {
  return (await page.evaluate(([vid, lx, ly]) => window.__dfBoard?.vehicleScreenPoint(vid as string, lx as number, ly as number) ?? null, [id, x, y] as const))!;
}

/** CSS px per cm on screen, from two points of a car a known distance apart. */
async function zoomOf(page: Page, id: string): Promise<number> {
  const a = await boardPoint(page, id, -2, 0), b = await boardPoint(page, id, 2, 0);
  return Math.hypot(b.x - a.x, b.y - a.y) / 4;
}

test('Game Two on a curving road: the rolled layout laid section by section, the cars drawn on the corner, a preview there; the board pans and zooms by wheel, drag, keys and pinch, F fits it again; animated moves settle where the engine says', async ({ page }) => {
  // About forty screenshots of the canvas: 1.6 min at load 20 on two cores.
  test.setTimeout(300_000);
  const errors = collectErrors(page);
  await startScenario(page, { scenario: 'gameTwo', seed: SEED, animations: true });
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('roll-panel')).toHaveAttribute('data-step', 'rollTrack');
  await page.getByTestId('setup-roll').click();
  await page.waitForTimeout(350);
  await picture(page, `${SHOTS}/g2-08-layout-being-laid.png`);
  await waitForBoard(page);
  expect(await playSetup(page)).toEqual(['rollForLead', 'place', 'place']);
  const g = await game(page);
  expect(g.track.sections.map((s) => s.kind)).toContain('corner');
  const id = carsOnCurves(g)[0];
  expect(id, 'a car starts on the corner').toBeTruthy();
  await expectCarsDrawn(page);
  await picture(page, `${SHOTS}/g2-04-car-on-a-curve-${id}.png`);
  // The intended move's contact zone, drawn on the curve's own cells.
  await page.locator('[data-testid^="action-"][data-kind="none"], [data-testid^="action-"][data-kind="accelerate"]').first().hover();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { preview: unknown } } } }).__df.store.getState().preview)).not.toBeNull();
  await picture(page, `${SHOTS}/g2-05-move-preview-on-a-curve.png`);
  await page.mouse.move(0, 0);
  await waitForBoard(page);
  const board = page.getByTestId('board');
  const box = (await board.boundingBox())!;
  const fitted = await zoomOf(page, id);
  const at = await boardPoint(page, id);

  // Wheel: zooms about the pointer, so the car under it stays put.
  await page.mouse.move(box.x + at.x, box.y + at.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => zoomOf(page, id)).toBeGreaterThan(fitted * 1.2);
  await waitForBoard(page);
  const still = await boardPoint(page, id);
  expect(Math.hypot(still.x - at.x, still.y - at.y)).toBeLessThan(3);
  await expectCarDrawn(page, id);

  // Drag: the car follows the pointer.
  await page.mouse.down();
  await page.mouse.move(box.x + at.x - 80, box.y + at.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await boardPoint(page, id)).x).toBeLessThan(still.x - 70);
  const dragged = await boardPoint(page, id);
  expect(Math.abs(dragged.x - (still.x - 80))).toBeLessThan(2);
  expect(Math.abs(dragged.y - (still.y + 40))).toBeLessThan(2);
  await expectCarDrawn(page, id);
  await picture(page, `${SHOTS}/g2-07-zoomed-on-the-corner.png`);

  // Keys: minus zooms out, an arrow pans, F fits the action again.
  await board.focus();
  const before = await zoomOf(page, id);
  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(page, id)).toBeLessThan(before * 0.9);
  const p0 = await boardPoint(page, id);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await boardPoint(page, id)).x).toBeGreaterThan(p0.x + 30);
  await page.keyboard.press('f');
  await expect.poll(() => zoomOf(page, id)).toBeCloseTo(fitted, 3);
  await waitForBoard(page);
  await expectCarDrawn(page, id);

  // Pinch (two fingers spreading apart over the car) zooms in about them.
  const cdp = await page.context().newCDPSession(page);
  const car = await boardPoint(page, id);
  const cx = box.x + car.x, cy = box.y + car.y;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }] });
  await touch('touchStart', 40);
  for (const d of [60, 80, 100, 120]) await touch('touchMove', d);
  await touch('touchEnd', 0);
  await expect.poll(() => zoomOf(page, id)).toBeGreaterThan(fitted * 2);
  await waitForBoard(page);
  await expectCarDrawn(page, id);
  expect(await pendingKind(page)).toBe('declare');

  // Fitted again, a few moves with the animations and the camera's glide: the cars settle where the engine says.
  await board.focus();
  await page.keyboard.press('f');
  for (let i = 0; i < 3; i++) {
    if ((await pendingKind(page)) === 'fireOrHold') await page.getByTestId('hold-fire').click();
    else await page.locator('[data-testid^="action-"][data-kind="none"]').first().click();
    await expectCarsDrawn(page);
  }
  await picture(page, `${SHOTS}/g2-09-after-animated-moves.png`);
  expect(errors).toEqual([]);
});
