// A CPU profile's workload (issue 31): random games of one bench row for a number of seconds, the
// loop of `npm run bench` (legalCommands, a pick, apply) and nothing else, so `node --cpu-prof`
// sees the engine alone. Usage, bundled as the bench is (scripts/run-bundled.mjs):
//   node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/run-bundled.mjs scripts/bench-profile.ts carsAndBikes 20
//   node scripts/bench-profile-sum.mjs /tmp/prof/<file>.cpuprofile
// The row is gameOne or any row of src/sim/bench.ts SCENARIO_ROWS; the first seconds' games warm
// the JIT like the bench's (their share of the profile is small but not nothing).
import { playRandom } from '../src/sim/playout';
import { SCENARIO_ROWS } from '../src/sim/bench';

const [rowName = 'carsAndBikes', secondsArg = '20'] = process.argv.slice(2);
const row = rowName === 'gameOne' ? { scenario: 'gameOne', setup: undefined, steer: undefined } : SCENARIO_ROWS.find((r) => r.scenario === rowName);
if (!row) {
  process.stderr.write(`unknown row ${rowName}: gameOne or ${SCENARIO_ROWS.map((r) => `'${r.scenario}'`).join(', ')}\n`);
  process.exit(2);
}
const end = Date.now() + Number(secondsArg) * 1000;
let games = 0;
let commands = 0;
for (let i = 0; Date.now() < end; i++, games++) commands += playRandom(1 + i, { setup: row.setup?.(i), steer: row.steer }).commands.length;
process.stdout.write(`${row.scenario}: ${games} games, ${commands} commands\n`);
