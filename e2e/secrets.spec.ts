// Secret record sheets (p11) and the pass-the-device screen: another player's sheet shows speed,
// speed factor and the model; its driver sees the whole sheet after taking the device.
import { expect, test } from '@playwright/test';
import { collectErrors, freshApp, SHOTS } from './helpers';

test('p11: secret record sheets show the others speed and the model; the driver sees all after the pass screen', async ({ page }) => {
  const errors = collectErrors(page);
  await freshApp(page);
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Bob');
  await page.getByTestId('ng-secret-sheets').check();
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('ng-start').click();
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  const sheet = page.getByTestId('sheet-car1');
  await expect(sheet).toHaveAttribute('data-secret', 'true');
  await expect(page.getByTestId('damage-car1')).toContainText('secret');
  await expect(page.getByTestId('speed-car1')).toContainText('mph');
  await sheet.scrollIntoViewIfNeeded();
  await sheet.screenshot({ path: `${SHOTS}/secrets-sheet-others.png` });
  await page.getByTestId('peek-car1').click();
  await expect(page.getByTestId('pass-device')).toBeVisible();
  await page.getByTestId('pass-show').click();
  await expect(page.getByTestId('sheet-car1')).toHaveAttribute('data-own', 'true');
  await expect(page.getByTestId('damage-car1')).not.toContainText('secret');
  await expect(page.getByTestId('sheet-car2')).toHaveAttribute('data-secret', 'true');
  await page.getByTestId('sheet-car1').screenshot({ path: `${SHOTS}/secrets-sheet-own.png` });
  expect(errors).toEqual([]);
});
