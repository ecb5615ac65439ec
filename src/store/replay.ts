// Dark Future's game played from its record outside the store (the end screen's last turn, the
// tests that lay out a position): views of the shell's session (gameSession.ts), nothing of their
// own. Every engine call is guarded by the shell (src/shell/record.ts).
import { darkFuture, type Command, type FinalReason, type GameEvent, type GameSetup, type GameState } from '../engine';
import { step as stepAny } from '../shell/record';
import { fieldsOf, problemOf, replayDf, startDf } from './gameSession';
import type { LogEntry, Outcome } from './types';

export { toLog } from './gameSession';
export type { Outcome } from './types';

export interface Step {
  state: GameState;
  events: GameEvent[];
  /** Why it cannot be taken back (dice, a marker revealed, a hidden choice: the engine's answer), or null. */
  final: FinalReason | null;
}

export function startGame(setup: GameSetup, seed: number): Outcome<GameState> {
  const r = startDf(setup, seed);
  return r.ok ? { ok: true, value: r.value.state as GameState } : r;
}

export function step(s: GameState, cmd: Command): Outcome<Step> {
  const r = stepAny(darkFuture, s, cmd);
  return r.ok ? { ok: true, value: { ...r.value, final: r.value.final as FinalReason | null } } : { ok: false, error: problemOf(r.error) };
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

/** Replays a whole game (the shell's replaySession); the first rejected command is reported with its position. */
export function replay(setup: GameSetup, seed: number, commands: Command[]): Outcome<Replayed> {
  const r = replayDf(setup, seed, commands);
  if (!r.ok) return r;
  const f = fieldsOf(r.value);
  const n = commands.length;
  return { ok: true, value: { game: f.game!, before: (n > 0 ? r.value.before.at(n - 1) : f.game) as GameState, log: f.log.toArray(), lastEvents: f.lastEvents, undoable: f.undoable.toArray(), lastFinal: f.lastFinal } };
}
