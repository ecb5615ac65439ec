// Issue 32 in two browser contexts (two players on two machines): the production build served by
// the game server itself (npm run serve --pages), so the page talks to the server at its own
// origin. The host ticks "Play online", starts a Dark Future table (its form hands the set-up to the
// screen's start; Deathrace and the road-gang game are played on their own tables, not the
// lobby's buttons), sends the second seat's link and takes the first seat; both play through the
// lobby's buttons; the guest reloads mid-game and is back at its seat; neither page holds the
// other seat's token.
import { expect, test, type Page } from '@playwright/test';
import { gotoApp } from './helpers';
import { onlineServer } from './online-server';

test.describe.configure({ mode: 'serial' });

const server = onlineServer();

/** Plays the first of its commands when the decision is this page's; false when it shows none. */
async function playIfMine(page: Page): Promise<boolean> {
  const button = page.getByTestId('online-command-0');
  if (!(await button.isVisible())) return false;
  await button.click();
  return true;
}

test('two players at one table from two browsers; a reload keeps the seat', async ({ browser }) => {
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

    // Four decisions, each made on the page whose seat decides; the other page has no buttons then.
    for (let n = 0; n < 4; n++) {
      await expect(async () => expect((await host.getByTestId('online-command-0').isVisible()) !== (await guest.getByTestId('online-command-0').isVisible())).toBe(true)).toPass();
      const played = (await playIfMine(host)) || (await playIfMine(guest));
      expect(played).toBe(true);
      for (const page of [host, guest]) await expect(page.getByTestId('online-decision')).toHaveAttribute('data-commands', String(n + 1));
    }
    const guestLog = (await guest.getByTestId('online-log').textContent()) ?? '';
    expect(guestLog.length).toBeGreaterThan(0);

    // The guest reloads: back at the same seat with the same log.
    await guest.reload();
    await expect(guest.getByTestId('online-you')).toHaveText(/^You play /);
    await expect(guest.getByTestId('online-decision')).toHaveAttribute('data-commands', '4');
    await expect(guest.getByTestId('online-log')).toHaveText(guestLog);
    await expect(host.getByTestId('online-seat-p2')).not.toContainText('(away)');

    // Neither page holds the other seat's token, in its DOM or its storage.
    const tokenOf = (link: string) => link.split('.').pop()!;
    const guestPage = await guest.content();
    const guestStorage = await guest.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(guestPage + guestStorage).not.toContain(tokenOf(hostLink));
    const hostStorage = await host.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(hostStorage).not.toContain(tokenOf(guestLink));
  } finally {
    await hostContext.close();
    await guestContext.close();
  }
});
