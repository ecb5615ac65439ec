// Runs the engine for the store. The engine is deterministic, so setup + seed + commands is the
// whole game: saves, imports and undo all replay through here. Every engine call is guarded so
// a crashing rule (or an unfinished one) becomes a coded problem, never a crashed app.
import { apply, applyByEvent, finalReason, newGame, type Command, type FinalReason, type GameEvent, type GameSetup, type GameState } from '../engine';
import type { LogEntry, Problem } from './types';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };

export interface Step {
  state: GameState;
  events: GameEvent[];
  /** Why it cannot be taken back (dice, a marker revealed, a hidden choice: the engine's answer), or null. */
  final: FinalReason | null;
}

const crash = (where: string, e: unknown): Problem => ({
  code: 'ENGINE_CRASH',
  message: `The rules engine failed in ${where}: ${e instanceof Error ? e.message : String(e)}`,
});

export function startGame(setup: GameSetup, seed: number): Outcome<GameState> {
  try {
    const r = newGame(setup, seed);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    return { ok: true, value: r.value };
  } catch (e) {
    return { ok: false, error: crash('newGame', e) };
  }
}

export function step(s: GameState, cmd: Command): Outcome<Step> {
  try {
    const r = apply(s, cmd);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message, ...(r.error.need ? { need: r.error.need } : {}) } };
    const { state, events } = r.value;
    return { ok: true, value: { state, events, final: finalReason(s, state, events) } };
  } catch (e) {
    return { ok: false, error: crash('apply', e) };
  }
}

/** The state after each event of a command (the engine's applyByEvent), or null when the engine refuses or fails. */
export function statesByEvent(s: GameState, cmd: Command): GameState[] | null {
  try {
    const r = applyByEvent(s, cmd);
    return r.ok ? r.value.states : null;
  } catch {
    return null;
  }
}

/** Log entries for a command's events, numbered from `first`, with the turn and phase each happened in. */
export function toLog(first: number, before: GameState, events: GameEvent[]): LogEntry[] {
  let turn = before.turn;
  let phase = before.phase;
  return events.map((event, i) => {
    // A new turn has no phase yet: its heading must not carry the last turn's phase.
    if (event.type === 'turnStart') {
      turn = event.turn;
      phase = 0;
    }
    if (event.type === 'phaseStart') {
      turn = event.turn;
      phase = event.phase;
    }
    return { index: first + i, turn, phase, event };
  });
}

export interface Replayed {
  game: GameState;
  /** The state before the last command (the start when there is none): the invariants compare the two. */
  before: GameState;
  log: LogEntry[];
  lastEvents: GameEvent[];
  undoable: boolean[];
  lastFinal: FinalReason | null;
}

/** Replays a whole game; the first rejected command is reported with its position. */
export function replay(setup: GameSetup, seed: number, commands: Command[]): Outcome<Replayed> {
  const started = startGame(setup, seed);
  if (!started.ok) return { ok: false, error: { code: started.error.code, message: `The setup was rejected: ${started.error.message}` } };
  let game = started.value;
  let before = game;
  const log: LogEntry[] = [];
  const undoable: boolean[] = [];
  let lastEvents: GameEvent[] = [];
  let lastFinal: FinalReason | null = null;
  for (let i = 0; i < commands.length; i++) {
    const r = step(game, commands[i]);
    if (!r.ok) {
      return { ok: false, error: { code: r.error.code, message: `Command ${i + 1} of ${commands.length} (${commands[i].type}) was rejected: ${r.error.message}` } };
    }
    log.push(...toLog(log.length, game, r.value.events));
    undoable.push(r.value.final === null);
    lastEvents = r.value.events;
    lastFinal = r.value.final;
    before = game;
    game = r.value.state;
  }
  return { ok: true, value: { game, before, log, lastEvents, undoable, lastFinal } };
}
