// Bikes on the board and in the garage (p64, p80-84): a custom game with two bikes and a car,
// loaded as a save, drawn as bikes with their record sheets (damage 9, levels 6 and 3); the
// garage's bike chassis with only lightweight weapons offered; a dodge previewed (its one-lane
// zone on the canvas) and taken, the bike then drawn leaning (p64).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors, pixelAt, SHOTS, waitForBoard } from './helpers';

const SAVE = {
  schema: 1,
  seed: 3,
  commands: [],
  setup: {
    scenario: 'custom',
    players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }],
    track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }], finish: false },
    vehicles: [
      { id: 'bike1', name: 'Wasp', kind: 'bike', owner: 'a', side: 'lead', driveSkill: 4, lane: 3, t0: 60, speed: 60,
        weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'rag40', mount: 'fairingRight' }, { type: 'lwOil', mount: 'passive' }] },
      { id: 'bike2', name: 'Hornet', kind: 'bike', owner: 'b', side: 'chase', driveSkill: 4, lane: 6, t0: 40, speed: 50,
        weapons: [{ type: 'lwCombatLaser', mount: 'fairingLeft' }] },
      { id: 'car', name: 'Brute', kind: 'renegade', owner: 'b', side: 'chase', driveSkill: 3, lane: 2, t0: 0, speed: 40,
        weapons: [{ type: 'machineGun', mount: 'hood' }] },
    ],
  },
};

test('bikes are drawn as bikes with their record sheets (p64, p28)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.evaluate((save) => localStorage.setItem('dark-future/save', JSON.stringify(save)), SAVE);
  await page.reload();
  await expect(page.getByTestId('pending-banner')).toBeVisible();
  await page.waitForFunction(() => window.__dfBoard?.ready === true && !window.__dfBoard.animating);
  const track = page.getByTestId('damage-track-bike1');
  await expect(track.locator('.damage-box')).toHaveText(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
  await expect(track.locator('.damage-box.level')).toHaveText(['6', '3']);
  await page.screenshot({ path: `${SHOTS}/bikes-board.png` });
  expect(errors).toEqual([]);
});

