// One dialog (issue 27): settings, the rules reference and the pass-the-device cover are the one
// Modal, a native <dialog> shown with showModal() in real Chromium: the focus starts inside, Tab
// stays inside, Escape closes and gives the focus back to the opener — except on a turn's
// pass-the-device cover, which only its player's button lifts. Screenshots go to /tmp.
import { expect, test } from '@playwright/test';
import { collectErrors, freshApp } from './helpers';
import { isModal, settingsAndRules } from './modal';

test.describe.configure({ timeout: 60_000 });

test('settings and the rules reference are modal dialogs: focus inside, Tab stays, Escape closes back to the opener; a turn\'s pass-the-device cover ignores Escape, even pressed twice, and its button lifts it', async ({ page }) => {
  await settingsAndRules(page, 'desktop');
  const errors = collectErrors(page);
  await freshApp(page);
  // A Deathrace race: its turns pass the device (the road-gang game has nothing private, so no cover).
  await page.getByTestId('ng-ruleset-deathrace').check();
  await page.getByTestId('dr-seed').fill('206');
  await page.getByTestId('dr-start').click();
  const cover = page.getByTestId('pass-device');
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('data-mode', 'turn');
  expect(await isModal(page, 'pass-device')).toBe(true);
  await expect(page.getByTestId('pass-show')).toBeFocused();
  await page.screenshot({ path: '/tmp/dialogs-pass-cover.png' });
  // Twice: a browser may let a page refuse only one close request per user activation (the
  // Modal prevents the keydown, so none is made; were one made, it would show the cover again).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(cover).toBeVisible();
  expect(await isModal(page, 'pass-device')).toBe(true);
  await page.getByTestId('pass-show').click();
  await expect(cover).toHaveCount(0);
  expect(errors).toEqual([]);
});
