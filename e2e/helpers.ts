// Small helpers for driving the app like a player: click what is on screen, read the engine's
// state only to decide what a sensible player would click next, and read canvas pixels.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const SHOTS = 'e2e/screenshots';

/**
 * Whether the screenshots taken for people to look at are written: only with E2E_SCREENS=1
 * (README, "Tests"). In CI nobody opens them, and each one makes a software-rendered page draw a
 * whole frame (issue 31). Screenshots whose pixels a test reads (pixelsAt, clipped strips) are
 * taken always.
 */
export const SCREENS = process.env.E2E_SCREENS === '1';

/** A screenshot for people to look at, written to `path` when E2E_SCREENS=1; else nothing. */
export async function picture(target: Page | Locator, path: string, fullPage = false): Promise<void> {
  if (!SCREENS) return;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/** Console errors and page errors, collected for a "no errors" assertion. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** The browser contexts whose pages have opened the app: their storage may hold a save. */
const visited = new WeakSet<BrowserContext>();

/**
 * Opens the app at `url` and waits until it has drawn: a test build loads every game before it
 * draws (src/main.tsx, issue 27), after the page's load event, so a test that reads the stores
 * (window.__df) right after a bare goto could find them not there yet.
 */
export async function gotoApp(page: Page, url = '/'): Promise<void> {
  visited.add(page.context());
  await page.goto(url);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

/**
 * The app on a fresh page: storage cleared, then opened again (a first visit). A test's own new
 * context has never opened it, so its storage is empty: one load, not two (issue 31).
 */
export async function freshApp(page: Page): Promise<void> {
  if (visited.has(page.context())) {
    await gotoApp(page, '/');
    await page.evaluate(() => localStorage.clear());
  }
  await gotoApp(page, '/');
}

export async function startGameOne(page: Page, opts: { seed: number; animations?: boolean; names?: [string, string]; measureOnlyWhenCommitted?: boolean }): Promise<void> {
  await freshApp(page);
  const [a, b] = opts.names ?? ['Ann', 'Bob'];
  await page.getByTestId('ng-player1').fill(a);
  await page.getByTestId('ng-player2').fill(b);
  await page.getByTestId('ng-seed').fill(String(opts.seed));
  if (opts.animations === false) await page.getByTestId('ng-animations').uncheck();
  if (opts.measureOnlyWhenCommitted) await page.getByTestId('ng-measure').check();
  await page.getByTestId('ng-start').click();
}

export async function pendingKind(page: Page): Promise<string> {
  return (await page.getByTestId('pending-banner').getAttribute('data-kind')) ?? '';
}

/** The side ('lead' / 'chase') of the vehicle whose decision it is, read from the game state. */
export async function deciderSide(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = window as unknown as { __df: { store: { getState: () => { game: { flow: { kind: string; queue?: { vehicle: string }[] }; vehicles: { id: string; side: string }[] } } } } };
    const g = w.__df.store.getState().game;
    const id = g.flow.kind === 'phase' ? g.flow.queue?.[0]?.vehicle : undefined;
    return g.vehicles.find((v) => v.id === id)?.side ?? '';
  });
}

/** Clicks the first visible action button of the first kind in `prefs` that is offered; the last one of a row for amounts. */
export async function clickAction(page: Page, prefs: string[], lastOfKind = false): Promise<string> {
  for (const kind of prefs) {
    const buttons = page.locator(`[data-testid^="action-"][data-kind="${kind}"]`);
    const n = await buttons.count();
    if (n > 0) {
      // last(), not nth(n - 1): resolved when clicking, so a panel re-rendered since the count
      // (the next car's, with fewer buttons) cannot leave the click waiting for a stale index.
      await (lastOfKind ? buttons.last() : buttons.first()).click();
      return kind;
    }
  }
  const any = page.locator('[data-testid^="action-"]').first();
  const kind = (await any.getAttribute('data-kind')) ?? '?';
  await any.click();
  return kind;
}

/** RGBA of one CSS pixel of an element, read from a Playwright screenshot decoded in the page. */
export async function pixelAt(page: Page, selector: string, x: number, y: number): Promise<[number, number, number, number]> {
  return (await pixelsAt(page, selector, [{ x, y }]))[0];
}

/**
 * RGBA of several CSS pixels of an element, from one screenshot (each screenshot of a software-rendered page is slow).
 * The points go in and the colours come back as one string each: Playwright's
 * serializer took 7-14 s a call (load 28) for the 7,600 points of a desktop board's white-block
 * grid (tableChecks.ts whiteOnBoard) passed as objects and returned as arrays (issue 31).
 */
export async function pixelsAt(page: Page, selector: string, points: { x: number; y: number }[]): Promise<[number, number, number, number][]> {
  const el = page.locator(selector).first();
  const box = await el.boundingBox();
  const png = await el.screenshot();
  const hex: string = await page.evaluate(
    async ({ b64, at, cssWidth }) => {
      const xy = at.split(',').map(Number);
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      // Screenshots are in device pixels; positions are CSS pixels.
      const ratio = img.width / cssWidth;
      // One read of the whole image (several reads of one canvas make Chromium warn).
      const d = ctx.getImageData(0, 0, img.width, img.height).data;
      const out: string[] = [];
      for (let k = 0; k < xy.length; k += 2) {
        const i = 4 * (Math.floor(xy[k + 1] * ratio) * img.width + Math.floor(xy[k] * ratio));
        // Outside the image: "zz", read back as NaN, which matches no colour.
        for (let j = 0; j < 4; j++) out.push(i + j >= 0 && i + j < d.length ? (d[i + j] | 0x100).toString(16).slice(1) : 'zz');
      }
      return out.join('');
    },
    { b64: png.toString('base64'), at: points.map(({ x, y }) => `${x},${y}`).join(','), cssWidth: box?.width ?? 1 },
  );
  return points.map((_, k) => [0, 1, 2, 3].map((j) => parseInt(hex.slice(8 * k + 2 * j, 8 * k + 2 * j + 2), 16)) as [number, number, number, number]);
}

export async function waitForBoard(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => !!window.__dfBoard?.ready && !window.__dfBoard?.animating), { timeout: 20_000 }).toBe(true);
}

/** Answers fire-or-hold: fires at the first target offered (after `before`, e.g. a screenshot), else holds. True if it fired. */
export async function fireOrHold(page: Page, before?: (fire: Locator) => Promise<void>): Promise<boolean> {
  const fire = page.locator('[data-testid^="fire-"]').first();
  if (!(await fire.count())) {
    await page.getByTestId('hold-fire').click();
    return false;
  }
  if (before) await before(fire);
  await fire.click();
  return true;
}
