// Issue 28: Deathrace 40,000 in the browser: chosen on the new-game screen, started, a move planned
// with the steppers (its ghost drawn on the board in the rules' verdict's colour, its words in the
// panel), confirmed, and seen in the log; the page never scrolls. Screenshots of the move being
// planned and of the board after it, on a desktop and on a phone. The rules' own tests cover the
// rules; src/games/deathrace/ui/deathrace.test.tsx the panel's commands.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, picture, SHOTS } from './helpers';
import type { DrBoardHook } from '../src/games/deathrace/board/DeathraceBoard';
import { deathrace, drLegalCommands, type DrCommand, type DrState } from '../src/games/deathrace/rules';

const commandsPlayed = async (page: Page) => Number(await page.getByTestId('dr-game').getAttribute('data-commands'));

async function hook(page: Page): Promise<DrBoardHook> {
  return page.evaluate(() => (globalThis as unknown as { __drBoard: DrBoardHook }).__drBoard);
}

/** Pixels of the board within `tol` of an RGB colour, in a box of board pixels (the page's own screenshot, clipped). */
async function colourCount(page: Page, box: { x: number; y: number; w: number; h: number }, rgb: [number, number, number], tol = 40): Promise<number> {
  const r = (await page.getByTestId('dr-board').boundingBox())!;
  const png = await page.screenshot({ clip: { x: r.x + Math.max(0, box.x), y: r.y + Math.max(0, box.y), width: Math.min(box.w, r.width), height: Math.min(box.h, r.height) } });
  return page.evaluate(async ({ b64, rgb, tol }) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const sheet = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    sheet.drawImage(bitmap, 0, 0);
    const d = sheet.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) <= tol) n++;
    return n;
  }, { b64: png.toString('base64'), rgb, tol });
}

async function uncover(page: Page): Promise<void> {
  await expect(page.getByTestId('pass-device').or(page.getByTestId('dr-screen')).first()).toBeVisible();
  if (await page.getByTestId('pass-device').isVisible()) await page.getByTestId('pass-show').click();
  await expect(page.getByTestId('pass-device')).toHaveCount(0);
}

/**
 * The autosave played on by the engine (a plate's activation, a jump when offered, the turn ended
 * after a move, else the first sampled command: the racing line) until `want` is offered, then the
 * page reloaded on it.
 */
async function advanceTo(page: Page, want: (legal: DrCommand[]) => boolean, policy?: (legal: DrCommand[]) => DrCommand | undefined): Promise<void> {
  // The autosave (the one slot, or the session's older key), written a moment after the last command.
  const slot = () => page.evaluate(() => ['dark-future/save', 'dark-future/session'].find((k) => (localStorage.getItem(k) ?? '').includes('"deathrace"')) ?? null);
  await expect.poll(slot).not.toBeNull();
  const key = (await slot())!;
  const saved = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key))!) as { setup: Record<string, unknown>; seed: number; commands: unknown[] };
  const g = deathrace.newGame(saved.setup, saved.seed);
  if (!g.ok) throw new Error(g.error.message);
  let s: DrState = g.value.state;
  const step = (c: unknown) => {
    const r = deathrace.apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  };
  for (const c of saved.commands) step(c);
  for (let k = 0; k < 3000; k++) {
    const l = drLegalCommands(s);
    if (want(l)) break;
    const f = s.flow;
    const c = policy?.(l) ?? l.find((x) => x.type === 'activate') ?? l.find((x) => x.type === 'jump') ?? (f.kind === 'turn' && f.move === 'after' ? l.find((x) => x.type === 'end') : l.find((x) => x.type === 'move')) ?? l[0];
    step(c);
    saved.commands.push(c);
  }
  expect(want(drLegalCommands(s)), 'the wanted decision came').toBe(true);
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [key, JSON.stringify(saved)]);
  await page.reload();
  await uncover(page);
  await expect(page.getByTestId('dr-decision').or(page.getByTestId('dr-over')).first()).toBeVisible();
}

