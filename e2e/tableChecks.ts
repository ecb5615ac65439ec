// Checks shared by the table's specs (issue 9): no console problems, a save loaded through the
// store, the page never scrolls, the decision in view, the board's buttons clear of the road.
import { expect, type Page } from '@playwright/test';

/** Console errors and warnings, and page errors: an e2e run must have none. */
/**
 * The GL driver's own performance notes about the test machine's set-up, not the app's: with the
 * page composited in software (playwright.config.ts SOFTWARE_COMPOSITING) Chromium reads the board's
 * WebGL canvas back every frame, and SwiftShader reports "GPU stall due to ReadPixels" whenever that
 * read waits on drawing. Whether it waits is a matter of timing: on this machine it came and went
 * between runs of the same commit, the session's first commit included.
 */
const DRIVER_PERFORMANCE_NOTE = /GL Driver Message \(OpenGL, Performance, [A-Z_]+, \w+\): GPU stall due to ReadPixels/;

export function collectProblems(page: Page): string[] {
  const out: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !DRIVER_PERFORMANCE_NOTE.test(m.text())) out.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => out.push(String(e)));
  return out;
}

export async function importSave(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => (window as unknown as { __df: { store: { getState: () => { importGame: (x: string) => boolean } } } }).__df.store.getState().importGame(t), text);
}

/** The page (not a panel) is exactly the window: nothing to scroll. */
export async function expectNoPageScroll(page: Page): Promise<void> {
  const m = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth, vh: window.innerHeight, vw: window.innerWidth, y: window.scrollY }));
  expect(m.h, 'page height').toBeLessThanOrEqual(m.vh);
  expect(m.w, 'page width').toBeLessThanOrEqual(m.vw);
  expect(m.y).toBe(0);
}

/** The first button of the decision (an action, fire or hold) is wholly in view with the panel unscrolled: the recap does not push it away. */
export async function expectDecisionInView(page: Page): Promise<void> {
  // A game over has no decision left (its end screen is checked on its own).
  if ((await page.getByTestId('pending-banner').getAttribute('data-kind')) === 'gameOver') return;
  expect(await page.getByTestId('side-panel').evaluate((el) => el.scrollTop)).toBe(0);
  const first = page.locator('[data-testid^="action-"], [data-testid^="fire-"], [data-testid="hold-fire"]').first();
  await expect(first).toBeInViewport({ ratio: 1 });
}

/** No point of the road (its two edges and its middle, every 2 ticks) lies under the board's own buttons. */
export async function expectControlsClearOfRoad(page: Page): Promise<void> {
  const board = (await page.getByTestId('board').boundingBox())!;
  const ctl = (await page.getByTestId('board-controls').boundingBox())!;
  const box = { x: ctl.x - board.x, y: ctl.y - board.y, w: ctl.width, h: ctl.height };
  const under = await page.evaluate((b) => {
    const g = (window as unknown as { __df: { store: { getState: () => { game: { track: { sections: unknown[]; first?: number } } } } } }).__df.store.getState().game;
    const t0 = (g.track.first ?? 0) * 60, t1 = t0 + g.track.sections.length * 60;
    const out: string[] = [];
    for (let t = t0; t <= t1; t += 2) {
      for (const u of [0, 8, 16]) {
        const p = window.__dfBoard!.roadScreenPoint(u, t);
        if (p && p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h) out.push(`u${u} t${t} at ${p.x.toFixed(0)},${p.y.toFixed(0)}`);
      }
    }
    return out;
  }, box);
  expect(under, 'road under the zoom buttons').toEqual([]);
}

/** A lesson step done as its card says: each select it highlights set to the value it names, then its highlighted button pressed; the pass-the-device cover taken. */
export async function doHighlightedStep(page: Page): Promise<void> {
  const targets = page.locator('.tutorial-target');
  await expect(targets.first()).toBeVisible();
  let acted = false;
  for (let k = 0; k < (await targets.count()) && !acted; k++) {
    const el = targets.nth(k);
    const kind = await el.evaluate((e) => e.tagName.toLowerCase());
    const value = await el.getAttribute('data-tutorial-value');
    if (kind === 'select' && value !== null) await el.selectOption(value);
    else if (kind !== 'input' && kind !== 'select') {
      await el.scrollIntoViewIfNeeded();
      await el.click();
      acted = true;
    }
  }
  if (await page.getByTestId('pass-show').isVisible()) await page.getByTestId('pass-show').click();
}
