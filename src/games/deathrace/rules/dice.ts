// Deathrace 40,000's dice: every roll comes from the seeded generator in the state (forced dice
// first, for tests) and is written to the next event's `dice`, so the log can draw it.
import { rollDie } from '../../../engine/rng';
import { testNeed } from './data';
import type { DrEvent, DrState } from './types';

export interface DrCtx {
  s: DrState;
  events: DrEvent[];
  /** Faces rolled since the last event. */
  faces: number[];
}

export const die = (c: DrCtx, sides: number): number => {
  const n = rollDie(c.s.rng, sides);
  c.faces.push(n);
  return n;
};
export const d6 = (c: DrCtx): number => die(c, 6);
/** A D3 is a six-sided die halved, as at the table. */
export const d3 = (c: DrCtx): number => Math.ceil(d6(c) / 2);
export const d10 = (c: DrCtx): number => die(c, 10);

type Unrolled<E> = E extends unknown ? Omit<E, 'dice'> : never;

/** Adds an event carrying the dice rolled since the last one. */
export function emit(c: DrCtx, e: Unrolled<DrEvent>): void {
  c.events.push({ ...e, dice: c.faces } as DrEvent);
  c.faces = [];
}

/** A skill or reflex test (readings.ts `tests`): a D6 of 7 minus the value or more. */
export function test(c: DrCtx, value: number): { roll: number; need: number; passed: boolean } {
  const need = testNeed(value);
  const roll = d6(c);
  return { roll, need, passed: roll >= need };
}
