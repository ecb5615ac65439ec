// An allocation profile of random games of one bench row (issue 31): V8's sampling heap profiler
// with the objects the collectors already freed counted too, so short-lived garbage (most of a
// command's allocation) shows. Prints bytes a command by function (self) and the total.
// Usage: node scripts/run-bundled.mjs scripts/bench-alloc.ts gameOne 300 [TOP]
import { Session } from 'node:inspector/promises';
import { playRandom } from '../src/sim/playout';
import { SCENARIO_ROWS } from '../src/sim/bench';

const [rowName = 'gameOne', gamesArg = '300', topArg = '40'] = process.argv.slice(2);
const row = rowName === 'gameOne' ? { scenario: 'gameOne', setup: undefined, steer: undefined } : SCENARIO_ROWS.find((r) => r.scenario === rowName);
if (!row) {
  process.stderr.write(`unknown row ${rowName}\n`);
  process.exit(2);
}
const games = Number(gamesArg);
// Warm the JIT first: the profile is of optimised code, as a long game sees.
for (let i = 0; i < 200; i++) playRandom(100000 + i, { setup: row.setup?.(i), steer: row.steer });
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
let commands = 0;
for (let i = 0; i < games; i++) commands += playRandom(1 + i, { setup: row.setup?.(i), steer: row.steer }).commands.length;
const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
interface Node { callFrame: { functionName: string; lineNumber: number }; selfSize: number; children: Node[] }
const self = new Map<string, number>();
let total = 0;
const walk = (n: Node): void => {
  const k = `${n.callFrame.functionName || '(anonymous)'}:${n.callFrame.lineNumber + 1}`;
  self.set(k, (self.get(k) ?? 0) + n.selfSize);
  total += n.selfSize;
  for (const c of n.children) walk(c);
};
walk(profile.head);
process.stdout.write(`${row.scenario}: ${games} games, ${commands} commands, ${(total / commands).toFixed(0)} bytes a command\n`);
for (const [k, b] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) process.stdout.write(`${(b / commands).toFixed(0).padStart(8)}  ${k}\n`);
