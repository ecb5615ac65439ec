// The road-gang game in the browser (issue 14), shared by e2e/road-gang.spec.ts (1280x720) and
// e2e/phone.spec.ts (390x844, issue 31's sixth trim): its board's pixels read (the road strip, both
// gangs, the Start and the End, zoom), a place and a vehicle chosen by clicking the board, undo, a
// reload mid-game resuming the same game. The game played to a result by its buttons (odds on each,
// the device passed, the Slow Gang chosen) is tests/playthrough/roadGang.test.tsx (issue 31).
import { expect, type Page } from '@playwright/test';
import { collectErrors, freshApp, picture, SHOTS } from './helpers';
import { rank } from '../tests/support/roadGangRank';
import { newRoadGang, rgApply, rgLegalCommands } from '../src/engine/roadGang';
import { roadLayout, type RoadLayout } from '../src/games/roadGang/board/layout';
import { RG_COLOURS, playerColour } from '../src/games/roadGang/board/colours';
import type { RgBoardHook } from '../src/games/roadGang/board/RoadGangBoard';

const rgb = (n: number | string): [number, number, number] => {
  const v = typeof n === 'string' ? parseInt(n.slice(1), 16) : n;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** The board's layout, from the same pure function and the same inputs the board used. */
async function boardLayout(page: Page): Promise<RoadLayout> {
  const [w, h, zoom] = (await page.getByTestId('rg-board').getAttribute('data-layout'))!.split(',').map(Number);
  const l = roadLayout(w, h, 100, zoom);
  const box = (await page.getByTestId('rg-board').boundingBox())!;
  expect(Math.abs(box.width - l.width), 'the canvas is the layout\'s width').toBeLessThan(2);
  expect(Math.abs(box.height - l.height), 'the canvas is the layout\'s height').toBeLessThan(2);
  return l;
}

type Box = { x: number; y: number; w: number; h: number };

/** How many pixels of the board, inside a box of board pixels, are within `tol` of each colour.
 *  The board scrolls inside its area on a phone: the box is scrolled into view, and only what
 *  the page shows of it is read (a page screenshot clipped to the box and the area). */
async function colourCounts(page: Page, box: Box, colours: (number | string)[], tol = 40): Promise<number[]> {
  const board = page.getByTestId('rg-board');
  const area = page.locator('.rg-board-area');
  // Centred in the area, clear of the zoom buttons kept at its top.
  await area.evaluate((el, b) => el.scrollTo(0, b.y + b.h / 2 - el.clientHeight / 2), box);
  const r = (await board.boundingBox())!;
  const a = (await area.boundingBox())!;
  const x0 = Math.max(a.x, r.x + box.x);
  const y0 = Math.max(a.y, r.y + box.y);
  const x1 = Math.min(a.x + a.width, r.x + box.x + box.w);
  const y1 = Math.min(a.y + a.height, r.y + box.y + box.h);
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

/** A box of half the road's width around a segment's centre. */
const tileBox = (l: RoadLayout, n: number): Box => {
  const c = l.tiles[n - 1].centre;
  return { x: c.x - l.road / 4, y: c.y - l.road / 4, w: l.road / 2, h: l.road / 2 };
};

/**
 * The road is drawn as the winding strip the layout says: along it, segment by segment (every
 * thirteenth, so straights and turns both come up), the middle of each tile is road-coloured in its
 * own shade (odd and even segments alternate, so a tile drawn one place off fails), and the verge
 * between two runs of road is not road. `busy` segments (vehicles, counters) are left out.
 */
async function checkStrip(page: Page, busy: Set<number>): Promise<void> {
  const l = await boardLayout(page);
  let checked = 0;
  for (let n = 3; n < 100; n += 13) {
    if (busy.has(n)) continue;
    const [own, other] = await colourCounts(page, tileBox(l, n), n % 2 ? [RG_COLOURS.road, RG_COLOURS.roadAlt] : [RG_COLOURS.roadAlt, RG_COLOURS.road], 6);
    expect(own, `segment ${n} is painted in its shade of road`).toBeGreaterThan(0.5 * (l.road / 2) ** 2);
    expect(other, `segment ${n} is not painted in its neighbours' shade`).toBeLessThan(own / 4);
    checked++;
  }
  expect(checked).toBeGreaterThan(4);
  // Between the first two runs, under the Start: the verge, no road.
  const t = l.tiles[0].centre;
  const [verge, road] = await colourCounts(page, { x: t.x - 10, y: t.y + l.road * 0.62, w: 20, h: l.road * 0.26 }, [RG_COLOURS.verge, RG_COLOURS.road], 6);
  expect(verge).toBeGreaterThan(50);
  expect(road).toBe(0);
}

async function hook(page: Page): Promise<RgBoardHook> {
  return page.evaluate(() => (globalThis as unknown as { __rgBoard: RgBoardHook }).__rgBoard);
}

async function clickBoard(page: Page, x: number, y: number): Promise<void> {
  const area = page.locator('.rg-board-area');
  await area.evaluate((el, p) => el.scrollTo(0, p.y - el.clientHeight / 2), { y });
  await page.getByTestId('rg-board').click({ position: { x, y } });
}

async function clickSegment(page: Page, n: number): Promise<void> {
  const l = await boardLayout(page);
  // Towards the road's right edge, clear of the vehicles stacked in its middle.
  const t = l.tiles[n - 1];
  const d = l.road * 0.42;
  await clickBoard(page, t.centre.x - Math.sin(t.angle) * d, t.centre.y + Math.cos(t.angle) * d);
}

const commandsPlayed = async (page: Page) => Number(await page.getByTestId('rg-game').getAttribute('data-commands'));

/**
 * The game's first dozen-odd decisions in the browser: placed once by clicking the board, the first
 * vehicle chosen by tapping it, a choice undone, a reload mid-game; then the autosave is played on to
 * the end with the engine (the whole game by its buttons is tests/playthrough/roadGang.test.tsx) and
 * the finished game's board is read after a reload.
 */
/**
 * The game from its form to its finished board. On a phone (`whole` false) only what the phone
 * shows differently: the taps on the board and the buttons at its size, then the finished board
 * scrolled in its area; the reload mid-game and the zoom, which a phone does as a desktop does,
 * are the desktop run's (issue 31: the phone's copy of the whole run took 33 s of browser time).
 */
export async function playAndFinish(page: Page, seed: number, tag: string, whole: boolean): Promise<void> {
  const errors = collectErrors(page);
  await freshApp(page);
  await page.getByTestId('ng-ruleset-roadGang').check();
  await expect(page.getByTestId('rg-new-game')).toBeVisible();
  // The form fits the screen (a long option once pushed it past a phone's edge).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('rg-name-1').fill('Ann');
  await page.getByTestId('rg-name-2').fill('Bob');
  await page.getByTestId('rg-seed').fill(String(seed));
  await picture(page, `${SHOTS}/road-gang-new-${tag}.png`);
  await page.getByTestId('rg-start').click();

  let reloaded = false;
  let placedByBoard = false;
  let undone = false;
  for (let step = 0; step < 120 && !reloaded && (whole || !undone); step++) {
    // No pass-the-device cover between the gangs: nothing this game asks is private (issue 29).
    await expect(page.getByTestId('pass-device')).toHaveCount(0);
    const screen = page.getByTestId('rg-screen');
    await expect(screen).toBeVisible();
    const pending = await page.getByTestId('rg-game').getAttribute('data-pending');
    if (pending === 'place') {
      // The Fast Gang places on the Start: once by clicking the board, then by the form.
      if (!placedByBoard) {
        placedByBoard = true;
        // Before anything moves: the strip is drawn, the Slow Gang stacked on the Start with its count.
        // On a phone the strip is read once, on the finished board (issue 31: a phone's screenshots
        // are 2.6 times as wide and tall, and the strip is drawn by the same code before and after).
        if (whole) await checkStrip(page, new Set([1]));
        await page.locator('.rg-board-area').evaluate((el) => el.scrollTo(0, 0));
        await picture(page, `${SHOTS}/road-gang-start-${tag}.png`);
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
    let best = 0;
    texts.forEach((t, i) => {
      if (rank(t) < rank(texts[best])) best = i;
    });
    const n = await commandsPlayed(page);
    const pick = texts[best].match(/^(.*) takes its turn/);
    if (!undone && pending === 'activate' && pick) {
      // The first vehicle to go is chosen by tapping it on the board.
      const tok = (await hook(page)).tokens.find((t) => t.name === pick[1]);
      expect(tok, `${pick[1]} is drawn on the board`).toBeTruthy();
      await clickBoard(page, tok!.x, tok!.y);
      await expect(page.locator('.rg-card-deciding')).toContainText(pick[1]);
      // Each stat heading of the vehicle cards fits its column (issue 29: at 1280x720 "Armor" ran into "Size").
      const spilt = await page.locator('.rg-stats dt').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
      expect(spilt, 'stat headings wider than their column').toEqual([]);
    } else {
      await buttons.nth(best).click();
    }
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
    if (whole && !reloaded && undone && n + 1 >= 12) {
      // Mid-game: a reload resumes the same game from the autosave.
      reloaded = true;
      await picture(page, `${SHOTS}/road-gang-mid-${tag}.png`);
      const log = await page.locator('.shell-log [data-testid="log-entry"]').count();
      await page.reload();
      // The game's screen loads after the start of the page (App.tsx): wait for it, or for the cover over it.
      await expect(page.getByTestId('pass-device').or(page.getByTestId('rg-screen')).first()).toBeVisible();
      if (await page.getByTestId('pass-device').isVisible()) await page.getByTestId('pass-show').click();
      await expect(page.getByTestId('rg-screen')).toBeVisible();
      expect(await commandsPlayed(page)).toBe(n + 1);
      expect(await page.locator('.shell-log [data-testid="log-entry"]').count()).toBe(log);
      // The board draws the road and both gangs' colours after the reload too.
      const l = await boardLayout(page);
      const shown = await page.locator('.rg-board-area').evaluate((el) => el.clientHeight);
      const [road, roadAlt, a, b] = await colourCounts(page, { x: 0, y: 0, w: l.width, h: Math.min(l.height, shown) }, [RG_COLOURS.road, RG_COLOURS.roadAlt, playerColour(0), playerColour(1)], 12);
      expect(road + roadAlt).toBeGreaterThan(1000);
      expect(a).toBeGreaterThan(20);
      expect(b).toBeGreaterThan(20);
    }
  }
  expect(reloaded).toBe(whole);
  expect(undone).toBe(true);
  expect(placedByBoard).toBe(true);

  // The autosave played on to the end by the engine (its first offered command each time), then reloaded.
  // The autosave's key, whichever holds the road-gang game (the session's own, or one slot for every game).
  const [key, text] = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      const v = localStorage.getItem(k) ?? '';
      if (/"ruleset":"roadGang"/.test(v) && /"commands":\[/.test(v)) return [k, v];
    }
    return ['', ''];
  });
  expect(key, 'the autosave of the road-gang game').not.toBe('');
  const saved = JSON.parse(text) as { setup: Record<string, unknown>; seed: number; commands: unknown[] };
  const g = newRoadGang(saved.setup, saved.seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  for (const c of saved.commands) {
    const r = rgApply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  for (let k = 0; k < 5000 && s.flow.kind !== 'over'; k++) {
    const c = rgLegalCommands(s)[0];
    const r = rgApply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    saved.commands.push(c);
    s = r.value.state;
  }
  expect(s.flow.kind).toBe('over');
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [key, JSON.stringify(saved)] as const);
  await page.reload();
  await expect(page.getByTestId('rg-over')).toBeVisible();
  await expect(page.getByTestId('rg-over')).toContainText(/(Ann|Bob) wins, as the (Slow|Fast) Gang/);
  // The Start and the End segments are painted in their own colours, the strip still drawn.
  const l = await boardLayout(page);
  const [start] = await colourCounts(page, tileBox(l, 1), [RG_COLOURS.start], 12);
  const [end] = await colourCounts(page, tileBox(l, 100), [RG_COLOURS.end], 12);
  expect(start).toBeGreaterThan(20);
  expect(end).toBeGreaterThan(20);
  await checkStrip(page, new Set((await hook(page)).tokens.map((t) => t.segment)));
  await page.locator('.rg-board-area').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await picture(page, `${SHOTS}/road-gang-over-${tag}.png`);
  if (!whole) {
    expect(errors).toEqual([]);
    return;
  }
  // Zoomed in, the road is wider and the board longer (scrolling down); zoomed out again, as it was.
  await page.getByTestId('rg-zoom-in').click();
  await expect.poll(async () => (await boardLayout(page)).road).toBeGreaterThan(l.road * 1.4);
  await page.locator('.rg-board-area').evaluate((el) => el.scrollTo(0, 0));
  await picture(page, `${SHOTS}/road-gang-zoomed-${tag}.png`);
  await checkStrip(page, new Set((await hook(page)).tokens.map((t) => t.segment)));
  await page.getByTestId('rg-zoom-out').click();
  await expect.poll(async () => (await boardLayout(page)).road).toBe(l.road);
  expect(errors).toEqual([]);
}
