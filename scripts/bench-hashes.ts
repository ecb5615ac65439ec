// The identical-games check for engine speed work (issue 13): plays seeded random games of every
// bench scenario and prints one hash per scenario over each game's commands, events and final
// state. An optimisation must leave every hash unchanged (compare the output before and after).
// Usage: node scripts/run-bundled.mjs scripts/bench-hashes.ts [games per scenario, default 300]
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson';
import { playRandom } from '../src/sim/playout';
import { SCENARIO_ROWS } from '../src/sim/bench';
import type { GameSetup } from '../src/engine';

const games = Number(process.argv[2] ?? 300);
const rows: { scenario: string; setup?: (i: number) => GameSetup; steer?: (typeof SCENARIO_ROWS)[number]['steer'] }[] = [{ scenario: 'gameOne' }, ...SCENARIO_ROWS];
for (const row of rows) {
  const h = createHash('sha256');
  let commands = 0;
  for (let i = 0; i < games; i++) {
    const p = playRandom(1 + i, {
      setup: row.setup?.(i),
      steer: row.steer,
      onStep: (st) => h.update(canonicalJson(st.command)).update(canonicalJson(st.events)).update(canonicalJson(st.legal)),
    });
    commands += p.commands.length;
    h.update(`${p.end}|${canonicalJson(p.state)}|${canonicalJson(p.error)}`);
  }
  process.stdout.write(`${row.scenario.padEnd(22)} ${String(commands).padStart(7)} commands  ${h.digest('hex').slice(0, 16)}\n`);
}
