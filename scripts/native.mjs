// The one native module (better-sqlite3, the online server's tables: docs/online.md) built if it is
// not. Where GitHub cannot be reached its prebuilt binary cannot be fetched and it compiles SQLite
// from source: about 80 s of one core on this machine (issue 31). `.ci/run` installs with
// `--ignore-scripts`, so that compile runs here, in the first stage of `npm test`, beside the type
// checks and lint instead of before them; where it is built already (any `npm install`) this
// only loads it.
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
const r = spawnSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
