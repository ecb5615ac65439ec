// The computer thinks off the page's thread (issue 30): a decision of the 'hard' level can search
// for seconds, and on the page's thread the table froze meanwhile. A decision is asked as a
// request of plain data (so it crosses to a Web Worker by structured clone) and answered as a
// promise. The worker (src/games/computerWorker.ts) is handed to this client by src/main.tsx, since
// the shell names no game; without one (Vitest, a browser with no Worker, a worker that failed to
// start) the request is answered in this thread by the caller's own answer function, the very
// function the worker runs, so both paths choose the same command.
import type { ComputerDriver } from '../engine';
import { mulberry32 } from '../engine/kit';

/** What the computer is asked. Plain data only: it is copied to the worker. */
export interface ThinkRequest {
  /** The game's ruleset id: which driver answers. */
  game: string;
  /** What the driver reads: the deciding player's view (the ruleset's playerView), never the state with its secrets. */
  view: unknown;
  /** The real state's legal commands (they hold no secret); empty for a driver that lists its own from the view. */
  legal: readonly unknown[];
  player: string;
  level: string;
  /** The decision's own generator seed (decisionSeed): the same game makes the same draws. */
  seed: number;
}

export interface ThinkAnswer {
  command: unknown;
  /** The reason line, for a driver that gives one (Dark Future's). */
  reason?: string;
}

export type Answer = (req: ThinkRequest) => ThinkAnswer;

/** The messages to and from the worker: an id pairs an answer with its request. */
export interface ToWorker {
  id: number;
  req: ThinkRequest;
}
export type FromWorker = { id: number; ok: true; answer: ThinkAnswer } | { id: number; ok: false; error: string };

/** One generator per decision, from the game's seed and the command's number: same game, same choices. */
export const decisionSeed = (seed: number, commands: number): number => (seed ^ Math.imul(commands + 1, 0x9e3779b1)) >>> 0;

/** A request answered by a game's ComputerDriver (src/engine/contract.ts), in whichever thread runs this. */
export function answerWithDriver(driver: ComputerDriver, req: ThinkRequest): ThinkAnswer {
  return { command: driver.decide(req.view, req.legal, req.player, req.level, mulberry32(req.seed)) };
}

/** Answers a worker's message with `answer`: a driver that throws is told back in words, never lost. */
export function answerMessage(answer: Answer, m: ToWorker): FromWorker {
  try {
    return { id: m.id, ok: true, answer: answer(m.req) };
  } catch (e) {
    return { id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Why a thought ended without an answer: it was interrupted (the game moved on, or was left). */
export class ThinkingStopped extends Error {
  constructor() {
    super('the computer was interrupted');
  }
}

/** After this long a thought is shown at the table ("<name> is thinking…"); a quicker one would only flicker. */
export const THINK_SHOWN_AFTER = 300;

interface Waiting {
  req: ThinkRequest;
  local: Answer;
  resolve(a: ThinkAnswer): void;
  reject(e: Error): void;
  shown: ReturnType<typeof setTimeout>;
}

let make: (() => Worker) | null = null;
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

// Who the computer has been thinking for, longer than THINK_SHOWN_AFTER (useThinking.ts reads it).
let slow: { game: string; player: string } | null = null;
const listeners = new Set<() => void>();
const setSlow = (s: typeof slow) => {
  slow = s;
  for (const l of listeners) l();
};
export const slowThinker = (): { game: string; player: string } | null => slow;
export function subscribeThinking(l: () => void): () => void {
  listeners.add(l);
  return () => void listeners.delete(l);
}

function settle(id: number): Waiting | undefined {
  const w = waiting.get(id);
  if (!w) return undefined;
  waiting.delete(id);
  clearTimeout(w.shown);
  if (slow && waiting.size === 0) setSlow(null);
  return w;
}

/** Ends the worker and every thought in it: each is rejected with `why`, or answered in this thread when `why` is null. */
function endWorker(why: Error | null): void {
  worker?.terminate();
  worker = null;
  for (const id of [...waiting.keys()]) {
    const w = settle(id)!;
    if (why) w.reject(why);
    else answerHere(w.req, w.local).then(w.resolve, w.reject);
  }
}

function answerHere(req: ThinkRequest, local: Answer): Promise<ThinkAnswer> {
  try {
    return Promise.resolve(local(req));
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

function spawn(): Worker {
  const w = make!();
  w.onmessage = (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    const p = settle(m.id);
    if (!p) return; // interrupted meanwhile: nobody waits for it
    if (m.ok) p.resolve(m.answer);
    else p.reject(new Error(m.error));
  };
  // The worker itself failed (it could not load, or crashed): the computer thinks in this thread from now on.
  w.onerror = (e) => {
    e.preventDefault?.();
    make = null;
    endWorker(null);
  };
  return w;
}

/**
 * Where the computer thinks: in a worker made by `factory` (src/main.tsx passes the Vite worker of
 * src/games/computerWorker.ts), or in this thread (null, or where the browser has no Worker).
 * Any thought under way ends.
 */
export function thinkIn(factory: (() => Worker) | null): void {
  endWorker(new ThinkingStopped());
  make = factory && typeof Worker !== 'undefined' ? factory : null;
}

/** Whether a thought leaves this thread free (a worker is set up). */
export const thinksOffThread = (): boolean => make !== null;

/**
 * The computer's answer to `req`: from the worker, else from `local` in this thread (synchronously,
 * before this returns). `signal` interrupts it: the worker is ended (a search cannot be stopped
 * halfway any other way) and the promise rejects with ThinkingStopped; the next thought starts a
 * fresh worker.
 */
export function think(req: ThinkRequest, local: Answer, signal?: AbortSignal): Promise<ThinkAnswer> {
  if (signal?.aborted) return Promise.reject(new ThinkingStopped());
  if (!make) return answerHere(req, local);
  try {
    worker ??= spawn();
  } catch {
    // The browser refused to make it (a policy, an old browser): the computer thinks here from now on.
    make = null;
    return answerHere(req, local);
  }
  const id = nextId++;
  const answer = new Promise<ThinkAnswer>((resolve, reject) => {
    const shown = setTimeout(() => waiting.has(id) && setSlow({ game: req.game, player: req.player }), THINK_SHOWN_AFTER);
    waiting.set(id, { req, local, resolve, reject, shown });
  });
  signal?.addEventListener('abort', () => waiting.has(id) && endWorker(new ThinkingStopped()), { once: true });
  worker.postMessage({ id, req } satisfies ToWorker);
  return answer;
}
