// `npm run bench:replay`: what opening and stepping a replay costs (issue 11). Random Game One
// games (src/sim/playout.ts) are turned into tapes (src/store/tape.ts); reported per game: the
// commands, the time to build the tape (one engine run, every state kept), the size of the
// states kept (JSON characters), and the time of a full walk back and forth by event.
import { GAME_ONE_SETUP, playRandom } from '../src/sim/playout';
import { buildTape, endOf, move } from '../src/store/tape';

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
const rows: string[] = [];
let totalMs = 0;
let totalCommands = 0;
for (const seed of seeds) {
  const p = playRandom(seed, { maxCommands: 600 });
  const t0 = performance.now();
  const t = buildTape(GAME_ONE_SETUP, p.seed, p.commands);
  const built = performance.now() - t0;
  if (!t.ok) throw new Error(t.error.message);
  const tape = t.value;
  const chars = tape.frames.reduce((n, f) => n + JSON.stringify(f.state).length, 0);
  const t1 = performance.now();
  let at = { c: 0, k: 0 };
  let steps = 0;
  const end = endOf(tape);
  while (at.c !== end.c || at.k !== end.k) {
    at = move(tape, at, 1, 'event');
    steps++;
  }
  while (at.c !== 0 || at.k !== 0) at = move(tape, at, -1, 'event');
  const walked = performance.now() - t1;
  totalMs += built;
  totalCommands += p.commands.length;
  rows.push(`seed ${seed}: ${p.commands.length} commands, ${tape.log.length} events; tape built in ${built.toFixed(1)} ms; states kept ${(chars / 1e6).toFixed(2)} M chars (${(chars / tape.frames.length / 1000).toFixed(1)} K per state); ${steps} event steps there and back in ${walked.toFixed(2)} ms`);
}
process.stdout.write(`${rows.join('\n')}\nmean: ${(totalMs / totalCommands * 1000).toFixed(0)} µs per command to build a tape\n`);
