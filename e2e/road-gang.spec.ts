// Issue 14: the road-gang game chosen on the new-game screen and played in the browser to a
// result, every decision a click on the buttons the engine offers (the test only chooses which:
// shots and attacks first, so a seeded game ends in about fifty decisions), the device passed
// between the players, a reload mid-game resuming the same game, and the board's pixels read.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, SHOTS } from './helpers';
import { CELL, boardSize, segmentCentre } from '../src/render/roadGang/layout';
import { RG_COLOURS, playerColour } from '../src/render/roadGang/colours';

/** Which offered button to click, by its words: the same order as a greedy player's. */
function rank(text: string): number {
  if (text.startsWith('Fire the')) return 0;
  if (/^(Ram|Fight) /.test(text)) return 1;
  if (text.startsWith('Stand and fight')) return 2;
  if (text.startsWith('Try to avoid')) return 3;
  if (text.startsWith('Drop')) return 8;
  if (/^Move \d+ crew/.test(text)) return 9;
  return 5;
}

const rgb = (n: number): [number, number, number] => [(n >> 16) & 255, (n >> 8) & 255, n & 255];

/** How many pixels of the board, inside a box of board units, are within `tol` of each colour.
 *  The board scrolls inside its area on a phone: the box is scrolled into view, and only what
 *  the page shows of it is read (a page screenshot clipped to the box and the area). */
