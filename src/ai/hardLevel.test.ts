// The searching level (hard, issue 30) is deterministic: its sampled worlds are seeded from the
// view alone (search.ts worldsFor), so the same seed and commands give the same game, which the
// arena's seat-balanced measurements (docs/computer.md) and the sim's replays depend on. And it is
// a level of its own: its look-ahead (rollout.ts) changes answers normal would give.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apply, legalCommands, newGame, pending } from '../engine';
import type { GameState } from '../engine';
import { decide, LEVEL_CONFIG, playGame } from '.';
import { picker } from '../sim/prng';
import { arenaSetup, gameSeed, seatsOf } from '../sim/arena';

// Unbundled under vitest a hard decision takes several times what it takes in the app.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** The opening of game 0 of `npm run arena -- --scenario gameThree --a bot:hard --b bot:normal --seed 91001`. */
function opening(commands: number) {
  const o = { a: 'bot:hard', b: 'bot:normal', seed: 91001 } as const;
  const seed = gameSeed(o, 0);
  return playGame(arenaSetup('gameThree', 0), seed, seatsOf(o, 0).seats, picker(seed).below, commands);
}

/** Enough of the game for hard to make several choices, few enough for a unit test. */
const COMMANDS = 16;

describe('the hard level', () => {
  it('searches more than normal: more worlds and a look-ahead', () => {
    expect(LEVEL_CONFIG.hard.samples).toBeGreaterThan(LEVEL_CONFIG.normal.samples);
    expect(LEVEL_CONFIG.hard.rolloutTop).toBeGreaterThan(0);
    expect(LEVEL_CONFIG.hard.rolloutPlies).toBeGreaterThan(0);
  });

  let a: ReturnType<typeof opening>;
  beforeAll(() => {
    a = opening(COMMANDS);
  });

  it('plays the same game from the same seed (Game Three against normal)', () => {
    const b = opening(COMMANDS);
    expect(a.end).toBe('capped');
    expect(b.commands).toEqual(a.commands);
    expect(b.state).toEqual(a.state);
  });

  it('answers some position of that game otherwise than normal does', () => {
    const g = newGame(arenaSetup('gameThree', 0), gameSeed({ seed: 91001 }, 0));
    if (!g.ok) throw new Error(g.error.message);
    let s: GameState = g.value;
    let choices = 0;
    let differ = 0;
    for (const c of a.commands) {
      // Hard sits in p1 in even games (seatsOf).
      if (pending(s).player === 'p1' && legalCommands(s).length > 1) {
        choices++;
        if (JSON.stringify(decide(s, 'p1', 'hard').command) !== JSON.stringify(decide(s, 'p1', 'normal').command)) differ++;
      }
      const r = apply(s, c);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(choices).toBeGreaterThanOrEqual(3);
    expect(differ).toBeGreaterThan(0);
  });
});
