// Issue 29, "a table as good as a commercial port": a shot read at a glance and its result shown
// with the picture (the recap and the turn keep step with the board), the toolbar's rare options
// in one menu with a toast for what was copied, at 1280x720 and on a phone (390x844).
import { expect, test, type Page } from '@playwright/test';
import { SHOTS, waitForBoard } from './helpers';
import { findSave, hitShot } from './states';
import { collectProblems, expectNoPageScroll, importSave } from './tableChecks';

type Df = { __df: { store: { getState: () => { setAnimations: (x: boolean) => void; setAnimationPace: (x: number) => void } } } };

/** The save up to the shot that hits, the animations on at `pace` (slower is larger); the Fire button's test id. */
async function beforeTheHit(page: Page, pace: number): Promise<string> {
  const save = JSON.parse(findSave(hitShot));
  const fire = save.commands.pop();
  await page.goto('/');
  await page.evaluate((p) => {
    const s = (window as unknown as Df).__df.store.getState();
    s.setAnimations(true);
    s.setAnimationPace(p);
  }, pace);
  await importSave(page, JSON.stringify(save));
  await waitForBoard(page);
  return `fire-${fire.target}`;
}

const seen = (page: Page) => page.evaluate(() => window.__dfBoard?.effectsSeen ?? []);

for (const phone of [false, true]) {
  const tag = phone ? '@phone ' : '';
  const size = phone ? '390x844' : '1280x720';
  test(`${tag}a shot: the tracer and flash read at a glance, the damage number clear of the names, the recap line only once the board shows it (${size})`, async ({ page }) => {
    const problems = collectProblems(page);
    // Twenty times slower than play: the tracer flies for 3.3 s, hits at 3.3 s, its number rises at 5 s.
    const fire = await beforeTheHit(page, 20);
    const shotLine = page.locator('[data-testid="recap"] [data-type="shot"]');
    const damageLine = page.locator('[data-testid="recap"] [data-type="damage"]');
    await page.getByTestId(fire).click();
    const t0 = Date.now();
    const at = (ms: number) => page.waitForTimeout(Math.max(0, ms - (Date.now() - t0)));
    // The tracer is flying: the recap has no verdict yet.
    await expect.poll(() => seen(page), { timeout: 3000, intervals: [10] }).toContain('hit');
    expect(await shotLine.count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/finish-tracer-${size}.png` });
    expect(Date.now() - t0, 'the tracer was photographed in flight').toBeLessThan(3300);
    // The flash: the verdict is in the recap now, the damage not yet.
    await at(4000);
    await expect(shotLine).toContainText('HIT');
    expect(await damageLine.count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/finish-flash-${size}.png` });
    // The damage number rising, clear of the car's name; the damage in the recap with it.
    await at(6500);
    await expect(damageLine).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/finish-damage-${size}.png` });
    await waitForBoard(page);

    // Escape (Skip) shows everything at once.
    await page.getByTestId(await beforeTheHit(page, 20)).click();
    await expect.poll(() => seen(page), { timeout: 3000, intervals: [10] }).toContain('hit');
    expect(await damageLine.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(damageLine).toHaveCount(1, { timeout: 500 });
    await expect(shotLine).toContainText('HIT');
    await expectNoPageScroll(page);
    expect(problems).toEqual([]);
  });
}
