// The computer thinks in a Web Worker (issue 30): with both seats of Dark Future's Game One at the
// 'hard' level (searches of up to a second or more each), the page's main thread is measured while
// the computer decides. Every Worker message is timed in the page (posted: a thought begins;
// answered: it ends) and the main thread's long tasks (PerformanceObserver 'longtask'), frame gaps
// (requestAnimationFrame) and the scripts that ran (Long Animation Frames) are collected; no task
// may run 200 ms or more of script (the board's drawing aside) while a thought is under way, and
// the raw long tasks and frame gaps are printed (see blocked() for why script is what is held). The same game with the computer thinking in the page's thread (the test build's switch,
// src/main.tsx) is the control: there the probe must see the thread blocked.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, freshApp, picture, SHOTS, waitForBoard } from './helpers';
import { expectFirstScreen } from './firstScreen';

/** The longest main-thread task allowed while the computer thinks, in ms. */
const LIMIT = 200;
/** How many of the computer's moves are measured (its first are the roll for the lead and the placings). */
const MOVES = 12;

interface Probe {
  longTasks: { start: number; end: number }[];
  /** The scripts of the long animation frames (LoAF): what ran, from where; the board's drawing is its requestAnimationFrame callbacks. */
  scripts: { invoker: string; source: string; start: number; end: number }[];
  frames: number[];
  thoughts: { start: number; end: number | null }[];
  moves: number[];
  /** The worker's error events (it failed to load or crashed: the client then thinks in the page). */
  workerErrors: string[];
}

/** Installed before the page's own scripts: the long tasks, the frames, and each thought's start and end. */
function installProbe(): void {
  const probe: Probe = { longTasks: [], scripts: [], frames: [], thoughts: [], moves: [], workerErrors: [] };
  (window as unknown as { __probe: Probe }).__probe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries() as unknown as { scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; startTime: number; duration: number }[] }[]) {
      for (const x of f.scripts) probe.scripts.push({ invoker: x.invoker, source: `${x.sourceURL.split('/').pop()} ${x.sourceFunctionName}`, start: x.startTime, end: x.startTime + x.duration });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const frame = (t: number) => {
    probe.frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The worker's messages: a request posted begins a thought, its answer received ends it
  // (this listener is added before the client's own onmessage, so it sees the answer first).
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (e) => {
        // Held (for the screenshot): the client sees the answer only when the test lets it go.
        const w = window as unknown as { __hold?: boolean; __held?: (() => void)[] };
        if (w.__hold) {
          e.stopImmediatePropagation();
          (w.__held ??= []).push(() => this.dispatchEvent(new MessageEvent('message', { data: (e as MessageEvent).data })));
          return;
        }
        const open = probe.thoughts.find((t) => t.end === null);
        if (open) open.end = performance.now();
      });
      this.addEventListener('error', (e) => probe.workerErrors.push(String((e as ErrorEvent).message ?? e.type)));
    }
    postMessage(m: unknown, o?: StructuredSerializeOptions | Transferable[]): void {
      probe.thoughts.push({ start: performance.now(), end: null });
      super.postMessage(m, o as StructuredSerializeOptions);
    }
  };
}

/** The start screen with nothing kept, and the probe in the page. */
async function openWithProbe(page: Page): Promise<void> {
  await page.addInitScript(installProbe);
  await freshApp(page);
}

async function startHardGame(page: Page, inThread: boolean): Promise<void> {
  await openWithProbe(page);
  if (inThread) await page.evaluate(() => (window as unknown as { __dfThink: { inThread(on: boolean): void } }).__dfThink.inThread(true));
  await page.getByTestId('ng-player1').fill('Ann');
  await page.getByTestId('ng-player2').fill('Robo');
  await page.getByTestId('ng-scenario-gameOne').check();
  await page.getByTestId('ng-seed').fill('7');
  await page.getByTestId('ng-animations').uncheck();
  await page.getByTestId('ng-start').click();
  // The table and its board are drawn first (their first draw is a long task of its own, up to a
  // second at load 14 in software GL), then both seats go to the computer through the store.
  await waitForBoard(page);
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const probe = (window as unknown as { __probe: Probe }).__probe;
    const store = (window as unknown as { __df: { store: { getState(): { setSeats(s: Record<string, string>): void }; subscribe(l: (s: { commands: unknown[] }) => void): void } } }).__df.store;
    // Each of the computer's moves timed as it is played; the first entry is when it was seated.
    probe.moves.push(performance.now());
    let n = 0;
    store.subscribe((s) => {
      if (s.commands.length > n) probe.moves.push(performance.now());
      n = s.commands.length;
    });
    store.getState().setSeats({ p1: 'hard', p2: 'hard' });
  });
}

