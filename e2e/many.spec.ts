// Hot-seat with many (issue 7): a custom game of three players and six vehicles on three sides
// (sim-examples/three-sides.json), loaded through the new-game screen's import, played a few
// decisions through the UI: every decision names its player and vehicle, a player who asked for
// privacy gets the pass-the-device screen first, the record sheets are grouped by side with the
// deciding vehicle in front, and the mini-map shows who is on which section. The page never scrolls.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clickAction, collectErrors, pendingKind, SHOTS, waitForBoard } from './helpers';

const sim = JSON.parse(readFileSync(new URL('../sim-examples/three-sides.json', import.meta.url), 'utf8'));
const SAVE = { schema: 1, setup: sim.setup, seed: sim.seed, commands: [] };
const NAMES: Record<string, string> = { hawk: 'Hawk', kite: 'Kite', razor: 'Razor', fang: 'Fang', drifter: 'Drifter', dust: 'Dust' };
const DRIVER: Record<string, string> = { hawk: 'Ann', kite: 'Ann', razor: 'Bob', fang: 'Bob', drifter: 'Cy', dust: 'Cy' };

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
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('import-file').setInputFiles({ name: 'three-sides.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await waitForBoard(page);
}

/** The vehicle the game waits for, as the page's record sheets mark it. */
async function deciding(page: Page): Promise<string> {
  const id = await page.locator('.record-sheet.active').first().getAttribute('data-testid');
  return (id ?? '').replace('sheet-', '');
}

async function noScroll(page: Page): Promise<void> {
  const { sh, ih, sw, iw } = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth }));
  expect(sh).toBeLessThanOrEqual(ih);
  expect(sw).toBeLessThanOrEqual(iw);
}

test('three players, six vehicles, three sides: decisions name player and vehicle, privacy passes the device', async ({ page }) => {
  const errors = collectErrors(page);
  await importThreeSides(page);

  // The mini-map: nine sections, the three sides with their drivers, Hawk ringed on section 1.
  await expect(page.getByTestId('mini-map').locator('.mini-section')).toHaveCount(9);
  await expect(page.getByTestId('legend-ops')).toContainText('Ops (Ann)');
  await expect(page.getByTestId('legend-gang')).toContainText('Gang (Bob)');
  await expect(page.getByTestId('legend-nomads')).toContainText('Nomads (Cy)');
  await expect(page.getByTestId('mini-section-1').locator('.mini-dot')).toHaveCount(2);
  await expect(page.getByTestId('mini-dot-hawk')).toHaveClass(/deciding/);

  // Record sheets grouped by side, the deciding side first and only the deciding sheet unfolded.
  await expect(page.locator('.side-group')).toHaveCount(3);
  await expect(page.locator('.side-group').first()).toHaveAttribute('data-testid', 'side-group-ops');
  await expect(page.getByTestId('sheet-hawk')).toHaveAttribute('open', '');
  await expect(page.getByTestId('sheet-razor')).not.toHaveAttribute('open', '');
  await expect(page.getByTestId('pending-banner')).toContainText('Ann: declare an action for Hawk');
  await noScroll(page);
  await page.screenshot({ path: `${SHOTS}/many-desktop.png` });

  // Cy asks for privacy: from then on the device is passed to Cy before Cy's decisions.
  await page.getByTestId('players-panel').locator('summary').click();
  await page.getByTestId('privacy-cy').check();

  let passes = 0;
  const seen = new Set<string>();
  for (let i = 0; i < 40 && (passes < 1 || seen.size < 4); i++) {
    if (await page.getByTestId('pass-device').isVisible()) {
      await expect(page.getByTestId('pass-device')).toHaveAttribute('data-mode', 'turn');
      await expect(page.getByTestId('pass-device')).toContainText('Pass the device to Cy');
      if (passes === 0) await page.screenshot({ path: `${SHOTS}/many-pass-device.png` });
      passes++;
      await page.getByTestId('pass-show').click();
      continue;
    }
    const kind = await pendingKind(page);
    if (kind === 'gameOver') break;
    const v = await deciding(page);
    seen.add(v);
    // The banner names the player and the vehicle; the sheet in front is the deciding vehicle's.
    await expect(page.getByTestId('pending-banner')).toContainText(`${DRIVER[v]}: `);
    await expect(page.getByTestId('pending-banner')).toContainText(NAMES[v]);
    await expect(page.locator('.record-sheets .record-sheet').first()).toHaveAttribute('data-testid', `sheet-${v}`);
    if (kind === 'fireOrHold') await page.getByTestId('hold-fire').click();
    else await clickAction(page, ['none', 'accelerate', 'moveOff', 'realign']);
  }
  expect(passes).toBeGreaterThan(0);
  expect(seen.size).toBeGreaterThanOrEqual(4);
  await waitForBoard(page);
  await noScroll(page);
  await page.screenshot({ path: `${SHOTS}/many-desktop-played.png` });
  expect(errors).toEqual([]);
});

test('three sides on a phone: mini-map, side groups, no page scroll @phone', async ({ page }) => {
  const errors = collectErrors(page);
  await importThreeSides(page);
  await expect(page.getByTestId('mini-map')).toBeVisible();
  await expect(page.getByTestId('mini-map').locator('.mini-section')).toHaveCount(9);
  await expect(page.locator('.side-group')).toHaveCount(3);
  await noScroll(page);
  await page.screenshot({ path: `${SHOTS}/many-phone.png` });
  // A decision on the phone: tap selects, Confirm commits.
  await clickAction(page, ['none']);
  if (await page.getByTestId('confirm-action').isVisible()) await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('pending-banner')).not.toContainText('declare an action for Hawk');
  await waitForBoard(page);
  await noScroll(page);
  await page.screenshot({ path: `${SHOTS}/many-phone-played.png` });
  expect(errors).toEqual([]);
});

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
