// `npm test`: every check the project has, in three stages. Checks of one stage run side by side
// because each alone leaves a core of this 2-core machine idle (issue 31: the whole clean-clone run
// used 0.96 of a core on average): the type checks and lint are single-threaded, and so is the
// SQLite compile that goes on behind them; the unit tests of the rules and the app use both cores;
// the online server's tests run beside the app's unit tests, not beside the browsers: the restart test
// (server/restart.test.ts) failed 2 of 3 clean-clone runs there, its clients not back within 110 s.
// Each line is prefixed with its check's name; the run stops after the first stage with a failure
// and exits 1, naming what failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Stages may be named on the command line, a comma between side-by-side checks: `node scripts/test-all.mjs typecheck,lint unit`.
// A check ending in '&' starts with its stage and runs on beside the next ones; a later stage that
// names it with a leading '@' waits for it first. `native` (scripts/native.mjs) compiles SQLite
// for about 80 s of one core where no prebuilt binary can be had: it starts beside the type checks
// and lint; the server's tests (and the end-to-end tests' online tables after them) need it, so
// the unit tests' stage waits for it (issue 31).
// Each stage's checks run side by side. Tried and taken out (issue 31, tenth session): `unit:app`
// started with the first stage and ran on beside the server's and the end-to-end tests, to keep more
// threads of ours busy beside other work. It gained nothing there: Linux groups a session's
// processes (sched_autogroup) and shares the cores between the groups, not the threads, so beside
// two busy loops the run had about one core however many threads it kept runnable (docs/tests-moved.md).
const STAGES = process.argv.length > 2 ? process.argv.slice(2).map((s) => s.split(',')) : [
  ['typecheck', 'lint', 'native&'],
  ['@native', 'unit:app', 'unit:server'],
  ['e2e', 'check:prod'],
];

/** Every check still running, so that a failure that ends the run ends them too. */
const running = new Set();
process.on('exit', () => running.forEach((child) => child.kill('SIGTERM')));

/** Runs `npm run <name>` (or `command`), its output line by line under its name; resolves to its exit status. */
function run(name, width, command = ['npm', ['run', '--silent', name]]) {
  const started = Date.now();
  const child = spawn(command[0], command[1], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  running.add(child);
  const label = `[${name}]`.padEnd(width + 2);
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`${label} ${line}\n`);
    });
    from.on('end', () => rest && to.write(`${label} ${rest}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      console.log(`${label} ${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

/** Checks that read the one production build (E2E_PROD_DIST): check:prod and the online end-to-end tests. */
const PROD_READERS = new Set(['e2e', 'check:prod']);

/**
 * The one production build of the run (issue 31: check:prod and each online spec built their own,
 * three beside the end-to-end tests' test build), made before the first stage that reads it, into a
 * scratch folder named to them in E2E_PROD_DIST; removed when the run ends. Resolves to its exit status.
 */
function prodBuild(width) {
  const out = mkdtempSync(join(tmpdir(), 'df-prod-shared-'));
  process.env.E2E_PROD_DIST = out;
  process.on('exit', () => rmSync(out, { recursive: true, force: true }));
  return run('build:prod', width, ['npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn']]);
}

const width = Math.max(...STAGES.flat().map((n) => n.replace(/^@|&$/g, '').length));
const began = Date.now();
/** Checks started with '&', by name: their exit status once they end. */
const behind = new Map();
const failedBehind = [];
for (const stage of STAGES) {
  for (const name of stage.filter((n) => n.startsWith('@')).map((n) => n.slice(1))) {
    if ((await behind.get(name)) !== 0) failedBehind.push(name);
    behind.delete(name);
  }
  if (failedBehind.length) break;
  if (!process.env.E2E_PROD_DIST && stage.some((n) => PROD_READERS.has(n.replace(/^@|&$/g, ''))) && (await prodBuild(width)) !== 0) {
    console.error('npm test: the production build failed');
    process.exit(1);
  }
  for (const name of stage.filter((n) => n.endsWith('&')).map((n) => n.slice(0, -1))) behind.set(name, run(name, width));
  const now = stage.filter((n) => !n.startsWith('@') && !n.endsWith('&'));
  const results = await Promise.all(now.map((name) => run(name, width)));
  const failed = now.filter((_, i) => results[i] !== 0);
  if (failed.length) {
    console.error(`npm test: ${failed.join(', ')} failed`);
    process.exit(1);
  }
}
for (const [name, done] of behind) if ((await done) !== 0) failedBehind.push(name);
if (failedBehind.length) {
  console.error(`npm test: ${failedBehind.join(', ')} failed`);
  process.exit(1);
}
console.log(`npm test: everything passed in ${((Date.now() - began) / 1000).toFixed(1)} s`);
