// Learn to play (issue 10) in Chromium: a script that only follows the screen — it reads the lesson
// card and uses the highlighted control (a select is set to the value the highlight names) — with a
// screenshot of each step whose board pointer is drawn, on desktop and on a phone. Every lesson is played to its end the same
// way in happy-dom (tests/playthrough/tutorial.test.tsx, issue 31); here the first steps and the
// last ones, for the board's pointer, the fold and the end screen.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, picture, pixelAt, SHOTS } from './helpers';
import { whiteOnBoard, whiteProbeSeen } from './tableChecks';
import { expectTagsClear } from './lessonTags';
import { GAME_ONE_LESSON as gameOneLesson } from '../src/store/tutorial/gameOneLesson';

interface Seen {
  steps: string[];
  texts: string[];
  /** Steps whose board pointer was seen drawn: the canvas is yellow on its arrow. */
  pointers: string[];
  /** The record sheet, die and log callouts seen, by label. */
  callouts: string[];
  /** The lesson card's tallest height seen (CSS px): the white block was seen with a tall card. */
  tallest: number;
  /** The callout tags seen ("The board", "Your decision"...), each checked clear of every heading, button and the lesson's words. */
  tags: string[];
}

/** The lesson card names a board target: the board's hook rings the same one, and where the arrow is on screen and not covered, its pixels are the pointer's yellow. */
async function checkPointer(page: Page, step: string): Promise<boolean> {
  const card = page.getByTestId('lesson-board');
  if ((await card.count()) === 0) return false;
  const name = await card.getAttribute('data-target');
  await expect.poll(() => page.evaluate(() => window.__dfBoard?.pointer?.name ?? null), { message: `${step}: the board rings ${name}` }).toBe(name);
  const at = await page.evaluate(() => {
    const p = window.__dfBoard?.pointer;
    const c = document.querySelector('[data-testid="board"] canvas');
    if (!p || !c) return null;
    const r = c.getBoundingClientRect();
    // The arrow's shaft, 25 px from its tip (above it, or below when the arrow points up).
    const x = p.tip.x, y = p.tip.y + (p.up ? 25 : -25);
    if (x < 2 || y < 2 || x > r.width - 2 || y > r.height - 2) return null;
    return document.elementFromPoint(r.left + x, r.top + y) === c ? { x, y } : null;
  });
  if (!at) return false;
  // A DOM overlay that lets clicks through (the action hint) can still cover it: counted, not failed.
  const [r, g, b] = await pixelAt(page, '[data-testid="board"] canvas', at.x, at.y);
  return r > 200 && g > 150 && b < 110;
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const b = (window as unknown as { __dfBoard?: { ready: boolean; animating: boolean } }).__dfBoard;
    return !b || !b.animating;
  });
}

/** Follows the lesson card until it closes or `steps` steps were seen: uses the highlighted control. */
async function follow(page: Page, prefix: string, seen: Seen = { steps: [], texts: [], pointers: [], callouts: [], tallest: 0, tags: [] }, steps = Infinity, max = 120): Promise<Seen> {
  const panel = page.getByTestId('lesson-panel');
  const covers = new Set<string>();
  const first = seen.steps.length;
  for (let i = 0; i < max; i++) {
    if ((await panel.count()) === 0) return seen;
    const step = `${await panel.getAttribute('data-step')}${(await panel.getAttribute('data-done')) === 'true' ? '-result' : ''}`;
    const text = await page.getByTestId('lesson-text').innerText();
    expect(text.length, `${step} has words`).toBeGreaterThan(10);
    if (seen.steps[seen.steps.length - 1] !== step) {
      if (seen.steps.length - first >= steps) return seen;
      seen.steps.push(step);
      seen.texts.push(text);
      await settle(page);
      // No white block on the board (issue 29), whatever the card's height.
      seen.tallest = Math.max(seen.tallest, (await panel.boundingBox())?.height ?? 0);
      const white = await whiteOnBoard(page);
      if (white.cells >= 64) await page.screenshot({ path: `${SHOTS}/tutorial-${prefix}-white-${step}.png` });
      // 64 cells: a 64 x 64 px white area, far less than the block once seen (392 x 280 px, about 1700 cells).
      expect(white.cells, `${step}: white area at ${white.box.join(',')}`).toBeLessThan(64);
      for (const label of await page.locator('.tutorial-callout').evaluateAll((es) => es.map((e) => e.getAttribute('data-tutorial-label') ?? ''))) seen.callouts.push(label);
      seen.tags.push(...(await expectTagsClear(page, step)));
      // A screenshot of each step whose pointer is drawn (software-rendered screenshots are slow).
      if (await checkPointer(page, step)) {
        seen.pointers.push(step);
        await picture(page, `${SHOTS}/tutorial-${prefix}-${String(seen.steps.length).padStart(2, '0')}-${step}.png`);
      }
    }
    // The pass-the-device cover is modal, over the lesson card: it carries the step's words itself.
    if (await page.getByTestId('pass-device').isVisible()) {
      await expect(page.getByTestId('pass-note')).toContainText(text.slice(0, 30));
      if (!covers.has(step)) {
        covers.add(step);
        await picture(page, `${SHOTS}/tutorial-${prefix}-${String(seen.steps.length).padStart(2, '0')}-${step}-cover.png`);
      }
    }
    // The highlighted controls, in the order the card names them (a select first, then its button).
    const target = page.locator('.tutorial-target');
    await expect(target.first()).toBeVisible();
    const n = await target.count();
    let acted = false;
    for (let k = 0; k < n; k++) {
      const el = target.nth(k);
      const tag = await el.evaluate((e) => e.tagName.toLowerCase());
      const value = await el.getAttribute('data-tutorial-value');
      if (tag === 'select' && value !== null) {
        if ((await el.inputValue()) !== value) await el.selectOption(value);
        continue;
      }
      if (tag === 'input' || tag === 'select') continue;
      await el.scrollIntoViewIfNeeded();
      await el.click();
      acted = true;
      break;
    }
    expect(acted, `${step}: a highlighted control to use`).toBe(true);
  }
  throw new Error('the lesson did not end');
}

