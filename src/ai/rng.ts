// The computer driver's own dice for its thinking: seeded from what its player may know (the
// view), never from the game's generator, so the same view always gives the same choice.
import { mulberry32 } from '../engine';

export interface AiRng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
  /** A fresh 32-bit word (seeds a world's dice). */
  word(): number;
}

/** The engine's generator (one for the whole app): src/sim/prng.ts and the board's roadside build on it too. */
export { mulberry32 };

export function aiRng(seed: number): AiRng {
  const next = mulberry32(seed);
  return { next, below: (n) => Math.floor(next() * n), word: () => Math.floor(next() * 4294967296) >>> 0 };
}

/** FNV-1a over a string: the seed a view gives. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
