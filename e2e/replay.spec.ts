// Issue 11 end to end, in one test (issue 31): a finished game's replay stepped through (the board's
// pixels between two events of one command), a share link opened, the app loaded and played offline. A game played
// with real dice entered at the table is tests/playthrough/sessions.test.tsx (issue 31).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectErrors, freshApp, gotoApp, picture, pixelsAt, SHOTS, startGameOne, waitForBoard } from './helpers';
import { findSave, has } from './states';
import { CAR_COLOURS } from './road';
import { shareUrl } from '../src/shell/shareLink';

type Store = { getState: () => Record<string, unknown> & { importGame: (t: string) => boolean; commands: { toArray(): { type: string; dice?: number[] }[] }; game: { turn: number } | null; log: { length: number } } };
const state = (page: Page) => page.evaluate(() => {
  const s = (window as unknown as { __df: { store: Store } }).__df.store.getState();
  // The store's commands are a History (shell/history.ts): sent to the test as a plain list.
  return { commands: s.commands.toArray(), turn: s.game?.turn ?? null, log: s.log.length, replay: s.replay !== null };
});

async function importSave(page: Page, text: string) {
  await gotoApp(page, '/');
  await page.evaluate((t) => (window as unknown as { __df: { store: Store } }).__df.store.getState().importGame(t), text);
}

/** The menu folds on a phone. */
async function menu(page: Page, testId: string) {
  const button = page.getByTestId(testId);
  // The game's screen loads after the page (App.tsx): wait for it, the button or the menu that holds it.
  await expect.poll(async () => (await button.isVisible()) || (await page.getByTestId('menu').isVisible())).toBe(true);
  if (!(await button.isVisible())) await page.getByTestId('menu').click();
  await button.click();
}

const finished = findSave(has('gameOver'), 1, true);

