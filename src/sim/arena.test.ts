// The arena (npm run arena, issue 12): seats swapped every other game, the counts add up, and any
// arena game replays as a sim file with per-player policies (docs/sim.md).
import { describe, expect, it, vi } from 'vitest';
import { arenaGameFile, formatArena, runArena } from './arena';
import { runSim } from './runSim';
import type { Command } from '../engine';

// The computer thinks for a while per decision, and much longer unbundled under vitest than in the app.
vi.setConfig({ testTimeout: 60_000 });

describe('npm run arena', () => {
  it('swaps the seats every other game, and wins, draws and errors add up to the games played', () => {
    const seats: string[] = [];
    const r = runArena({ scenario: 'gameOne', a: 'first', b: 'random', games: 6, seed: 1, maxCommands: 300, onGame: (_i, g) => seats.push(g.state.vehicles.find((v) => v.owner === 'p1')!.side) });
    expect(r.a.wins + r.b.wins + r.draws + r.errors).toBe(6);
    // Per seat, by the scenario's own names for the sides.
    const games = (s: typeof r.a) => Object.values(s.seats).reduce((n, x) => n + x.games, 0);
    expect(games(r.a)).toBe(6);
    // Games 2k and 2k+1 share the dice: the same player rolls the same die, so the policies swap cars.
    expect(r.a.seats['the lead car']?.games).toBe(3);
    expect(formatArena(r)).toMatch(/first as the lead car: won \d+\/3 = .*%\]/);
    expect(formatArena(r)).toMatch(/^first +3 .*\n^random +3 /m);
  });

  it('an arena game with the computer in it replays exactly as a sim file', () => {
    const o = { scenario: 'gameOne', a: 'bot:easy' as const, b: 'greedy' as const, seed: 4, maxCommands: 300 };
    const played: Command[][] = [];
    runArena({ ...o, games: 2, onGame: (_i, g) => played.push(g.commands) });
    for (const i of [0, 1]) {
      const out = runSim(arenaGameFile(o, i));
      expect(out.ok).toBe(true);
      expect(out.played).toEqual(played[i]);
    }
  });

  it('a sim file names a known policy for each player, or it is a BAD_FILE', () => {
    const out = runSim({ setup: { scenario: 'gameOne', players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }, auto: { policies: { p1: 'bot:genius' } } });
    expect(out.error).toMatchObject({ code: 'BAD_FILE', path: 'auto.policies.p1' });
  });
});