async function openLearn(page: Page, shot?: string): Promise<void> {
  await freshApp(page);
  await expect(page.getByTestId('learn-to-play')).toBeVisible();
  if (shot) {
    await page.getByTestId('learn-to-play').scrollIntoViewIfNeeded();
    await picture(page, `${SHOTS}/tutorial-${shot}-start-screen.png`);
  }
}

/** The guided first game's step the browser jumps to once a few steps were followed: the ram that ends it. */
const RAM_STEP = gameOneLesson.steps.findIndex((x) => x.id === 'you-ram');

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : '';
  const whole = device === 'phone';

  // The whole lesson is followed from the screen to its end in happy-dom
  // (tests/playthrough/tutorial.test.tsx); Chromium checks what only it shows: the banner above the
  // fold, the board's pointer drawn, the card's tags and the board clear of white at each step
  // followed, and (on the phone) the last steps and the end screen. Issue 31: on the desktop only
  // the first steps (the card's tallest among them); the end screen is the same at any size.
  test(`"Learn to play" above the fold; the guided first game followed from the screen, its pointer drawn${whole ? ', to its end' : ', its first steps; a lesson remembers its place: quit, then resume at the same step, the game save untouched'} (${device})${tag}`, async ({ page }) => {
    // The phone's run, to the end, ran out of 180 s at load 33-36 (issue 31).
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await freshApp(page);
    const start = page.getByTestId('learn-banner-start');
    // Wholly inside the first screenful, with the page not scrolled.
    await expect(start).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await picture(page, `${SHOTS}/tutorial-${device}-above-the-fold.png`);
    await page.getByTestId('learn-banner-list').click();
    await expect(page.getByTestId('learn-gameOne')).toBeInViewport();
    await start.click();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', 'welcome');
    // The white-block measure sees such a block when one is laid over the board.
    await page.waitForFunction(() => !!window.__dfBoard?.ready);
    expect(await whiteProbeSeen(page)).toBeGreaterThan(device === 'phone' ? 600 : 1500);
    // The first steps, from the roll for the lead to the speed factor, by following the screen.
    const seen = await follow(page, `${device}-gameOne`, undefined, 8);
    expect(seen.steps).toContain('speed-factor');
    if (whole) {
      // Then on to the ram that ends the game (the lesson's own store action, as a resume would), and followed to the end.
      await page.evaluate((step) => (window as unknown as { __df: { store: { getState: () => { startLesson: (id: string, from: number) => boolean } } } }).__df.store.getState().startLesson('gameOne', step), RAM_STEP);
      await follow(page, `${device}-gameOne`, seen);
      // The game it played reached its end: the chase car stopped the lead (p87).
      expect(seen.steps).toContain('you-ram-result');
      expect(seen.texts.join(' ')).toMatch(/chase car wins/);
      expect(seen.steps[seen.steps.length - 1]).toBe('the-end');
    }
    // Callouts point at the board (a drawn pointer), the record sheet, the die and the log.
    expect(seen.pointers.length, `pointers seen drawn: ${seen.pointers.join(', ')}`).toBeGreaterThanOrEqual(2);
    for (const label of ['Phasing die', 'The board']) expect(seen.callouts, label).toContain(label);
    // The tags were measured clear of the words at every step (issue 29), these among them.
    expect(seen.tags).toEqual(expect.arrayContaining(['The board', 'Your decision']));
    // The card reached its tallest (40% of a wide screen's height, a third of a phone's) on the way.
    expect(seen.tallest).toBeGreaterThan(device === 'phone' ? 270 : 280);
    if (whole) {
      await expect(page.getByTestId('learn-to-play')).toBeVisible();
      await expect(page.getByTestId('learn-gameOne-finished')).toBeVisible();
      await picture(page, `${SHOTS}/tutorial-${device}-finished.png`);
    } else {
      // A lesson remembers its place: quit, then resume at the same step; the game save is untouched.
      await remembersItsPlace(page);
    }
    expect(errors).toEqual([]);
  });
}

/** A lesson remembers its place: quit, then resume at the same step; the game save is untouched (its own test until issue 31). */
async function remembersItsPlace(page: Page): Promise<void> {
  await openLearn(page);
  await page.getByTestId('learn-gameOne').click();
  await page.getByTestId('lesson-next').click();
  await page.getByTestId('roll-for-lead').click();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText(/Step 3 of/);
  // Another choice is explained with the engine's verdict and not played.
  await page.getByTestId('lesson-try-0').click();
  await expect(page.getByTestId('lesson-note')).toContainText('not legal');
  // A reload resumes the lesson where it was.
  await page.reload();
  await expect(page.getByTestId('lesson-progress')).toHaveText(/Step 3 of/);
  expect(await page.evaluate(() => localStorage.getItem('dark-future/save'))).toBeNull();
  await page.getByTestId('lesson-quit').click();
  await expect(page.getByTestId('learn-gameOne')).toHaveText(/Resume at step 3/);
  await page.getByTestId('learn-gameOne').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText(/Step 3 of/);
}
