// Solo play (issue 12) from the new-game screen, in Chromium: a person against the computer in Game
// One for the first few moves, the computer's made by the app on its own clock (never by this
// test), each with a reason line; no pass-the-device screen for its secrets; the cars drawn. Both
// games to a result (and the computer against itself) are tests/playthrough/sessions.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { clickAction, collectErrors, deciderSide, fireOrHold, freshApp, pendingKind, SHOTS, waitForBoard } from './helpers';
import { expectCarsDrawn } from './road';

const state = (page: Page) =>
  page.evaluate(() => {
    const df = (window as unknown as { __df: { store: { getState: () => { commands: unknown[]; lastReason: { text: string } | null } }; session: { getState: () => { seats: Record<string, string> } } } }).__df;
    const s = df.store.getState();
    const over = (s as unknown as { game: { flow: { kind: string } } | null }).game?.flow.kind === 'over';
    // The seats are the one store's (issue 27), not Dark Future's part's.
    return { commands: s.commands.length, seats: df.session.getState().seats, reason: s.lastReason?.text ?? null, over };
  });

async function openNewGame(page: Page, scenario: string, seed: number, animations: boolean): Promise<void> {
  await freshApp(page);
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Robo');
  await page.getByTestId(`ng-scenario-${scenario}`).check();
  await page.getByTestId('ng-seed').fill(String(seed));
  if (!animations) await page.getByTestId('ng-animations').uncheck();
}

test('a person against the computer (normal) in Game One: the computer moves by itself with a reason, no pass-the-device, the cars drawn', async ({ page }) => {
  const errors = collectErrors(page);
  await openNewGame(page, 'gameOne', 7, false);
  await page.getByTestId('ng-seat2').selectOption('normal');
  await page.screenshot({ path: `${SHOTS}/solo-01-seat-chooser.png` });
  await page.getByTestId('ng-start').click();
  expect((await state(page)).seats).toEqual({ p1: 'person', p2: 'normal' });

  let computerMoves = 0;
  let sawReason = false;
  for (let i = 0; i < 600 && computerMoves < 4; i++) {
    // The count first, then the banner: if the computer moves in between, the count has moved on.
    const before = (await state(page)).commands;
    // The decision and whose it is, read at one instant: read one after the other, the computer
    // could answer in between and leave Ann's decision paired with the computer's kind.
    const { kind, player } = await page.evaluate(() => {
      const banner = document.querySelector('[data-testid="pending-banner"]');
      return { kind: banner?.getAttribute('data-kind') ?? '', player: banner?.getAttribute('data-player') ?? null };
    });
    if (kind === 'gameOver') break;
    if (player === 'p2') {
      // The computer's turn: its card is up, no panel a person could answer with, no pass-the-device.
      // Read at one instant (the computer may move any moment): with its card up, no action buttons.
      const seen = await page.evaluate(() => ({ card: !!document.querySelector('[data-testid="computer-turn"]'), actions: document.querySelectorAll('[data-testid^="action-"]').length }));
      if (seen.card) expect(seen.actions).toBe(0);
      // Its move comes by itself (or the screen was a frame behind a game that is already over).
      await expect.poll(async () => { const st = await state(page); return st.over || st.commands > before; }, { timeout: 15_000 }).toBe(true);
      if ((await state(page)).over) continue;
      await expect(page.getByTestId('pass-device')).toHaveCount(0);
      computerMoves++;
      const reason = await page.getByTestId('ai-reason').textContent();
      expect(reason?.length ?? 0).toBeGreaterThan(20);
      if (!sawReason && (await pendingKind(page)) === 'declare') {
        sawReason = true;
        await waitForBoard(page);
        await page.screenshot({ path: `${SHOTS}/solo-02-computer-reason.png` });
      }
      continue;
    }
    // Ann's decisions, through the panels as a person would.
    if (kind === 'rollForLead') await page.getByTestId('roll-for-lead').click();
    else if (kind === 'place') await page.getByTestId('place-submit').click();
    else if (kind === 'fireOrHold') await fireOrHold(page);
    else if (kind === 'declare') {
      await waitForBoard(page);
      const side = await deciderSide(page);
      await clickAction(page, side === 'lead' ? ['accelerate', 'none', 'moveOff', 'realign'] : ['shoot', 'accelerate', 'none', 'moveOff', 'realign'], true);
    } else throw new Error(`unexpected decision ${kind}`);
  }
  expect(computerMoves).toBeGreaterThan(3);
  await expectCarsDrawn(page);
  await page.screenshot({ path: `${SHOTS}/solo-03-mid-game.png` });
  expect(errors).toEqual([]);
});
