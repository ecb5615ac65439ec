// `npm test`: every check the project has, in three stages. Checks of one stage run side by side
// because each alone leaves a core of this 2-core machine idle (issue 31: the whole clean-clone run
// used 0.96 of a core on average): the type checks and lint are single-threaded; the end-to-end
// tests mostly wait on the board's animations, beside which the production build's check fits.
// The unit tests use both cores by themselves and run alone. Each line is prefixed with its check's
// name; the run stops after the first stage with a failure and exits 1, naming what failed.
import { spawn } from 'node:child_process';

// Stages may be named on the command line, a comma between side-by-side checks: `node scripts/test-all.mjs typecheck,lint unit`.
const STAGES = process.argv.length > 2 ? process.argv.slice(2).map((s) => s.split(',')) : [
  // `native` builds the online server's SQLite module if it is not (scripts/native.mjs), beside
  // the single-threaded checks; the unit tests need it.
  ['typecheck', 'lint', 'native'],
  ['unit'],
  ['e2e', 'check:prod'],
];

/** Runs `npm run <name>`, its output line by line under its name; resolves to its exit status. */
function run(name, width) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
      const status = code ?? (signal ? 1 : 0);
      console.log(`${label} ${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

const width = Math.max(...STAGES.flat().map((n) => n.length));
const began = Date.now();
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((name) => run(name, width)));
  const failed = stage.filter((_, i) => results[i] !== 0);
  if (failed.length) {
    console.error(`npm test: ${failed.join(', ')} failed`);
    process.exit(1);
  }
}
console.log(`npm test: everything passed in ${((Date.now() - began) / 1000).toFixed(1)} s`);
