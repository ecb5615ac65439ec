// The sim's own seeded generator for choosing commands (auto play, bench, fuzz). It is separate
// from the dice generator inside GameState, so choosing a command never changes a roll, and it
// never uses Math.random, so every random playout replays from its seed.

export interface Picker {
  /** A whole number in [0, n). */
  below(n: number): number;
  /** One element of a non-empty list, uniformly. */
  pick<T>(list: readonly T[]): T;
}

/** mulberry32: one 32-bit word of state, fast, and plenty for choosing among a few dozen commands. */
export function picker(seed: number): Picker {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number): number => Math.floor(next() * n);
  return { below, pick: (list) => list[below(list.length)] };
}
