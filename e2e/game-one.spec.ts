// Game One (p87) in the browser: what only a browser shows of a game played by two people on one
// screen (the canvas, keys, storage, the CSP), then a corrupt save. The cars are drawn in their
// owners' colours where the engine puts them: several points of each body are sampled (a roof gun
// or the windscreen can cover the centre), after the camera settles.
import { expect, test, type Page } from '@playwright/test';
import { clickAction, deciderSide, fireOrHold, freshApp, gotoApp, pendingKind, picture, SHOTS, waitForBoard } from './helpers';
import { expectCarsDrawn } from './road';
import { collectProblems } from './tableChecks';

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __dfBoard: { frames: number } }).__dfBoard.frames);
/** Where the page's scripts asked for an animation frame in the next `ms` (the callers' names: one a request). */
const framesAskedFor = (page: Page, ms: number) =>
  page.evaluate(async (wait) => {
    const own = window.requestAnimationFrame;
    const asked: string[] = [];
    window.requestAnimationFrame = (cb) => {
      asked.push((new Error().stack ?? '').split('\n')[2]?.trim() ?? '?');
      return own.call(window, cb);
    };
    await new Promise((r) => setTimeout(r, wait));
    window.requestAnimationFrame = own;
    return asked;
  }, ms);
const gameText = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { __df: { store: { getState: () => { game: unknown } } } }).__df.store.getState().game));

// The whole game to a winner through the panels is tests/playthrough/gameOneTwoFive.test.tsx (issue 31).
test('Game One in the browser: the new-game screen, the lead by key 1, a car placed on the board, cars drawn, a preview, decisions that never resize the canvas, a board at rest, a reload resumes exactly, under the CSP; a corrupt save said and offered as a file', async ({ page }) => {
  const problems = collectProblems(page);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
  });
  await freshApp(page);
  // The built page carries its policy (issue 11).
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  // The new-game screen at 1280x720: Start in view, p22's option offered, duplicate names refused.
  await expect(page.getByTestId('ng-start')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('ng-measure')).not.toBeChecked();
  await expect(page.locator('label', { has: page.getByTestId('ng-measure') })).toContainText('p22');
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill(' ann ');
  await expect(page.getByTestId('ng-start')).toBeDisabled();
  await expect(page.getByTestId('ng-names-why')).toBeVisible();
  await page.getByTestId('ng-player2').fill('Bob');
  await page.getByTestId('ng-seed').fill('7');
  await page.getByTestId('ng-measure').check();
  // On a 1366-pixel laptop screen the old header went 60 -> 85 -> 105 px tall as its explanation line changed.
  await page.setViewportSize({ width: 1366, height: 720 });
  await page.getByTestId('ng-start').click();
  await waitForBoard(page);
  await page.evaluate(() => {
    const w = window as unknown as { __sizes: string[] };
    const canvas = document.querySelector('[data-testid="board"] canvas') as HTMLCanvasElement;
    w.__sizes = [];
    // Any change of the drawing buffer (a Pixi resize) or of the canvas box on the page.
    new MutationObserver(() => w.__sizes.push(`${canvas.width}x${canvas.height}`)).observe(canvas, { attributes: true, attributeFilter: ['width', 'height'] });
    // A ResizeObserver reports the box once when it starts watching: only what follows counts.
    let watching = false;
    new ResizeObserver(() => {
      if (watching) w.__sizes.push(`box ${canvas.clientWidth}x${canvas.clientHeight}`);
      watching = true;
    }).observe(canvas);
  });
  // The lead roll has key 1.
  await expect(page.getByTestId('roll-for-lead')).toHaveAttribute('aria-keyshortcuts', '1');
  await page.getByTestId('decision-heading').focus();
  await page.keyboard.press('1');
  await expect(page.getByTestId('lead-result')).toContainText('lead car');
  await picture(page, `${SHOTS}/01-rolled-for-lead.png`);
  await waitForBoard(page);

  // The chase car is placed with the accessible form, the lead car by clicking the board.
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'place');
  await page.getByTestId('place-submit').click();
  await waitForBoard(page);
  const box = (await page.getByTestId('board').boundingBox())!;
  let placed = false;
  for (const fx of [0.55, 0.6, 0.65, 0.7, 0.75, 0.5, 0.45]) {
    await page.getByTestId('board').click({ position: { x: box.width * fx, y: box.height / 2 } });
    if ((await pendingKind(page)) !== 'place') {
      placed = true;
      break;
    }
  }
  expect(placed, 'a click on the board placed the lead car').toBe(true);
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await expect(page.getByTestId('phase-die')).toBeVisible();
  await waitForBoard(page);
  await expectCarsDrawn(page);
  await picture(page, `${SHOTS}/02-placed.png`);

  // A board at rest draws no frame and asks for none, Pixi's system ticker's neither
  // (src/render/systemTicker.ts), yet shows the cars (checked above, pixels).
  await page.waitForTimeout(500);
  const rest = await frames(page);
  expect(await framesAskedFor(page, 1500)).toEqual([]);
  expect(await frames(page)).toBe(rest);

  // Hovering an action draws its contact zone (the board is told through the store).
  await page.locator('[data-testid^="action-"]').first().hover();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { preview: unknown } } } }).__df.store.getState().preview)).not.toBeNull();
  await picture(page, `${SHOTS}/03-preview.png`);

  // Twelve decisions with the animations on: the canvas never changes size, and a change draws again.
  let decisions = 3;
  while (decisions < 15) {
    const kind = await pendingKind(page);
    if (kind === 'gameOver') break;
    if (kind === 'fireOrHold') await fireOrHold(page);
    else if ((await deciderSide(page)) === 'lead') await clickAction(page, ['accelerate', 'none', 'moveOff', 'realign'], decisions % 3 === 0);
    else await clickAction(page, ['shoot', 'drift', 'accelerate', 'none', 'moveOff', 'realign'], decisions % 2 === 0);
    decisions++;
    await waitForBoard(page);
  }
  expect(decisions).toBe(15);
  expect(await page.evaluate(() => (window as unknown as { __sizes: string[] }).__sizes)).toEqual([]);
  expect(await frames(page)).toBeGreaterThan(rest);
  await page.waitForTimeout(500);
  const after = await frames(page);
  await page.waitForTimeout(1000);
  expect(await frames(page)).toBe(after);
  await expectCarsDrawn(page);
  await picture(page, `${SHOTS}/05-mid-game.png`);

  // Autosave: a reload resumes the same game exactly, its rules options included.
  const before = await gameText(page);
  await page.reload();
  await expect(page.getByTestId('pending-banner')).toBeVisible();
  expect(await gameText(page)).toBe(before);
  expect(JSON.parse(before).options.measureOnlyWhenCommitted).toBe(true);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
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

  // A corrupt save never crashes the app: it says so and offers the bad file.
  await gotoApp(page, '/');
  await page.evaluate(() => localStorage.setItem('dark-future/save', '{"schema":1,"setup":{"scenario":"gameOne"},"seed":"x"'));
  await page.reload();
  await expect(page.getByTestId('bad-save')).toBeVisible();
  await expect(page.getByTestId('bad-save-code')).toContainText('SAVE_');
  const download = page.waitForEvent('download');
  await page.getByTestId('bad-save-download').click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await picture(page, `${SHOTS}/07-bad-save.png`);
  await page.getByTestId('bad-save-new').click();
  await expect(page.getByTestId('new-game-form')).toBeVisible();
});
