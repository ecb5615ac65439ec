// The stalled games (the bug list's "games that can never end"): five random games of Games One
// and Two whose lead car ended stationary and facing sideways or backwards, offered only "no
// action" (or that and a shot) for thousands of turns while the chase car was a wreck or past the
// finish. Each fixture is the game's first 400 commands (npm run sim replays it); from there the
// game is played on at random, and it must end within the no-progress bound (stall.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, newGame } from '../engine';
import type { Command, GameSetup, GameState } from '../engine';
import { playRandom } from './playout';
import { ProgressWatch } from './stall';

const DIR = new URL('./fixtures/stalls/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

interface Fixture {
  setup: GameSetup;
  seed: number;
  commands: Command[];
}

/** The fixture's game after its commands, or where it ended (the fixed engine ends these games at the dead position). */
function replayed(file: string): GameState {
  const f = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Fixture;
  const g = newGame(f.setup, f.seed);
  if (!g.ok) throw new Error(`${file}: ${g.error.code}`);
  let s = g.value;
  for (const c of f.commands) {
    if (s.flow.kind === 'over') break;
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${file}: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

describe('the stalled games of the bug list play on to an end', () => {
  it('there are five fixtures', () => {
    expect(FILES).toHaveLength(5);
  });
  it.each(FILES)('p87: %s ends (a winner) within the no-progress bound, whatever random play follows', (file) => {
    const start = replayed(file);
    const winners = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const watch = new ProgressWatch();
      const problems: string[] = [];
      const p = playRandom(seed, {
        start,
        maxCommands: 3000,
        halt: (s) => {
          const x = watch.see(s);
          if (x) problems.push(x);
          return watch.stalled;
        },
      });
      expect(problems, `${file} played on with seed ${seed}`).toEqual([]);
      expect(p.end, `${file} played on with seed ${seed}: ${p.error?.message ?? ''}`).toBe('won');
      expect(p.state.winner).not.toBeNull();
      winners.add(`${p.state.winner!.side}: ${p.state.winner!.reason}`);
    }
    console.log(`${file}: ${[...winners].join('; ')}`);
  });
});
