// Game Five (p88) through the UI: each player designs a Renegade in the garage, the drivers roll
// their skill, the lead is rolled for, the track is generated (p74) with its road hazards (p76),
// the cars are placed, the starting speed is rolled and accepted, and the game is played to a
// result; the canvas shows the cars where the engine says, on the generated curves too.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, pendingKind, SHOTS, waitForBoard } from './helpers';
import { expectCarsDrawn, game, playSetup, playToResult, startScenario } from './road';

// Seed 46 generates straight x3, a bend right, two straights, a bend left, with obstacles and sand
// on sections 5 and 6.
const SEED = 46;

/** Designs a Renegade with a hood machine gun and an oil layer for one player, in the garage. */
async function designCar(page: Page, player: 'p1' | 'p2', name: string): Promise<void> {
  await page.getByTestId(`ng-design-now-${player}`).click();
  await expect(page.getByTestId('garage')).toBeVisible();
  await page.getByTestId('design-name').fill(name);
  await page.getByTestId('chassis-renegade').check();
  await page.getByTestId('mount-hood-0').selectOption('machineGun');
  await page.getByTestId('mount-passive-0').selectOption('oil');
  await expect(page.getByTestId('design-ok')).toBeVisible();
  await page.getByTestId('design-save').click();
  await expect(page.getByTestId(`pick-ok-${player}`)).toBeVisible();
}

test('Game Five from the new-game screen to a result on a generated road with hazards, through the UI only', async ({ page }) => {
  const errors = collectErrors(page);
  await startScenario(page, { scenario: 'gameFive', seed: SEED, animations: false });
  await designCar(page, 'p1', 'Hawk');
  await designCar(page, 'p2', 'Viper');
  await page.screenshot({ path: `${SHOTS}/g5-01-new-game-with-designs.png` });
  await page.getByTestId('ng-start').click();

  const steps = await playSetup(page, async (_kind, step) => {
    if (step === 'generateTrack') {
      await waitForBoard(page);
      await page.screenshot({ path: `${SHOTS}/g5-02-track-generated.png` });
    }
  });
  expect(steps).toEqual(['rollDriveSkill', 'rollDriveSkill', 'rollForLead', 'generateTrack', 'place', 'place', 'rollStartSpeed', 'veto']);
  const g = await game(page);
  expect(g.track.sections.length).toBeGreaterThan(3);
  expect(g.track.sections.some((s) => s.kind !== 'straight'), 'the generated road has a curve').toBe(true);
  const hazards = await page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { game: { roadHazards: { kind: string }[] } } } } }).__df.store.getState().game.roadHazards.map((h) => h.kind));
  expect(hazards.length, 'the generated road has hazards').toBeGreaterThan(0);
  await expectCarsDrawn(page);
  await page.screenshot({ path: `${SHOTS}/g5-03-placed.png` });

  // Zoomed out, the whole generated road with its hazard counters; then back to the action.
  const board = page.getByTestId('board');
  await board.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('-');
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/g5-04-whole-road-zoomed-out.png` });
  await page.keyboard.press('f');
  await waitForBoard(page);

  const result = await playToResult(page, async (ids, n) => {
    await expectCarsDrawn(page);
    if (n === 0) await page.screenshot({ path: `${SHOTS}/g5-05-car-on-a-curve-${ids.join('-')}.png` });
  });
  expect(result.curveChecks, 'a car was checked on a curve').toBeGreaterThan(0);
  await expect(page.getByTestId('game-over')).toBeVisible();
  expect(await pendingKind(page)).toBe('gameOver');
  await page.screenshot({ path: `${SHOTS}/g5-06-game-over.png` });
  expect(errors).toEqual([]);
});
