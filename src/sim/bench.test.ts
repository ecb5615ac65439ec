// The bench's measuring code: the shape and the arithmetic of its result. No timing assertion:
// how fast the machine is is not something a unit test can know.
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../engine';
import { deathrace } from '../games/deathrace/rules';
import { applyTimes, formatBench, percentile, runBench, SCENARIO_ROWS, TARGETS, targetChecks, TWELVE_ROW, type BenchResult } from './bench';
import { playRandom } from './playout';

/** The rows these tests play after Game One: Games Two, Four and Five, cars with bikes and the road-gang game, as
 *  before (those of Games Six to Eight are tested below). */
const ROWS = ['gameTwo', 'gameFour', 'gameFive', 'carsAndBikes', 'roadGang'];

describe('runBench', () => {
  it('plays 3 games and accounts for every game and every apply call', () => {
    const r = runBench({ rows: ROWS, budgetMs: 60000, maxGames: 3, seed: 11, warmupMs: 0 });
    expect(r.games).toBe(3);
    expect(r.completed + r.capped + r.errors).toBe(3);
    expect(r.errors).toBe(0);
    expect(r.firstError).toBeNull();
    // Every game's commands were applied and timed once each.
    expect(r.apply.samples).toBeCloseTo(r.meanCommandsAll * 3, 6);
    expect(r.apply.samples).toBeGreaterThan(3);
    expect(r.apply.p50Ms).toBeGreaterThan(0);
    expect(r.apply.p50Ms).toBeLessThanOrEqual(r.apply.p99Ms);
    expect(r.apply.p99Ms).toBeLessThanOrEqual(r.apply.maxMs);
    expect(r.completedPerSecond).toBeCloseTo(r.completed / (r.elapsedMs / 1000), 6);
    expect(formatBench(r)).toMatch(/completed games \/ s/);
    // The door's own cost, timed over the commands just played.
    expect(r.door.samples).toBeGreaterThan(0);
    expect(r.door.meanMs).toBeGreaterThan(0);
    expect(formatBench(r)).toMatch(/door check mean ms/);
    // p88: the Game Four playouts between designed cars, counted apart.
    expect(r.gameFour.games).toBe(3);
    expect(r.gameFour.completed + r.gameFour.capped + r.gameFour.errors).toBe(3);
    expect(r.gameFour.errors).toBe(0);
    expect(r.scenarios.map((x) => x.scenario)).toEqual(ROWS);
    for (const x of r.scenarios) expect(x.errors).toBe(0);
    expect(formatBench(r)).toMatch(/gameFour +\d of 3 completed/);
    // Each Dark Future row times Game One games in turn with its own; the road-gang row has none.
    for (const x of r.scenarios) expect([x.scenario, x.gameOneApplyMeanMs > 0]).toEqual([x.scenario, x.scenario !== 'roadGang']);
    expect(formatBench(r)).toMatch(/carsAndBikes .*x Game One played in turn, [\d.]+ ms/);
    // Every row, the road-gang one too, times whole commands in CPU time against Game One's in turn (issue 31).
    expect(r.commandCpuUs).toBeGreaterThan(0);
    for (const x of r.scenarios) expect([x.scenario, x.commandCpuUs > 0, x.gameOneCommandCpuUs > 0]).toEqual([x.scenario, true, true]);
    expect(formatBench(r)).toMatch(/roadGang .*a command [\d.]+ µs CPU \([\d.]+x Game One's [\d.]+ in turn\)/);
    expect(formatBench(r)).toMatch(/command mean µs \(CPU\) +[\d.]+/);
  }, 20_000); // every row plays its 3 games, the carsAndBikes row five vehicles each: slow on a loaded machine

  it('a further game of the house has its row, played through the contract and timed against Game One in turn (Deathrace 40,000, issue 28)', () => {
    const r = runBench({ rows: ['deathrace'], budgetMs: 60000, maxGames: 1, seed: 5, warmupMs: 0, gameFourMs: 60000, games: [{ ruleset: deathrace as Ruleset, setup: { ruleset: 'deathrace', players: [{ id: 'p1', name: 'P1' }, { id: 'p2', name: 'P2' }] } }] });
    const row = r.scenarios.find((x) => x.scenario === 'deathrace')!;
    expect([row.games, row.errors, row.commandCpuUs > 0, row.gameOneCommandCpuUs > 0]).toEqual([1, 0, true, true]);
    expect(formatBench(r)).toMatch(/deathrace .*a command [\d.]+ µs CPU \([\d.]+x Game One's [\d.]+ in turn\)/);
  }, 60_000);

  it('warms every scenario before its row, not only Game One', () => {
    const r = runBench({ rows: ROWS, budgetMs: 60000, maxGames: 1, seed: 3, warmupMs: 30, gameFourMs: 60000 });
    expect(r.warmupGames).toBeGreaterThan(0);
    expect(r.scenarios.map((x) => x.scenario)).toEqual(ROWS);
    for (const x of r.scenarios) expect(x.warmupGames, x.scenario).toBeGreaterThan(0);
    expect(formatBench(r)).toMatch(/gameFive +\d of 1 completed after [1-9]\d* warm-up/);
  });

  it('no warm-up budget, no warm-up games', () => {
    const r = runBench({ rows: ROWS, budgetMs: 60000, maxGames: 1, maxCommands: 5, warmupMs: 0 });
    expect([r.warmupGames, ...r.scenarios.map((x) => x.warmupGames)]).toEqual([0, ...ROWS.map(() => 0)]);
  });

  it('a command cap of 5 caps every game and completes none', () => {
    const r = runBench({ rows: ROWS, budgetMs: 60000, maxGames: 3, maxCommands: 5, warmupMs: 0 });
    expect(r).toMatchObject({ games: 3, completed: 0, capped: 3, meanCommands: 0, meanCommandsAll: 5 });
    expect(r.completedPerSecond).toBe(0);
  });
});

describe('percentiles', () => {
  it('uses the nearest rank of the sorted samples', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(Float64Array.from([7]), 0.99)).toBe(7);
    expect(percentile(new Float64Array(0), 0.5)).toBe(0);
  });

  it('turns nanoseconds into sorted milliseconds', () => {
    const t = applyTimes([3e6, 1e6, 2e6, 10e6]);
    expect(t).toEqual({ samples: 4, meanMs: 4, p50Ms: 2, p99Ms: 10, maxMs: 10 });
  });
});

describe('the bench rows of Games Six to Eight (p88)', () => {
  it('has a row for Game Six, each variant of Games Seven and Eight, and twelve vehicles', () => {
    expect(SCENARIO_ROWS.map((x) => x.scenario)).toEqual(['gameTwo', 'gameFour', 'gameFive', 'carsAndBikes', 'gameSix', 'gameSeven op', 'gameSeven gangs', 'gameEight pursuit', 'gameEight intercept', 'gameSeven 12 bikes']);
  });

  it("the twelve-bike row (issue 31's '12 bikes') is Game Seven with twelve bikes in play once its gangs are designed", () => {
    const row = SCENARIO_ROWS.find((x) => x.scenario === TWELVE_ROW)!;
    let kinds: string[] = [];
    // Stops at the first state past the set-up: every vehicle is then placed.
    playRandom(3, { setup: row.setup(0), steer: row.steer, maxCommands: 300, halt: (s) => {
      kinds = s.vehicles.map((v) => v.kind);
      return s.flow.kind === 'phase';
    } });
    expect(row.setup(0).scenario).toBe('gameSeven');
    expect(kinds).toEqual(Array(12).fill('bike'));
  });

  it('plays the Game Six and twelve-vehicle rows without an engine error, timed against Game One', () => {
    const rows = ['gameSix', 'gameSeven 12 bikes'];
    const r = runBench({ rows, budgetMs: 60000, maxGames: 1, maxCommands: 40, seed: 5, warmupMs: 0, gameFourMs: 60000 });
    expect(r.scenarios.map((x) => [x.scenario, x.games, x.errors])).toEqual([['gameSix', 1, 0], ['gameSeven 12 bikes', 1, 0]]);
    expect(formatBench(r)).toMatch(/gameSeven 12 bikes +\d of 1 completed .*x Game One played in turn, [\d.]+ ms, target < 3x/);
  });
});

describe('the targets of issues 13 and 15', () => {
  it('prints each figure against its target and says whether it is met', () => {
    const r = runBench({ rows: ['carsAndBikes'], budgetMs: 60000, maxGames: 1, maxCommands: 20, seed: 2, warmupMs: 0, gameFourMs: 60000 });
    expect(TARGETS).toEqual({ gamesPerSecond: 2000, p99Ms: 0.1, twelveRatio: 3, carsAndBikesRatio: 1.5, commandUs: [12, 14.5] });
    const text = formatBench(r);
    expect(text).toMatch(/completed games \/ s +[\d.]+ +\(target >= 2000\)/);
    expect(text).toMatch(/apply p99 ms +[\d.]+ +\(target < 0\.1\)/);
    expect(text).toMatch(/carsAndBikes .*x Game One played in turn, [\d.]+ ms, target < 1\.5x/);
    expect(text).toMatch(/target: Game One games \/ s +[\d.]+ +(MET|NOT MET) \(>= 2000, issue 13\)/);
  });

  it('judges each figure on the right side of its bound', () => {
    const row = (scenario: string, applyMeanMs: number) => ({ scenario, applyMeanMs }) as BenchResult['scenarios'][number];
    const at = (gps: number, p99: number, twelve: number, bikes: number): boolean[] =>
      targetChecks({ completedPerSecond: gps, apply: { meanMs: 1, p99Ms: p99 }, scenarios: [row(TWELVE_ROW, twelve), row('carsAndBikes', bikes)] } as BenchResult).map((t) => t.met);
    expect(at(2000, 0.099, 2.99, 1.49)).toEqual([true, true, true, true]);
    expect(at(1999.9, 0.1, 3, 1.5)).toEqual([false, false, false, false]);
    // A row with Game One games played in turn is judged against those, not the Game One row.
    const inTurn = (gameOne: number): boolean =>
      targetChecks({ completedPerSecond: 1, apply: { meanMs: 1, p99Ms: 1 }, scenarios: [{ scenario: 'carsAndBikes', applyMeanMs: 2, gameOneApplyMeanMs: gameOne } as BenchResult['scenarios'][number]] } as BenchResult)[2].met;
    expect([inTurn(1.4), inTurn(1.3), inTurn(0)]).toEqual([true, false, false]);
    // A row not played has no verdict.
    expect(targetChecks({ completedPerSecond: 1, apply: { meanMs: 1, p99Ms: 1 }, scenarios: [] } as unknown as BenchResult).map((t) => t.name)).toEqual(['Game One games / s', 'apply p99 ms']);
  });
});