async function colourCounts(page: Page, box: { x: number; y: number; w: number; h: number }, colours: number[], tol = 40): Promise<number[]> {
  const board = page.getByTestId('rg-board');
  const area = page.locator('.rg-board-area');
  const world = boardSize(100);
  const first = (await board.boundingBox())!;
  const scale = Math.min(first.width / world.width, first.height / world.height);
  await area.evaluate((el, p) => el.scrollTo(p.x, p.y), { x: box.x * scale - 8, y: box.y * scale - 8 });
  const r = (await board.boundingBox())!;
  const a = (await area.boundingBox())!;
  const x0 = Math.max(a.x, r.x + box.x * scale);
  const y0 = Math.max(a.y, r.y + box.y * scale);
  const x1 = Math.min(a.x + a.width, r.x + (box.x + box.w) * scale);
  const y1 = Math.min(a.y + a.height, r.y + (box.y + box.h) * scale);
  expect(x1 - x0, 'the box is on screen').toBeGreaterThan(4);
  expect(y1 - y0, 'the box is on screen').toBeGreaterThan(4);
  const png = await page.screenshot({ clip: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
  return page.evaluate(
    async ({ b64, targets, tol }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const sheet = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      sheet.drawImage(bitmap, 0, 0);
      const d = sheet.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const counts = targets.map(() => 0);
      for (let i = 0; i < d.length; i += 4) {
        targets.forEach(([r, g, b], k) => {
          if (Math.abs(d[i] - r) + Math.abs(d[i + 1] - g) + Math.abs(d[i + 2] - b) <= tol) counts[k]++;
        });
      }
      return counts;
    },
    { b64: png.toString('base64'), targets: colours.map(rgb), tol },
  );
}

const cellBox = (n: number) => {
  const c = segmentCentre(n);
  return { x: c.x - CELL / 2, y: c.y - CELL / 2, w: CELL, h: CELL };
};

async function clickSegment(page: Page, n: number): Promise<void> {
  const board = page.getByTestId('rg-board');
  const rect = (await board.boundingBox())!;
  const world = boardSize(100);
  const scale = Math.min(rect.width / world.width, rect.height / world.height);
  const c = segmentCentre(n);
  await board.click({ position: { x: c.x * scale, y: c.y * scale } });
}

const commandsPlayed = async (page: Page) => Number(await page.getByTestId('rg-game').getAttribute('data-commands'));

async function playToResult(page: Page, seed: number, tag: string): Promise<void> {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  // The new-game screen offers both rulesets; Dark Future's form is the one shown first.
  await expect(page.getByTestId('ng-ruleset-darkFuture')).toBeChecked();
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  await page.getByTestId('ng-ruleset-roadGang').check();
  await expect(page.getByTestId('rg-new-game')).toBeVisible();
  await page.getByTestId('rg-name-1').fill('Ann');
  await page.getByTestId('rg-name-2').fill('Bob');
  await page.getByTestId('rg-seed').fill(String(seed));
  await page.screenshot({ path: `${SHOTS}/road-gang-new-${tag}.png` });
  await page.getByTestId('rg-start').click();

  let reloaded = false;
  let placedByBoard = false;
  let sawCover = 0;
  let undone = false;
  for (let step = 0; step < 400; step++) {
    if (await page.getByTestId('rg-over').isVisible()) break;
    const cover = page.getByTestId('pass-device');
    if (await cover.isVisible()) {
      sawCover++;
      await expect(cover).toContainText(/Pass the device to (Ann|Bob)/);
      await page.getByTestId('pass-show').click();
      continue;
    }
    const screen = page.getByTestId('rg-screen');
    await expect(screen).toBeVisible();
    const pending = await page.getByTestId('rg-game').getAttribute('data-pending');
    if (pending === 'place') {
      // The Fast Gang places on the Start: once by clicking the board, then by the form.
      if (!placedByBoard) {
        placedByBoard = true;
        const before = await commandsPlayed(page);
        await clickSegment(page, 1);
        await expect.poll(() => commandsPlayed(page)).toBe(before + 1);
      } else {
        await page.locator('.rg-place input').fill('1');
        await page.locator('.rg-place button').click();
      }
      continue;
    }
    const buttons = page.locator('.rg-choices button');
    const texts = await buttons.allTextContents();
    expect(texts.length, `a decision (${pending}) offers buttons`).toBeGreaterThan(0);
    // Every offered choice with a die behind it shows its odds.
    for (const t of texts) if (/^(Fire the|Ram |Fight )/.test(t)) expect(t).toMatch(/\d+%/);
    let best = 0;
    texts.forEach((t, i) => {
      if (rank(t) < rank(texts[best])) best = i;
    });
    const n = await commandsPlayed(page);
    await buttons.nth(best).click();
    await expect.poll(() => commandsPlayed(page)).toBe(n + 1);
    if (!undone && pending === 'activate') {
      // Choosing which vehicle goes rolls no dice: Undo takes it back, and the choice is offered again.
      undone = true;
      await page.getByTestId('rg-undo').click();
      await expect.poll(() => commandsPlayed(page)).toBe(n);
      await expect(page.locator('.rg-choices button')).toHaveText(texts);
      await page.locator('.rg-choices button').nth(best).click();
      await expect.poll(() => commandsPlayed(page)).toBe(n + 1);
    }
    if (pending === 'ride') await expect(page.getByTestId('rg-undo'), 'a roll is never taken back').toBeDisabled();
    if (!reloaded && n + 1 >= 20) {
      // Mid-game: a reload resumes the same game from the autosave.
      reloaded = true;
      await page.screenshot({ path: `${SHOTS}/road-gang-mid-${tag}.png` });
      const log = await page.locator('.shell-log [data-testid="log-entry"]').count();
      await page.reload();
      if (await page.getByTestId('pass-device').isVisible()) await page.getByTestId('pass-show').click();
      await expect(page.getByTestId('rg-screen')).toBeVisible();
      expect(await commandsPlayed(page)).toBe(n + 1);
      expect(await page.locator('.shell-log [data-testid="log-entry"]').count()).toBe(log);
      // The board draws the road and both gangs' colours after the reload too.
      const [road, roadAlt, a, b] = await colourCounts(page, { x: 0, y: 0, w: boardSize(100).width, h: boardSize(100).height }, [RG_COLOURS.road, RG_COLOURS.roadAlt, playerColour(0), playerColour(1)], 12);
      expect(road + roadAlt).toBeGreaterThan(1000);
      expect(a).toBeGreaterThan(20);
      expect(b).toBeGreaterThan(20);
    }
  }
  await expect(page.getByTestId('rg-over')).toBeVisible();
  expect(reloaded).toBe(true);
  expect(undone).toBe(true);
  expect(sawCover).toBeGreaterThan(2);
  await expect(page.getByTestId('rg-over')).toContainText(/(Ann|Bob) wins, as the (Slow|Fast) Gang/);
  // Dice were shown as dice in the log (svg faces with pips), not as digits only.
  expect(await page.locator('.shell-log svg.die[data-value]').count()).toBeGreaterThan(10);
  // The Start and the End cells are painted in their own colours.
  const [start] = await colourCounts(page, cellBox(1), [RG_COLOURS.start], 12);
  const [end] = await colourCounts(page, cellBox(100), [RG_COLOURS.end], 12);
  expect(start).toBeGreaterThan(20);
  expect(end).toBeGreaterThan(200);
  await page.screenshot({ path: `${SHOTS}/road-gang-over-${tag}.png` });
  expect(errors).toEqual([]);
}

// About fifty decisions and twenty-five hand-overs, each a click and a redraw of a software-rendered
// canvas: on a quiet machine under a minute, on a shared one more than the default two.
test.describe.configure({ timeout: 480_000 });

test('road gangs: chosen on the new-game screen, clicked through to a result, resumed after a reload', async ({ page }) => {
  await playToResult(page, 206, 'desktop');
});

test('road gangs on a phone: the same game, played by touch-sized buttons to a result @phone', async ({ page }) => {
  await playToResult(page, 206, 'phone');
});
