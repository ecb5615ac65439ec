// Runs the engine for the store, through the generic record (src/shell/record.ts) with Dark
// Future's ruleset: setup + seed + commands is the whole game, so saves, imports and undo all
// replay through here, every engine call guarded. What is Dark Future's own is its log entry
// (the turn and phase each event happened in) and its engine's finality and dice requests.
import type { Command, FinalReason, GameEvent, GameSetup, GameState } from '../engine';
import { replayGame, startGame as startAny, statesByEvent as statesOf, step as stepAny } from '../shell/record';
import { DARK_FUTURE } from './ruleset';
import type { LogEntry, Problem } from './types';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };

export interface Step {
  state: GameState;
  events: GameEvent[];
  /** Why it cannot be taken back (dice, a marker revealed, a hidden choice: the engine's answer), or null. */
  final: FinalReason | null;
}

const problem = (e: { code: string; message: string; need?: unknown }): Problem => ({ code: e.code, message: e.message, ...(e.need ? { need: e.need as Problem['need'] } : {}) });

export function startGame(setup: GameSetup, seed: number): Outcome<GameState> {
  const r = startAny(DARK_FUTURE, setup, seed);
  return r.ok ? { ok: true, value: r.value.state } : { ok: false, error: problem(r.error) };
}

export function step(s: GameState, cmd: Command): Outcome<Step> {
  const r = stepAny(DARK_FUTURE, s, cmd);
  return r.ok ? { ok: true, value: { ...r.value, final: r.value.final as FinalReason | null } } : { ok: false, error: problem(r.error) };
}

/** The state after each event of a command (the engine's applyByEvent), or null when the engine refuses or fails. */
export const statesByEvent = (s: GameState, cmd: Command): GameState[] | null => statesOf(DARK_FUTURE, s, cmd);

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
  const r = replayGame(DARK_FUTURE, setup, seed, commands, toLog);
  if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message, ...(typeof r.error.at === 'number' ? { at: r.error.at } : {}) } };
  const finals = r.value.finals.toArray() as (FinalReason | null)[];
  return {
    ok: true,
    value: { game: r.value.state, before: r.value.before, log: r.value.log.toArray(), lastEvents: commands.length ? r.value.lastEvents : [], undoable: finals.map((f) => f === null), lastFinal: finals.at(-1) ?? null },
  };
}
