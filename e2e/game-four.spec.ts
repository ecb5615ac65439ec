// Game Four (p88) through the UI: two Renegades designed in the garage with $50,000 each (p80-84),
// the set-up rolls (drive skill, lead, track, starting speed with an objection), then the game
// played to a result; the garage's design files exported and imported.
import { expect, test, type Page } from '@playwright/test';
import { clickAction, collectErrors, deciderSide, fireOrHold, pendingKind, SHOTS, waitForBoard } from './helpers';

/** Seed 41 rolls a starting speed someone may object to (checked against the engine). */
const SEED = 41;

async function freshDialog(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
}

async function designAnnsHunter(page: Page) {
  await page.getByTestId('ng-design-now-p1').click();
  await expect(page.getByTestId('garage')).toBeVisible();
  await page.getByTestId('design-name').fill("Ann's Hunter");
  // Heavy weapons never go on the wings (p82): the wing lists do not offer them.
  await expect(page.getByTestId('mount-wingLeft-0').locator('option[value="chainGun"]')).toHaveCount(0);
  await page.getByTestId('mount-hood-0').selectOption('machineGun');
  await page.getByTestId('mount-wingLeft-0').selectOption('machineGun');
  await page.getByTestId('mount-wingRight-0').selectOption('machineGun');
  await page.getByTestId('link-wingLeft-0').check();
  await expect(page.getByTestId('design-problems')).toContainText('joins only one weapon');
  await page.getByTestId('link-wingRight-0').check();
  await expect(page.getByTestId('design-cost')).toContainText('$50,000 of $50,000');
  await expect(page.getByTestId('design-ok')).toBeVisible();
  // One more weapon breaks the budget, and the engine says so in words.
  await page.getByTestId('mount-passive-0').selectOption('oil');
  await expect(page.getByTestId('design-problems')).toContainText('Cost $53,000 is over the budget of $50,000');
  await page.screenshot({ path: `${SHOTS}/g4-02-garage-over-budget.png`, fullPage: true });
  await page.getByTestId('mount-passive-0').selectOption('');
  await expect(page.getByTestId('design-ok')).toBeVisible();
  await expect(page.getByTestId('mounts-preview')).toContainText('Link');
  await page.screenshot({ path: `${SHOTS}/g4-03-garage.png`, fullPage: true });
  await page.getByTestId('design-save').click();
  await expect(page.getByTestId('pick-ok-p1')).toContainText('$50,000 of $50,000');
}

async function designBobsBrick(page: Page) {
  await page.getByTestId('ng-design-now-p2').click();
  await page.getByTestId('design-name').fill("Bob's Brick");
  await page.getByTestId('mount-hood-0').selectOption('autocannon15');
  await page.getByTestId('mount-passive-0').selectOption('oil');
  await expect(page.getByTestId('design-cost')).toContainText('$47,000 of $50,000');
  await page.getByTestId('design-save').click();
  await expect(page.getByTestId('pick-ok-p2')).toBeVisible();
}

/** A careful driver: the first preferred action that risks no control loss (the button is not
 *  marked risky); the chase car shoots whenever a target is in sight. */
async function carefulAction(page: Page, side: string): Promise<void> {
  if (side === 'chase') {
    const shoot = page.locator('[data-testid^="action-"][data-kind="shoot"]', { hasText: 'exp. damage' });
    if (await shoot.count()) return shoot.first().click();
  }
  for (const kind of ['accelerate', 'none', 'moveOff', 'realign', 'brake', 'drift']) {
    const safe = page.locator(`[data-testid^="action-"][data-kind="${kind}"]:not(.risky)`);
    const n = await safe.count();
    if (n) return safe.nth(kind === 'accelerate' || kind === 'brake' ? n - 1 : 0).click();
  }
  await clickAction(page, ['ram', 'brake', 'none', 'realign'], true);
}

/** Answers the set-up steps until the first declaration; returns the steps seen. */
async function setUp(page: Page): Promise<{ steps: string[]; objected: boolean; accepted: boolean }> {
  const steps: string[] = [];
  let objected = false;
  let accepted = false;
  for (let i = 0; i < 40; i++) {
    const kind = await pendingKind(page);
    if (kind === 'declare' || kind === 'gameOver') break;
    if (kind === 'roll') {
      const step = (await page.getByTestId('roll-panel').getAttribute('data-step')) ?? '';
      steps.push(step);
      await page.getByTestId('setup-roll').click();
      // The dice just rolled, drawn as dice: on the next set-up panel, or in the log once play begins.
      const next = await pendingKind(page);
      const dice = next === 'declare' ? page.locator('[data-testid="log-entry"]').locator('svg.die') : page.getByTestId('setup-dice').locator('svg.die');
      await expect(dice.first()).toBeVisible();
      if (steps.length === 1) await page.screenshot({ path: `${SHOTS}/g4-05-drive-skill-rolled.png` });
    } else if (kind === 'rollForLead') {
      steps.push('rollForLead');
      await page.getByTestId('roll-for-lead').click();
    } else if (kind === 'place') {
      steps.push('place');
      await page.getByTestId('place-submit').click();
    } else if (kind === 'veto') {
      steps.push('veto');
      await expect(page.getByTestId('veto-speed')).toContainText('mph');
      await expect(page.getByTestId('veto-why')).toContainText('object');
      if (!objected) {
        await page.screenshot({ path: `${SHOTS}/g4-06-veto.png` });
        objected = true;
        await page.getByTestId('veto-object').click();
      } else {
        accepted = true;
        await page.getByTestId('veto-accept').click();
      }
    } else throw new Error(`unexpected set-up decision ${kind}`);
  }
  return { steps, objected, accepted };
}

