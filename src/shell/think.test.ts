// @vitest-environment happy-dom
// The computer's thinking client (issue 30): without a worker it answers in this thread at once;
// with one, the request and answer cross as copies, a long thought is shown after 300 ms, an
// interrupted thought ends its worker, and a worker that fails leaves the computer thinking here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from './testing/fakeWorker';
import { slowThinker, think, thinkIn, ThinkingStopped, thinksOffThread, THINK_SHOWN_AFTER, type ThinkRequest } from './think';

const REQ: ThinkRequest = { game: 'toy', view: { n: 4 }, legal: [{ pick: 1 }, { pick: 2 }], player: 'p2', level: 'normal', seed: 7 };
/** A toy driver: the legal command the view's number picks. */
const toy = (r: ThinkRequest) => ({ command: r.legal[(r.view as { n: number }).n % r.legal.length] });

// happy-dom has no Worker: the client makes workers only where the browser has them.
beforeEach(() => vi.stubGlobal('Worker', class {}));
afterEach(() => {
  thinkIn(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('thinking off the page', () => {
  it('with no worker the answer is worked out in this thread, before think returns', async () => {
    thinkIn(null);
    const local = vi.fn(toy);
    const p = think(REQ, local);
    expect(local).toHaveBeenCalledOnce();
    await expect(p).resolves.toEqual({ command: { pick: 1 } });
    expect(thinksOffThread()).toBe(false);
  });

  it('a browser without Worker thinks in this thread even when given a worker', () => {
    vi.unstubAllGlobals();
    const w = fakeWorkers(toy);
    expect(typeof Worker).toBe('undefined');
    thinkIn(w.make);
    expect(thinksOffThread()).toBe(false);
  });

  it('with a worker, the request goes as a copy and the answer comes back; the page does not compute it', async () => {
    const w = fakeWorkers(toy);
    thinkIn(w.make);
    const local = vi.fn(toy);
    await expect(think(REQ, local)).resolves.toEqual({ command: { pick: 1 } });
    expect(local).not.toHaveBeenCalled();
    expect(w.made).toHaveLength(1);
    expect(w.made[0].posted[0].req).toEqual(REQ);
    expect(w.made[0].posted[0].req).not.toBe(REQ);
    // One worker serves every thought.
    await think({ ...REQ, view: { n: 5 } }, local);
    expect(w.made).toHaveLength(1);
  });

  it('a thought longer than 300 ms is shown for its game and player, and no longer once answered', async () => {
    vi.useFakeTimers();
    const w = fakeWorkers(toy, true);
    thinkIn(w.make);
    const p = think(REQ, toy);
    await vi.advanceTimersByTimeAsync(THINK_SHOWN_AFTER - 1);
    expect(slowThinker()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(slowThinker()).toEqual({ game: 'toy', player: 'p2' });
    w.made[0].release();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual({ command: { pick: 1 } });
    expect(slowThinker()).toBeNull();
  });

  it('an interrupted thought ends its worker and rejects; the next thought starts a fresh worker', async () => {
    const w = fakeWorkers(toy, true);
    thinkIn(w.make);
    const stop = new AbortController();
    const p = think(REQ, toy, stop.signal);
    stop.abort();
    await expect(p).rejects.toBeInstanceOf(ThinkingStopped);
    expect(w.made[0].terminated).toBe(true);
    expect(slowThinker()).toBeNull();
    think(REQ, toy).catch(() => undefined); // ended by the next test's thinkIn(null)
    expect(w.made).toHaveLength(2);
    expect(w.made[1].posted).toHaveLength(1);
  });

  it('a driver that throws in the worker is told back as an error', async () => {
    thinkIn(fakeWorkers(() => { throw new Error('no legal command'); }).make);
    await expect(think(REQ, toy)).rejects.toThrow('no legal command');
  });

  it('a worker that fails to run leaves the computer thinking in this thread, the pending thought answered here', async () => {
    const w = fakeWorkers(toy, true);
    thinkIn(w.make);
    const p = think(REQ, toy);
    w.made[0].onerror!({});
    await expect(p).resolves.toEqual({ command: { pick: 1 } });
    expect(thinksOffThread()).toBe(false);
    expect(w.made[0].terminated).toBe(true);
  });

  it('a worker the browser refuses to make leaves the computer thinking in this thread', async () => {
    thinkIn(() => {
      throw new Error('refused');
    });
    await expect(think(REQ, toy)).resolves.toEqual({ command: { pick: 1 } });
    expect(thinksOffThread()).toBe(false);
  });
});
