// Each state's legal list is worked out once and kept with its state (kept.ts, issue 31): asked
// again in any order it is the same list, a copy made outside the engine works out its own, and
// nothing of it shows in the state's keys, JSON or clones.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from './turn';
import { newGame } from './setup';
import { must } from '../testkit';
import { cloneJson } from '../clone';
import type { GameState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

/** Every state of a Game One played `n` commands in, each command picked by its index among the offered. */
function states(n: number): GameState[] {
  let s = must(newGame({ scenario: 'gameOne', players }, 5));
  const out = [s];
  for (let i = 0; i < n && s.flow.kind !== 'over'; i++) {
    const legal = legalCommands(s);
    s = must(apply(s, legal[(i * 7) % legal.length])).state;
    out.push(s);
  }
  return out;
}

const declaring = (all: GameState[]) => all.filter((s) => pending(s).kind === 'declare');

describe('each state keeps its legal list (kept.ts)', () => {
  it('asked again after other states were asked, a state gives the very commands it gave first', () => {
    const all = states(60);
    const first = all.map((s) => legalCommands(s));
    expect(declaring(all).length).toBeGreaterThan(10);
    // In reverse: a single slot for the last state asked would miss every time.
    for (let i = all.length - 1; i >= 0; i--) {
      const again = legalCommands(all[i]);
      expect(again).not.toBe(first[i]); // a copy of the kept list: a caller may sort or trim its own
      expect(again.length).toBe(first[i].length);
      again.forEach((c, k) => expect(c).toBe(first[i][k]));
    }
  });

  it('the kept list is the one the rules work out for a copy of the state', () => {
    for (const s of states(60)) {
      const copy = cloneJson(s);
      const fresh = legalCommands(copy);
      expect(fresh).toEqual(legalCommands(s));
      if (fresh.length > 0) expect(fresh[0]).not.toBe(legalCommands(s)[0]);
    }
  });

  it('a copy changed outside the engine works out its own list, not its original\'s', () => {
    const s = declaring(states(60)).find((x) => x.flow.kind === 'phase' && legalCommands(x).length > 3)!;
    const who = pending(s).vehicle;
    const kept = legalCommands(s);
    // The deciding vehicle halted: a spread copy, as a test or immer's draft makes one.
    const changed: GameState = { ...s, vehicles: s.vehicles.map((v) => (v.id === who ? { ...v, speed: 0 } : v)) };
    const own = legalCommands(changed);
    expect(own).toEqual(legalCommands(cloneJson(changed)));
    expect(own).not.toEqual(kept);
  });

  it('shows in no key, JSON, spread or structured clone of the state', () => {
    for (const s of states(30)) {
      legalCommands(s);
      for (const k of Object.getOwnPropertySymbols(s)) expect(Object.getOwnPropertyDescriptor(s, k)!.enumerable).toBe(false);
      expect(Object.getOwnPropertySymbols({ ...s })).toEqual([]);
      expect(Object.getOwnPropertySymbols(structuredClone(s))).toEqual([]);
      expect(JSON.stringify(s)).toBe(JSON.stringify(cloneJson(s)));
    }
  });

  it('a frozen state apply did not make is kept too, and its argument is left as it was', () => {
    const s = Object.freeze(must(newGame({ scenario: 'gameOne', players }, 5)));
    const first = legalCommands(s);
    expect(first.length).toBeGreaterThan(0);
    legalCommands(states(5).at(-1)!);
    legalCommands(s).forEach((c, k) => expect(c).toBe(first[k]));
    expect(Object.getOwnPropertySymbols(s)).toEqual([]);
  });
});
