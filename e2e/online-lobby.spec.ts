// Issue 32 in two browser contexts (two players on two machines): the production build served by
// the game server itself (npm run serve --pages), so the page talks to the server at its own
// origin. The host ticks "Play online", starts a Dark Future Game One (its form hands the set-up
// to the screen's start), sends the second seat's link and takes the first seat; both play on
// Dark Future's own online table (DarkFutureOnline.tsx: its board and decision panel, not the
// lobby's buttons), each page only its own seat; the guest reloads mid-game and is back at its
// seat; neither page holds the other seat's token; then each page plays its first offered
// decision until the game's result, which both pages show.
import { expect, test, type Page } from '@playwright/test';
import { gotoApp } from './helpers';
import { clickFirstOffered, onlineServer, playFirstOfferedToTheEnd } from './online-server';

test.describe.configure({ mode: 'serial' });

const server = onlineServer();

/** The pages whose Dark Future table offers the decision now. */
const mine = async (pages: Page[]) => (await Promise.all(pages.map((p) => p.locator('[data-testid="df-online"][data-mine="true"]').count()))).flatMap((n, i) => (n > 0 ? [i] : []));

test('a Game One from two browsers on Dark Future\'s own table, to its result; a reload keeps the seat', async ({ browser }) => {
  test.setTimeout(240_000);
  // The offline cache (issue 11's service worker) would fetch the whole build into each new context.
  const hostContext = await browser.newContext({ serviceWorkers: 'block' });
  const guestContext = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const host = await hostContext.newPage();
    await gotoApp(host, server.url);
    await host.getByTestId('ng-ruleset-darkFuture').check();
    await host.getByTestId('ng-online').check();
    await host.getByTestId('ng-start').click();
    await expect(host.getByTestId('online-you')).toHaveText('You are the host.');
    // On the game's own table the seats and links are behind "Seats and links".
    await host.getByTestId('online-more').locator('summary').click();
    const hostLink = await host.getByTestId('online-link-p1').inputValue();
    const guestLink = await host.getByTestId('online-link-p2').inputValue();
    expect(guestLink.startsWith(server.url)).toBe(true);
    expect(guestLink).toMatch(/#table=[\w-]+\.[\w-]{32}$/);
    await expect(host.getByTestId('online-seat-p2')).toContainText('(away)');

    const guest = await guestContext.newPage();
    await gotoApp(guest, guestLink);
    await expect(guest.getByTestId('online-you')).toHaveText(/^You play /);
    await expect(host.getByTestId('online-seat-p2')).not.toContainText('(away)');
    await host.getByTestId('online-take-p1').click();
    await expect(host.getByTestId('online-you')).toHaveText(/^You play /);
    await host.getByTestId('online-more').locator('summary').click();
    const pages = [host, guest];
    for (const page of pages) {
      await expect(page.getByTestId('df-online')).toBeVisible({ timeout: 30_000 });
      // The lobby's plain buttons give way to the game's own decision panel.
      await expect(page.locator('[data-testid^="online-command-"]')).toHaveCount(0);
    }

    // Four decisions, each made on the one page whose table offers it; the other says whose it is.
    for (let n = 0; n < 4; n++) {
      await expect.poll(() => mine(pages), { timeout: 30_000 }).toHaveLength(1);
      const [i] = await mine(pages);
      await expect(pages[1 - i].getByTestId('df-online-waiting')).toHaveText(/ decides…$/);
      await expect(pages[1 - i].getByTestId('decision-slot').locator('button')).toHaveCount(0);
      expect(await clickFirstOffered(pages[i], 'df')).toBe(true);
      for (const page of pages) await expect(page.getByTestId('df-online')).toHaveAttribute('data-commands', String(n + 1));
    }
    const lastLine = (page: Page) => page.getByTestId('log-entry').last().textContent();
    const guestLine = await lastLine(guest);
    expect(guestLine?.length).toBeGreaterThan(0);

    // The guest reloads: back at the same seat, at the same command, with the same log.
    await guest.reload();
    await expect(guest.getByTestId('online-you')).toHaveText(/^You play /);
    await expect(guest.getByTestId('df-online')).toHaveAttribute('data-commands', '4', { timeout: 30_000 });
    await expect(guest.getByTestId('log-entry').last()).toHaveText(guestLine!);
    await expect(host.getByTestId('online-away')).toHaveCount(0);

    // Neither page holds the other seat's token, in its DOM or its storage.
    const tokenOf = (link: string) => link.split('.').pop()!;
    const guestPage = await guest.content();
    const guestStorage = await guest.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(guestPage + guestStorage).not.toContain(tokenOf(hostLink));
    const hostStorage = await host.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(hostStorage).not.toContain(tokenOf(guestLink));

    // To the result: each page plays its first offered decision whenever its table offers one.
    const started = Date.now();
    await playFirstOfferedToTheEnd(pages, 'df');
    for (const page of pages) await expect(page.getByTestId('df-online-result')).toContainText('The game is over', { timeout: 150_000 });
    const [a, b] = await Promise.all(pages.map((p) => p.getByTestId('df-online-result').textContent()));
    expect(a).toBe(b);
    const played = Number(await host.getByTestId('df-online').getAttribute('data-commands'));
    expect(played).toBeGreaterThan(4);
    test.info().annotations.push({ type: 'played', description: `${played} commands; from command 4 to the result in ${Date.now() - started} ms` });
  } finally {
    await hostContext.close();
    await guestContext.close();
  }
});
