import { describe, expect, it } from 'vitest';
import { cloneJson } from './clone';
import { testState } from './testkit';

describe('cloneJson', () => {
  it('copies a game state deeply: equal, but sharing nothing', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }] });
    const c = cloneJson(s);
    expect(c).toEqual(s);
    c.vehicles[0].cell.lane = 5;
    c.rng.forced.push(3);
    expect(s.vehicles[0].cell.lane).toBe(2);
    expect(s.rng.forced).toEqual([]);
  });

  it('keeps nulls, numbers, strings and booleans', () => {
    expect(cloneJson({ a: null, b: [1, 'x', true] })).toEqual({ a: null, b: [1, 'x', true] });
  });
});
