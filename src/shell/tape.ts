// A game of any ruleset as a tape to watch (issue 11 "Replays", docs/rulesets.md): the engine is
// deterministic, so setup + seed + commands replay to every state of the game. The tape keeps the
// state after each command (the decision points) so stepping back costs nothing; a position is a
// command and how many of its events are shown. The states between a command's events are asked
// of the ruleset (its applyByEvent, where it has one) the first time a position inside that
// command is shown, and kept for the last few commands stepped into only (a state per event of
// the whole game would multiply the tape's size). A ruleset without applyByEvent shows a
// command's state once all its events are.
// Pure functions over a tape and a position; turns and phases are the ruleset's (turnOf, eventOpens).
import type { Ruleset } from '../engine';
import { commandName, startGame, statesByEvent, step, type LogMaker, type Outcome } from './record';

export interface Frame<S, E> {
  /** The state after this command (frame 0: the game as set up, before any command). */
  state: S;
  events: E[];
  /** Index in the whole log of this frame's first entry. */
  start: number;
}

export interface Tape<S, E, L> {
  setup: unknown;
  seed: number;
  commands: unknown[];
  frames: Frame<S, E>[];
  log: L[];
}

/** A position: after command `c` (0: none yet), with the first `k` of its events shown. */
export interface Cursor {
  c: number;
  k: number;
}

export type Unit = 'event' | 'decision' | 'phase' | 'turn';

export function buildTape<S, E, L>(r: Ruleset<S, E>, setup: unknown, seed: number, commands: unknown[], logOf: LogMaker<S, E, L>): Outcome<Tape<S, E, L>> {
  const started = startGame(r, setup, seed);
  if (!started.ok) return started;
  let s = started.value.state;
  // The set-up's own events (a ruleset that rolls its set-up) are frame 0's.
  const log: L[] = logOf(0, s, started.value.events, 0, s);
  const frames: Frame<S, E>[] = [{ state: s, events: [], start: log.length }];
  for (let i = 0; i < commands.length; i++) {
    const out = step(r, s, commands[i]);
    if (!out.ok) return { ok: false, error: { code: out.error.code, message: `Command ${i + 1} of ${commands.length} (${commandName(commands[i])}) was rejected: ${out.error.message}` } };
    frames.push({ state: out.value.state, events: out.value.events, start: log.length });
    for (const entry of logOf(log.length, s, out.value.events, i + 1, out.value.state)) log.push(entry);
    s = out.value.state;
  }
  return { ok: true, value: { setup, seed, commands, frames, log } };
}

type AnyTape = Tape<unknown, unknown, unknown>;
const last = (t: AnyTape, c: number): Cursor => ({ c, k: t.frames[c].events.length });
export const endOf = (t: AnyTape): Cursor => last(t, t.frames.length - 1);

// The states inside the commands stepped into last, by frame (frames are never changed once
// built): a replay played to the end does not keep a state per event of the whole game.
const inside = new Map<object, unknown[] | null>();
const INSIDE_KEPT = 8;

function insideOf<S, E>(r: Ruleset<S, E>, t: Tape<S, E, unknown>, c: number): S[] | null {
  const f = t.frames[c];
  let states = inside.get(f) as S[] | null | undefined;
  if (states === undefined) {
    states = statesByEvent(r, t.frames[c - 1].state, t.commands[c - 1]);
    if (inside.size >= INSIDE_KEPT) inside.delete(inside.keys().next().value!);
  } else inside.delete(f);
  inside.set(f, states);
  return states;
}

/**
 * The game at a position: before command `c` when none of its events is shown yet, after its
 * k-th event part way through, after it when all are.
 */
export function stateAt<S, E>(r: Ruleset<S, E>, t: Tape<S, E, unknown>, at: Cursor): S {
  const f = t.frames[at.c];
  if (at.k >= f.events.length) return f.state;
  const before = t.frames[at.c - 1].state;
  if (at.k <= 0) return before;
  // The ruleset played this command when the tape was built; were it to refuse now (or had it no
  // applyByEvent), the end of the command is shown.
  return insideOf(r, t, at.c)?.[at.k - 1] ?? f.state;
}

/** How many log entries are shown at a position. */
export const shownCount = (t: AnyTape, at: Cursor): number => t.frames[at.c].start + at.k;

/** The next (dir 1) or previous (dir -1) position by one event, decision, phase or turn; the same position at either end. */
export function move<S, E>(r: Ruleset<S, E>, t: Tape<S, E, unknown>, at: Cursor, dir: 1 | -1, unit: Unit): Cursor {
  const n = t.frames.length - 1;
  if (unit === 'event') {
    if (dir === 1) {
      if (at.k < t.frames[at.c].events.length) return { c: at.c, k: at.k + 1 };
      // A command with no events is one step too.
      return at.c < n ? { c: at.c + 1, k: Math.min(1, t.frames[at.c + 1].events.length) } : at;
    }
    if (at.k > 1) return { c: at.c, k: at.k - 1 };
    return at.c > 0 ? last(t, at.c - 1) : { c: 0, k: 0 };
  }
  if (unit === 'decision') {
    // Part way through a command, forward finishes it; back goes to the decision before it.
    const c = dir === 1 ? (at.k < t.frames[at.c].events.length ? at.c : at.c + 1) : at.c - 1;
    return last(t, Math.max(0, Math.min(n, c)));
  }
  // A turn opening is a phase opening too (Dark Future's turn starts its first phase).
  const opens = (f: Frame<S, E>) => f.events.some((e) => {
    const o = r.eventOpens(e);
    return o === 'turn' || (unit === 'phase' && o === 'phase');
  });
  if (dir === 1) {
    for (let c = at.c + 1; c <= n; c++) if (opens(t.frames[c])) return last(t, c);
    return endOf(t);
  }
  for (let c = at.c - 1; c > 0; c--) if (opens(t.frames[c])) return last(t, c);
  return last(t, 0);
}

/** The first position in turn `turn` (the command that started it), or the end when the game never got there. */
export function turnStart<S, E>(r: Ruleset<S, E>, t: Tape<S, E, unknown>, turn: number): Cursor {
  for (let c = 0; c < t.frames.length; c++) if (r.turnOf(t.frames[c].state) >= turn) return last(t, c);
  return endOf(t);
}

/** The turns the tape reaches (1 to the last turn played). */
export const turnsOf = <S, E>(r: Ruleset<S, E>, t: Tape<S, E, unknown>): number => r.turnOf(t.frames[t.frames.length - 1].state);
