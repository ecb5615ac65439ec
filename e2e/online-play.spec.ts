// Issue 32's "Done means" in browsers: two contexts (two players on two machines) play a Dark
// Future Game One and a road-gang game to their results through a local server, each from its own
// invite link, with the lobby's buttons; in Game One the server process is killed with SIGKILL
// mid-game and started again, and both pages come back by themselves and play on from the last
// accepted command. The tables are created from the test with the transport (the Dark Future and
// road-gang forms start their own stores' games, not tables).
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { RemoteTable } from '../src/shell/online/transport';
import { inviteLink } from '../src/shell/online/onlineStore';
import { onlineServer } from './online-server';

test.describe.configure({ mode: 'serial' });

const server = onlineServer();

const PLAYERS = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
];

/** A table of `game` with both seats invited; the two links. */
async function table(game: string, setup: Record<string, unknown>): Promise<string[]> {
  const host = await RemoteTable.create(server.ws, { game, setup, seats: { ann: 'invite', bob: 'invite' } });
  const invites = await new Promise<Record<string, string>>((resolve) => host.listen({ table: (m) => m.invites && resolve(m.invites) }));
  await host.leave();
  return PLAYERS.map((p) => inviteLink(server.url, host.id, invites[p.id]));
}

const commands = async (page: Page) => Number(await page.getByTestId('online-decision').getAttribute('data-commands'));

/** One decision, made on whichever page shows its buttons (a button drawn at random); false once the game is over. */
async function playOne(pages: Page[], pick: () => number): Promise<boolean> {
  const before = await commands(pages[0]);
  for (const page of pages) {
    const buttons = page.locator('[data-testid^="online-command-"]');
    const n = await buttons.count();
    if (n === 0) continue;
    await buttons.nth(Math.floor(pick() * n)).click();
    for (const p of pages) await expect(p.getByTestId('online-decision')).toHaveAttribute('data-commands', String(before + 1));
    return true;
  }
  return false;
}

/** Two pages at a table, each from its own link, each showing its own seat. */
async function seated(contexts: BrowserContext[], links: string[]): Promise<Page[]> {
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const [i, page] of pages.entries()) {
    await page.goto(links[i]);
    await expect(page.getByTestId('online-you')).toHaveText(`You play ${PLAYERS[i].name}.`);
  }
  return pages;
}

const over = async (page: Page) => (await page.getByTestId('online-decision').textContent())?.startsWith('The game is over') ?? false;
/** How many pages show buttons: exactly one while the game is on (each page only its own seat's decisions). */
const deciding = async (pages: Page[]) => (await Promise.all(pages.map((p) => p.locator('[data-testid^="online-command-"]').count()))).filter((n) => n > 0).length;

/** Plays random decisions on the pages until the game is over, or `upTo` commands. */
async function playOn(pages: Page[], pick: () => number, upTo = Infinity): Promise<void> {
  while (!(await over(pages[0])) && (await commands(pages[0])) < upTo) {
    await expect.poll(async () => (await over(pages[0])) || (await deciding(pages)) === 1).toBe(true);
    if (await over(pages[0])) break;
    expect(await playOne(pages, pick)).toBe(true);
  }
}

/** The end shown on both pages, with no buttons left and the same count of commands. */
async function endShown(pages: Page[]): Promise<void> {
  for (const page of pages) {
    await expect(page.getByTestId('online-decision')).toContainText('The game is over');
    await expect(page.locator('[data-testid^="online-command-"]')).toHaveCount(0);
  }
  expect(await commands(pages[1])).toBe(await commands(pages[0]));
}

const seeded = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

/** Two browser contexts seated at a new table of `game`, closed after `play`, failing or not. */
async function atTable(browser: Browser, game: string, setup: Record<string, unknown>, play: (pages: Page[]) => Promise<void>): Promise<void> {
  const links = await table(game, setup);
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    await play(await seated(contexts, links));
  } finally {
    for (const c of contexts) await c.close();
  }
}

test('Game One to its result from two browsers, the server killed and restarted mid-game', async ({ browser }) => {
  test.setTimeout(600_000);
  await atTable(browser, 'darkFuture', { scenario: 'gameOne', players: PLAYERS }, async (pages) => {
    const pick = seeded(7);
    await playOn(pages, pick, 6);
    const at = await commands(pages[0]);
    expect(at).toBe(6);
    await server.restart();
    for (const page of pages) {
      await expect(page.getByTestId('online-status')).toHaveText(/^Connected\./, { timeout: 60_000 });
      await expect(page.getByTestId('online-decision')).toHaveAttribute('data-commands', String(at));
    }
    await playOn(pages, pick);
    await endShown(pages);
    expect(await commands(pages[0])).toBeGreaterThan(at);
  });
});

test('a road-gang game to its result from two browsers', async ({ browser }) => {
  test.setTimeout(900_000);
  await atTable(browser, 'roadGang', { ruleset: 'roadGang', players: PLAYERS }, async (pages) => {
    await playOn(pages, seeded(11));
    await endShown(pages);
    expect(await commands(pages[0])).toBeGreaterThan(100);
  });
});