async function stepThroughReplay(page: Page, prefix: string) {
  await importSave(page, finished);
  await expect(page.getByTestId('game-over')).toBeVisible();
  const before = await state(page);
  await page.getByTestId('game-over-replay').click();
  const panel = page.getByTestId('replay-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('replay-position')).toContainText(`Decision 0 of ${before.commands.length}`);
  await expect(page.getByTestId('log-entry')).toHaveCount(0);
  // By decision, then by event: the log and the dice tray follow.
  await page.getByTestId('replay-fwd-decision').click();
  await expect(page.getByTestId('replay-position')).toContainText('Decision 1 of');
  await expect(page.getByTestId('tray-dice').first()).toBeVisible();
  await page.getByTestId('replay-fwd-phase').click();
  const atPhase = await state(page);
  expect(atPhase.commands.length).toBeGreaterThan(1);
  await page.getByTestId('replay-fwd-event').click();
  const oneMore = await state(page);
  expect(oneMore.log).toBeGreaterThan(atPhase.log);
  await page.getByTestId('replay-back-event').click();
  expect((await state(page)).log).toBe(atPhase.log);
  // Keyboard: right arrow is one event.
  await page.keyboard.press('ArrowRight');
  expect((await state(page)).log).toBe(oneMore.log);
  // Jump to turn 2: the header follows.
  await page.getByTestId('replay-turn').selectOption('2');
  await expect(page.getByTestId('turn-number')).toContainText('2');
  await waitForBoard(page);
  await picture(page, `${SHOTS}/${prefix}-replay.png`);
  // Play at the fast speed: it moves on by itself.
  await page.getByTestId('replay-speed').selectOption('6');
  const playFrom = (await state(page)).log;
  await page.getByTestId('replay-play').click();
  await expect.poll(async () => (await state(page)).log, { timeout: 5000 }).toBeGreaterThan(playFrom + 2);
  await page.getByTestId('replay-play').click();
  await page.getByTestId('replay-reveal').check();
  await expect(page.getByTestId('replay-reveal')).toBeChecked();
  // Back to the game: exactly as it was.
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  const after = await state(page);
  expect(after.commands).toEqual(before.commands);
  expect(after.log).toBe(before.log);
  expect(after.replay).toBe(false);
}

// After the first visit the app loads offline: the one test with the service worker (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

test('a finished game offers its replay, stepped by decision, phase, event (keys too) and turn, played, and closed; stepping by event moves the board between the events of one command; a share link opens as a replay or, after asking, replaces the game in progress; after the first visit the app loads and plays with the network off', async ({ page, context }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  await stepThroughReplay(page, '11-desktop');

  // Stepping by event moves the board between the events of one command.
  await importSave(page, twoMove);
  await menu(page, 'watch-replay');
  await expect(page.getByTestId('replay-panel')).toBeVisible();
  // The command in which two cars move, just after the first car's move: the second has not moved yet.
  const where = await page.evaluate(() => {
    const frames = (window as unknown as { __df: { store: TapeStore } }).__df.store.getState().replay!.tape.frames;
    for (let c = 1; c < frames.length; c++) {
      const ev = frames[c].events;
      const first = ev.findIndex((e) => e.type === 'moved');
      const second = ev.findIndex((e, i) => i > first && e.type === 'moved' && e.vehicle !== ev[first].vehicle);
      if (first >= 0 && second > first) return { c, k: second, second: ev[second].vehicle!, events: ev.length };
    }
    return null;
  });
  expect(where, 'the finished game has a command that moves two cars').not.toBeNull();
  await page.evaluate((at) => (window as unknown as { __df: { store: TapeStore } }).__df.store.getState().replayTo(at), { c: where!.c, k: where!.k });
  const position = page.getByTestId('replay-position');
  await expect(position).toContainText(`Decision ${where!.c} of`);
  await expect(position).toContainText(`event ${where!.k} of ${where!.events}`);
  const cellOf = () => page.evaluate((id) => (window as unknown as { __df: { store: TapeStore } }).__df.store.getState().game.vehicles.find((v) => v.id === id)!.cell, where!.second);
  const canvasSel = '[data-testid="board"] canvas';
  const canvas = page.locator(canvasSel).first();
  // The car's body, in its own frame (cm), sampled clear of its label and of an out-of-control ring.
  const bodyPoints: [number, number][] = [[0.3, -1.1], [-2.2, -1.2], [0.3, 1.1], [-2.2, 1.2]];
  const near = (px: number[], c: number[]) => Math.abs(px[0] - c[0]) + Math.abs(px[1] - c[1]) + Math.abs(px[2] - c[2]) < 60;
  const board = async () => {
    await waitForBoard(page);
    const points = await page.evaluate(([id, pts]) => (pts as [number, number][]).map(([x, y]) => window.__dfBoard!.vehicleScreenPoint(id as string, x, y)!), [where!.second, bodyPoints] as const);
    const colours = await pixelsAt(page, canvasSel, points);
    return { cell: await cellOf(), centre: points[0], drawn: colours.filter((c) => near(c, CAR_COLOURS[where!.second])).length, shot: await canvas.screenshot() };
  };
  const before = await board();
  await picture(page, `${SHOTS}/11-desktop-replay-event-before.png`);
  // One event on, in the same command: the second car's move.
  await page.getByTestId('replay-fwd-event').click();
  await expect(position).toContainText(`Decision ${where!.c} of`);
  await expect(position).toContainText(`event ${where!.k + 1} of ${where!.events}`);
  const after = await board();
  await picture(page, `${SHOTS}/11-desktop-replay-event-after.png`);
  expect(after.cell).not.toEqual(before.cell);
  // Drawn where it now is, in its colour, and the board's pixels are not those of the event before.
  expect(Math.hypot(after.centre.x - before.centre.x, after.centre.y - before.centre.y)).toBeGreaterThan(10);
  expect(before.drawn).toBeGreaterThanOrEqual(2);
  expect(after.drawn).toBeGreaterThanOrEqual(2);
  expect(after.shot.equals(before.shot)).toBe(false);
  // And back: the board is as it was.
  await page.getByTestId('replay-back-event').click();
  const back = await board();
  expect(back.cell).toEqual(before.cell);
  expect(back.centre).toEqual(before.centre);

  // A share link opens as a replay or, after asking, replaces the game in progress.
  await shareLink(page, errors);
  // After the first visit the app loads and plays with the network off.
  await offline(page, context, errors);
});

type Cell = { lane: number; t0: number; t1: number };
type TapeStore = { getState: () => { replay: { tape: { frames: { events: { type: string; vehicle?: string }[] }[] } } | null; replayTo: (at: { c: number; k: number }) => void; game: { vehicles: { id: string; cell: Cell }[] } } };

/** A game whose last command moves two cars (one declared, the other moving without a decision). */
const twoMove = findSave((events) => new Set(events.flatMap((e) => (e.type === 'moved' ? [e.vehicle] : []))).size > 1);

/** After the first visit the app loads and plays with the network off (its own test until issue 31's sixth trim merged it into the replay's). */
async function offline(page: Page, context: BrowserContext, errors: string[]): Promise<void> {
  // A first visit's page (the share link left a game in progress): the new-game form.
  await page.goto('about:blank');
  await freshApp(page);
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  // The service worker has installed (precached the build) and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]')!.getAttribute('href')!)).json());
  expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  await page.getByTestId('ng-seed').fill('8');
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('ng-start').click();
  await page.getByTestId('roll-for-lead').click();
  await expect(page.getByTestId('lead-result')).toContainText('lead car');
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await waitForBoard(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await picture(page, `${SHOTS}/11-desktop-offline.png`);
  await context.setOffline(false);
  expect(errors).toEqual([]);
}

/** A share link opens as a replay or, after asking, replaces the game in progress (its own test until issue 31 merged it into the replay's). */
async function shareLink(page: Page, errors: string[]): Promise<void> {
  const shared = findSave(has('phaseStart'), 3);
  const sharedCommands = JSON.parse(shared).commands;
  await startGameOne(page, { seed: 12, animations: false });
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  const mine = await state(page);
  const link = shareUrl(shared, 'http://127.0.0.1/');
  await page.goto('about:blank');
  await gotoApp(page, `/${link.slice(link.indexOf('#'))}`);
  await expect(page.getByTestId('shared-game')).toBeVisible();
  await expect(page.getByTestId('shared-summary')).toContainText(`${sharedCommands.length} decisions`);
  await picture(page, `${SHOTS}/11-desktop-share-link.png`);
  // Playing it asks first; keeping the game changes nothing.
  await page.getByTestId('shared-play').click();
  await expect(page.getByTestId('shared-confirm')).toContainText('replaces your game in progress');
  await page.getByRole('button', { name: 'Keep my game' }).click();
  await page.getByTestId('shared-watch').click();
  await expect(page.getByTestId('replay-panel')).toBeVisible();
  await page.getByTestId('replay-fwd-turn').click();
  await page.getByTestId('replay-close').click();
  expect((await state(page)).commands).toEqual(mine.commands);
  expect(page.url()).not.toContain('#game=');
  // Opened again, and replaced after asking.
  await page.goto('about:blank');
  await gotoApp(page, `/${link.slice(link.indexOf('#'))}`);
  await page.getByTestId('shared-play').click();
  await page.getByTestId('shared-replace').click();
  await expect(page.getByTestId('shared-game')).toBeHidden();
  expect((await state(page)).commands).toEqual(sharedCommands);
  // The menu shares the game as a link of its own.
  await menu(page, 'share-link');
  await expect(page.getByTestId('share-url')).toHaveValue(/#game=/);
  // A saved game file is watched without replacing the game in progress.
  const now = await state(page);
  await expect.poll(async () => (await page.getByTestId('watch-file').isVisible()) || (await page.getByTestId('menu').isVisible())).toBe(true);
  if (!(await page.getByTestId('watch-file').isVisible())) await page.getByTestId('menu').click();
  await page.getByTestId('watch-file-input').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(finished) });
  await expect(page.getByTestId('replay-panel')).toBeVisible();
  await expect(page.getByTestId('replay-position')).toContainText(`of ${JSON.parse(finished).commands.length}`);
  await page.getByTestId('replay-close').click();
  expect((await state(page)).commands).toEqual(now.commands);
  // A cut link changes nothing.
  await page.goto('about:blank');
  await gotoApp(page, '/#game=N4Ig');
  await expect(page.getByTestId('shared-problem')).toBeVisible();
  expect(errors).toEqual([]);
}
