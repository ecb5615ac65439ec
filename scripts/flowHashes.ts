// `npx tsx scripts/flowHashes.ts [games] [cap]`: plays seeded random games of every bench row and
// prints one hash per row over each game's commands, events, pending decisions and final state
// (without `flow`, whose shape is the turn engine's own business). A refactor of the turn engine
// that keeps these hashes has not changed any game.
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson';
import { pending } from '../src/engine';
import { GAME_ONE_SETUP, playRandom } from '../src/sim/playout';
import { SCENARIO_ROWS } from '../src/sim/bench';
import { GAME_THREE_SETUP } from '../src/sim/designs';
import type { GameSetup } from '../src/engine';

const games = Number(process.argv[2] ?? 300);
const cap = Number(process.argv[3] ?? 300);
const rows = [{ scenario: 'gameOne', setup: () => GAME_ONE_SETUP }, { scenario: 'gameThree', setup: () => GAME_THREE_SETUP }, ...SCENARIO_ROWS] as { scenario: string; setup: (i: number) => GameSetup; steer?: Parameters<typeof playRandom>[1] extends infer O ? O extends { steer?: infer S } ? S : never : never }[];
let commands = 0;
const seen = { shunts: 0, cutUpAnswers: 0, fireOrHold: 0, abandons: 0 };
for (const row of rows) {
  const h = createHash('sha256');
  const ends: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const g = createHash('sha256');
    const p = playRandom(1 + i, {
      setup: row.setup(i),
      steer: row.steer,
      maxCommands: cap,
      onStep: (st) => {
        const pd = pending(st.after);
        g.update(canonicalJson(st.command));
        g.update(canonicalJson(st.events));
        g.update(canonicalJson([pd.kind, pd.player, pd.vehicle, pd.why, pd.secret]));
        g.update(String(st.after.flow.kind));
        for (const e of st.events) {
          if (e.type === 'ram' && e.kind === 'shunt') seen.shunts++;
          if (e.type === 'declared' && e.rule === 'p13') seen.cutUpAnswers++;
        }
        if (pd.kind === 'fireOrHold') seen.fireOrHold++;
        if (st.command.type === 'abandonBike' && st.command.abandon) seen.abandons++;
      },
    });
    commands += p.commands.length;
    const { flow: _flow, ...rest } = p.state;
    void _flow;
    g.update(canonicalJson(rest));
    g.update(p.end + canonicalJson(p.error));
    ends[p.end] = (ends[p.end] ?? 0) + 1;
    h.update(g.digest('hex'));
  }
  process.stdout.write(`${row.scenario.padEnd(22)} ${games} games ${JSON.stringify(ends).padEnd(32)} ${h.digest('hex').slice(0, 16)}\n`);
}
process.stdout.write(`commands ${commands} ${JSON.stringify(seen)}\n`);
