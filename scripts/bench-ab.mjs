// `npm run bench:ab -- REV`: the engine of git revision REV against the working tree's, game by
// game over the same seeded random games, in one process, timed in CPU time. On a shared machine
// two separate bench runs differ by 20% and more; played in turn, both engines meet the same load,
// and CPU time leaves out the waits for the other core. Prints µs per command and games per CPU
// second for each, and the ratio; then the median of each seed's ratio (the same game on both
// engines), which a collection or another process landing on one game hardly moves: A/A runs read
// 0.964x in total and 0.990x by median (15 s, load 5.9).
// Only the engine comes from REV (its src/engine/index.ts: newGame, legalCommands, apply, and the
// road-gang ruleset where it has one): the set-ups, the steering of Games Six to Eight, the random
// picks and the game loop are the working tree's, so any revision with that API can be measured,
// however old its sim (issue 31). Both engines play the same loop: legalCommands, a random pick,
// apply (what src/sim/playout.ts does), each game's time a command the whole loop's.
// Options: --seconds N (default 15), --row NAME (default gameOne; a row of src/sim/bench.ts
// SCENARIO_ROWS such as carsAndBikes or 'gameSeven 12 bikes', or roadGang), --cap N (commands a game, default 300).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const USAGE = 'usage: npm run bench:ab -- REV [--seconds N] [--row NAME] [--cap N]';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let rev = null;
let seconds = 15;
let row = 'gameOne';
let cap = 300;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--seconds') seconds = Number(args[++i]);
  else if (args[i] === '--row') row = args[++i];
  else if (args[i] === '--cap') cap = Number(args[++i]);
  else if (!rev && !args[i].startsWith('--')) rev = args[i];
  else {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
}
if (!rev || !(seconds > 0) || !(cap > 0) || !row) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'df-ab-'));
/** One ES module of `source` (an entry's text), its packages read from this checkout. */
async function bundle(name, source) {
  const entry = join(work, `entry-${name}.ts`);
  writeFileSync(entry, source);
  const outfile = join(work, `${name}.mjs`);
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'error', nodePaths: [join(root, 'node_modules')] });
  return import(pathToFileURL(outfile).href);
}
/** The engine of the checkout at `tree`: only what the game loop calls. */
const engineOf = (tree, name) =>
  bundle(name, `import * as e from ${JSON.stringify(join(tree, 'src/engine'))};\nconst x = e as Record<string, unknown>;\nexport const newGame = x.newGame, legalCommands = x.legalCommands, apply = x.apply, roadGang = x.roadGang;\n`);

const old = join(work, 'rev');
mkdirSync(old);
execFileSync('sh', ['-c', `git -C "${root}" archive "${rev}" src | tar -x -C "${old}"`], { stdio: ['ignore', 'ignore', 'inherit'] });
const kit = await bundle(
  'kit',
  ['src/sim/playout', 'src/sim/bench', 'src/sim/benchRuleset', 'src/sim/prng']
    .map((p, i) => `export { ${['GAME_ONE_SETUP', 'SCENARIO_ROWS', 'ROAD_GANG_BENCH_SETUP', 'picker'][i]} } from ${JSON.stringify(join(root, p))};`)
    .join('\n'),
);
const builds = [
  { name: rev, e: await engineOf(old, 'rev') },
  { name: 'working tree', e: await engineOf(root, 'tree') },
];
for (const { name, e } of builds) {
  if (typeof e.newGame !== 'function' || typeof e.legalCommands !== 'function' || typeof e.apply !== 'function') {
    process.stderr.write(`${name}: its src/engine has no newGame, legalCommands and apply\n`);
    process.exit(2);
  }
  if (row === 'roadGang' && !e.roadGang) {
    process.stderr.write(`${name}: its engine has no road-gang ruleset\n`);
    process.exit(2);
  }
}
const scenario = kit.SCENARIO_ROWS.find((r) => r.scenario === row);
if (row !== 'gameOne' && row !== 'roadGang' && !scenario) {
  process.stderr.write(`unknown row ${row}: gameOne, roadGang or one of ${kit.SCENARIO_ROWS.map((r) => `'${r.scenario}'`).join(', ')}\n`);
  process.exit(2);
}
const setupOf = (seed) => structuredClone(row === 'roadGang' ? kit.ROAD_GANG_BENCH_SETUP : scenario ? scenario.setup(seed) : kit.GAME_ONE_SETUP);

