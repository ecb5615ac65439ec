// `npm run bench`: random Game One games for ~5 s on one core (after 2 s of warm-up), then ~3 s each (after 2 s of warm-up) of Game Two,
// Game Four, Game Five, a mixed game of two cars and three bikes, each variant of Games Six to
// Eight, twelve bikes, the road-gang game and Deathrace 40,000 (src/sim/bench.ts).
// Options: --json (machine-readable), --seconds N (the Game One row), --row-seconds N (each further row), --warmup N (seconds, every row), --seed N, --cap N (commands per game).
import { formatBench, runBench, targetChecks, DEFAULT_BENCH } from '../src/sim/bench';
import type { Ruleset } from '../src/engine';
import { deathrace } from '../src/games/deathrace/rules';

/** The games of the house beyond the first two, each a row played through the contract (two players, the game's defaults). */
const GAMES = [{ ruleset: deathrace as Ruleset, setup: { ruleset: deathrace.id, players: [{ id: 'p1', name: 'P1' }, { id: 'p2', name: 'P2' }] } }];

const USAGE = 'usage: npm run bench -- [--json] [--seconds N] [--row-seconds N] [--warmup N] [--seed N] [--cap N]';

function main(argv: string[]): number {
  const o = { ...DEFAULT_BENCH, games: GAMES };
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (['--seconds', '--row-seconds', '--warmup', '--seed', '--cap'].includes(a)) {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0 || (['--seed', '--cap'].includes(a) && !Number.isInteger(n))) {
        process.stderr.write(`${a} needs a number\n${USAGE}\n`);
        return 2;
      }
      if (a === '--seconds') o.budgetMs = n * 1000;
      else if (a === '--row-seconds') o.gameFourMs = n * 1000;
      else if (a === '--warmup') o.warmupMs = n * 1000;
      else if (a === '--seed') o.seed = n;
      else o.maxCommands = n;
    } else {
      process.stderr.write(`unknown argument ${a}\n${USAGE}\n`);
      return 2;
    }
  }
  const r = runBench(o);
  process.stdout.write(json ? `${JSON.stringify({ ...r, targets: targetChecks(r) }, null, 2)}\n` : `${formatBench(r)}\n`);
  return r.errors || r.scenarios.some((x) => x.errors) ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
