// The house in a real browser (issue 27): the new-game screen offers every registered game; a
// road-gang game with both seats given to the computer plays itself on the shell's session, the
// screen saying who drives; the one autosave holds it with its seats, and a reload resumes it with
// the computer still driving.
import { expect, test } from '@playwright/test';
import { collectErrors, freshApp, SHOTS } from './helpers';

test('every game on the new-game screen; a road-gang game driven by the computer at both seats, saved with its seats', async ({ page }) => {
  const errors = collectErrors(page);
  await freshApp(page);
  await expect(page.getByTestId('ng-ruleset').locator('input[type=radio]')).toHaveCount(3);
  await expect(page.getByTestId('ng-ruleset')).toContainText('Dark Future');
  await expect(page.getByTestId('ng-ruleset')).toContainText('Road gangs');
  await expect(page.getByTestId('ng-ruleset')).toContainText('Deathrace 40,000');
  await page.getByTestId('ng-ruleset-roadGang').check();
  await page.getByTestId('rg-seat-1').selectOption('random');
  await page.getByTestId('rg-seat-2').selectOption('normal');
  await page.getByTestId('rg-seed').fill('12');
  await page.getByTestId('rg-start').click();
  await expect(page.getByTestId('rg-computer-thinking')).toBeVisible();
  // The computer plays on its own: the log grows without a click.
  const entries = page.getByTestId('log-entry');
  const first = await entries.count();
  await expect.poll(async () => entries.count(), { timeout: 20_000 }).toBeGreaterThan(first + 3);
  await page.screenshot({ path: `${SHOTS}/house-road-gang-computer.png` });

  const saved = await page.evaluate(() => localStorage.getItem('dark-future/save'));
  expect(JSON.parse(saved!).ruleset).toBe('roadGang');
  expect(JSON.parse(saved!).seats).toEqual({ p1: 'random', p2: 'normal' });
  await page.reload();
  await expect(page.getByTestId('rg-computer-thinking')).toBeVisible();
  const resumed = await entries.count();
  await expect.poll(async () => entries.count(), { timeout: 20_000 }).toBeGreaterThan(resumed);
  expect(errors).toEqual([]);
});

/** The first screen (issue 29): the title drawn in code, the games as cards, the chosen game's form; nothing focused, no page scroll. */
async function firstScreen(page: import('@playwright/test').Page, tag: string): Promise<void> {
  const errors = collectErrors(page);
  await freshApp(page);
  await expect(page.getByTestId('house-title')).toBeVisible();
  await expect(page.getByTestId('ng-card-darkFuture')).toBeVisible();
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  // The title is above the cards, the cards above the form.
  const top = async (id: string) => (await page.getByTestId(id).boundingBox())!.y;
  expect(await top('house-title')).toBeLessThan(await top('ng-ruleset'));
  expect(await top('ng-ruleset')).toBeLessThan(await top('new-game-form'));
  // Nothing takes the focus as the page opens (a phone's keyboard would come up over it).
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await expect(page.getByTestId('ng-start')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/first-screen-${tag}.png` });
  expect(errors).toEqual([]);
}

test('the first screen: title, game cards, then the form; nothing focused', async ({ page }) => firstScreen(page, 'desktop'));
test('the first screen on a phone: title, game cards, then the form; nothing focused @phone', async ({ page }) => firstScreen(page, 'phone'));
