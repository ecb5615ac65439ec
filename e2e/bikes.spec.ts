// Bikes on the board (p64): a custom game with two bikes and a car, loaded as a save, drawn as bikes
// with their record sheets (damage 9, levels 6 and 3); a dodge previewed (its one-lane zone on the
// canvas) and taken, the bike then drawn leaning (p64). The garage's bike chassis is
// src/ui/Garage.test.tsx; a dead-engined bike's question is tests/playthrough/sessions.test.tsx.
import { expect, test } from '@playwright/test';
import { collectErrors, gotoApp, pixelsAt, SHOTS, waitForBoard } from './helpers';

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

/** A point of the canvas in the bike's own frame (cm: +x its front, +y its right side). */
const at = (page: import('@playwright/test').Page, id: string, x: number, y: number) => page.evaluate(([id, x, y]) => window.__dfBoard!.vehicleScreenPoint(id as string, x as number, y as number), [id, x, y] as const);
const bikeOf = (page: import('@playwright/test').Page, id: string) =>
  page.evaluate((id) => (window as unknown as { __df: { store: { getState: () => { game: { vehicles: { id: string; dodge?: string | null; cell: { t0: number } }[] } } } } }).__df.store.getState().game.vehicles.find((v) => v.id === id)!, id);

for (const size of [{ width: 1280, height: 720, name: 'desktop' }]) {
  test(`bikes drawn as bikes with their record sheets (p64, p28); a dodge is previewed with its one-lane zone and taken (p64), ${size.name}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await gotoApp(page, '/');
    await page.evaluate((save) => localStorage.setItem('dark-future/save', JSON.stringify(save)), SAVE);
    await page.reload();
    await expect(page.getByTestId('pending-banner')).toBeVisible();
    await waitForBoard(page);
    // The bike's record sheet: damage track 9 with levels at 6 and 3.
    const track = page.getByTestId('damage-track-bike1');
    await expect(track.locator('.damage-box')).toHaveText(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    await expect(track.locator('.damage-box.level')).toHaveText(['6', '3']);
    await page.screenshot({ path: `${SHOTS}/bikes-board.png` });
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
    const both = await pixelsAt(page, canvas, [left, right, leanAt]);
    await dodge.first().hover();
    await waitForBoard(page);
    const one = await pixelsAt(page, canvas, [left, right, leanAt]);
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