test('Game Four: design two cars in the garage, set up with the rolls and a veto, play to a result', async ({ page }) => {
  const errors = collectErrors(page);
  await freshDialog(page);
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Bob');
  await page.getByTestId('ng-scenario-gameFour').check();
  await expect(page.getByTestId('ng-start')).toBeDisabled();
  await expect(page.getByTestId('pick-problem-p1')).toContainText('Choose or design a car for Ann');
  await page.screenshot({ path: `${SHOTS}/g4-01-dialog.png`, fullPage: true });

  await designAnnsHunter(page);
  await designBobsBrick(page);
  await page.getByTestId('ng-seed').fill(String(SEED));
  await page.getByTestId('ng-animations').uncheck();
  await expect(page.getByTestId('ng-start')).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/g4-04-ready.png`, fullPage: true });
  await page.getByTestId('ng-start').click();

  const { steps, objected, accepted } = await setUp(page);
  expect(steps.slice(0, 2)).toEqual(['rollDriveSkill', 'rollDriveSkill']);
  for (const s of ['rollForLead', 'rollTrack', 'place', 'rollStartSpeed', 'veto']) expect(steps).toContain(s);
  expect(objected && accepted).toBe(true);
  await expect(page.locator('[data-testid="log-entry"][data-type="startSpeedAgreed"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="log-entry"][data-type="driveSkillRolled"]')).toHaveCount(2);
  // Every mount on the record sheets, the wing guns joined by their link (p82).
  await expect(page.getByTestId('mounts-car1')).toContainText('Link');
  await expect(page.getByTestId('mounts-car2')).toContainText('AC 8');
  await waitForBoard(page);
  await page.screenshot({ path: `${SHOTS}/g4-07-placed.png` });

  let shotsSeen = 0;
  for (let i = 0; i < 400; i++) {
    const kind = await pendingKind(page);
    if (kind === 'gameOver') break;
    if (kind === 'fireOrHold') {
      await fireOrHold(page, async (fire) => {
        await expect(fire).toContainText('exp. damage');
        if (shotsSeen++ === 0) await page.screenshot({ path: `${SHOTS}/g4-08-fire.png` });
      });
      continue;
    }
    if (kind !== 'declare') throw new Error(`unexpected decision ${kind}`);
    const shoot = page.locator('[data-testid^="action-"][data-kind="shoot"]');
    if (await shoot.count()) await expect(shoot.first()).toContainText(/exp\. damage|no target/);
    await carefulAction(page, await deciderSide(page));
    if (i === 10) {
      await waitForBoard(page);
      await page.screenshot({ path: `${SHOTS}/g4-09-mid-game.png` });
    }
  }
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('game-over')).toContainText(/wins/);
  await page.screenshot({ path: `${SHOTS}/g4-10-game-over.png` });
  expect(errors).toEqual([]);
});

test('garage: a design exported as a file imports again; a bad file changes nothing', async ({ page }) => {
  const errors = collectErrors(page);
  await freshDialog(page);
  await page.getByTestId('ng-garage').click();
  await page.getByTestId('design-name').fill('Export me');
  await page.getByTestId('mount-hood-0').selectOption('grenade20');
  await page.getByTestId('design-save').click();
  const download = page.waitForEvent('download');
  await page.locator('[data-testid^="export-"]').first().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('export-me.design.json');
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(JSON.parse(text).format).toBe('dark-future-design');

  const input = page.getByTestId('design-import-file');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"dark-future-design","version":1,"design":{"name":"X","kind":"tank","weapons":[]}}') });
  await expect(page.getByTestId('garage-message')).toContainText('Import failed, nothing was changed');
  await expect(page.getByTestId('design-list').locator('li')).toHaveCount(1);
  await input.setInputFiles({ name: 'export-me.design.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('garage-message')).toContainText('Imported');
  await expect(page.getByTestId('design-list').locator('li')).toHaveCount(2);
  // Saved designs survive a reload.
  await page.reload();
  await page.getByTestId('ng-garage').click();
  await expect(page.getByTestId('design-list').locator('li')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('@phone the garage fits a phone screen without sideways scrolling', async ({ page }) => {
  const errors = collectErrors(page);
  await freshDialog(page);
  await page.getByTestId('ng-scenario-gameFour').check();
  await page.getByTestId('ng-design-now-p1').click();
  await page.getByTestId('mount-hood-0').selectOption('machineGun');
  await page.getByTestId('mount-passive-0').selectOption('oil');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/g4-11-phone-garage.png`, fullPage: true });
  expect(errors).toEqual([]);
});
