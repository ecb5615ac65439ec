// The one Modal (issue 27) checked in Chromium, used by learn.spec.ts (desktop and phone; issue 31
// merged dialogs.spec.ts into its desktop test): settings and the rules reference open as native modal dialogs, the focus
// starts inside, Tab stays inside, Escape closes and gives the focus back to the opener.
import { expect, type Locator, type Page } from '@playwright/test';
import { collectErrors, freshApp, picture, startGameOne } from './helpers';

const inside = (page: Page, id: string) => page.evaluate((t) => !!document.activeElement?.closest(`[data-testid="${t}"]`), id);
export const isModal = (page: Page, id: string) => page.getByTestId(id).evaluate((el) => el.matches('dialog:modal'));

/** Tab and Shift+Tab `n` times each: the focus never leaves the dialog. */
async function tabStaysInside(page: Page, id: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(page, id), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(page, id), `Shift+Tab ${i + 1}`).toBe(true);
  }
}

/** Opens settings and the rules reference from the options bar and checks each; a screenshot of each. */
export async function settingsAndRules(page: Page, tag: string): Promise<void> {
  const errors = collectErrors(page);
  await startGameOne(page, { seed: 7, animations: false });
  await expect(page.getByTestId('roll-for-lead')).toBeVisible();
  const openSettings = page.getByTestId('open-settings');
  const backTo = async (l: Locator) => ((await l.getAttribute('role')) === 'menuitem' ? page.getByTestId('menu') : l);
  const openRules = page.getByTestId('open-rules');
  // On a phone the options fold behind Menu, which closes once an item is chosen.
  const openMenu = async () => {
    await expect.poll(async () => (await openRules.isVisible()) || (await page.getByTestId('menu').isVisible())).toBe(true);
    if (!(await openRules.isVisible())) await page.getByTestId('menu').click();
  };

  await openMenu();
  await openSettings.click();
  const settings = page.getByTestId('settings');
  await expect(settings).toBeVisible();
  expect(await isModal(page, 'settings')).toBe(true);
  await expect(page.getByTestId('settings-close')).toBeFocused();
  // Opened at its heading, Close in view.
  await expect(settings.getByRole('heading', { name: 'Settings' })).toBeInViewport();
  await expect(page.getByTestId('settings-close')).toBeInViewport();
  await picture(page, `/tmp/dialogs-settings-${tag}.png`);
  // More Tabs than the dialog has controls: the focus wraps inside it.
  await tabStaysInside(page, 'settings', 30);
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  // Back on what opened it: the button, or the menu button when it was an item of the menu (which closed).
  await expect(await backTo(openSettings)).toBeFocused();
  // A click on the backdrop closes it too (the ::backdrop's clicks land on the <dialog>).
  if (tag === 'desktop') {
    await openSettings.click();
    await expect(settings).toBeVisible();
    await page.mouse.click(8, 400);
    await expect(settings).toHaveCount(0);
  }

  await openMenu();
  await openRules.click();
  const rules = page.getByTestId('rules-reference');
  await expect(rules).toBeVisible();
  expect(await isModal(page, 'rules-reference')).toBe(true);
  await expect(page.getByTestId('rules-search')).toBeFocused();
  await picture(page, `/tmp/dialogs-rules-${tag}.png`);
  await tabStaysInside(page, 'rules-reference', 6);
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await expect(await backTo(openRules)).toBeFocused();
  expect(errors).toEqual([]);
}

/**
 * A turn's pass-the-device cover is the one Modal too, but only its player's button lifts it: it
 * ignores Escape, even pressed twice, in a Deathrace race (its turns pass the device; the road-gang
 * game has nothing private, so no cover). Screenshots go to /tmp.
 */
export async function passCoverIgnoresEscape(page: Page): Promise<void> {
  const errors = collectErrors(page);
  await freshApp(page);
  await page.getByTestId('ng-ruleset-deathrace').check();
  await page.getByTestId('dr-seed').fill('206');
  await page.getByTestId('dr-start').click();
  const cover = page.getByTestId('pass-device');
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('data-mode', 'turn');
  expect(await isModal(page, 'pass-device')).toBe(true);
  await expect(page.getByTestId('pass-show')).toBeFocused();
  await picture(page, '/tmp/dialogs-pass-cover.png');
  // Twice: a browser may let a page refuse only one close request per user activation (the
  // Modal prevents the keydown, so none is made; were one made, it would show the cover again).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(cover).toBeVisible();
  expect(await isModal(page, 'pass-device')).toBe(true);
  await page.getByTestId('pass-show').click();
  await expect(cover).toHaveCount(0);
  expect(errors).toEqual([]);
}
