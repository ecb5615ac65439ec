// Render on demand: requests coalesce into one frame, holds run the ticker, the last release
// draws the final picture, and a loop at rest draws nothing.
import { describe, expect, it } from 'vitest';
import { frameLoop, type Scheduler, type TickedApp } from './frameLoop';

function fakes() {
  const log: string[] = [];
  const app: TickedApp = { render: () => log.push('render'), start: () => log.push('start'), stop: () => log.push('stop') };
  const queue = new Map<number, () => void>();
  let next = 1;
  const frames: Scheduler = {
    requestFrame: (cb) => {
      queue.set(next, cb);
      return next++;
    },
    cancelFrame: (id) => void queue.delete(id),
  };
  const tick = () => {
    const cbs = [...queue.values()];
    queue.clear();
    for (const cb of cbs) cb();
  };
  return { log, app, frames, tick, queued: () => queue.size };
}

describe('frameLoop', () => {
  it('draws nothing until asked, then one frame for many requests', () => {
    const f = fakes();
    const loop = frameLoop(f.app, f.frames);
    f.tick();
    f.tick();
    expect(f.log).toEqual([]);
    loop.request();
    loop.request();
    loop.request();
    expect(f.queued()).toBe(1);
    f.tick();
    f.tick();
    expect(f.log).toEqual(['render']);
  });

  it('runs the ticker while held, and draws the resting picture once the last hold is released', () => {
    const f = fakes();
    const loop = frameLoop(f.app, f.frames);
    loop.request();
    const a = loop.hold();
    const b = loop.hold();
    // The ticker draws now: the pending single frame is dropped, requests queue nothing.
    expect(f.log).toEqual(['start']);
    expect(f.queued()).toBe(0);
    loop.request();
    expect(f.queued()).toBe(0);
    a();
    a();
    expect(f.log).toEqual(['start']);
    b();
    expect(f.log).toEqual(['start', 'stop']);
    f.tick();
    expect(f.log).toEqual(['start', 'stop', 'render']);
    f.tick();
    expect(f.log).toEqual(['start', 'stop', 'render']);
  });

  it('after dispose nothing draws or starts', () => {
    const f = fakes();
    const loop = frameLoop(f.app, f.frames);
    const release = loop.hold();
    loop.dispose();
    release();
    loop.request();
    loop.hold();
    f.tick();
    expect(f.log).toEqual(['start', 'stop']);
  });
});
