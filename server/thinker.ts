// The computer's long thoughts off the server's thread (issue 32): a level of the game's
// `slowLevels` (Dark Future's 'hard', a search whose decision took up to 761 ms of CPU on 7
// December, p95 365 ms, over 387 decisions of Games One, Two, Three and Six) would hold up every
// table of the process while it searched, so it thinks in one worker thread of the process, shared
// by its tables, answering in turn. The worker runs the very function the room's own thread runs
// for the quick levels (answerWithDriver, src/shell/think.ts), so both choose the same command.
import { Worker } from 'node:worker_threads';
import type { FromWorker, ThinkAnswer, ThinkRequest, ToWorker } from '../src/shell/think';

interface Waiting {
  resolve(a: ThinkAnswer): void;
  reject(e: Error): void;
}

export class Thinker {
  private worker: Worker | null = null;
  private next = 1;
  private readonly waiting = new Map<number, Waiting>();
  /** Decisions answered by the worker (the tests check the hard level thought there). */
  answered = 0;

  think(req: ThinkRequest): Promise<ThinkAnswer> {
    const w = this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      w.postMessage({ id, req } satisfies ToWorker);
    });
  }

  /** Ends the worker; thoughts still waiting fail. */
  async stop(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.fail(new Error('the server stopped'));
    if (w) await w.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // TypeScript in the worker too: tsx registered there first (./thinkerThread.mjs).
    const w = new Worker(new URL('./thinkerThread.mjs', import.meta.url));
    w.unref();
    w.on('message', (m: FromWorker) => {
      const wait = this.waiting.get(m.id);
      if (!wait) return;
      this.waiting.delete(m.id);
      this.answered++;
      if (m.ok) wait.resolve(m.answer);
      else wait.reject(new Error(m.error));
    });
    // A worker that dies fails its waiting thoughts (the room logs them); the next thought starts another.
    const gone = (e: Error) => {
      if (this.worker === w) this.worker = null;
      this.fail(e);
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`the thinking thread ended (${code})`)));
    this.worker = w;
    return w;
  }

  private fail(e: Error): void {
    const all = [...this.waiting.values()];
    this.waiting.clear();
    for (const wait of all) wait.reject(e);
  }
}
