// Deathrace 40,000's computer in the arena: seeded 2-player games, 'normal' against 'random' (or
// the levels given), seats swapped every other game, the track changed every two games.
// Run: npm run arena -- --game deathrace [games] [--a LEVEL] [--b LEVEL] [--seed N] [--laps N] [--losses]
// It prints the wins of each level by seat and overall, with a 95% Wilson interval, the draws and
// unfinished games, and the median milliseconds a decision took.
import { cpus, loadavg } from 'node:os';
import { wilson } from '../src/sim/wilson';
import { median, runArena, type ArenaGame } from '../src/games/deathrace/ai/arena';
import { deathraceComputer } from '../src/games/deathrace/ai';

const USAGE = `usage: npm run arena -- --game deathrace [games] [--a LEVEL] [--b LEVEL] [--seed N] [--laps N] [--cap N] [--losses]
levels: ${deathraceComputer.levels.join(', ')}; default: 200 games, normal against random, seed 1, 2 laps`;

/** `npm run arena -- --game deathrace` (scripts/arena.ts hands it the other arguments). */
export function deathraceMain(argv: string[]): number {
  const o = { a: 'normal', b: 'random', games: 200, seed: 1, laps: 2, maxCommands: 5000 };
  let losses = false;
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (/^\d+$/.test(k)) o.games = Number(k);
    else if (k === '--losses') losses = true;
    else if (k === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if ((k === '--a' || k === '--b') && v && deathraceComputer.levels.includes(v)) {
      o[k === '--a' ? 'a' : 'b'] = v;
      i++;
    } else if (['--seed', '--laps', '--cap'].includes(k) && v && /^\d+$/.test(v)) {
      if (k === '--seed') o.seed = Number(v);
      else if (k === '--laps') o.laps = Number(v);
      else o.maxCommands = Number(v);
      i++;
    } else {
      process.stderr.write(`bad argument ${k}${v !== undefined ? ` ${v}` : ''}\n${USAGE}\n`);
      return 2;
    }
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const share = (w: number, n: number) => {
    const [lo, hi] = wilson(w, n);
    return `${w}/${n} = ${pct(n ? w / n : 0)} [95% ${pct(lo)}-${pct(hi)}]`;
  };
  let aw = 0, bw = 0;
  const t0 = performance.now();
  const r = runArena({
    ...o,
    clock: () => performance.now(),
    onGame: (i, g) => {
      if (g.end === 'a') aw++;
      if (g.end === 'b') bw++;
      if ((i + 1) % 20 === 0) process.stderr.write(`  after ${i + 1} games: ${o.a} ${aw}, ${o.b} ${bw} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
    },
  });
  const n = r.games.length;
  const count = (pred: (g: ArenaGame) => boolean) => r.games.filter(pred).length;
  const lines: string[] = [];
  lines.push(`Deathrace 40,000 arena: ${o.a} (A) against ${o.b} (B), ${n} games, seed ${o.seed}, ${o.laps} laps, seats swapped every game, tracks bowl/speedway/chicane in turn`);
  for (const seat of ['p1', 'p2'] as const) {
    const gs = r.games.filter((g) => g.aSeat === seat);
    lines.push(`  ${o.a} as ${seat}: won ${share(gs.filter((g) => g.end === 'a').length, gs.length)}; ${o.b} won ${gs.filter((g) => g.end === 'b').length}, draws ${gs.filter((g) => g.end === 'draw').length}, unfinished ${gs.filter((g) => g.end === 'unfinished').length}`);
  }
  lines.push(`  ${o.a}: won ${share(count((g) => g.end === 'a'), n)}`);
  lines.push(`  ${o.b}: won ${share(count((g) => g.end === 'b'), n)}`);
  lines.push(`  draws ${count((g) => g.end === 'draw')}, unfinished ${count((g) => g.end === 'unfinished')}, refused commands ${count((g) => g.end === 'error')}`);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  lines.push(`  points a game: ${o.a} ${mean(r.games.map((g) => g.points.a)).toFixed(2)}, ${o.b} ${mean(r.games.map((g) => g.points.b)).toFixed(2)}; laps a game: ${o.a} ${mean(r.games.map((g) => g.laps.a)).toFixed(2)}, ${o.b} ${mean(r.games.map((g) => g.laps.b)).toFixed(2)}; rounds a game ${mean(r.games.map((g) => g.rounds)).toFixed(1)}`);
  const ms = (xs: number[]) => `median ${median(xs).toFixed(2)} ms, 90th percentile ${(xs.length ? [...xs].sort((x, y) => x - y)[Math.floor(xs.length * 0.9)] : 0).toFixed(2)} ms, max ${Math.max(0, ...xs).toFixed(1)} ms over ${xs.length} decisions`;
  lines.push(`  ${o.a} decisions: ${ms(r.aTimes)}`);
  lines.push(`  ${o.a} decisions that could drive (a move among the legal): ${ms(r.aMoveTimes)}`);
  lines.push(`  ${o.b} decisions: ${ms(r.bTimes)}`);
  lines.push(`  wall time ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  if (losses) {
    lines.push(`games ${o.a} did not win:`);
    r.games.forEach((g, i) => {
      if (g.end !== 'a') lines.push(`  game ${i} (seed ${g.seed}, ${g.track}, ${o.a} as ${g.aSeat}): ${g.end}, round ${g.rounds}, points ${g.points.a}-${g.points.b}, laps ${g.laps.a}-${g.laps.b}: ${g.reason}`);
    });
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return count((g) => g.end === 'error') ? 1 : 0;
}

