// One generator for the whole app (issue 27): the game's dice and the computer driver's sampling
// come from the same mulberry32.
import { describe, expect, it } from 'vitest';
import { mulberry32, newRng, rollD6 } from './rng';
import { aiRng } from '../ai/rng';

describe('mulberry32', () => {
  it('gives the floats a game seeded alike rolls its dice from', () => {
    const r = newRng(12345);
    const f = mulberry32(12345);
    for (let i = 0; i < 50; i++) expect(rollD6(r)).toBe(1 + Math.floor(f() * 6));
  });

  it('is the computer driver’s generator too', () => {
    const f = mulberry32(99);
    const a = aiRng(99);
    for (let i = 0; i < 20; i++) expect(a.next()).toBe(f());
  });

  it('stays in [0, 1) and repeats from its seed', () => {
    const xs = Array.from({ length: 1000 }, mulberry32(7));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 1000 }, mulberry32(7))).toEqual(xs);
  });
});
