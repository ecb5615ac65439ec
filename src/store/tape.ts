// Dark Future's game as a tape to watch (issue 11 "Replays"): the generic tape (src/shell/tape.ts)
// played by Dark Future's ruleset, with its log entries (gameSession.ts toLog) and its engine's
// applyByEvent for the states between a command's events. The replay slice holds one tape and
// one position.
import type { Command, GameEvent, GameSetup, GameState } from '../engine';
import * as tape from '../shell/tape';
import type { Cursor, Unit } from '../shell/tape';
import { toLog } from './gameSession';
import type { Outcome } from './types';
import { DARK_FUTURE } from './ruleset';
import type { Tape } from './types';

export type { Cursor, Unit } from '../shell/tape';
export type Frame = tape.Frame<GameState, GameEvent>;
// The tape's shape lives in types.ts with the store's (which holds one), so the two do not import each other.
export type { Tape } from './types';

export function buildTape(setup: GameSetup, seed: number, commands: Command[]): Outcome<Tape> {
  const t = tape.buildTape(DARK_FUTURE, setup, seed, commands, toLog);
  return t.ok ? { ok: true, value: t.value as Tape } : { ok: false, error: { code: t.error.code, message: t.error.message } };
}

export const endOf = (t: Tape): Cursor => tape.endOf(t);
export const stateAt = (t: Tape, at: Cursor): GameState => tape.stateAt(DARK_FUTURE, t, at);
export const shownCount = (t: Tape, at: Cursor): number => tape.shownCount(t, at);
export const move = (t: Tape, at: Cursor, dir: 1 | -1, unit: Unit): Cursor => tape.move(DARK_FUTURE, t, at, dir, unit);
export const turnStart = (t: Tape, turn: number): Cursor => tape.turnStart(DARK_FUTURE, t, turn);
export const turnsOf = (t: Tape): number => tape.turnsOf(DARK_FUTURE, t);
