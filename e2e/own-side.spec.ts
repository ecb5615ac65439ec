// A shot at the player's own side (issue 29), in real Chromium: the button says "your own side",
// the board draws the corridor and ruler in the own-side colour with "your side", and the shot
// (clicked or by its number key) asks a second time before anything happens. The phone's button is
// in e2e/phone.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, gotoApp, SHOTS, waitForBoard } from './helpers';
import { importSave } from './tableChecks';
import { OWN_SIDE_SAVE } from './states';

const commands = (page: Page) => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { commands: unknown[] } } } }).__df.store.getState().commands.length);

test('a shot at the own side says so on the button and the board, and asks twice (click or number key); a ram into a teammate: the zone in the own-side colour, "your side" on the teammate, asked twice', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoApp(page, '/');
  await importSave(page, OWN_SIDE_SAVE);
  await waitForBoard(page);
  const shoot = page.locator('button[data-kind="shoot"]');
  await expect(shoot).toContainText('Firebug (your own side)');
  await expect(shoot.getByTestId('own-side-tag')).toHaveText('⚠ your own side');
  await shoot.hover();
  await waitForBoard(page);
  await page.screenshot({ path: `${SHOTS}/own-side-shot.png` });

  const before = await commands(page);
  await shoot.click();
  const dialog = page.getByTestId('own-side-confirm');
  await expect(dialog).toContainText('Firebug is on your own side');
  await expect(page.getByTestId('own-side-no')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/own-side-confirm.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await commands(page)).toBe(before);

  // The number key of Shoot (6) is the same click: it asks too.
  await page.getByTestId('decision-heading').focus();
  await page.keyboard.press('6');
  await expect(dialog).toBeVisible();
  await page.getByTestId('own-side-yes').click();
  await expect.poll(() => commands(page)).toBe(before + 1);


  // A ram into a teammate: Firebug right in front of Road Hog: only a ram may go into it (p17).
  const save = JSON.parse(OWN_SIDE_SAVE) as { setup: { vehicles: { id: string; t0: number }[] } };
  save.setup.vehicles.find((v) => v.id === 'bug')!.t0 = 60;
  await importSave(page, JSON.stringify(save));
  await waitForBoard(page);
  const ram = page.locator('button[data-kind="ram"]').first();
  await expect(ram).toContainText('into Firebug: your own side');
  await ram.hover();
  await waitForBoard(page);
  await page.screenshot({ path: `${SHOTS}/own-side-ram.png` });
  const beforeRam = await commands(page);
  await ram.click();
  await expect(page.getByTestId('own-side-confirm')).toContainText('Firebug is on your own side');
  await page.getByTestId('own-side-no').click();
  expect(await commands(page)).toBe(beforeRam);
  expect(errors).toEqual([]);
});
