// A small seeded generator kept inside GameState, so every die is reproducible (docs/architecture.md).
// mulberry32: one 32-bit word of state, plenty for dice.
import type { RngState } from './types';

export function newRng(seed: number, forced: number[] = []): RngState {
  // Seeds are safe integers (schema/setup.ts): the bits above 32 are folded in, so 2^32 and 0 roll
  // different dice, while every seed below 2^32 keeps the generator it always had.
  const high = Math.floor(Math.abs(seed) / 2 ** 32);
  const s = ((seed >>> 0) ^ Math.imul(high, 0x9e3779b1)) >>> 0;
  return { seed: s, s, forced: [...forced], rolls: 0 };
}

/** One step of mulberry32 on a state word held in `r.s`: a float in [0, 1). */
function next(r: { s: number }): number {
  r.s = (r.s + 0x6d2b79f5) >>> 0;
  let t = r.s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Rolls one six-sided die, taking a forced result first when a test or script queued one. */
export function rollD6(r: RngState): number {
  r.rolls += 1;
  const f = r.forced.shift();
  if (f !== undefined) return f;
  return 1 + Math.floor(next(r) * 6);
}

/** Rolls one die of any size (the road-gang game's d12, d20 and d100), forced results first. */
export function rollDie(r: RngState, sides: number): number {
  r.rolls += 1;
  const f = r.forced.shift();
  if (f !== undefined) return f;
  return 1 + Math.floor(next(r) * sides);
}

/**
 * The same generator outside a game: the computer driver's sampling, the sim's command picks, the
 * board's roadside scatter. One generator for the whole app, so its quality and speed are judged once.
 */
export function mulberry32(seed: number): () => number {
  const r = { s: seed >>> 0 };
  return () => next(r);
}
