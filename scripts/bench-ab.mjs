// `npm run bench:ab -- REV`: the engine of git revision REV against the working tree, game by game
// over the same seeded random games, in one process, timed in CPU time. On a shared machine two
// separate bench runs differ by 20% and more; played in turn, both builds meet the same load, and
// CPU time leaves out the waits for the other core. Prints µs per command and games per CPU second
// for each, and the ratio.
// Options: --seconds N (default 15), --row gameOne|carsAndBikes (default gameOne).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const USAGE = 'usage: npm run bench:ab -- REV [--seconds N] [--row gameOne|carsAndBikes]';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let rev = null;
let seconds = 15;
let row = 'gameOne';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--seconds') seconds = Number(args[++i]);
  else if (args[i] === '--row') row = args[++i];
  else if (!rev && !args[i].startsWith('--')) rev = args[i];
  else {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
}
if (!rev || !(seconds > 0) || !['gameOne', 'carsAndBikes'].includes(row)) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'df-ab-'));
/** One ES module of the engine in `tree` (a checkout's root), its packages read from this checkout. */
async function bundle(tree, name) {
  const entry = join(work, `entry-${name}.ts`);
  writeFileSync(entry, `export { playRandom } from ${JSON.stringify(join(tree, 'src/sim/playout'))};\nexport { curvedSetup } from ${JSON.stringify(join(tree, 'src/sim/curvedSetups'))};\n`);
  const outfile = join(work, `${name}.mjs`);
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning', nodePaths: [join(root, 'node_modules')] });
  return import(pathToFileURL(outfile).href);
}

const old = join(work, 'rev');
mkdirSync(old);
execFileSync('sh', ['-c', `git -C "${root}" archive "${rev}" src | tar -x -C "${old}"`], { stdio: ['ignore', 'ignore', 'inherit'] });
const builds = [
  { name: rev, m: await bundle(old, 'rev') },
  { name: 'working tree', m: await bundle(root, 'tree') },
];

const opts = (m, seed) => (row === 'carsAndBikes' ? { setup: m.curvedSetup(seed + 1, 3, 5) } : {});
// Warm-up: each build compiles its rules before anything is timed.
for (const { m } of builds) for (let i = 0; i < 800; i++) m.playRandom(1_000_000_000 + i, opts(m, 1_000_000_000 + i));
const ns = builds.map(() => 0);
const commands = builds.map(() => 0);
const games = builds.map(() => 0);
const end = Date.now() + seconds * 1000;
for (let seed = 1; Date.now() < end; seed++) {
  builds.forEach(({ m }, k) => {
    const o = opts(m, seed);
    const c0 = process.cpuUsage();
    const p = m.playRandom(seed, o);
    const c = process.cpuUsage(c0);
    ns[k] += (c.user + c.system) * 1000;
    commands[k] += p.commands.length;
    games[k] += 1;
  });
}
const perCommand = ns.map((x, k) => x / commands[k] / 1000);
builds.forEach(({ name }, k) =>
  process.stdout.write(`${row} ${name.padEnd(14)} ${perCommand[k].toFixed(2)} µs a command, ${((1e9 * games[k]) / ns[k]).toFixed(0)} games a CPU second (${games[k]} games)\n`),
);
process.stdout.write(`working tree / ${rev}: ${(perCommand[1] / perCommand[0]).toFixed(3)}x the time a command (${(perCommand[0] / perCommand[1]).toFixed(2)}x as fast)\n`);
