// A whole Game One (p87) played through the UI by two people on one screen, to a result.
import { expect, test } from '@playwright/test';
import { clickAction, collectErrors, deciderSide, fireOrHold, pendingKind, SHOTS, startGameOne, waitForBoard } from './helpers';
import { expectCarsDrawn } from './road';

// The cars are drawn in their owners' colours where the engine puts them: several points of each
// body are sampled (a roof gun or the windscreen can cover the centre), after the camera settles.
const expectCarsDrawnWhereTheEngineSaysTheyAre = expectCarsDrawn;

test('Game One from the new-game screen to a winner, through the UI only', async ({ page }) => {
  const errors = collectErrors(page);
  await startGameOne(page, { seed: 42, animations: false });
  await page.getByTestId('roll-for-lead').click();
  await expect(page.getByTestId('lead-result')).toContainText('lead car');
  await page.screenshot({ path: `${SHOTS}/01-rolled-for-lead.png` });

  // The chase car is placed with the accessible form, the lead car by clicking the board.
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'place');
  await page.getByTestId('place-submit').click();
  await waitForBoard(page);
  const box = (await page.getByTestId('board').boundingBox())!;
  let placed = false;
  for (const fx of [0.55, 0.6, 0.65, 0.7, 0.75, 0.5, 0.45]) {
    await page.getByTestId('board').click({ position: { x: box.width * fx, y: box.height / 2 } });
    if ((await pendingKind(page)) !== 'place') {
      placed = true;
      break;
    }
  }
  if (!placed) await page.getByTestId('place-submit').click();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await expect(page.getByTestId('phase-die')).toBeVisible();
  await expectCarsDrawnWhereTheEngineSaysTheyAre(page);
  await page.screenshot({ path: `${SHOTS}/02-placed.png` });

  // Hovering an action draws its contact zone (the board is told through the store).
  const first = page.locator('[data-testid^="action-"]').first();
  await first.hover();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { preview: unknown } } } }).__df.store.getState().preview)).not.toBeNull();
  await page.screenshot({ path: `${SHOTS}/03-preview.png` });

  // Play on: the lead car runs for the line; the chase car shoots when it can, else chases.
  let shots = 0;
  for (let i = 0; i < 400; i++) {
    const kind = await pendingKind(page);
    if (kind === 'gameOver') break;
    if (kind === 'fireOrHold') {
      // The first shot is photographed before firing: the corridor and range ruler are on the board.
      if (await fireOrHold(page, async () => (shots === 0 ? void (await page.screenshot({ path: `${SHOTS}/04-fire.png` })) : undefined))) shots++;
      continue;
    }
    if (kind !== 'declare') throw new Error(`unexpected decision ${kind}`);
    const side = await deciderSide(page);
    if (side === 'lead') await clickAction(page, ['ram', 'accelerate', 'moveOff', 'none', 'realign'], true);
    else await clickAction(page, ['ram', 'shoot', 'accelerate', 'moveOff', 'none', 'realign'], true);
    if (i === 12) {
      await expectCarsDrawnWhereTheEngineSaysTheyAre(page);
      await page.screenshot({ path: `${SHOTS}/05-mid-game.png` });
    }
  }
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('game-over')).toContainText(/wins|crossed|wreck|halted|crashed|left play/i);
  await expect(page.getByTestId('log-entry').last()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/06-game-over.png` });
  expect(errors).toEqual([]);
});

test('autosave: reloading the page resumes the same game exactly, its rules options included', async ({ page }) => {
  const errors = collectErrors(page);
  // p22: the new-game screen offers "measure only when committed"; the save must keep it.
  await page.goto('/');
  await expect(page.getByTestId('ng-measure')).not.toBeChecked();
  await expect(page.locator('label', { has: page.getByTestId('ng-measure') })).toContainText('p22');
  await startGameOne(page, { seed: 7, animations: false, measureOnlyWhenCommitted: true });
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  for (let i = 0; i < 5; i++) {
    if ((await pendingKind(page)) === 'fireOrHold') await page.getByTestId('hold-fire').click();
    else await clickAction(page, ['accelerate', 'none'], false);
  }
  const read = () => page.evaluate(() => JSON.stringify((window as unknown as { __df: { store: { getState: () => { game: unknown } } } }).__df.store.getState().game));
  const before = await read();
  await page.reload();
  await expect(page.getByTestId('pending-banner')).toBeVisible();
  expect(await read()).toBe(before);
  expect(JSON.parse(before).options.measureOnlyWhenCommitted).toBe(true);
  expect(errors).toEqual([]);
});

test('a corrupt save never crashes the app: it says so and offers the bad file', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('dark-future/save', '{"schema":1,"setup":{"scenario":"gameOne"},"seed":"x"'));
  await page.reload();
  await expect(page.getByTestId('bad-save')).toBeVisible();
  await expect(page.getByTestId('bad-save-code')).toContainText('SAVE_');
  const download = page.waitForEvent('download');
  await page.getByTestId('bad-save-download').click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await page.screenshot({ path: `${SHOTS}/07-bad-save.png` });
  await page.getByTestId('bad-save-new').click();
  await expect(page.getByTestId('new-game-form')).toBeVisible();
});

test('@phone the game fits a phone screen without sideways scrolling', async ({ page }) => {
  const errors = collectErrors(page);
  await startGameOne(page, { seed: 3 });
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  // The emulated pointer rests where Place was clicked: on a phone the first action button now sits
  // there (the hint follows the decision, issue 9), and hovering it lays its hint over the board's
  // foot, over a car. A finger leaves no hover; the pointer is moved off to the header.
  await page.mouse.move(5, 5);
  await waitForBoard(page);
  await expectCarsDrawnWhereTheEngineSaysTheyAre(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/08-phone.png`, fullPage: true });
  expect(errors).toEqual([]);
});
