// The arena's per-seat counters name each scenario's own sides (issue 30): in Games Six to Eight,
// whose sides are the outlaw gang and the Op, or a target and an attacker each rolled to be the
// gang or the Op (p88), they once compared the word 'lead' and printed "as lead 0/0".
import { describe, expect, it } from 'vitest';
import { formatArena, runArena } from './arena';

const SIDES: Record<string, RegExp> = {
  gameSix: /^the (outlaw gang|Op)$/,
  gameSeven: /^the (target|attacker) \((gang|op)\)$/,
  gameEight: /^the (target|attacker) \((gang|op)\)$/,
};

describe('the arena names the sides of Games Six to Eight', () => {
  for (const [scenario, name] of Object.entries(SIDES)) {
    it(`${scenario}: every seat counter is one of its own sides, and the games add up`, () => {
      const r = runArena({ scenario, a: 'first', b: 'random', games: 4, seed: 3, maxCommands: 400 });
      for (const st of [r.a, r.b]) {
        const names = Object.keys(st.seats);
        expect(names.length).toBeGreaterThanOrEqual(2);
        for (const n of names) expect(n).toMatch(name);
        expect(Object.values(st.seats).reduce((k, x) => k + x.games, 0)).toBe(4);
        expect(Object.values(st.seats).reduce((k, x) => k + x.wins, 0)).toBe(st.wins);
      }
      // Each pair of games shares its dice with the seats swapped, so both policies drove the same sides.
      expect(Object.keys(r.a.seats).sort()).toEqual(Object.keys(r.b.seats).sort());
      const text = formatArena(r);
      expect(text).not.toMatch(/lead|chase|0\/0/);
      expect(text).toMatch(new RegExp(`first as ${Object.keys(r.a.seats)[0].replace(/[()]/g, '\\$&')}: won \\d+/\\d+ = [\\d.]+% \\[\\d+-\\d+%\\]`));
    });
  }
});