const commands = (page: Page) => page.evaluate(() => (window as unknown as { __df: { store: { getState(): { commands: unknown[] } } } }).__df.store.getState().commands.length);
const probeOf = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

type Span = { start: number; end: number };
const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * What blocked the page during the windows given: the longest long task and frame gap, and the
 * longest stretch of script in one task other than the board's drawing (its requestAnimationFrame
 * callbacks), from the Long Animation Frames API. On this 2-core machine at load 13 to 19, with
 * the board drawn by software GL, the page's own rendering (the board's frames, style, layout,
 * paint: a long task's time with no script in it) takes up to a second a frame with or without the
 * computer; the computer thinking in the page's thread shows as a script (a timer's), so script is
 * what tells the two apart. With `delivered`, a window's end is the instant its answer was
 * received: the task that received it (the only one running at that instant, as the page has one
 * thread) plays the move and draws it, and is the move's, not the thought's.
 */
function blocked(p: Probe, windows: Span[], delivered = false): { task: number; gap: number; script: number } {
  const during = (a: Span) => windows.some((w) => overlap(a, w) > 0 && !(delivered && a.start <= w.end && a.end >= w.end));
  const tasks = p.longTasks.filter(during);
  const task = Math.max(0, ...tasks.map((t) => t.end - t.start));
  const scripts = p.scripts.filter((x) => x.invoker !== 'FrameRequestCallback');
  const script = Math.max(0, ...tasks.map((t) => scripts.reduce((sum, x) => sum + overlap(t, x), 0)));
  // What ran in the longer ones, to tell what blocked the page.
  for (const t of tasks.filter((t) => t.end - t.start >= LIMIT)) {
    const ran = p.scripts.filter((x) => overlap(t, x) > 0).map((x) => `${x.invoker} ${x.source} ${Math.round(x.end - x.start)} ms`);
    console.log(`  a task of ${Math.round(t.end - t.start)} ms: ${ran.join('; ') || 'no script (rendering)'}`);
  }
  let gap = 0;
  for (let i = 1; i < p.frames.length; i++) if (during({ start: p.frames[i - 1], end: p.frames[i] })) gap = Math.max(gap, p.frames[i] - p.frames[i - 1]);
  return { task: Math.round(task), gap: Math.round(gap), script: Math.round(script) };
}

test.describe.configure({ timeout: 400_000 });

