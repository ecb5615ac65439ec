// `npm run sim -- game.json`: runs a sim file (docs/sim.md) and prints the result as JSON
// (scripts/simCli.ts does the work). Exit status: 0 the file ran, 1 a command was illegal or the
// file is invalid, 2 usage errors.
import { readFileSync } from 'node:fs';
import { simCli } from './simCli';

process.exitCode = await simCli(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  stdin: () => readFileSync(0, 'utf8'),
});