/** A fresh page (nothing saved) on the Deathrace new-game form; the page's errors collected from here. */
async function freshForm(page: Page): Promise<string[]> {
  const errors = collectErrors(page);
  await freshApp(page);
  await page.getByTestId('ng-ruleset-deathrace').check();
  return errors;
}

async function planAndMove(page: Page, tag: string): Promise<void> {
  const errors = await freshForm(page);
  await expect(page.getByTestId('dr-new-game')).toBeVisible();
  await page.getByTestId('dr-name-1').fill('Ann');
  await page.getByTestId('dr-name-2').fill('Bob');
  await page.getByTestId('dr-seed').fill('7');
  await page.getByTestId('dr-readings').locator('summary').click();
  await expect(page.getByTestId('dr-reading-tightTurn')).toBeVisible();
  await picture(page, `${SHOTS}/deathrace-new-${tag}.png`);
  await page.getByTestId('dr-start').click();
  await uncover(page);
  await expect(page.getByTestId('dr-screen')).toBeVisible();
  await expect(page.getByTestId('dr-board').locator('canvas')).toBeVisible();

  // Seed 7: Ann's Iron wagon goes first. Plan: a little left, 2" short of the whole move.
  const run = page.getByTestId('dr-param-run');
  const left = Number(await run.inputValue());
  await page.getByTestId('dr-param-run-minus').click();
  await page.getByTestId('dr-param-run-minus').click();
  await page.getByTestId('dr-param-run-minus').click();
  await page.getByTestId('dr-param-run-minus').click();
  await page.getByTestId('dr-param-turn-minus').click();
  // The key steps from the value on screen: wait for the click's -5 first, or a slow
  // render lets ArrowDown step from 0 and the plan ends at -5 (seen in CI at load 10).
  await expect(page.getByTestId('dr-param-turn')).toHaveValue('-5');
  await page.getByTestId('dr-param-turn').press('ArrowDown');
  await expect(run).toHaveValue(String(left - 2));
  await expect(page.getByTestId('dr-param-turn')).toHaveValue('-10');
  await expect(page.getByTestId('dr-plan')).toContainText(`Uses ${left - 2}" of ${left}": 2" left`);
  await expect(page.getByTestId('dr-plan')).toContainText('Turns -10°');
  await expect(page.getByTestId('dr-verdict')).toHaveAttribute('data-ok', 'true');
  // The ghost is drawn where the plan ends, in the accepted colour (green).
  const h = await hook(page);
  expect(h.ghost).not.toBeNull();
  const me = h.vehicles.find((v) => v.id === 'p1.v2')!;
  const dx = h.ghost!.x - me.x;
  expect(dx / h.view.scale, 'the ghost ends about the planned inches ahead').toBeGreaterThan(left - 4);
  const s = h.view.scale;
  const green = await colourCount(page, { x: h.ghost!.x - 3 * s, y: h.ghost!.y - 3 * s, w: 6 * s, h: 6 * s }, [124, 255, 124], 90);
  expect(green, 'the ghost is painted in the accepted colour').toBeGreaterThan(20);
  await page.getByTestId('dr-plan').scrollIntoViewIfNeeded();
  await picture(page, `${SHOTS}/deathrace-plan-${tag}.png`);

  // Too far: the rules refuse it, in words, Confirm is off; back within the move.
  await page.getByTestId('dr-param-run2').fill('6');
  await expect(page.getByTestId('dr-verdict')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('dr-verdict')).toContainText('The rules refuse it');
  await expect(page.getByTestId('dr-confirm')).toBeDisabled();
  await page.getByTestId('dr-param-run2').fill('0');
  await expect(page.getByTestId('dr-verdict')).toHaveAttribute('data-ok', 'true');

  // Confirmed by the keyboard on a desktop (Enter in a number field), by a tap on a phone.
  if (tag === 'desktop') await page.getByTestId('dr-param-run').press('Enter');
  else await page.getByTestId('dr-confirm').click();
  await expect.poll(() => commandsPlayed(page)).toBe(1);
  await expect(page.locator('[data-testid="log-entry"]').filter({ hasText: "Ann's Iron wagon moves" })).toHaveCount(1);
  // The wagon stands where its ghost ended.
  const after = (await hook(page)).vehicles.find((v) => v.id === 'p1.v2')!;
  expect(Math.hypot(after.x - h.ghost!.x, after.y - h.ghost!.y)).toBeLessThan(2);
  // The turn ends; the next vehicle's decision comes (behind the cover when another player's).
  await page.getByTestId('dr-action-end').click();
  await page.getByTestId('dr-confirm').click();
  await uncover(page);
  await expect.poll(() => commandsPlayed(page)).toBe(2);
  await expect(page.getByTestId('dr-decision')).toBeVisible();
  await picture(page, `${SHOTS}/deathrace-board-${tag}.png`);
  // Zoomed in, the track is larger than its area (it scrolls) and a tap on it aims the move there.
  await page.getByTestId('dr-zoom').click();
  const z = await hook(page);
  expect(z.view.scale).toBeGreaterThanOrEqual(10);
  const mine = z.vehicles.find((v) => v.id === 'p2.v2')!;
  await page.getByTestId('dr-board').click({ position: { x: mine.x + 10 * z.view.scale, y: mine.y + 2 * z.view.scale } });
  await expect(page.getByTestId('dr-param-run')).toHaveValue('10');
  await expect(page.getByTestId('dr-param-turn')).toHaveValue('10');
  await picture(page, `${SHOTS}/deathrace-zoom-${tag}.png`);
  if (tag === 'desktop') {
    // A mouse dragged over the track drags the ghost along: where the button is let go, it aims.
    const box = (await page.getByTestId('dr-board').boundingBox())!;
    await page.mouse.move(box.x + mine.x + 4 * z.view.scale, box.y + mine.y);
    await page.mouse.down();
    await page.mouse.move(box.x + mine.x + 8 * z.view.scale, box.y + mine.y, { steps: 4 });
    await page.mouse.move(box.x + mine.x + 14 * z.view.scale, box.y + mine.y, { steps: 4 });
    await expect(page.getByTestId('dr-param-run')).toHaveValue('14');
    await page.mouse.up();
    await expect(page.getByTestId('dr-param-turn')).toHaveValue('0');
  }
  // The move planned meets Ann's Hover racer on its way: confirmed, the encounter is resolved and logged.
  await expect(page.getByTestId('dr-plan')).toContainText("Meets Ann's Hover racer");
  await page.getByTestId('dr-confirm').click();
  await expect.poll(() => commandsPlayed(page)).toBe(3);
  // The racer has not moved yet this round: a ram on a stationary vehicle, or a bump under 10" (the encounter's kinds).
  const met = page.locator('[data-testid="log-entry"]').filter({ hasText: /(meets|rams the stationary|bumps) Ann's Hover racer/ });
  await expect(met).toHaveCount(1);
  await met.scrollIntoViewIfNeeded();
  await picture(page, `${SHOTS}/deathrace-encounter-${tag}.png`);
  await page.getByTestId('dr-zoom').click();
  // The page itself never scrolls: the panel scrolls on its own.
  const { sh, ih, sw, iw } = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth }));
  expect(sh).toBeLessThanOrEqual(ih);
  expect(sw).toBeLessThanOrEqual(iw);
  // Kept on the saved-games list, left, and watched from the list: the same board, stepped by decision.
  // Keep this game is one of the bar's rarer options, in its menu (src/shell/SessionToolbar.tsx).
  await page.getByTestId('dr-menu').click();
  await picture(page, `${SHOTS}/deathrace-menu-${tag}.png`);
  await page.getByTestId('dr-keep').click();
  await expect(page.getByTestId('dr-kept')).toBeVisible();
  // On a phone New game is in the menu too.
  if (tag === 'phone') await page.getByTestId('dr-menu').click();
  await page.getByTestId('dr-quit').click();
  await page.getByTestId('dr-quit-yes').click();
  const saved = page.getByTestId('saved-games').locator('li').filter({ hasText: 'The Bowl, 2 laps' });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Ann, Bob');
  await saved.getByTestId('saved-watch').click();
  await expect(page.getByTestId('dr-watch-screen')).toBeVisible();
  await page.getByTestId('replay-fwd-decision').click();
  await expect(page.getByTestId('replay-position')).toContainText('Decision 1 of 3');
  await expect(page.getByTestId('dr-board').locator('canvas')).toBeVisible();
  await picture(page, `${SHOTS}/deathrace-watch-${tag}.png`);
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('dr-new-game').or(page.getByTestId('saved-games')).first()).toBeVisible();
  expect(errors).toEqual([]);
}

