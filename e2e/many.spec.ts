// Hot-seat with many (issue 7) in Chromium: twelve vehicles of eight players on four sides, loaded
// through the new-game screen's import; the page never scrolls. The three-sides game played with a
// privacy request is tests/playthrough/sessions.test.tsx; its phone layout is e2e/phone.spec.ts.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, picture, SHOTS, waitForBoard } from './helpers';
import { sideTitle } from '../src/engine';

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

/** Each side's name is drawn on the board in its colour, over its vehicles, and reads there (from game-six.spec.ts, issue 31). */
async function sideNamesDrawn(page: Page, labels: string[]): Promise<void> {
  await waitForBoard(page);
  await expect.poll(async () => (await page.evaluate(() => window.__dfBoard!.sideTags.map((t) => t.text))).sort()).toEqual([...labels].sort());
  const tags = await page.evaluate(() => window.__dfBoard!.sideTags);
  const box = (await page.locator('canvas').first().boundingBox())!;
  for (const t of tags) {
    // Some pixels of the tag's box are the side's colour (the letters), read from the screen.
    const png = await page.screenshot({ clip: { x: box.x + t.x - 30, y: box.y + t.y - 7, width: 60, height: 14 } });
    const share = await page.evaluate(
      async ({ b64, fill }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        [c.width, c.height] = [img.width, img.height];
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const d = ctx.getImageData(0, 0, img.width, img.height).data;
        const want = [1, 3, 5].map((k) => parseInt(fill.slice(k, k + 2), 16));
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - want[0]) + Math.abs(d[i + 1] - want[1]) + Math.abs(d[i + 2] - want[2]) < 60) n++;
        return n / (d.length / 4);
      },
      { b64: png.toString('base64'), fill: t.fill },
    );
    expect(share, `${t.text} in ${t.fill}`).toBeGreaterThan(0.05);
  }
}

async function noScroll(page: Page): Promise<void> {
  const { sh, ih, sw, iw } = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth }));
  expect(sh).toBeLessThanOrEqual(ih);
  expect(sw).toBeLessThanOrEqual(iw);
}

test('twelve vehicles of eight players on four sides: one sheet open, the rest folded, nothing scrolls the page; the sides\' names drawn in their colours', async ({ page }) => {
  const errors = collectErrors(page);
  await importThreeSides(page, twelveVehicles());
  await expect(page.locator('.record-sheet')).toHaveCount(12);
  await expect(page.locator('.record-sheet[open]')).toHaveCount(1);
  await expect(page.locator('.side-group')).toHaveCount(4);
  await expect(page.getByTestId('mini-map').locator('.mini-section')).toHaveCount(12);
  await expect(page.getByTestId('mini-map').locator('.mini-dot[data-testid]')).toHaveCount(12);
  await noScroll(page);
  // Each side with a vehicle on the canvas has its name drawn over its vehicles in its colour
  // (issue 7): the game's sides are named by the engine's sideTitle. Game Eight's side names drawn
  // (game-six.spec.ts until issue 31) are the same drawing; its labels are src/render/sideTags.test.ts's.
  const { setup } = twelveVehicles();
  const labels = [...new Set((setup.vehicles as { side: string }[]).map((v) => sideTitle(v.side, setup.scenario as string)))];
  await waitForBoard(page);
  const drawn = await page.evaluate(() => window.__dfBoard!.sideTags.map((t) => t.text));
  expect(drawn.length, 'side names drawn').toBeGreaterThanOrEqual(2);
  for (const t of drawn) expect(labels).toContain(t);
  await sideNamesDrawn(page, drawn);
  await page.getByTestId('side-panel').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await picture(page, `${SHOTS}/many-twelve.png`);
  expect(errors).toEqual([]);
});