test('the garage designs a bike with lightweight weapons only (p64, p80-84)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByTestId('ng-scenario-gameFour').click();
  await page.getByTestId('ng-design-now-p1').click();
  await page.getByTestId('chassis-bike').click();
  const offered = await page.getByTestId('mount-fairingLeft-0').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(offered).toEqual(['lwMachineGun', 'lwGrenade20', 'lwCombatLaser', 'rag40']);
  await page.getByTestId('mount-fairingLeft-0').selectOption('lwMachineGun');
  await page.getByTestId('mount-fairingRight-0').selectOption('rag40');
  await page.getByTestId('mount-passive-0').selectOption('lwSmoke');
  await expect(page.getByTestId('design-weight')).toContainText('180 of 250');
  await expect(page.getByTestId('mounts-preview').locator('[data-mount]')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/bikes-garage.png`, fullPage: true });
  expect(errors).toEqual([]);
});

/** A point of the canvas in the bike's own frame (cm: +x its front, +y its right side). */
const at = (page: import('@playwright/test').Page, id: string, x: number, y: number) => page.evaluate(([id, x, y]) => window.__dfBoard!.vehicleScreenPoint(id as string, x as number, y as number), [id, x, y] as const);
const bikeOf = (page: import('@playwright/test').Page, id: string) =>
  page.evaluate((id) => (window as unknown as { __df: { store: { getState: () => { game: { vehicles: { id: string; dodge?: string | null; cell: { t0: number } }[] } } } } }).__df.store.getState().game.vehicles.find((v) => v.id === id)!, id);

for (const size of [{ width: 1280, height: 720, name: 'desktop' }, { width: 390, height: 844, name: 'phone' }]) {
  test(`a dodge is previewed with its one-lane zone and taken (p64), ${size.name}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await page.evaluate((save) => localStorage.setItem('dark-future/save', JSON.stringify(save)), SAVE);
    await page.reload();
    await waitForBoard(page);
    // Wasp (60 mph) moves first; its panel offers a dodge to either side.
    const dodge = page.locator('[data-testid^="action-"][data-kind="dodge"]');
    await expect(dodge).toHaveCount(2);
    await expect(dodge.first()).toContainText('Dodge left');
    const canvas = 'canvas';
    // The pixels read are the canvas's as the page shows it: the action hint laid over the board
    // (on a phone, with the mini-map under the board, it reaches the bike) is turned off here.
    await page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { setHintLevel: (l: string) => void } } } }).__df.store.getState().setHintLevel('off'));
    // The space ahead, where the ghost bike stands: its left lane (the rider's left) and its right
    // lane, each read near the outer edge and ahead of the rider, where neither ghost draws the
    // bike itself (drawVehicles.drawBike: x 2.6 cm from the ghost's centre, 1.6 cm to the side).
    const left = (await at(page, 'bike1', 10.6, -1.6))!;
    const right = (await at(page, 'bike1', 10.6, 1.6))!;
    // The ghost's middle on the left lane: empty beside an upright ghost, the bike when it leans.
    const leanAt = (await at(page, 'bike1', 8, -1))!;
    const straight = page.locator('[data-testid^="action-"][data-kind="none"]').first();
    await straight.hover();
    await waitForBoard(page);
    const both = [await pixelAt(page, canvas, left.x, left.y), await pixelAt(page, canvas, right.x, right.y), await pixelAt(page, canvas, leanAt.x, leanAt.y)];
    await dodge.first().hover();
    await waitForBoard(page);
    const one = [await pixelAt(page, canvas, left.x, left.y), await pixelAt(page, canvas, right.x, right.y), await pixelAt(page, canvas, leanAt.x, leanAt.y)];
    await page.screenshot({ path: `${SHOTS}/bikes-dodge-preview-${size.name}.png` });
    // The dodge's zone covers the left lane as the straight move's does, and leaves the right lane out.
    const diff = (a: number[], b: number[]) => Math.max(...a.map((x, i) => Math.abs(x - b[i])));
    expect(diff(one[0], both[0])).toBeLessThanOrEqual(6);
    expect(diff(one[1], both[1])).toBeGreaterThan(6);
    // The ghost is the bike leaning into the dodge, over the left lane (p64), not a car outline.
    expect(diff(one[2], both[2])).toBeGreaterThan(6);
    // Taken: a click commits on a desktop; a phone taps to select, then confirms.
    await dodge.first().click();
    const confirm = page.getByTestId('confirm-action');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect.poll(async () => (await bikeOf(page, 'bike1')).dodge).toBe('left');
    expect((await bikeOf(page, 'bike1')).cell.t0).toBe(80);
    await waitForBoard(page);
    await page.screenshot({ path: `${SHOTS}/bikes-dodge-taken-${size.name}.png` });
    expect(errors).toEqual([]);
  });
}

// A game where Wasp's engine was disabled and the bike has halted (p69): before turn 3 the decision
// panel asks Ann, in the rule's words, to abandon it or keep it; abandoned, it lies on the road as a
// wreck and the first phase begins.

const DEAD_ENGINE = JSON.parse(readFileSync(new URL('./bike-abandon.json', import.meta.url), 'utf8'));

for (const size of [{ width: 1280, height: 720, name: 'desktop' }, { width: 390, height: 844, name: 'phone' }]) {
  test(`a dead-engined bike's rider is asked before the turn to abandon it or keep it (p69), ${size.name}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await page.evaluate((save) => localStorage.setItem('dark-future/save', JSON.stringify(save)), DEAD_ENGINE);
    await page.reload();
    await waitForBoard(page);
    await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'abandonBike');
    await expect(page.getByTestId('pending-banner')).toContainText('Wasp');
    await expect(page.getByTestId('pending-banner')).toContainText('Ann');
    const keep = page.getByTestId('choice-0');
    const abandon = page.getByTestId('choice-1');
    await expect(keep).toContainText('Keep the bike: push it this turn (5 mph, no shooting) or let it stand (p69)');
    await expect(abandon).toContainText('Abandon the bike');
    await abandon.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/bikes-abandon-asked-${size.name}.png` });
    await abandon.click();
    await expect.poll(async () => (await bikeOf(page, 'wasp') as unknown as { wreck: boolean }).wreck).toBe(true);
    await expect(page.getByTestId('pending-banner')).not.toHaveAttribute('data-kind', 'abandonBike');
    await waitForBoard(page);
    await page.screenshot({ path: `${SHOTS}/bikes-abandon-taken-${size.name}.png` });
    expect(errors).toEqual([]);
  });
}