/** Later in the race: a shot aimed (its ruler and odds), fired; a jump off a ramp; the result. */
async function shootAndJump(page: Page, tag: string): Promise<void> {
  const errors = await freshForm(page);
  await page.getByTestId('dr-seed').fill('11');
  await page.getByTestId('dr-start').click();
  await uncover(page);
  await advanceTo(page, (l) => l.some((c) => c.type === 'fire'));
  await page.getByTestId('dr-action-fire').first().click();
  await expect(page.getByTestId('dr-plan')).toContainText(/away \(range \d+"\): hits on \d\+ \(\d+%\)/);
  expect((await hook(page)).ruler).toBe(true);
  await picture(page, `${SHOTS}/deathrace-shot-${tag}.png`);
  const n = await commandsPlayed(page);
  await page.getByTestId('dr-confirm').click();
  await expect.poll(() => commandsPlayed(page)).toBe(n + 1);
  await expect(page.locator('[data-testid="log-entry"]').filter({ hasText: / fires the / }).first()).toBeAttached();
  await advanceTo(page, (l) => l.some((c) => c.type === 'jump'));
  await expect(page.getByTestId('dr-decision')).toHaveAttribute('data-kind', 'jump');
  await expect(page.getByTestId('dr-plan')).toContainText(/Flies .* straight on/);
  await picture(page, `${SHOTS}/deathrace-jump-${tag}.png`);
  const m = await commandsPlayed(page);
  await page.getByTestId('dr-confirm').click();
  await expect.poll(() => commandsPlayed(page)).toBe(m + 1);
  await expect(page.locator('[data-testid="log-entry"]').filter({ hasText: / off the ramp / }).first()).toBeAttached();
  await picture(page, `${SHOTS}/deathrace-jumped-${tag}.png`);
  // Played on to the end of the race: the result, on points.
  await advanceTo(page, (l) => l.length === 0);
  await expect(page.getByTestId('dr-over')).toBeVisible();
  await expect(page.getByTestId('dr-over')).toContainText(/(Player \d wins|A draw)/);
  await expect(page.getByTestId('dr-over')).toContainText('points: Player 1');
  await picture(page, `${SHOTS}/deathrace-result-${tag}.png`);
  expect(errors).toEqual([]);
}

/** The crews on foot on the Chicane (its lava pit drawn): every co-driver gets out on the grid (dwarves for player 2) until one may charge another team's; the charge offered with the rules' odds, confirmed, logged. */
async function crewMelee(page: Page, tag: string): Promise<void> {
  const errors = await freshForm(page);
  await page.getByTestId('dr-race-2').selectOption('dwarves');
  await page.getByTestId('dr-track').selectOption('chicane');
  await page.getByTestId('dr-seed').fill('7');
  await page.getByTestId('dr-start').click();
  await uncover(page);
  // The Chicane's lava pit in its top right corner (x 92-100, y 0-8) is painted molten orange.
  const h = await hook(page);
  const lava = { x: h.view.ox + 94 * h.view.scale, y: h.view.oy + 6 * h.view.scale };
  expect(await colourCount(page, { x: lava.x - h.view.scale, y: lava.y - h.view.scale, w: 2 * h.view.scale, h: 2 * h.view.scale }, [255, 74, 18], 60), 'the lava pit is drawn').toBeGreaterThan(10);
  await advanceTo(page, (l) => l.some((c) => c.type === 'charge'), (l) => l.find((c) => c.type === 'bail') ?? l.find((c) => c.type === 'end'));
  const charge = page.getByTestId('dr-action-charge').first();
  await expect(charge).toContainText(/charges .* into melee: \d attacks?, hits on \d\+ \(\d+%\) with the charge's \+1/);
  await charge.click();
  await expect(page.getByTestId('dr-verdict')).toHaveAttribute('data-ok', 'true');
  await picture(page, `${SHOTS}/deathrace-melee-${tag}.png`);
  const n = await commandsPlayed(page);
  await page.getByTestId('dr-confirm').click();
  await expect.poll(() => commandsPlayed(page)).toBe(n + 1);
  await expect(page.locator('[data-testid="log-entry"]').filter({ hasText: / charges / }).first()).toBeAttached();
  await expect(page.locator('[data-testid="log-entry"]').filter({ hasText: / strikes / }).first()).toBeAttached();
  await picture(page, `${SHOTS}/deathrace-melee-after-${tag}.png`);
  expect(errors).toEqual([]);
}


test('deathrace on a phone: the same by touch-sized steppers, the board above the panel @phone', async ({ page }) => {
  await planAndMove(page, 'phone');
});

/** Four teams on the Speedway, two of them the computer's: the grid of eight drawn, the computer's turns played, the page still unscrolled. */
async function fourTeams(page: Page, tag: string): Promise<void> {
  const errors = await freshForm(page);
  await page.getByTestId('dr-add-player').click();
  await page.getByTestId('dr-add-player').click();
  await page.getByTestId('dr-track').selectOption('speedway');
  // Players 3 and 4 are the computer's.
  await page.getByTestId('dr-driver-3').selectOption('random');
  await page.getByTestId('dr-driver-4').selectOption('normal');
  await page.getByTestId('dr-seed').fill('5');
  await page.getByTestId('dr-start').click();
  await uncover(page);
  await expect(page.getByTestId('dr-points')).toContainText('Player 4 0');
  expect((await hook(page)).vehicles).toHaveLength(8);
  await picture(page, `${SHOTS}/deathrace-four-${tag}.png`);
  // The people end their turns; the computer plays its own: the race goes on past a computer's turn.
  let computerSeen = false;
  for (let k = 0; k < 30 && !(computerSeen && (await commandsPlayed(page)) >= 8); k++) {
    await expect(page.getByTestId('pass-device').or(page.getByTestId('dr-decision')).or(page.getByTestId('dr-computer-thinking')).first()).toBeVisible();
    if (await page.getByTestId('pass-device').isVisible()) await page.getByTestId('pass-show').click();
    else if (await page.getByTestId('dr-computer-thinking').isVisible()) {
      computerSeen = true;
      const n = await commandsPlayed(page);
      await expect.poll(() => commandsPlayed(page), { timeout: 20_000 }).toBeGreaterThan(n);
    } else {
      const n = await commandsPlayed(page);
      await page.getByTestId('dr-action-end').click();
      await page.getByTestId('dr-confirm').click();
      await expect.poll(() => commandsPlayed(page)).toBeGreaterThan(n);
    }
  }
  expect(computerSeen, 'a computer seat played').toBe(true);
  const { sh, ih } = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight }));
  expect(sh).toBeLessThanOrEqual(ih);
  expect(errors).toEqual([]);
}

// Desktop only: the phone's layout is checked by the plan and move on a phone; four teams add the
// computer's turns, and the shot's and the jump's panel words are the same at any size (issue 31:
// the browser for what only it shows). Four races in one test, each on a fresh page of the one
// context: the crews' melee (issue 31's sixth trim) and the plan, shot and jump were two tests,
// each with its own browser context (issue 31, tenth trim).
test('deathrace: four teams on the Speedway; crews on foot charge into melee, the odds from the rules; chosen, started, a move planned with the steppers and its ghost, confirmed, logged; a shot aimed with its ruler and odds, fired; a jump planned and flown', async ({ page }) => {
  test.setTimeout(420_000);
  await fourTeams(page, 'desktop');
  await crewMelee(page, 'desktop');
  await planAndMove(page, 'desktop');
  await shootAndJump(page, 'desktop');
});
