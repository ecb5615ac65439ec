// The road-gang game's dice. Every roll is written to the event's `dice` as the faces seen, so
// the log can draw them; a D3 is a six-sided die halved, as at the table.
import { rollDie } from '../rng';
import type { RngState } from '../types';
import type { UsesDice } from './data';

export interface Roller {
  rng: RngState;
  /** The faces rolled so far for the event being built. */
  faces: number[];
}

export const roller = (rng: RngState): Roller => ({ rng, faces: [] });

/** Starts a new event's dice: returns the faces rolled since the last call. */
export function take(r: Roller): number[] {
  const out = r.faces;
  r.faces = [];
  return out;
}

export function die(r: Roller, sides: number): number {
  const n = rollDie(r.rng, sides);
  r.faces.push(n);
  return n;
}

export const d6 = (r: Roller): number => die(r, 6);
export const d3 = (r: Roller): number => Math.ceil(d6(r) / 2);
export const twoD6 = (r: Roller): number => d6(r) + d6(r);

export function rollUses(r: Roller, uses: UsesDice): number | null {
  if (uses === '2D6') return twoD6(r);
  if (uses === '1D3') return d3(r);
  if (uses === '1D6') return d6(r);
  return null;
}
