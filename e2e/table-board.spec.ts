// Issue 9, the board as a table worth playing on: results seen on the board while they play
// (sparks on a ram, skid marks, a roll and a crash off the road, smoke, an explosion), Skip, the
// colour-blind-safe side colours painted on the cars, and sound made only once it is turned on.
import { expect, test, type Page } from '@playwright/test';
import { gotoApp, picture, pixelsAt, SHOTS, waitForBoard } from './helpers';
import { findSave, has, hitShot } from './states';
import { collectProblems, importSave } from './tableChecks';
import { OKABE_ITO } from '../src/render/palette';

type StoreWindow = { __df: { store: { getState: () => Record<string, (...a: unknown[]) => unknown> } } };
const call = (page: Page, fn: string, arg: unknown) => page.evaluate(([f, a]) => void (window as unknown as StoreWindow).__df.store.getState()[f as string](a), [fn, arg] as const);
const seen = (page: Page) => page.evaluate(() => window.__dfBoard?.effectsSeen ?? []);

/** Counts the page's audio contexts and sound nodes (installed before the page's own scripts). */
function audioProbe(): void {
  const w = window as unknown as { __audio: { contexts: number; nodes: number }; AudioContext: typeof AudioContext };
  w.__audio = { contexts: 0, nodes: 0 };
  const Real = w.AudioContext;
  w.AudioContext = class extends Real {
    constructor() {
      super();
      w.__audio.contexts++;
    }
    createOscillator() {
      w.__audio.nodes++;
      return super.createOscillator();
    }
    createBufferSource() {
      w.__audio.nodes++;
      return super.createBufferSource();
    }
  };
}

/** Loads the save up to its last command, then plays that command slowed `pace` times. */
async function playLast(page: Page, save: string, pace: number): Promise<void> {
  const s = JSON.parse(save);
  const last = s.commands.pop();
  await call(page, 'setAnimations', true);
  await call(page, 'setAnimationPace', 1);
  await importSave(page, JSON.stringify(s));
  await waitForBoard(page);
  await call(page, 'setAnimationPace', pace);
  await call(page, 'dispatch', last);
}

/**
 * Each result, at 1280x720. Issue 31 dropped the sparks' and the explosion's second run at 390x844:
 * every effect is drawn by the same code at any size, and what the test asserts (the effect in
 * the board's effectsSeen) does not depend on it; the board's layout on a phone is e2e/table.spec.ts's.
 */
const RESULTS: [string, string, () => string][] = [
  ['ram', 'sparks', () => findSave(has('ram'))],
  ['spin', 'skid', () => findSave(has('spin'))],
  ['roll', 'crash', () => findSave(has('roll'))],
  ['crash', 'smoke', () => findSave(has('crash'))],
  ['explosion', 'explosion', () => findSave(has('explosion'))],
];

test('results seen on the board while they play: sparks on a ram, skid marks, a roll and a crash off the road, smoke, an explosion (1280x720); Skip or Escape ends an animation at once; the colour-blind-safe palette paints the cars and swatches in Okabe-Ito colours; no audio until sound is turned on, then a shot makes its sounds; no console problems', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(audioProbe);
  const problems = collectProblems(page);
  await gotoApp(page, '/');
  for (const [name, effect, save] of RESULTS) {
    await playLast(page, save(), 5);
    await expect.poll(() => seen(page), { timeout: 15_000, intervals: [20] }).toContain(effect);
    await page.waitForTimeout(350);
    await picture(page.getByTestId('board'), `${SHOTS}/table-effect-${name}-1280x720.png`);
    // Skipped if it still plays (a ram's sparks may be over already).
    await page.getByTestId('board-skip').click({ timeout: 1000 }).catch(() => undefined);
    await waitForBoard(page);
  }
  // Skip (or Escape) ends an animation at once and shows the result; the button goes when nothing plays.
  const text = findSave(has('crash'));
  await playLast(page, text, 8);
  const skip = page.getByTestId('board-skip');
  await expect(skip).toBeVisible();
  await skip.click();
  await expect(skip).toHaveCount(0);
  // Eight times slower, the crash would play for several seconds: skipped, the board is still at once.
  await expect.poll(() => page.evaluate(() => !!window.__dfBoard?.animating), { timeout: 1500 }).toBe(false);
  await playLast(page, text, 8);
  await expect(skip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(skip).toHaveCount(0);
  await call(page, 'setAnimationPace', 1);

  // The palette and the sound (sound still off: the results above made no audio either).
  await paletteAndSound(page);
  expect(problems).toEqual([]);
});

const near = (px: number[], c: number) => Math.abs(px[0] - ((c >> 16) & 255)) + Math.abs(px[1] - ((c >> 8) & 255)) + Math.abs(px[2] - (c & 255)) < 60;

/** The colour-blind-safe palette, chosen in the settings, paints the cars and the panel's swatches in Okabe-Ito colours; sound: no audio at all until it is turned on, then a shot makes its sounds (its own test until issue 31). */
async function paletteAndSound(page: Page): Promise<void> {
  await gotoApp(page, '/');
  await call(page, 'setAnimations', false);
  await importSave(page, findSave(has('phaseStart')));
  await waitForBoard(page);
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-palette-okabeIto').check();
  await picture(page, `${SHOTS}/table-settings-palette-1280x720.png`);
  await page.keyboard.press('Escape');
  await waitForBoard(page);
  const colours: Record<string, number> = { car1: OKABE_ITO[0], car2: OKABE_ITO[1] };
  for (const [id, colour] of Object.entries(colours)) {
    const points: { x: number; y: number }[] = [];
    for (const [x, y] of [[0, 0], [0.3, 1.1], [0.3, -1.1], [-2.2, 1.2], [-2.2, -1.2]]) {
      const p = await page.evaluate(([v, lx, ly]) => window.__dfBoard!.vehicleScreenPoint(v as string, lx as number, ly as number), [id, x, y] as const);
      if (p) points.push(p);
    }
    const hits = (await pixelsAt(page, '[data-testid="board"] canvas', points)).filter((px) => near(px, colour)).length;
    expect(hits, `${id} painted ${colour.toString(16)}`).toBeGreaterThanOrEqual(3);
  }
  await expect(page.getByTestId('side-swatch-p1').first()).toHaveAttribute('data-colour', '#e69f00');
  await picture(page.getByTestId('board'), `${SHOTS}/table-okabe-ito-board.png`);

  // Sound: no audio at all until it is turned on; then a shot makes its sounds (with the animations on, as by default).
  await call(page, 'setAnimations', true);
  const audio = () => page.evaluate(() => (window as unknown as { __audio: { contexts: number; nodes: number } }).__audio);
  const s = JSON.parse(findSave(hitShot));
  const fire = s.commands.pop();
  await importSave(page, JSON.stringify(s));
  await waitForBoard(page);
  await page.getByTestId(`fire-${fire.target}`).click();
  await expect(page.getByTestId('recap')).toBeVisible();
  expect(await audio()).toEqual({ contexts: 0, nodes: 0 });

  await importSave(page, JSON.stringify(s));
  await waitForBoard(page);
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-sound').check();
  await page.getByTestId('settings-volume').fill('40');
  await page.keyboard.press('Escape');
  expect((await audio()).contexts).toBe(1);
  await page.getByTestId(`fire-${fire.target}`).click();
  await expect.poll(async () => (await audio()).nodes).toBeGreaterThan(4);
  expect((await audio()).contexts).toBe(1);
}
