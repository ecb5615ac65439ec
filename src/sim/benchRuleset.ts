// A bench row for any ruleset, played through the seam (src/engine/rulesets.ts): random games for
// a wall-clock budget, every apply timed, so another ruleset compares per command with Game One.
import { roadGang, type Ruleset } from '../engine';
import { picker } from './prng';
import type { DesignedGames } from './benchRow';

/** A row of the same shape as the Dark Future scenario rows (benchRow.ts DesignedGames). */
export type RulesetRow = DesignedGames;

const now = (): bigint => process.hrtime.bigint();
const CAP = 6000;

function playOne(r: Ruleset, setup: unknown, seed: number, time: ((ns: number) => void) | null): { end: 'won' | 'capped' | 'error'; error?: RulesetRow['firstError'] } {
  const g = r.newGame(setup, seed);
  if (!g.ok) return { end: 'error', error: { seed, commandIndex: -1, code: g.error.code, message: g.error.message } };
  let s = g.value.state;
  const pick = picker(seed);
  for (let k = 0; k < CAP; k++) {
    if (r.result(s).over) return { end: 'won' };
    const c = pick.pick(r.legalCommands(s));
    const t0 = time ? now() : 0n;
    const out = r.apply(s, c);
    if (time) time(Number(now() - t0));
    if (!out.ok) return { end: 'error', error: { seed, commandIndex: k, code: out.error.code, message: out.error.message } };
    s = out.value.state;
  }
  return { end: 'capped' };
}

const cpuUs = (): number => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

/**
 * `reference`: plays the Game One game of a seed and returns its commands, timed in CPU in turn
 * with each of the row's games (gameOneCommandCpuUs: the whole command compared, issue 31).
 */
export function runRulesetRow(r: Ruleset, setup: unknown, o: { seed: number; warmupMs: number; budgetMs: number; maxGames?: number }, reference?: (seed: number) => number): RulesetRow {
  let warmupGames = 0;
  for (const end = now() + BigInt(Math.round(o.warmupMs * 1e6)); now() < end; warmupGames++) playOne(r, setup, 1_000_000_000 + warmupGames, null);
  let samples = 0;
  let total = 0;
  const ends: ReturnType<typeof playOne>[] = [];
  const start = now();
  const deadline = start + BigInt(Math.round(o.budgetMs * 1e6));
  const cpu = [0, 0];
  const commands = [0, 0];
  while (now() < deadline && (o.maxGames === undefined || ends.length < o.maxGames)) {
    const seed = o.seed + ends.length;
    const before = samples;
    let c0 = cpuUs();
    ends.push(playOne(r, setup, seed, (ns) => { samples++; total += ns; }));
    cpu[0] += cpuUs() - c0;
    commands[0] += samples - before;
    if (reference) {
      c0 = cpuUs();
      commands[1] += reference(seed);
      cpu[1] += cpuUs() - c0;
    }
  }
  const secs = Number(now() - start) / 1e9;
  const completed = ends.filter((e) => e.end === 'won').length;
  return {
    scenario: r.id,
    warmupGames,
    games: ends.length,
    completed,
    capped: ends.filter((e) => e.end === 'capped').length,
    errors: ends.filter((e) => e.end === 'error').length,
    firstError: ends.find((e) => e.error)?.error ?? null,
    completedPerSecond: secs > 0 ? completed / secs : 0,
    applyMeanMs: samples ? total / samples / 1e6 : 0,
    // Another ruleset's commands are not Game One's: compared with the Game One row.
    gameOneApplyMeanMs: 0,
    commandCpuUs: commands[0] ? cpu[0] / commands[0] : 0,
    gameOneCommandCpuUs: commands[1] ? cpu[1] / commands[1] : 0,
  };
}

export const ROAD_GANG_BENCH_SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'P1' }, { id: 'p2', name: 'P2' }], options: { train: true, gyrocopter: true } };

export const roadGangRow = (o: { seed: number; warmupMs: number; gameFourMs: number; maxGames?: number }, reference?: (seed: number) => number): RulesetRow =>
  runRulesetRow(roadGang as Ruleset, ROAD_GANG_BENCH_SETUP, { seed: o.seed, warmupMs: o.warmupMs, budgetMs: o.gameFourMs, maxGames: o.maxGames }, reference);
