// Whole games played through the app's own panels in happy-dom (issue 31): the Playwright specs'
// players (e2e/helpers.ts, e2e/road.ts) moved out of the browser. The board is Pixi (WebGL) and is
// left to the browser tests; everything else on the screen is the real app over the real engine.
// Each describe sets its own timeout (600 s): a game is bounded by its count of decisions, not by
// the clock, and a busy machine only makes it slower (issue 31). A test file mocks the boards first:
//   vi.mock('../../src/render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));
import { act } from 'react';
import { expect } from 'vitest';
import { useStore } from '../../src/store';
import { click, fire, mount, type } from '../../src/ui/testing/mount';

export const get = () => useStore.getState();

/** The app as the page mounts it, its lazy screens loaded first (one render per click). */
export async function mountApp(): Promise<HTMLElement> {
  const { App, preloadScreens } = await import('../../src/App');
  await preloadScreens();
  return mount(<App />);
}

export const q = (sel: string): HTMLElement | null => document.querySelector(sel);
export const qa = (sel: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(sel)];
export const tid = (id: string): HTMLElement | null => q(`[data-testid="${id}"]`);
export function need(id: string): HTMLElement {
  const el = tid(id);
  if (!el) throw new Error(`no element with data-testid="${id}" (pending: ${pendingKind()})`);
  return el;
}
export const visible = (id: string): boolean => tid(id) !== null;

/** The pending decision's kind, as the banner says it (the e2e helpers' pendingKind). */
export const pendingKind = (): string => tid('pending-banner')?.getAttribute('data-kind') ?? '';

/** The side of the vehicle whose decision it is, read from the store (e2e deciderSide). */
export function deciderSide(): string {
  const g = get().game!;
  const id = g.flow.kind === 'phase' ? g.flow.queue?.[0]?.vehicle : undefined;
  return g.vehicles.find((v) => v.id === id)?.side ?? '';
}

/** Fills an input as a person types (React sees it). */
export const fill = (id: string, value: string) => type(need(id) as HTMLInputElement, value);

