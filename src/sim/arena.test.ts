// The arena (npm run arena, issue 12): seats swapped every other game, the counts add up, and any
// arena game replays as a sim file with per-player policies (docs/sim.md). The road-gang game's
// arena (--game roadGang) the same, with the driver handed in.
import { describe, expect, it, vi } from 'vitest';
import { arenaGameFile, formatArena, formatRoadGangArena, runArena, runRoadGangArena } from './arena';
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

describe('npm run arena -- --game roadGang', () => {
  // A driver of the contract's shape that plays any legal command (the arena is handed its driver).
  const anyLegal = { levels: ['random', 'first'], decide: (_v: unknown, legal: readonly unknown[], _p: string, level: string, rand: () => number) => (level === 'first' ? legal[0] : legal[Math.floor(rand() * legal.length)]) };

  it('swaps the seats every other game, shares a seed between a pair, and its counts add up', () => {
    const seen: { seed: number; seats: Record<string, string> }[] = [];
    const r = runRoadGangArena({ driver: anyLegal, a: 'random', b: 'first', games: 6, seed: 7, maxCommands: 4000, roundLimit: 30, onGame: (_i, g) => seen.push({ seed: g.seed, seats: g.seats }) });
    expect(seen.map((g) => g.seats.p1)).toEqual(['random', 'first', 'random', 'first', 'random', 'first']);
    expect(seen.map((g) => g.seed)).toEqual([7, 7, 8, 8, 9, 9]);
    expect(r.a.wins + r.b.wins + r.capped + r.errors).toBe(6);
    const games = (x: Record<string, { games: number }>) => Object.values(x).reduce((n, y) => n + y.games, 0);
    expect(games(r.a.seats)).toBe(6);
    expect(games(r.a.gangs)).toBe(6);
    expect(r.a.seats.p1.games).toBe(3);
    const text = formatRoadGangArena(r);
    expect(text).toMatch(/round limit 30, 6 games/);
    expect(text).toMatch(/random as p1 \(enters the Slow Gang choice\): won \d+\/3 = .*%\]/);
    expect(text).toMatch(/unfinished \(capped\) \d+, engine errors 0/);
  });

  it('a game stopped at the command cap is counted unfinished, nobody\'s win', () => {
    const r = runRoadGangArena({ driver: anyLegal, a: 'random', b: 'random', games: 2, seed: 1, maxCommands: 5, roundLimit: null });
    expect(r.capped).toBe(2);
    expect(r.a.wins + r.b.wins).toBe(0);
  });
});
