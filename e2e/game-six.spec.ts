// Game Eight (issue 7, p88) in Chromium, set up through its panels: Game Six's roll makes Ann the
// Op, Game Seven's the attacker; she chooses an intercept; the target side is placed on section 3
// at 60 mph heading for the attacker, the attacker on sections 5-7 facing it at a speed it chooses;
// each side's name is drawn on the board in its colour. Games Six and Eight through the panels in
// happy-dom (Game Six to a winner) are tests/playthrough/gameFourSixEight.test.tsx (issue 31).
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, pendingKind, SHOTS, waitForBoard } from './helpers';

async function newGameOf(page: Page, scenario: string, names: string[], teams: string[], seed: number): Promise<void> {
  await freshApp(page);
  await page.getByTestId(`ng-scenario-${scenario}`).check();
  for (let i = 2; i < names.length; i++) await page.getByTestId('ng-add-player').click();
  for (let i = 0; i < names.length; i++) {
    await page.getByTestId(`ng-player${i + 1}`).fill(names[i]);
    await page.getByTestId(`ng-team${i + 1}`).selectOption(teams[i]);
  }
  await page.getByTestId('ng-seed').fill(String(seed));
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', /./);
}

/** The engine's state, read only to check what the page shows. */
type Seen = { flow: { kind: string }; vehicles: { id: string; name: string; side: string; owner: string; status: string; heading: number; speed: number; cell: { t0: number } }[] };
const gameOf = (page: Page): Promise<Seen> => page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { game: Seen } } } }).__df.store.getState().game);

/** One set-up answer by clicking: roll, place at the first legal spot, accept, or the first choice. */
async function setupAnswer(page: Page, kind: string): Promise<boolean> {
  if (kind === 'roll') await page.getByTestId('setup-roll').click();
  else if (kind === 'place') await page.getByTestId('place-submit').click();
  else if (kind === 'veto') await page.getByTestId('veto-accept').click();
  else if (kind === 'chooseApproach' || kind === 'setSpeed') await page.getByTestId('choice-0').click();
  else return false;
  return true;
}

/** The gang's side name is drawn on the board in its colour, over its vehicles, and reads there. */
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

/** Seed for Game Eight: team 1 (Ann) rolls lower in Game Six's roll (the Op) and higher in Game Seven's (the attacker). */
const EIGHT_SEED = 10;

async function interceptSetUp(page: Page, shot: string): Promise<void> {
  const errors = collectErrors(page);
  await newGameOf(page, 'gameEight', ['Ann', 'Bob'], ['team1', 'team2'], EIGHT_SEED);
  let speedChosen = false;
  for (let i = 0; i < 60; i++) {
    if (await page.getByTestId('pass-device').isVisible()) {
      await page.getByTestId('pass-show').click();
      continue;
    }
    const kind = await pendingKind(page);
    if (kind === 'declare') break;
    if (kind === 'roll') {
      // p88: "Design sides as per Game Six, and determine the attacker as per Game Seven": two rolls, each titled.
      await expect(page.getByTestId('roll-panel')).toContainText(/Roll for the Op and the gang \(as Game Six\)|Roll for the attacker \(as Game Seven\)|drive skill|track/);
      await page.getByTestId('setup-roll').click();
    } else if (kind === 'design') {
      // Each side buys what Game Six's roll gave it, the Op first: Ann's Interceptor, then Bob's gang; no choice of role.
      await expect(page.getByTestId('sd-roles')).toHaveCount(0);
      await expect(page.getByTestId('side-design')).toContainText(/^(Ann buys the attacker for \$100,000: an Interceptor \(the Op\)|Bob buys the target for \$100,000: an outlaw gang)/);
      await page.getByTestId('sd-buy').click();
    } else if (kind === 'chooseApproach') {
      await expect(page.getByTestId('choice-panel')).toContainText('the attacker, chooses');
      await page.getByTestId('choice-panel').getByText(/^Choose an intercept/).click();
    } else if (kind === 'setSpeed') {
      // Any speed from 0 to the maximum (p88): 40 mph.
      await expect(page.getByTestId('choice-panel')).toContainText('any speed from 0 to its maximum');
      await page.getByTestId('choice-panel').getByText('Start at 40 mph', { exact: true }).click();
      speedChosen = true;
    } else if (kind === 'place') {
      if (!(await page.getByTestId('place-form').count())) throw new Error('no place form');
      await page.getByTestId('place-submit').click();
    } else if (!(await setupAnswer(page, kind))) throw new Error(`unexpected decision ${kind}`);
  }
  expect(speedChosen).toBe(true);
  const g = await gameOf(page);
  expect(g.flow.kind).toBe('phase');
  const attacker = g.vehicles.filter((v) => v.side === 'attacker');
  const target = g.vehicles.filter((v) => v.side === 'target');
  expect(attacker.map((v) => v.owner)).toEqual(['p1']);
  expect(target.length).toBeGreaterThanOrEqual(2);
  // p88: the target on the third section (ticks 120-179) at 60 mph heading up the road (heading 0)...
  for (const v of target) expect([Math.floor(v.cell.t0 / 60), v.heading, v.speed]).toEqual([2, 0, 60]);
  // ...the attacker on section 5, 6 or 7 facing it (heading 4) at the speed chosen.
  for (const v of attacker) {
    expect([4, 5, 6]).toContain(Math.floor(v.cell.t0 / 60));
    expect([v.heading, v.speed]).toEqual([4, 40]);
  }
  // On the page: the mini-map has the target's vehicles on section 3 and the attacker on 5-7; the record sheets show the speeds.
  await expect(page.getByTestId('mini-map').locator('.mini-section')).toHaveCount(7);
  for (const v of target) await expect(page.getByTestId('mini-section-3').getByTestId(`mini-dot-${v.id}`)).toHaveCount(1);
  const on = Math.floor(attacker[0].cell.t0 / 60) + 1;
  await expect(page.getByTestId(`mini-section-${on}`).getByTestId(`mini-dot-${attacker[0].id}`)).toHaveCount(1);
  for (const v of [...target, ...attacker]) await expect(page.getByTestId(`sheet-${v.id}`)).toContainText(`${v.speed} mph`);
  await sideNamesDrawn(page, ['The attacker', 'The target']);
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  expect(errors).toEqual([]);
}

test('Game Eight: the attacker chooses an intercept; the target on section 3 at 60 mph, the attacker on 5-7 facing it', async ({ page }) => {
  await interceptSetUp(page, 'g8-intercept-desktop');
});