/** Chooses an option of a select by value, as selectOption does. */
export async function select(el: HTMLElement, value: string): Promise<void> {
  const s = el as HTMLSelectElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(s, value);
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Checks a checkbox or a radio button (a click, as a person would). */
export async function check(id: string, on = true): Promise<void> {
  const el = need(id) as HTMLInputElement;
  if (el.checked !== on) await click(el);
}

/** Clicks the first (or last) action button of the first kind in `prefs` that is offered (e2e clickAction). */
export async function clickAction(prefs: string[], lastOfKind = false): Promise<string> {
  for (const kind of prefs) {
    const buttons = qa(`[data-testid^="action-"][data-kind="${kind}"]`);
    if (buttons.length) {
      await click(lastOfKind ? buttons[buttons.length - 1] : buttons[0]);
      await confirmIfAsked();
      return kind;
    }
  }
  const any = q('[data-testid^="action-"]');
  expect(any, `an action is offered (pending ${pendingKind()})`).not.toBeNull();
  await click(any);
  await confirmIfAsked();
  return any!.getAttribute('data-kind') ?? '?';
}

/** A phone's Confirm bar, when a click only selected. */
export async function confirmIfAsked(): Promise<void> {
  const c = tid('confirm-action');
  if (c) await click(c);
}

/** Fires at the first target offered (after `before`), else holds; true if it fired (e2e fireOrHold). */
export async function fireOrHold(before?: (fire: HTMLElement) => void | Promise<void>): Promise<boolean> {
  const f = q('[data-testid^="fire-"]');
  if (!f) {
    await click(need('hold-fire'));
    return false;
  }
  if (before) await before(f);
  await click(f);
  return true;
}

/** Hovers an element (React's onMouseEnter/onMouseOver). */
export async function hover(el: HTMLElement): Promise<void> {
  await fire(el, 'mouseover');
  await fire(el, 'mouseenter', { bubbles: false });
}

/** Lifts a pass-the-device cover if one is up; true if it was. */
export async function uncover(): Promise<boolean> {
  const show = tid('pass-show');
  if (!show) return false;
  await click(show);
  return true;
}

/** Opens the new-game screen's form for Dark Future with the players, the scenario and the seed (e2e startScenario). */
export async function newGameForm(opts: { scenario?: string; seed: number; names?: [string, string]; animations?: boolean }): Promise<void> {
  await mountApp();
  const [a, b] = opts.names ?? ['Ann', 'Bob'];
  await fill('ng-player1', a);
  await fill('ng-player2', b);
  if (opts.scenario) await check(`ng-scenario-${opts.scenario}`);
  await fill('ng-seed', String(opts.seed));
  await check('ng-animations', opts.animations ?? false);
}

/** Kind of the section under global tick t, or '' off the track (e2e sectionKind). */
export function sectionKind(t: number): string {
  const g = get().game!;
  return g.track.sections[Math.floor(t / 60) - (g.track.first ?? 0)]?.kind ?? '';
}

/** Vehicles in play whose cell lies on a bend or a corner (e2e carsOnCurves). */
export function carsOnCurves(): string[] {
  return get().game!.vehicles.filter((v) => v.status === 'inPlay' && ['bend', 'corner'].includes(sectionKind(v.cell.t0))).map((v) => v.id);
}

/** Answers the set-up decisions through their panels until the first declaration (e2e playSetup); the steps seen. */
export async function playSetup(onStep?: (kind: string, step: string) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 30; i++) {
    const kind = pendingKind();
    if (kind === 'declare' || kind === 'fireOrHold' || kind === 'gameOver') return seen;
    const step = kind === 'roll' ? need('roll-panel').getAttribute('data-step') ?? '' : kind;
    seen.push(step);
    const before = get().commands.length;
    if (kind === 'roll') await click(need('setup-roll'));
    else if (kind === 'rollForLead') await click(need('roll-for-lead'));
    else if (kind === 'place') await click(need('place-submit'));
    else if (kind === 'veto') await click(need('veto-accept'));
    else throw new Error(`no panel handled for set-up decision ${kind}`);
    expect(get().commands.length).toBeGreaterThan(before);
    if (onStep) await onStep(kind, step);
  }
  throw new Error('set-up did not end');
}

/**
 * Plays to a result with e2e/road.ts's policy: the deciding car brakes when on or before a curve
 * above 50 mph, else drives on; the chase car rams or shoots when it can.
 */
export async function playToResult(maxSteps = 600): Promise<{ steps: number; curveSeen: number; shots: number }> {
  let curveSeen = 0, shots = 0;
  for (let i = 0; i < maxSteps; i++) {
    const kind = pendingKind();
    if (kind === 'gameOver') return { steps: i, curveSeen, shots };
    if (kind === 'fireOrHold') {
      if (await fireOrHold()) shots++;
      continue;
    }
    if (kind !== 'declare') throw new Error(`unexpected decision ${kind}`);
    if (carsOnCurves().length > 0) curveSeen++;
    const g = get().game!;
    const id = g.flow.kind === 'phase' ? g.flow.queue?.[0]?.vehicle : undefined;
    const v = g.vehicles.find((x) => x.id === id);
    const here = v ? sectionKind(v.cell.t0) : 'straight';
    const next = v ? sectionKind(v.cell.t0 + 60) : 'straight';
    const careful = v !== undefined && v.speed > 50 && (here !== 'straight' || (next !== 'straight' && next !== ''));
    const drive = careful ? ['brake', 'none'] : ['accelerate', 'moveOff', 'none', 'realign'];
    await clickAction(v?.side === 'chase' ? ['ram', 'shoot', ...drive] : ['ram', ...drive], true);
  }
  throw new Error(`no result after ${maxSteps} decisions`);
}
