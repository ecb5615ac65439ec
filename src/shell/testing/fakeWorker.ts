// For tests (issue 30): a stand-in for the computer's Web Worker where there is none (Vitest's DOM).
// It copies each request and answer by structured clone, as the browser does between threads, and
// answers on a later turn of the event loop with `answer` (the worker's own function), unless held.
import { afterEach, beforeEach, vi } from 'vitest';
import { answerMessage, thinkIn, type Answer, type FromWorker, type ToWorker } from '../think';

export class FakeWorker {
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: ((e: { preventDefault?(): void }) => void) | null = null;
  terminated = false;
  posted: ToWorker[] = [];
  /** While held, answers wait (a long search); release() sends them. */
  held = false;
  private queue: ToWorker[] = [];

  constructor(private readonly answer: Answer) {}

  postMessage(m: ToWorker): void {
    const copy = structuredClone(m);
    this.posted.push(copy);
    this.queue.push(copy);
    if (!this.held) this.release();
  }

  release(): void {
    this.held = false;
    const due = this.queue.splice(0);
    setTimeout(() => {
      for (const m of due) {
        if (this.terminated) return;
        this.onmessage?.({ data: structuredClone(answerMessage(this.answer, m)) });
      }
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** Workers made by the factory returned, newest last, for a test to look at. */
export function fakeWorkers(answer: Answer, held = false): { make: () => Worker; made: FakeWorker[] } {
  const made: FakeWorker[] = [];
  return {
    made,
    make: () => {
      const w = new FakeWorker(answer);
      w.held = held;
      made.push(w);
      return w as unknown as Worker;
    },
  };
}

/**
 * For the tests of a describe: the computer thinks in fake workers answering with `answer` (held
 * until released when `held`), set up before each test and gone after it.
 */
export function withFakeWorkers(answer: Answer, held = false): { workers: ReturnType<typeof fakeWorkers> } {
  const it = { workers: fakeWorkers(answer, held) };
  beforeEach(() => {
    // happy-dom has no Worker, and the client makes workers only where the browser has them.
    vi.stubGlobal('Worker', class {});
    it.workers = fakeWorkers(answer, held);
    thinkIn(it.workers.make);
  });
  afterEach(() => {
    thinkIn(null);
    vi.unstubAllGlobals();
  });
  return it;
}

/** Asks for a thought (`ask` posts it to the newest worker, held), lets `meanwhile` happen, then lets the answer come. */
export async function thinkWhile<T>(workers: { made: FakeWorker[] }, ask: () => Promise<T>, meanwhile: () => void): Promise<T> {
  const asked = workers.made.at(-1)?.posted.length ?? 0;
  const answer = ask();
  if (workers.made.at(-1)?.posted.length !== asked + 1) throw new Error('the thought was not posted to the worker');
  meanwhile();
  workers.made.at(-1)!.release();
  return answer;
}
