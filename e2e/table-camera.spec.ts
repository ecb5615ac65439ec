// Issue 29, "the camera moves under your hand": the road's scale changed between the two placement
// clicks, so the second car landed in lanes 5-6 instead of 4-5. The player aims the second car at
// lanes 4-5 of section 2 while the first is still to be placed, then clicks that very spot after
// placing the first: the car must land there. And a race of two shows how far the finish is.
import { expect, test, type Page } from '@playwright/test';
import { SHOTS, startGameOne, waitForBoard } from './helpers';
import { collectProblems, expectNoPageScroll } from './tableChecks';

type Hooked = { __df: { store: { getState: () => { game: { vehicles: { id: string; status: string; side: string; cell: { lane: number; t0: number } }[] } } } } };

const roadPoint = (page: Page, u: number, t: number) => page.evaluate(([a, b]) => window.__dfBoard!.roadScreenPoint(a, b), [u, t] as const);
const cars = (page: Page) => page.evaluate(() => (window as unknown as Hooked).__df.store.getState().game.vehicles.map((v) => ({ side: v.side, status: v.status, lane: v.cell.lane, t0: v.cell.t0 })));

/** Clicks the board at a point given in its own pixels. */
const clickBoard = (page: Page, p: { x: number; y: number }) => page.getByTestId('board').click({ position: p });

async function placeBoth(page: Page, size: string): Promise<void> {
  await startGameOne(page, { seed: 3, animations: false });
  await waitForBoard(page);
  await page.getByTestId('roll-for-lead').click();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'place');
  await waitForBoard(page);
  // Lane 4's middle (u 7 cm; a lane is 2 cm) a third of the way into section 2 (ticks 60-120), and
  // lane 2 in section 1 for the chase car: both read off the board before anything is placed.
  const aim = (await roadPoint(page, 7, 80))!;
  const first = (await roadPoint(page, 3, 20))!;
  await clickBoard(page, first);
  await expect.poll(async () => (await cars(page)).filter((c) => c.status === 'inPlay').length).toBe(1);
  await waitForBoard(page);
  await page.screenshot({ path: `${SHOTS}/table-camera-placing-${size}.png` });
  // The road has not moved under the pointer: the spot aimed at is where it was.
  const again = (await roadPoint(page, 7, 80))!;
  expect(Math.abs(again.x - aim.x) + Math.abs(again.y - aim.y), 'the road moved between the two placements').toBeLessThan(1);
  await clickBoard(page, aim);
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  const lead = (await cars(page)).find((c) => c.side === 'lead')!;
  expect(lead.lane, 'the second car is in lanes 4-5, where it was aimed').toBe(4);
  await waitForBoard(page);
}

async function finishShown(page: Page, size: string): Promise<void> {
  await expect(page.getByTestId('mini-finish')).toBeVisible();
  await expect(page.getByTestId('mini-finish-distance')).toHaveText(/sections? to the finish/);
  await expectNoPageScroll(page);
  await page.screenshot({ path: `${SHOTS}/table-camera-finish-${size}.png` });
}

test('two placement clicks on a still road: the second car lands where it was aimed; the finish shown in a race of two (1280x720)', async ({ page }) => {
  const problems = collectProblems(page);
  await placeBoth(page, '1280x720');
  await finishShown(page, '1280x720');
  expect(problems).toEqual([]);
});

test('@phone two placement clicks on a still road: the second car lands where it was aimed; the finish shown in a race of two (390x844)', async ({ page }) => {
  const problems = collectProblems(page);
  await placeBoth(page, '390x844');
  await finishShown(page, '390x844');
  expect(problems).toEqual([]);
});
