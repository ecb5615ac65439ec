// The sim's own seeded generator for choosing commands (auto play, bench, fuzz). It is separate
// from the dice generator inside GameState, so choosing a command never changes a roll, and it
// never uses Math.random, so every random playout replays from its seed.

import { mulberry32 } from '../ai/rng';

export interface Picker {
  /** A whole number in [0, n). */
  below(n: number): number;
  /** One element of a non-empty list, uniformly. */
  pick<T>(list: readonly T[]): T;
}

/** mulberry32 (one 32-bit word of state; the same generator the computer driver samples with). */
export function picker(seed: number): Picker {
  const next = mulberry32(seed);
  const below = (n: number): number => Math.floor(next() * n);
  return { below, pick: (list) => list[below(list.length)] };
}
