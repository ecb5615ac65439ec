// @vitest-environment happy-dom
// Pixi's system ticker runs when a board draws, never on its own (issue 31: a page at rest spent a
// tenth of a core on its frames).
import { afterEach, describe, expect, it } from 'vitest';
import { Ticker } from 'pixi.js';
import { systemTickerOnDraw, type DrawnApp } from './systemTicker';

function fakeApp() {
  const drawn: (() => void)[] = [];
  const app: DrawnApp = { renderer: { runners: { postrender: { add: (item) => drawn.push(() => item.postrender()) } } } };
  return { app, draw: () => drawn.forEach((f) => f()) };
}

describe('the system ticker', () => {
  let added: (() => void) | null = null;
  afterEach(() => {
    if (added) Ticker.system.remove(added);
    added = null;
  });

  it('left alone, starts asking for frames as soon as a task is added (what a board at rest paid for)', () => {
    const ticker = new Ticker();
    ticker.autoStart = true;
    ticker.add(() => {});
    expect(ticker.started).toBe(true);
    ticker.destroy();
  });

  it('does not start when a task is added, and runs its tasks once for each frame a board draws', () => {
    const { app, draw } = fakeApp();
    systemTickerOnDraw(app);
    let runs = 0;
    added = () => void runs++;
    Ticker.system.add(added);
    expect(Ticker.system.started).toBe(false);
    expect(runs).toBe(0);
    draw();
    // The ticker skips a call at the same millisecond as the last: the frames are a few ms apart on a page.
    const t = performance.now();
    while (performance.now() - t < 2);
    draw();
    expect(runs).toBe(2);
    expect(Ticker.system.started).toBe(false);
  });
});