/** One random game: legalCommands, a pick, apply, as src/sim/playout.ts plays (the road-gang game: through its ruleset). Returns its commands. */
function play(e, seed) {
  const pick = kit.picker(seed);
  if (row === 'roadGang') {
    const r = e.roadGang;
    const g = r.newGame(setupOf(seed), seed);
    if (!g.ok) throw new Error(`roadGang newGame: ${g.error.code} ${g.error.message}`);
    let s = g.value.state;
    let n = 0;
    for (; n < 6000 && !r.result(s).over; n++) {
      const out = r.apply(s, pick.pick(r.legalCommands(s)));
      if (!out.ok) throw new Error(`seed ${seed}: ${out.error.code} ${out.error.message}`);
      s = out.value.state;
    }
    return n;
  }
  const g = e.newGame(setupOf(seed), seed);
  if (!g.ok) throw new Error(`seed ${seed}: this engine refuses the working tree's set-up: ${g.error.code} ${g.error.message}`);
  let s = g.value;
  let n = 0;
  for (; n < cap && s.flow.kind !== 'over'; n++) {
    let legal = e.legalCommands(s);
    if (scenario?.steer) legal = scenario.steer(s, legal);
    const out = e.apply(s, pick.pick(legal));
    if (!out.ok) throw new Error(`seed ${seed}: ${out.error.code} ${out.error.message}`);
    s = out.value.state;
  }
  return n;
}

// Warm-up: each engine compiles its rules before anything is timed.
const warmEnd = Date.now() + Math.min(3000, seconds * 200);
for (let i = 0; Date.now() < warmEnd; i++) for (const { e } of builds) play(e, 1_000_000_000 + i);
const ns = builds.map(() => 0);
const commands = builds.map(() => 0);
const games = builds.map(() => 0);
/** Each seed's time a command of the working tree over the revision's. */
const pairs = [];
const end = Date.now() + seconds * 1000;
for (let seed = 1; Date.now() < end; seed++) {
  // Alternate which engine goes first, so neither always plays right after the other's garbage.
  const order = seed % 2 ? [0, 1] : [1, 0];
  const per = [0, 0];
  for (const k of order) {
    const c0 = process.cpuUsage();
    const n = play(builds[k].e, seed);
    const c = process.cpuUsage(c0);
    ns[k] += (c.user + c.system) * 1000;
    commands[k] += n;
    games[k] += 1;
    per[k] = (c.user + c.system) / Math.max(1, n);
  }
  if (per[0] > 0 && per[1] > 0) pairs.push(per[1] / per[0]);
}
pairs.sort((a, b) => a - b);
const q = (f) => pairs[Math.min(pairs.length - 1, Math.floor(f * pairs.length))];
const perCommand = ns.map((x, k) => x / commands[k] / 1000);
builds.forEach(({ name }, k) =>
  process.stdout.write(`${row} ${name.padEnd(14)} ${perCommand[k].toFixed(2)} µs a command, ${((1e9 * games[k]) / ns[k]).toFixed(0)} games a CPU second (${games[k]} games, ${commands[k]} commands)\n`),
);
process.stdout.write(`working tree / ${rev}: ${(perCommand[1] / perCommand[0]).toFixed(3)}x the time a command (${(perCommand[0] / perCommand[1]).toFixed(2)}x as fast); load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
// The same seed's two games side by side: a collection or another process landing on one game
// moves the totals above, but hardly the middle of these ratios.
process.stdout.write(`median of the seeds' ratios: ${q(0.5).toFixed(3)}x (middle half ${q(0.25).toFixed(3)}-${q(0.75).toFixed(3)}, ${pairs.length} seeds)\n`);
