// The house in a real browser (issue 27): the new-game screen offers every registered game; a
// road-gang game with both seats given to the computer plays itself on the shell's session, the
// screen saying who drives; the one autosave holds it with its seats, and a reload resumes it with
// the computer still driving.
import { expect, test } from '@playwright/test';
import { collectErrors, SHOTS } from './helpers';

test('every game on the new-game screen; a road-gang game driven by the computer at both seats, saved with its seats', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
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
