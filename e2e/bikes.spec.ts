// Bikes on the board and in the garage (p64, p80-84): a custom game with two bikes and a car,
// loaded as a save, drawn as bikes with their record sheets (damage 9, levels 6 and 3); the
// garage's bike chassis with only lightweight weapons offered.
import { expect, test } from '@playwright/test';
import { collectErrors, SHOTS } from './helpers';

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
