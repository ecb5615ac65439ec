// Issue 14, the seam at the UI: a Dark Future game and a road-gang game show the same shell log
// and dice tray (src/shell), dice drawn as dice, at 1280x720 and on a phone; the road-gang game
// also opens the shell's settings with its own variants and steps back through the shell's
// replay controls.
import { expect, test, type Page } from '@playwright/test';
import { clickAction, collectErrors, SHOTS, startGameOne } from './helpers';

async function darkFuture(page: Page, tag: string) {
  const errors = collectErrors(page);
  await startGameOne(page, { seed: 11, animations: false });
  await page.getByTestId('roll-for-lead').click();
  // The roll for the lead car (p87) is in the tray as dice, and in the log.
  await expect(page.getByTestId('recap').locator('[data-testid="tray-dice"] svg.die[data-value]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shell-darkFuture-tray-${tag}.png` });
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  for (let i = 0; i < 4; i++) {
    if ((await page.getByTestId('pending-banner').getAttribute('data-kind')) === 'fireOrHold') await page.getByTestId('hold-fire').click();
    else await clickAction(page, ['accelerate', 'none'], false);
  }
  const log = page.locator('section.shell-log');
  await expect(log.locator('[data-testid="log-entry"]').first()).toBeAttached();
  expect(await log.locator('svg.die[data-value]').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/shell-darkFuture-${tag}.png` });
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/shell-darkFuture-log-${tag}.png` });
  expect(errors).toEqual([]);
}

async function roadGang(page: Page, tag: string) {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByTestId('ng-ruleset-roadGang').check();
  await page.getByTestId('rg-gyro').check();
  await page.getByTestId('rg-seed').fill('206');
  await page.getByTestId('rg-start').click();
  for (let i = 0; i < 40; i++) {
    if (await page.getByTestId('pass-device').isVisible()) {
      await page.getByTestId('pass-show').click();
      continue;
    }
    const commands = Number(await page.getByTestId('rg-game').getAttribute('data-commands'));
    if (commands > 8 && (await page.getByTestId('dice-tray').isVisible())) break;
    if ((await page.getByTestId('rg-game').getAttribute('data-pending')) === 'place') {
      await page.locator('.rg-place input').fill('1');
      await page.locator('.rg-place button').click();
    } else await page.locator('.rg-choices button').first().click();
    await expect.poll(async () => Number(await page.getByTestId('rg-game').getAttribute('data-commands'))).toBeGreaterThan(commands);
  }
  await expect(page.getByTestId('dice-tray').locator('[data-testid="tray-dice"] svg.die[data-value]').first()).toBeVisible();
  const log = page.locator('section.shell-log');
  expect(await log.locator('svg.die[data-value]').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/shell-roadGang-${tag}.png` });
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/shell-roadGang-log-${tag}.png` });

  await page.getByTestId('rg-settings').click();
  await expect(page.getByTestId('settings-rule-gyrocopter')).toBeChecked();
  await expect(page.getByTestId('settings-rule-train')).not.toBeChecked();
  await page.getByTestId('settings-close').click();
  await expect(page.getByTestId('settings')).toHaveCount(0);

  const n = Number(await page.getByTestId('rg-game').getAttribute('data-commands'));
  await page.getByTestId('rg-watch').click();
  await expect(page.getByTestId('replay-position')).toContainText(`Decision ${n} of ${n}`);
  const entries = await log.locator('[data-testid="log-entry"]').count();
  await page.getByTestId('replay-back-round').click();
  await expect(page.getByTestId('replay-position')).not.toContainText(`Decision ${n} of`);
  expect(await log.locator('[data-testid="log-entry"]').count(), 'the log stops at the position shown').toBeLessThan(entries);
  await page.screenshot({ path: `${SHOTS}/shell-roadGang-replay-${tag}.png` });
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('replay-panel')).toHaveCount(0);
  expect(await log.locator('[data-testid="log-entry"]').count()).toBe(entries);
  expect(errors).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });

test('the shell log and dice tray in a Dark Future game', async ({ page }) => darkFuture(page, 'desktop'));
test('the shell log and dice tray in a Dark Future game on a phone @phone', async ({ page }) => darkFuture(page, 'phone'));
test('the shell log, dice tray, settings and replay in a road-gang game', async ({ page }) => roadGang(page, 'desktop'));
test('the shell log, dice tray, settings and replay in a road-gang game on a phone @phone', async ({ page }) => roadGang(page, 'phone'));
