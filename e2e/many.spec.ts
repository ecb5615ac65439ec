// Hot-seat with many (issue 7) in Chromium: twelve vehicles of eight players on four sides, loaded
// through the new-game screen's import; the page never scrolls. The three-sides game played with a
// privacy request is tests/playthrough/sessions.test.tsx; its phone layout is e2e/phone.spec.ts.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, SHOTS, waitForBoard } from './helpers';

const sim = JSON.parse(readFileSync(new URL('../sim-examples/three-sides.json', import.meta.url), 'utf8'));
const SAVE = { schema: 1, setup: sim.setup, seed: sim.seed, commands: [] };

/** Eight players on four sides driving twelve vehicles over twelve straights: the three-side game twice over, moved along. */
function twelveVehicles() {
  const players = Array.from({ length: 8 }, (_, i) => ({ id: `q${i + 1}`, name: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn', 'Gus', 'Hal'][i] }));
  const sides = ['ops', 'gang', 'nomads', 'rebels'];
  const base = sim.setup.vehicles as { id: string; name: string; t0: number }[];
  const vehicles = [...base, ...base].map((v, i) => ({
    ...v,
    id: `${v.id}${i}`,
    name: `${v.name} ${i + 1}`,
    owner: players[i % 8].id,
    side: sides[Math.floor(i / 3)],
    t0: v.t0 + (i >= 6 ? 360 : 0),
  }));
  return { schema: 1, seed: 2, commands: [], setup: { ...sim.setup, players, vehicles, track: { sections: Array.from({ length: 12 }, () => ({ kind: 'straight' })), finish: false } } };
}

async function importThreeSides(page: Page, save: object = SAVE): Promise<void> {
  await freshApp(page);
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('import-file').setInputFiles({ name: 'three-sides.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await waitForBoard(page);
}

async function noScroll(page: Page): Promise<void> {
  const { sh, ih, sw, iw } = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth }));
  expect(sh).toBeLessThanOrEqual(ih);
  expect(sw).toBeLessThanOrEqual(iw);
}

test('twelve vehicles of eight players on four sides: one sheet open, the rest folded, nothing scrolls the page', async ({ page }) => {
  const errors = collectErrors(page);
  await importThreeSides(page, twelveVehicles());
  await expect(page.locator('.record-sheet')).toHaveCount(12);
  await expect(page.locator('.record-sheet[open]')).toHaveCount(1);
  await expect(page.locator('.side-group')).toHaveCount(4);
  await expect(page.getByTestId('mini-map').locator('.mini-section')).toHaveCount(12);
  await expect(page.getByTestId('mini-map').locator('.mini-dot[data-testid]')).toHaveCount(12);
  await noScroll(page);
  await page.getByTestId('side-panel').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.screenshot({ path: `${SHOTS}/many-twelve.png` });
  expect(errors).toEqual([]);
});
