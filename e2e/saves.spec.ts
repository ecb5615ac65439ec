// Saves that never lose a game and a page that runs under its Content-Security-Policy (issue 11):
// storage full, storage disabled, two tabs on one save.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, SHOTS, startGameOne, waitForBoard } from './helpers';

const commands = (page: Page) => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { commands: unknown[] } } } }).__df.store.getState().commands.length);
const savedCommands = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('dark-future/save') ?? '{"commands":[]}') as { commands: unknown[] }).commands.length);

test('the built page runs under its Content-Security-Policy with no console error, the board drawn', async ({ page }) => {
  const errors = collectErrors(page);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
  });
  await startGameOne(page, { seed: 5, animations: false });
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  await waitForBoard(page);
  await page.screenshot({ path: `${SHOTS}/saves-csp-board.png` });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  // The policy is in force, not only written down: an inline script put into the page does not run.
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.appendChild(s);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  expect(violations.join(' ')).toMatch(/inline script/);
});

test('storage full: the players are told at once, can download the game, and Try again saves it', async ({ page }) => {
  // Writes of the autosave fail while window.__full is set, as when the quota is reached.
  await page.addInitScript(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if ((window as unknown as { __full?: boolean }).__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.call(this, k, v);
    };
  });
  await startGameOne(page, { seed: 5, animations: false });
  await page.evaluate(() => { (window as unknown as { __full: boolean }).__full = true; });
  await page.getByTestId('roll-for-lead').click();
  const banner = page.getByTestId('save-problem');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-problem', 'full');
  await expect(banner).toContainText('not being saved');
  expect(await savedCommands(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/saves-storage-full.png` });
  const download = page.waitForEvent('download');
  await page.getByTestId('save-download').click();
  expect((await download).suggestedFilename()).toMatch(/^dark-future-.*\.json$/);
  await page.getByTestId('save-retry').click();
  await expect(page.getByTestId('save-still')).toBeVisible();
  await page.evaluate(() => { (window as unknown as { __full: boolean }).__full = false; });
  await page.getByTestId('save-retry').click();
  await expect(banner).toHaveCount(0);
  expect(await savedCommands(page)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'place');
});

test('@phone storage disabled: said at once, on a phone too', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
  await page.goto('/');
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Bob');
  await page.getByTestId('ng-start').click();
  const banner = page.getByTestId('save-problem');
  await expect(banner).toHaveAttribute('data-problem', 'disabled');
  await expect(banner).toContainText('does not let the site store anything');
  await page.screenshot({ path: `${SHOTS}/saves-storage-disabled-phone.png` });
  // Play goes on; the game is still offered as a file.
  await page.getByTestId('roll-for-lead').click();
  await expect(page.getByTestId('save-download')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('storage disabled on a desktop', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
  await page.goto('/');
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('save-problem')).toHaveAttribute('data-problem', 'disabled');
  await page.screenshot({ path: `${SHOTS}/saves-storage-disabled.png` });
});

test('two tabs on one save: the second sees the game is open elsewhere and takes over; the first stops saving', async ({ context }) => {
  const first = await context.newPage();
  await startGameOne(first, { seed: 5, animations: false });
  await first.getByTestId('roll-for-lead').click();
  await expect.poll(() => savedCommands(first)).toBe(1);

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('other-tab')).toBeVisible();
  await second.screenshot({ path: `${SHOTS}/saves-two-tabs-second.png` });
  // The first tab plays on meanwhile; the second takes over with that latest move.
  await first.getByTestId('place-submit').click();
  await expect.poll(() => savedCommands(first)).toBe(2);
  await second.getByTestId('other-tab-take-over').click();
  await expect(second.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'place');
  expect(await commands(second)).toBe(2);

  // The first tab hears of it (the storage event) and neither plays nor saves over it.
  await expect(first.getByTestId('other-tab')).toBeVisible();
  await first.screenshot({ path: `${SHOTS}/saves-two-tabs-first.png` });
  await second.getByTestId('place-submit').click();
  await expect.poll(() => savedCommands(second)).toBe(3);
  await first.getByTestId('other-tab-take-over').click();
  await expect.poll(() => commands(first)).toBe(3);
});

test('importing a game asks before replacing the one in progress, which is kept in Saved games', async ({ page }) => {
  await startGameOne(page, { seed: 5, animations: false });
  await page.getByTestId('roll-for-lead').click();
  const file = JSON.stringify({ schema: 2, name: 'Imported', setup: { scenario: 'gameOne', players: [{ id: 'p1', name: 'Cy' }, { id: 'p2', name: 'Di' }] }, seed: 9, commands: [] });
  await page.getByTestId('import-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.getByTestId('import-confirm')).toContainText('"Imported" (Cy v Di), turn 1');
  await page.screenshot({ path: `${SHOTS}/saves-import-ask.png` });
  expect(await commands(page)).toBe(1);
  await page.getByTestId('import-confirm-yes').click();
  await expect.poll(() => commands(page)).toBe(0);
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-yes').click();
  await expect(page.getByTestId('saved-games')).toContainText('Ann v Bob');
  await expect(page.getByTestId('saved-games')).toContainText('Imported');
  await page.screenshot({ path: `${SHOTS}/saves-saved-games.png` });
  // A saved game can be watched as a replay without resuming it.
  await page.locator('[data-testid^="saved-"] >> text=Ann v Bob').locator('..').getByTestId('saved-watch').click();
  await expect(page.getByTestId('replay-position')).toContainText('Decision 0 of 1');
  await page.getByTestId('replay-fwd-decision').click();
  await expect(page.getByTestId('tray-dice').first()).toBeVisible();
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('saved-games')).toContainText('Ann v Bob');
  await page.locator('[data-testid^="saved-"] >> text=Ann v Bob').locator('..').getByTestId('saved-resume').click();
  await expect.poll(() => commands(page)).toBe(1);
});
