// Helpers for the games on curving and generated roads (Games Two and Five): start a scenario from
// the new-game screen, go through its set-up decisions, play to a result with a simple policy, and
// check with canvas pixels that the cars are drawn where the engine says — on curves too.
import { expect, type Page } from '@playwright/test';
import { clickAction, fireOrHold, freshApp, pendingKind, pixelsAt, waitForBoard } from './helpers';

export const RED: [number, number, number] = [0xe0, 0x48, 0x3e];
export const BLUE: [number, number, number] = [0x3f, 0x8c, 0xff];
export const CAR_COLOURS: Record<string, [number, number, number]> = { car1: RED, car2: BLUE };
const near = (px: number[], c: [number, number, number]) => Math.abs(px[0] - c[0]) + Math.abs(px[1] - c[1]) + Math.abs(px[2] - c[2]) < 60;

interface Seen {
  flow: { kind: string; queue?: { vehicle: string }[] };
  track: { sections: { kind: string; turn?: string }[]; first?: number };
  vehicles: { id: string; side: string; status: string; speed: number; cell: { lane: number; t0: number; t1: number } }[];
}

/** The engine's state, read only to decide what a sensible player clicks next and what to check. */
export async function game(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { game: Seen } } } }).__df.store.getState().game);
}

/** Kind of the section under global tick t ('straight', 'bend', 'corner'), or '' off the track. */
export function sectionKind(g: Seen, t: number): string {
  return g.track.sections[Math.floor(t / 60) - (g.track.first ?? 0)]?.kind ?? '';
}

/** Vehicles in play whose cell lies on a bend or a corner. */
export function carsOnCurves(g: Seen): string[] {
  return g.vehicles.filter((v) => v.status === 'inPlay' && ['bend', 'corner'].includes(sectionKind(g, v.cell.t0))).map((v) => v.id);
}

/**
 * Points of a Renegade's body clear of its windows and weapon marks, in its own frame (cm: +x front,
 * +y right): a roof gun or a turret may cover the centre, so the body is sampled beside it.
 */
const BODY_POINTS: [number, number][] = [[0, 0], [0.3, 1.1], [0.3, -1.1], [-2.2, 1.2], [-2.2, -1.2]];

/** The car is drawn in its owner's colour where the engine puts it (most body points show it). */
export async function expectCarDrawn(page: Page, id: string): Promise<void> {
  const colour = CAR_COLOURS[id];
  const points: { x: number; y: number }[] = [];
  for (const [x, y] of BODY_POINTS) {
    const p = await page.evaluate(([vid, lx, ly]) => window.__dfBoard?.vehicleScreenPoint(vid as string, lx as number, ly as number) ?? null, [id, x, y] as const);
    expect(p, `${id} has a screen position`).not.toBeNull();
    points.push(p!);
  }
  // One screenshot for all the points (a screenshot of the software-rendered canvas is the slow part).
  const pixels = await pixelsAt(page, '[data-testid="board"] canvas', points);
  const seen = points.map((p, i) => `(${p.x.toFixed(0)},${p.y.toFixed(0)})=${pixels[i].slice(0, 3).join('/')}`);
  const hits = pixels.filter((px) => near(px, colour)).length;
  expect(hits, `${id} body colour at ${seen.join(' ')}`).toBeGreaterThanOrEqual(3);
}

export async function expectCarsDrawn(page: Page): Promise<void> {
  await waitForBoard(page);
  const g = await game(page);
  for (const v of g.vehicles) if (v.status === 'inPlay' && CAR_COLOURS[v.id]) await expectCarDrawn(page, v.id);
}

const commandCount = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __df: { store: { getState: () => { commands: unknown[] } } } }).__df.store.getState().commands.length);

export async function startScenario(page: Page, opts: { scenario: string; seed: number; animations?: boolean }): Promise<void> {
  await freshApp(page);
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Bob');
  await page.getByTestId(`ng-scenario-${opts.scenario}`).check();
  await page.getByTestId('ng-seed').fill(String(opts.seed));
  if (opts.animations === false) await page.getByTestId('ng-animations').uncheck();
}

/** Answers set-up decisions through their panels until the first declaration; returns the kinds seen. */
export async function playSetup(page: Page, onStep?: (kind: string, step: string) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 30; i++) {
    const kind = await pendingKind(page);
    if (kind === 'declare' || kind === 'fireOrHold' || kind === 'gameOver') return seen;
    const step = kind === 'roll' ? ((await page.getByTestId('roll-panel').getAttribute('data-step')) ?? '') : kind;
    seen.push(step);
    const before = await commandCount(page);
    if (kind === 'roll') await page.getByTestId('setup-roll').click();
    else if (kind === 'rollForLead') await page.getByTestId('roll-for-lead').click();
    else if (kind === 'place') await page.getByTestId('place-submit').click();
    else if (kind === 'veto') await page.getByTestId('veto-accept').click();
    else throw new Error(`no panel handled for set-up decision ${kind}`);
    await expect.poll(() => commandCount(page)).toBeGreaterThan(before);
    if (onStep) await onStep(kind, step);
  }
  throw new Error('set-up did not end');
}

/**
 * Plays to a result. The deciding car brakes hard when it is on a curve or the next section is one
 * and it is above 50 mph, else drives on flat out; the chase car shoots when it can. Cars on curves
 * are checked against the canvas (`onCurve` is told the first few times).
 */
export async function playToResult(
  page: Page,
  onCurve: (ids: string[], n: number) => Promise<void>,
  onFire?: (firerOnCurve: boolean) => Promise<void>,
  maxSteps = 500,
): Promise<{ steps: number; curveChecks: number; shots: number }> {
  let curveChecks = 0, shots = 0;
  for (let i = 0; i < maxSteps; i++) {
    const kind = await pendingKind(page);
    if (kind === 'gameOver') return { steps: i, curveChecks, shots };
    if (kind === 'fireOrHold') {
      const fired = await fireOrHold(page, async () => {
        if (!onFire) return;
        // The declared shot's fire corridor and range ruler are on the board now.
        const g = await game(page);
        const id = g.flow.kind === 'phase' ? g.flow.queue?.[0]?.vehicle : undefined;
        await onFire(id !== undefined && carsOnCurves(g).includes(id));
      });
      if (fired) shots++;
      continue;
    }
    if (kind !== 'declare') throw new Error(`unexpected decision ${kind}`);
    const g = await game(page);
    const onCurves = carsOnCurves(g);
    if (onCurves.length > 0 && curveChecks < 4) {
      await onCurve(onCurves, curveChecks);
      curveChecks++;
    }
    const id = g.flow.kind === 'phase' ? g.flow.queue?.[0]?.vehicle : undefined;
    const v = g.vehicles.find((x) => x.id === id);
    const here = v ? sectionKind(g, v.cell.t0) : 'straight';
    const next = v ? sectionKind(g, v.cell.t0 + 60) : 'straight';
    const careful = v !== undefined && v.speed > 50 && (here !== 'straight' || (next !== 'straight' && next !== ''));
    const drive = careful ? ['brake', 'none'] : ['accelerate', 'moveOff', 'none', 'realign'];
    await clickAction(page, v?.side === 'chase' ? ['ram', 'shoot', ...drive] : ['ram', ...drive], true);
  }
  throw new Error(`no result after ${maxSteps} decisions`);
}
