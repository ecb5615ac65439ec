import { describe, expect, it } from 'vitest';
import { band, BAND_MISS_MARGIN, convexOverlap, halfBandMiss, hypot, rect, unit } from './polygon';
import { newRng, rollDie } from './rng';

/** Uniform numbers in [0, 1) from the engine's seeded generator, so a failing case replays. */
function rng(seed: number): () => number {
  const r = newRng(seed);
  return () => (rollDie(r, 2 ** 30) - 1) / 2 ** 30;
}

describe('halfBandMiss: the cheap test before a ruler is measured (p25 corridors)', () => {
  it('never calls a miss what the exact overlap test finds inside a band of any length', () => {
    const r = rng(20261201);
    const n = 6000;
    let misses = 0;
    let overlaps = 0;
    const wrong: number[] = [];
    for (let i = 0; i < n; i++) {
      // Poses anywhere on a long rolled road (thousands of cm), rulers at any angle and length,
      // models of a car (4 x 8 cm) placed near the ruler so that borderline cases are common.
      const origin = { x: (r() - 0.5) * 6000, y: (r() - 0.5) * 6000 };
      const a = r() * 2 * Math.PI;
      const d = unit(a);
      const across = { x: -d.y, y: d.x };
      const width = [2, 4][Math.floor(r() * 2)] * (r() < 0.5 ? 1 : -1);
      const p0 = origin;
      const p1 = { x: p0.x + across.x * width, y: p0.y + across.y * width };
      const length = r() < 0.1 ? r() * 1e-5 : r() * 120;
      const c = { x: p0.x + d.x * (r() * 160 - 30) + across.x * (r() * 24 - 12), y: p0.y + d.y * (r() * 160 - 30) + across.y * (r() * 24 - 12) };
      const body = rect(c, r() * 2 * Math.PI, 8, 4);
      const miss = halfBandMiss(body, p0, p1, d);
      const exact = convexOverlap(band(p0, p1, d, length), body);
      if (miss) misses++;
      if (exact) overlaps++;
      if (miss && exact) wrong.push(i);
    }
    expect(wrong).toEqual([]);
    // Both answers occur often, so the property is tried on both sides.
    expect(misses).toBeGreaterThan(n / 5);
    expect(overlaps).toBeGreaterThan(n / 20);
  });

  it('a shape just clear of a side or just behind the start is a miss; just touching is not', () => {
    const d = unit(0);
    const p0 = { x: 0, y: 0 };
    const p1 = { x: 0, y: 4 };
    const m = BAND_MISS_MARGIN;
    expect(halfBandMiss(rect({ x: 20, y: 6 + 2 * m }, 0, 8, 4), p0, p1, d)).toBe(true);
    expect(halfBandMiss(rect({ x: 20, y: -2 - 2 * m }, 0, 8, 4), p0, p1, d)).toBe(true);
    expect(halfBandMiss(rect({ x: -4 - 2 * m, y: 2 }, 0, 8, 4), p0, p1, d)).toBe(true);
    expect(halfBandMiss(rect({ x: 20, y: 6 }, 0, 8, 4), p0, p1, d)).toBe(false);
    expect(halfBandMiss(rect({ x: 500, y: 2 }, 0, 8, 4), p0, p1, d)).toBe(false);
  });
});

describe('hypot: Math.hypot of two numbers without the call (issue 31)', () => {
  it('gives the very number Math.hypot gives, bit for bit, over magnitudes from 1e-310 to 1e300 and the special values', () => {
    const r = rng(3141);
    const wrong: string[] = [];
    const cases: [number, number][] = [[0, 0], [-0, 0], [-0, -0], [3, 4], [-3, 4], [5e-324, 0], [5e-324, 5e-324], [1e-310, 3e-310], [1e300, 1e300], [1.7e308, 1.7e308], [Infinity, NaN], [NaN, -Infinity], [NaN, 1], [1, NaN], [Infinity, 1], [0, -Infinity]];
    for (let i = 0; i < 60000; i++) {
      const mag = (): number => (r() - 0.5) * 10 ** (r() * 12 - 6);
      // The ruler's and the road test's numbers (cm, some hundreds either way), and far beyond.
      cases.push(i % 4 === 0 ? [(r() - 0.5) * 10 ** (r() * 600 - 310), (r() - 0.5) * 10 ** (r() * 600 - 310)] : [mag(), mag()]);
    }
    for (const [x, y] of cases) if (!Object.is(hypot(x, y), Math.hypot(x, y))) wrong.push(`${x} ${y}: ${hypot(x, y)} against ${Math.hypot(x, y)}`);
    expect(wrong).toEqual([]);
  });
});
