// Issue 14: a person keeps a road-gang game aside with Keep this game, goes back to the start
// screen, finds it on the saved-games list beside a Dark Future game (each naming its game),
// watches it, and resumes it to the same decision. On the desktop and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, SHOTS, startGameOne } from './helpers';

const commandsPlayed = async (page: Page) => Number(await page.getByTestId('rg-game').getAttribute('data-commands'));

/** Shows the decision if the device must be passed first. */
async function uncover(page: Page) {
  if (await page.getByTestId('pass-device').isVisible()) await page.getByTestId('pass-show').click();
}

async function keepAndResume(page: Page, tag: string) {
  const errors = collectErrors(page);
  // A Dark Future game left for a new game goes on the list (issue 11, unchanged).
  await startGameOne(page, { seed: 5, animations: false });
  await page.getByTestId('roll-for-lead').click();
  // On a phone the header's buttons are behind its menu.
  await expect.poll(async () => (await page.getByTestId('new-game').isVisible()) || (await page.getByTestId('menu').isVisible())).toBe(true);
  if (!(await page.getByTestId('new-game').isVisible())) await page.getByTestId('menu').click();
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-yes').click();
  await expect(page.getByTestId('saved-games')).toContainText('Dark Future');

  await page.getByTestId('ng-ruleset-roadGang').check();
  // The form fits the screen: no sideways scrolling (a long option once pushed it past a phone's edge).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('rg-name-1').fill('Cy');
  await page.getByTestId('rg-name-2').fill('Di');
  await page.getByTestId('rg-seed').fill('3');
  await page.getByTestId('rg-start').click();
  for (let step = 0; step < 40 && (await commandsPlayed(page)) < 8; step++) {
    await uncover(page);
    const pending = await page.getByTestId('rg-game').getAttribute('data-pending');
    if (pending === 'place') {
      await page.locator('.rg-place input').fill('1');
      await page.locator('.rg-place button').click();
    } else {
      await page.locator('.rg-choices button').first().click();
    }
  }
  await uncover(page);
  const kept = { commands: await commandsPlayed(page), pending: await page.getByTestId('rg-game').getAttribute('data-pending'), decision: await page.locator('.rg-decision').textContent() };
  expect(kept.commands).toBeGreaterThanOrEqual(8);
  await page.getByTestId('rg-keep').click();
  await expect(page.getByTestId('rg-kept')).toContainText(`decision ${kept.commands}`);
  await page.screenshot({ path: `${SHOTS}/road-gang-kept-${tag}.png` });

  // Back to the start screen: both games listed, each naming its game.
  await page.getByTestId('rg-quit').click();
  await page.getByTestId('rg-quit-yes').click();
  const list = page.getByTestId('saved-games');
  await expect(list).toBeVisible();
  const road = list.locator('li').filter({ hasText: 'Road gangs' });
  const df = list.locator('li').filter({ hasText: 'Dark Future' });
  await expect(road).toHaveCount(1);
  await expect(df).toHaveCount(1);
  await expect(road).toContainText('Cy v Di');
  await expect(road).toContainText('round');
  await expect(df).toContainText('Ann v Bob');
  await page.screenshot({ path: `${SHOTS}/saved-games-both-${tag}.png` });

  // Watched from its start, it stays on the list.
  await road.getByTestId('saved-watch').click();
  await expect(page.getByTestId('rg-watch-screen')).toBeVisible();
  await expect(page.getByTestId('replay-position')).toContainText(`Decision 0 of ${kept.commands}`);
  await page.getByTestId('replay-fwd-decision').click();
  await expect(page.getByTestId('replay-position')).toContainText(`Decision 1 of ${kept.commands}`);
  await page.screenshot({ path: `${SHOTS}/road-gang-watch-saved-${tag}.png` });
  await page.getByTestId('replay-close').click();

  // Resumed: the same decision, and it leaves the list.
  await list.locator('li').filter({ hasText: 'Road gangs' }).getByTestId('saved-resume').click();
  await expect(page.getByTestId('rg-game')).toHaveAttribute('data-commands', String(kept.commands));
  await expect(page.getByTestId('rg-game')).toHaveAttribute('data-pending', kept.pending!);
  await uncover(page);
  await expect(page.locator('.rg-decision')).toHaveText(kept.decision!);
  await page.getByTestId('rg-quit').click();
  await page.getByTestId('rg-quit-yes').click();
  await expect(list.locator('li')).toHaveCount(1);
  await expect(list).toContainText('Dark Future');
  expect(errors).toEqual([]);
}

test('road gangs: a kept game is listed beside Dark Future\'s and resumes to the same decision', async ({ page }) => {
  await keepAndResume(page, 'desktop');
});

test('road gangs on a phone: keep, list, watch and resume @phone', async ({ page }) => {
  await keepAndResume(page, 'phone');
});
