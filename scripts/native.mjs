// The one native module (better-sqlite3, the online server's tables: docs/online.md) built if it is
// not. Where GitHub cannot be reached its prebuilt binary cannot be fetched and it compiles SQLite
// from source: about 80 s of one core on this machine (issue 31). `.ci/run` installs with
// `--ignore-scripts`, so that compile runs here, in the first stage of `npm test`, beside the type
// checks and lint instead of before them; where it is built already (any `npm install`) this
// only loads it.
// It compiles unoptimised (-O0): 26 s of one core instead of 81 s at the package's -O3 (issue 31,
// measured 7 December). Only a test run builds here; the server's tests hold a few tables, so
// SQLite's speed is not what they measure. An install with scripts (`npm install`, `npm ci`)
// builds the optimised binary a server runs.
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';

const require = createRequire(import.meta.url);
try {
  const Database = require('better-sqlite3');
  new Database(':memory:').close();
  console.log('better-sqlite3 is built');
  process.exit(0);
} catch (e) {
  console.log(`better-sqlite3 is not built (${String(e instanceof Error ? e.message : e).split('\n')[0]}): building it`);
}
// node-gyp's Makefiles put the environment's CFLAGS after the package's own, so -O0 wins.
const env = { ...process.env, CFLAGS: '-O0', CXXFLAGS: '-O0' };
const r = spawnSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
