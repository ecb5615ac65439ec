// The identical-games check for engine speed work (issues 13 and 31): plays seeded random games of
// every bench scenario and of the road-gang game and prints one hash per scenario over each game's
// commands, the commands offered before each, its events, the state after each command and the
// final state. An optimisation must leave every hash unchanged (compare the output before and after).
// Usage: node scripts/run-bundled.mjs scripts/bench-hashes.ts [games per scenario, default 300]
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson';
import { playRandom } from '../src/sim/playout';
import { SCENARIO_ROWS } from '../src/sim/bench';
import { ROAD_GANG_BENCH_SETUP } from '../src/sim/benchRuleset';
import { picker } from '../src/sim/prng';
import { roadGang, type GameSetup, type Ruleset } from '../src/engine';

const games = Number(process.argv[2] ?? 300);
const all = createHash('sha256');
const rows: { scenario: string; setup?: (i: number) => GameSetup; steer?: (typeof SCENARIO_ROWS)[number]['steer'] }[] = [{ scenario: 'gameOne' }, ...SCENARIO_ROWS];
for (const row of rows) {
  const h = createHash('sha256');
  let commands = 0;
  for (let i = 0; i < games; i++) {
    const p = playRandom(1 + i, {
      setup: row.setup?.(i),
      steer: row.steer,
      onStep: (st) => h.update(canonicalJson(st.command)).update(canonicalJson(st.events)).update(canonicalJson(st.legal)).update(canonicalJson(st.after)),
    });
    commands += p.commands.length;
    h.update(`${p.end}|${canonicalJson(p.state)}|${canonicalJson(p.error)}`);
  }
  const d = h.digest('hex');
  all.update(d);
  process.stdout.write(`${row.scenario.padEnd(22)} ${String(commands).padStart(7)} commands  ${d.slice(0, 16)}\n`);
}
// The road-gang game through the ruleset seam, as its bench row plays it (benchRuleset.ts).
{
  const r = roadGang as Ruleset;
  const h = createHash('sha256');
  let commands = 0;
  for (let i = 0; i < games; i++) {
    const seed = 1 + i;
    const g = r.newGame(ROAD_GANG_BENCH_SETUP, seed);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value.state;
    const pick = picker(seed);
    for (let k = 0; k < 6000 && !r.result(s).over; k++) {
      const legal = r.legalCommands(s);
      const c = pick.pick(legal);
      const out = r.apply(s, c);
      h.update(canonicalJson(legal)).update(canonicalJson(c));
      if (!out.ok) {
        h.update(canonicalJson(out.error));
        break;
      }
      h.update(canonicalJson(out.value.events)).update(canonicalJson(out.value.state));
      s = out.value.state;
      commands++;
    }
  }
  const d = h.digest('hex');
  all.update(d);
  process.stdout.write(`${'roadGang'.padEnd(22)} ${String(commands).padStart(7)} commands  ${d.slice(0, 16)}\n`);
}
process.stdout.write(`${'all'.padEnd(22)} ${' '.repeat(16)}  ${all.digest('hex').slice(0, 16)}\n`);