test('hard against hard in Game One: the page is never blocked while the computer thinks in its worker, and its moves arrive; the control, thinking in the page thread, blocks it', async ({ page }) => {
  const errors = collectErrors(page);
  await startHardGame(page, false);
  await expect.poll(() => commands(page), { timeout: 180_000, intervals: [500] }).toBeGreaterThanOrEqual(MOVES);
  const p = await probeOf(page);
  expect(p.workerErrors).toEqual([]);
  const thoughts = p.thoughts.filter((t): t is { start: number; end: number } => t.end !== null);
  expect(thoughts.length).toBeGreaterThanOrEqual(MOVES);
  const during = blocked(p, thoughts, true);
  const play = blocked(p, [{ start: p.moves[0], end: p.moves[MOVES] }]);
  const longest = Math.round(Math.max(...thoughts.map((t) => t.end - t.start)));
  console.log(`worker: ${thoughts.length} thoughts (longest ${longest} ms); while thinking: longest script in a task ${during.script} ms, longest task ${during.task} ms, longest frame gap ${during.gap} ms; over the ${MOVES} moves, thinking and playing: longest task ${play.task} ms`);
  expect(longest, 'the hard level searched for a while (else nothing was measured)').toBeGreaterThan(LIMIT);
  expect(p.scripts.length, 'the Long Animation Frames API saw the page').toBeGreaterThan(0);
  expect(during.script, "the longest script in a main-thread task while the computer thought (the board's drawing aside)").toBeLessThan(LIMIT);

  // "<name> is thinking…" once a thought has lasted 300 ms, beside the reason line: the next
  // answer is held back so the screenshot shows it, then let go, and the game goes on.
  await page.evaluate(() => ((window as unknown as { __hold: boolean }).__hold = true));
  const status = page.getByTestId('computer-thinking');
  await expect(status).toHaveText(/^(Ann|Robo) is thinking…$/, { timeout: 60_000 });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveAttribute('role', 'status');
  await picture(page, `${SHOTS}/computer-worker-thinking.png`);
  const n = await commands(page);
  await page.evaluate(() => {
    const w = window as unknown as { __hold: boolean; __held?: (() => void)[] };
    w.__hold = false;
    for (const deliver of w.__held ?? []) deliver();
  });
  await expect.poll(() => commands(page)).toBeGreaterThan(n);
  expect(errors).toEqual([]);

  // The control (its own test until issue 31): the same game with the computer thinking in the
  // page's thread blocks it, so the probe above would have seen a blocked page.
  // It is watched only until a script of the limit's length has run (issue 31: it played the same
  // twelve moves as the worker's game, every hard thought blocking the page and a core).
  {
    await startHardGame(page, true);
    const longScript = () =>
      page.evaluate((limit) => {
        const p = (window as unknown as { __probe: Probe }).__probe;
        return p.scripts.some((x) => x.invoker !== 'FrameRequestCallback' && x.start >= p.moves[0] && x.end - x.start > limit);
      }, LIMIT);
    await expect.poll(longScript, { timeout: 180_000, intervals: [500] }).toBe(true);
    const p = await probeOf(page);
    expect(p.thoughts).toEqual([]);
    const n = p.moves.length - 1;
    const play = blocked(p, [{ start: p.moves[0], end: Infinity }]);
    console.log(`in the page's thread: over its first ${n} moves, longest script in a task ${play.script} ms, longest task ${play.task} ms, longest frame gap ${play.gap} ms`);
    expect(play.script).toBeGreaterThan(LIMIT);
  }
});

test("the first screen; the road-gang game's computer seats think in the same worker: its moves come from the worker's answers; saved with its seats, a reload resumes with the computer still driving", async ({ page }) => {
  const errors = collectErrors(page);
  await openWithProbe(page);
  await expectFirstScreen(page, 'desktop');
  await page.getByTestId('ng-ruleset-roadGang').check();
  await page.getByTestId('rg-name-1').fill('Ann');
  await page.getByTestId('rg-name-2').fill('Bob');
  await page.getByTestId('rg-seat-1').selectOption('normal');
  await page.getByTestId('rg-seat-2').selectOption('normal');
  await page.getByTestId('rg-seed').fill('41');
  await page.getByTestId('rg-start').click();
  // The screen says the computer drives (issue 27), and it plays on its own.
  await expect(page.getByTestId('rg-computer-thinking')).toBeVisible();
  const played = async () => Number(await page.getByTestId('rg-game').getAttribute('data-commands'));
  await expect.poll(played, { timeout: 60_000, intervals: [500] }).toBeGreaterThanOrEqual(10);
  const n = await played();
  const p = await probeOf(page);
  // Every move played was answered by the worker (read after the count: the computer plays on).
  expect(p.thoughts.filter((t) => t.end !== null).length).toBeGreaterThanOrEqual(n);
  await picture(page, `${SHOTS}/house-road-gang-computer.png`);
  // The one autosave holds the game with its seats; a reload resumes it, the computer still driving.
  const saved = await page.evaluate(() => localStorage.getItem('dark-future/save'));
  expect(JSON.parse(saved!).ruleset).toBe('roadGang');
  expect(JSON.parse(saved!).seats).toEqual({ p1: 'normal', p2: 'normal' });
  await page.reload();
  await expect(page.getByTestId('rg-computer-thinking')).toBeVisible();
  const resumed = await played();
  await expect.poll(played, { timeout: 20_000 }).toBeGreaterThan(resumed);
  expect(errors).toEqual([]);
});
