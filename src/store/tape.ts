// A game as a tape to watch (issue 11 "Replays"): the engine is deterministic, so setup + seed +
// commands replay to every state of the game. The tape keeps the state after each command (the
// decision points) so stepping back costs nothing; a position is a command and how many of its
// events are shown. The states between a command's events are asked of the engine the first time
// a position inside that command is shown, and kept for the last few commands stepped into only
// (a state per event of the whole game would multiply the tape's size).
// Pure functions: the replay slice holds one tape and one position.
import type { Command, GameEvent, GameSetup, GameState } from '../engine';
import { startGame, statesByEvent, step, toLog, type Outcome } from './replay';
import type { LogEntry } from './types';

export interface Frame {
  /** The state after this command (frame 0: the game as set up, before any command). */
  state: GameState;
  events: GameEvent[];
  /** Index in the whole log of this frame's first event. */
  start: number;
}

export interface Tape {
  setup: GameSetup;
  seed: number;
  commands: Command[];
  frames: Frame[];
  log: LogEntry[];
}

/** A position: after command `c` (0: none yet), with the first `k` of its events shown. */
export interface Cursor {
  c: number;
  k: number;
}

export type Unit = 'event' | 'decision' | 'phase' | 'turn';

export function buildTape(setup: GameSetup, seed: number, commands: Command[]): Outcome<Tape> {
  const started = startGame(setup, seed);
  if (!started.ok) return started;
  const frames: Frame[] = [{ state: started.value, events: [], start: 0 }];
  const log: LogEntry[] = [];
  let s = started.value;
  for (let i = 0; i < commands.length; i++) {
    const r = step(s, commands[i]);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: `Command ${i + 1} of ${commands.length} (${commands[i].type}) was rejected: ${r.error.message}` } };
    frames.push({ state: r.value.state, events: r.value.events, start: log.length });
    log.push(...toLog(log.length, s, r.value.events));
    s = r.value.state;
  }
  return { ok: true, value: { setup, seed, commands, frames, log } };
}

const last = (t: Tape, c: number): Cursor => ({ c, k: t.frames[c].events.length });
export const endOf = (t: Tape): Cursor => last(t, t.frames.length - 1);

// The states inside the commands stepped into last, by frame (frames are never changed once
// built): a replay played to the end does not keep a state per event of the whole game.
const inside = new Map<Frame, GameState[] | null>();
const INSIDE_KEPT = 8;

function insideOf(t: Tape, c: number): GameState[] | null {
  const f = t.frames[c];
  let states = inside.get(f);
  if (states === undefined) {
    states = statesByEvent(t.frames[c - 1].state, t.commands[c - 1]);
    if (inside.size >= INSIDE_KEPT) inside.delete(inside.keys().next().value!);
  } else inside.delete(f);
  inside.set(f, states);
  return states;
}

/**
 * The game at a position: before command `c` when none of its events is shown yet, after its
 * k-th event part way through, after it when all are.
 */
export function stateAt(t: Tape, at: Cursor): GameState {
  const f = t.frames[at.c];
  if (at.k >= f.events.length) return f.state;
  const before = t.frames[at.c - 1].state;
  if (at.k <= 0) return before;
  // The engine played this command when the tape was built; were it to refuse now, the end of the command is shown.
  return insideOf(t, at.c)?.[at.k - 1] ?? f.state;
}

/** How many log entries are shown at a position. */
export const shownCount = (t: Tape, at: Cursor): number => t.frames[at.c].start + at.k;

const opensPhase = (f: Frame): boolean => f.events.some((e) => e.type === 'phaseStart' || e.type === 'turnStart');
const opensTurn = (f: Frame): boolean => f.events.some((e) => e.type === 'turnStart');

/** The next (dir 1) or previous (dir -1) position by one event, decision, phase or turn; the same position at either end. */
export function move(t: Tape, at: Cursor, dir: 1 | -1, unit: Unit): Cursor {
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
  const opens = unit === 'phase' ? opensPhase : opensTurn;
  if (dir === 1) {
    for (let c = at.c + 1; c <= n; c++) if (opens(t.frames[c])) return last(t, c);
    return endOf(t);
  }
  for (let c = at.c - 1; c > 0; c--) if (opens(t.frames[c])) return last(t, c);
  return last(t, 0);
}

/** The first position in turn `turn` (the command that started it), or the end when the game never got there. */
export function turnStart(t: Tape, turn: number): Cursor {
  for (let c = 0; c < t.frames.length; c++) if (t.frames[c].state.turn >= turn) return last(t, c);
  return endOf(t);
}

/** The turns the tape reaches (1 to the last turn played). */
export const turnsOf = (t: Tape): number => t.frames[t.frames.length - 1].state.turn;
