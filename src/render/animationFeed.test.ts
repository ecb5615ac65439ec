import { describe, expect, it } from 'vitest';
import { createFeed } from './animationFeed';
import { timelineDuration, type Timeline } from './animation';

const k = { lane: 3, tm: 10, heading: 0 };
const tl = (n: number): Timeline => ({ msPerMove: 250, steps: n, effects: [], slots: Array.from({ length: n }, (_, i) => ({ vehicle: 'a', from: k, to: k, at: i })) });

describe('animation feed', () => {
  it('starts the clock when a board first claims the timeline, not when the command ran', () => {
    const f = createFeed<Timeline>(timelineDuration);
    const t = tl(2);
    f.push(t);
    expect(f.claim(10_000)).toEqual({ value: t, start: 10_000 }); // the pass-the-device screen took 10 s
    expect(f.claim(10_300)).toEqual({ value: t, start: 10_000 }); // a remounted board carries on
    expect(f.claim(10_500)).toBeNull(); // 2 moves x 250 ms: over
    expect(f.claim(10_600)).toBeNull();
  });

  it('drops empty timelines, replaces a running one and tells subscribers', () => {
    const f = createFeed<Timeline>(timelineDuration);
    let calls = 0;
    const off = f.subscribe(() => calls++);
    f.push(tl(0));
    expect(f.claim(0)).toBeNull();
    f.push(tl(1));
    f.claim(0);
    const next = tl(3);
    f.push(next);
    expect(f.claim(100)?.value).toBe(next);
    expect(calls).toBe(3);
    off();
    f.push(null);
    expect(calls).toBe(3);
  });
});
