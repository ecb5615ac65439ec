// Issue 29, the finish: the end screen (who won and why with its page, what each vehicle did, then
// "Play again", "Watch the replay", "New game"), and sound offered once on a first visit.
import { expect, test, type Page } from '@playwright/test';
import { SHOTS, startGameOne, waitForBoard } from './helpers';
import { findSave, has } from './states';
import { collectProblems, expectNoPageScroll, importSave } from './tableChecks';

async function endAndOffer(page: Page, size: string): Promise<void> {
  const problems = collectProblems(page);
  // A first visit: the game offers sound once, over the board's corner.
  await startGameOne(page, { seed: 3, animations: false });
  const offer = page.getByTestId('sound-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Play with sound?');
  await expectNoPageScroll(page);
  // It covers none of the board's own buttons.
  const card = (await offer.boundingBox())!;
  for (const b of await page.locator('[data-testid="board-controls"] button:visible').all()) {
    const r = (await b.boundingBox())!;
    expect(card.x + card.width <= r.x || r.x + r.width <= card.x || card.y + card.height <= r.y || r.y + r.height <= card.y, 'the card is clear of the board\'s buttons').toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/table-sound-offer-${size}.png` });
  await page.getByTestId('sound-offer-off').click();
  await expect(offer).toHaveCount(0);
  // Answered: not offered again after a reload (the game resumes without it).
  await page.reload();
  await expect(page.getByTestId('roll-for-lead')).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The end of a game: result, why with its page, the summary, then the three ways on.
  await importSave(page, findSave(has('gameOver'), 1, true));
  await waitForBoard(page);
  const end = page.getByTestId('game-over');
  await expect(end).toBeVisible();
  await expect(end.locator('h2')).toHaveText(/wins$/);
  await expect(end.locator('p').first()).toContainText(/p8[78]/);
  await expect(end.getByTestId('game-summary').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('mini-finish-distance')).toHaveText(/crossed the finish line/);
  await expect(end.locator('.row button')).toHaveText(['Play again', 'Watch the replay', 'New game']);
  await expectNoPageScroll(page);
  await page.screenshot({ path: `${SHOTS}/table-end-screen-${size}.png` });
  expect(problems).toEqual([]);
}

test('the end screen in its order, and sound offered once on a first visit (1280x720)', async ({ page }) => {
  await endAndOffer(page, '1280x720');
});

test('@phone the end screen in its order, and sound offered once on a first visit (390x844)', async ({ page }) => {
  await endAndOffer(page, '390x844');
});
