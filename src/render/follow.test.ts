import { describe, expect, it } from 'vitest';
import { testState } from '../engine/testkit';
import { focusWindow, MIN_WINDOW } from './follow';

describe('follow camera window', () => {
  it('frames at least two and a half sections around the cars', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 9, speed: 60 }] });
    const w = focusWindow(s);
    expect(w.t1 - w.t0).toBe(MIN_WINDOW);
    expect(w.t0).toBeLessThanOrEqual(180);
    expect(w.t1).toBeGreaterThanOrEqual(200);
  });

  it('widens to keep every car in view', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }, { id: 'b', lane: 5, space: 15 }] });
    const w = focusWindow(s);
    expect(w.t0).toBeLessThanOrEqual(20);
    expect(w.t1).toBeGreaterThanOrEqual(320);
  });

  it('slides instead of shrinking at the ends of the track', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 20 }] });
    const w = focusWindow(s);
    expect(w.t1).toBe(420);
    expect(w.t1 - w.t0).toBe(MIN_WINDOW);
  });

  it('ignores cars no longer in play', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 2 }, { id: 'b', lane: 5, space: 20, patch: { status: 'crashed' } }] });
    expect(focusWindow(s).t1).toBeLessThan(300);
  });
});
