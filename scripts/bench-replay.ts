// `npm run bench:replay`: what opening and stepping a replay costs (issue 11). Random Game One
// games (src/sim/playout.ts) are turned into tapes (src/shell/tape.ts); reported per game: the
// commands, the time to build the tape (one engine run, every state kept), the size of the
// states kept (JSON characters), the time of a full walk back and forth by event, and of the same
// walk showing the board at each event (stateAt: the states inside a command, asked of the engine
// once per command stepped into).
import { GAME_ONE_SETUP, playRandom } from '../src/sim/playout';
import * as tapes from '../src/shell/tape';
import { toLog } from '../src/store/gameSession';
import { darkFuture, type Command, type GameEvent, type GameState } from '../src/engine';

// The shell's tape with Dark Future's ruleset and log entries, as the replay slice plays it.
type DfTape = tapes.Tape<GameState, GameEvent, unknown>;
const buildTape = (setup: unknown, seed: number, commands: Command[]) => tapes.buildTape(darkFuture, setup, seed, commands, toLog);
const { endOf } = tapes;
const move = (t: DfTape, at: tapes.Cursor, dir: 1 | -1, unit: tapes.Unit) => tapes.move(darkFuture, t, at, dir, unit);
const stateAt = (t: DfTape, at: tapes.Cursor) => tapes.stateAt(darkFuture, t, at);

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
const rows: string[] = [];
let totalMs = 0;
let totalCommands = 0;
let worstStep = 0;
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
  // A fresh tape, so no command's inside states are kept yet.
  const fresh = buildTape(GAME_ONE_SETUP, p.seed, p.commands);
  if (!fresh.ok) throw new Error(fresh.error.message);
  const t2 = performance.now();
  let boards = 0;
  at = { c: 0, k: 0 };
  while (at.c !== end.c || at.k !== end.k) {
    at = move(fresh.value, at, 1, 'event');
    boards += stateAt(fresh.value, at).vehicles.length;
  }
  while (at.c !== 0 || at.k !== 0) {
    at = move(fresh.value, at, -1, 'event');
    boards += stateAt(fresh.value, at).vehicles.length;
  }
  const shownMs = performance.now() - t2;
  if (boards === 0) throw new Error('no board shown');
  worstStep = Math.max(worstStep, shownMs / (2 * steps));
  totalMs += built;
  totalCommands += p.commands.length;
  rows.push(`seed ${seed}: ${p.commands.length} commands, ${tape.log.length} events; tape built in ${built.toFixed(1)} ms; states kept ${(chars / 1e6).toFixed(2)} M chars (${(chars / tape.frames.length / 1000).toFixed(1)} K per state); ${steps} event steps there and back in ${walked.toFixed(2)} ms, ${shownMs.toFixed(1)} ms showing the board at each`);
}
process.stdout.write(`${rows.join('\n')}\nmean: ${(totalMs / totalCommands * 1000).toFixed(0)} µs per command to build a tape; worst mean ${(worstStep * 1000).toFixed(0)} µs per event step with the board shown\n`);
