// Three small checks at 1280x720 in one page (issue 31 merged bikes.spec.ts, own-side.spec.ts and
// secrets.spec.ts, each of which opened the app for a few decisions):
// - Bikes on the board (p64): a custom game with two bikes and a car, loaded as a save, drawn as
//   bikes with their record sheets (damage 9, levels 6 and 3); a dodge previewed (its one-lane zone
//   on the canvas) and taken, the bike then drawn leaning (p64). The garage's bike chassis is
//   src/ui/Garage.test.tsx; a dead-engined bike's question is tests/playthrough/sessions.test.tsx.
// - A shot at the player's own side (issue 29): the button says "your own side", the board draws
//   the corridor and ruler in the own-side colour with "your side", and the shot (clicked or by its
//   number key) asks a second time before anything happens; a ram into a teammate asks too. The
//   phone's button is in e2e/phone.spec.ts.
// - Secret record sheets (p11) and the pass-the-device screen: another player's sheet shows speed,
//   speed factor and the model; its driver sees the whole sheet after taking the device.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, gotoApp, picture, pixelsAt, SHOTS, waitForBoard } from './helpers';
import { importSave } from './tableChecks';
import { OWN_SIDE_SAVE } from './states';

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
const at = (page: Page, id: string, x: number, y: number) => page.evaluate(([id, x, y]) => window.__dfBoard!.vehicleScreenPoint(id as string, x as number, y as number), [id, x, y] as const);
const bikeOf = (page: Page, id: string) =>
  page.evaluate((id) => (window as unknown as { __df: { store: { getState: () => { game: { vehicles: { id: string; dodge?: string | null; cell: { t0: number } }[] } } } } }).__df.store.getState().game.vehicles.find((v) => v.id === id)!, id);

const commands = (page: Page) => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { commands: unknown[] } } } }).__df.store.getState().commands.length);

/** Bikes drawn as bikes with their record sheets (p64, p28); a dodge previewed with its one-lane zone and taken (p64). */
async function bikes(page: Page): Promise<void> {
  await gotoApp(page, '/');
  await page.evaluate((save) => localStorage.setItem('dark-future/save', JSON.stringify(save)), SAVE);
  await page.reload();
  await expect(page.getByTestId('pending-banner')).toBeVisible();
  await waitForBoard(page);
  // The bike's record sheet: damage track 9 with levels at 6 and 3.
  const track = page.getByTestId('damage-track-bike1');
  await expect(track.locator('.damage-box')).toHaveText(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
  await expect(track.locator('.damage-box.level')).toHaveText(['6', '3']);
  await picture(page, `${SHOTS}/bikes-board.png`);
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
  await picture(page, `${SHOTS}/bikes-dodge-preview-desktop.png`);
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
  await picture(page, `${SHOTS}/bikes-dodge-taken-desktop.png`);
}

/** A shot at the own side says so on the button and the board, and asks twice (click or number key); a ram into a teammate asks twice. */
async function ownSide(page: Page): Promise<void> {
  await gotoApp(page, '/');
  await importSave(page, OWN_SIDE_SAVE);
  await waitForBoard(page);
  const shoot = page.locator('button[data-kind="shoot"]');
  await expect(shoot).toContainText('Firebug (your own side)');
  await expect(shoot.getByTestId('own-side-tag')).toHaveText('⚠ your own side');
  await shoot.hover();
  await waitForBoard(page);
  await picture(page, `${SHOTS}/own-side-shot.png`);

  const before = await commands(page);
  await shoot.click();
  const dialog = page.getByTestId('own-side-confirm');
  await expect(dialog).toContainText('Firebug is on your own side');
  await expect(page.getByTestId('own-side-no')).toBeFocused();
  await picture(page, `${SHOTS}/own-side-confirm.png`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await commands(page)).toBe(before);

  // The number key of Shoot (6) is the same click: it asks too.
  await page.getByTestId('decision-heading').focus();
  await page.keyboard.press('6');
  await expect(dialog).toBeVisible();
  await page.getByTestId('own-side-yes').click();
  await expect.poll(() => commands(page)).toBe(before + 1);

  // A ram into a teammate: Firebug right in front of Road Hog: only a ram may go into it (p17).
  const save = JSON.parse(OWN_SIDE_SAVE) as { setup: { vehicles: { id: string; t0: number }[] } };
  save.setup.vehicles.find((v) => v.id === 'bug')!.t0 = 60;
  await importSave(page, JSON.stringify(save));
  await waitForBoard(page);
  const ram = page.locator('button[data-kind="ram"]').first();
  await expect(ram).toContainText('into Firebug: your own side');
  await ram.hover();
  await waitForBoard(page);
  await picture(page, `${SHOTS}/own-side-ram.png`);
  const beforeRam = await commands(page);
  await ram.click();
  await expect(page.getByTestId('own-side-confirm')).toContainText('Firebug is on your own side');
  await page.getByTestId('own-side-no').click();
  expect(await commands(page)).toBe(beforeRam);
}

/** p11: secret record sheets show the others speed and the model; the driver sees all after the pass screen. */
async function secretSheets(page: Page): Promise<void> {
  await freshApp(page);
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Bob');
  await page.getByTestId('ng-secret-sheets').check();
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('ng-start').click();
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  const sheet = page.getByTestId('sheet-car1');
  await expect(sheet).toHaveAttribute('data-secret', 'true');
  await expect(page.getByTestId('damage-car1')).toContainText('secret');
  await expect(page.getByTestId('speed-car1')).toContainText('mph');
  await sheet.scrollIntoViewIfNeeded();
  await picture(sheet, `${SHOTS}/secrets-sheet-others.png`);
  await page.getByTestId('peek-car1').click();
  await expect(page.getByTestId('pass-device')).toBeVisible();
  await page.getByTestId('pass-show').click();
  await expect(page.getByTestId('sheet-car1')).toHaveAttribute('data-own', 'true');
  await expect(page.getByTestId('damage-car1')).not.toContainText('secret');
  await expect(page.getByTestId('sheet-car2')).toHaveAttribute('data-secret', 'true');
  await picture(page.getByTestId('sheet-car1'), `${SHOTS}/secrets-sheet-own.png`);
}

test('bikes drawn as bikes with their record sheets and a dodge previewed and taken (p64, p28); a shot or a ram at the own side says so and asks twice; p11: secret record sheets, the driver sees all after the pass screen', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  await bikes(page);
  await ownSide(page);
  await secretSheets(page);
  expect(errors).toEqual([]);
});
