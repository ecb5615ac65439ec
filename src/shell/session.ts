// A game of any ruleset (docs/rulesets.md): its set-up, seed and command list are the truth,
// the state and the log follow from them. Pure: the store, the autosave and the tests drive it.
// Nothing here knows a ruleset's types; it talks to the game through the Ruleset interface only.
// The lists that grow with the game are Histories (history.ts): a command extends them without
// copying them, and a store made with immer neither drafts nor freezes them (issue 13).
// A store that keeps its own kind of log entry (Dark Future's carry the turn and phase of each
// event, src/store/gameLog.ts) passes its entry maker (`logOf`); without one the log is LogLines.
import type { Ruleset } from '../engine';
import { History } from './history';
import { startGame, step, type LogMaker } from './record';

export interface LogLine {
  /** The command's number in the list (0 for the set-up's events). */
  at: number;
  text: string;
  dice: number[];
  rule: string;
}

export interface Session<L = LogLine> {
  ruleset: string;
  rulesetVersion: number;
  setup: Record<string, unknown>;
  seed: number;
  commands: History<unknown>;
  state: unknown;
  /** The state before each command, for undo (same length as `commands`). */
  before: History<unknown>;
  /** Whether each command may be taken back: the ruleset's finalReason says nothing against it (without one: it rolled no dice). */
  takeBack: History<boolean>;
  /** Why each command may not be taken back (the ruleset's finalReason; without one, 'dice'), or null (same length as `commands`). */
  finals: History<string | null>;
  log: History<L>;
  /** The log's length before each command (same length as `commands`): an undo cuts the log there. */
  logFrom: History<number>;
  /** The dice the last command rolled, for the tray. */
  lastDice: number[];
  /** The last command's events (the set-up's at the start), for animation; none after an undo. */
  lastEvents: readonly unknown[];
}

export interface SessionError {
  code: string;
  message: string;
  /** The command's index in the list, for a replay that stops. */
  at?: number;
  /** A ruleset's own fields of a refusal (a request for dice rolled at the table) come along. */
  [more: string]: unknown;
}

export type SessionOutcome<L = LogLine> = { ok: true; value: Session<L> } | { ok: false; error: SessionError };

/** A command's events as a store's own log entries (record.ts LogMaker): `first` is the log's length so far, `at` the command's number. */
export type LogOf<L> = LogMaker<unknown, unknown, L>;

/** A command's events as log lines, in the ruleset's words (the state after them), with their dice and rule. */
export function logLines(r: Ruleset, events: readonly unknown[], state: unknown, at: number): LogLine[] {
  return events.map((e) => ({ at, text: r.describeEvent(e, state, null), dice: r.eventDice(e), rule: r.eventRule(e) }));
}

/** The ruleset's words for a command's events (the log without a store's own entry maker). */
const linesOf = <L>(r: Ruleset): LogOf<L> => ((_first, _before, events, at, after) => logLines(r, events, after, at)) as LogOf<L>;

export function startSession<L = LogLine>(r: Ruleset, setup: Record<string, unknown>, seed: number, logOf: LogOf<L> = linesOf<L>(r)): SessionOutcome<L> {
  const g = startGame(r, setup, seed);
  if (!g.ok) return { ok: false, error: { code: `SETUP/${g.error.code}`, message: g.error.message } };
  const { state, events } = g.value;
  return {
    ok: true,
    value: {
      ruleset: r.id,
      rulesetVersion: r.version,
      setup,
      seed,
      commands: History.of(),
      state,
      before: History.of(),
      takeBack: History.of(),
      finals: History.of(),
      log: History.of(logOf(0, state, events, 0, state)),
      logFrom: History.of(),
      lastDice: events.flatMap((e) => r.eventDice(e)),
      lastEvents: events,
    },
  };
}

/** One command; a refusal is the ruleset's coded error (or a guarded crash) and the session is unchanged. */
export function playCommand<L = LogLine>(r: Ruleset, s: Session<L>, command: unknown, logOf: LogOf<L> = linesOf<L>(r)): SessionOutcome<L> {
  const out = step(r, s.state, command);
  if (!out.ok) return { ok: false, error: { ...out.error } };
  const { state, events, final } = out.value;
  return {
    ok: true,
    value: {
      ...s,
      commands: s.commands.append([command]),
      state,
      before: s.before.append([s.state]),
      takeBack: s.takeBack.append([final === null]),
      finals: s.finals.append([final]),
      log: s.log.append(logOf(s.log.length, s.state, events, s.commands.length + 1, state)),
      logFrom: s.logFrom.append([s.log.length]),
      lastDice: events.flatMap((e) => r.eventDice(e)),
      lastEvents: events,
    },
  };
}

export const mayUndo = <L>(s: Session<L>): boolean => s.takeBack.at(-1) === true;

/** Takes back the last command if nothing forbids it (a roll seen is never taken back), else null. */
export function undoCommand<L>(s: Session<L>): Session<L> | null {
  if (!mayUndo(s)) return null;
  const n = s.commands.length;
  // The log's entries of command n are its last ones: the shorter versions share every buffer.
  const t = <T>(h: History<T>) => h.take(n - 1);
  return { ...s, commands: t(s.commands), state: s.before.at(n - 1), before: t(s.before), takeBack: t(s.takeBack), finals: t(s.finals), log: s.log.take(s.logFrom.at(n - 1)!), logFrom: t(s.logFrom), lastDice: [], lastEvents: [] };
}

/** A saved game played again from its set-up, every command checked by the rules and the state by the ruleset's invariants. */
export function replaySession<L = LogLine>(r: Ruleset, setup: Record<string, unknown>, seed: number, commands: Iterable<unknown>, logOf: LogOf<L> = linesOf<L>(r)): SessionOutcome<L> {
  const first = startSession(r, setup, seed, logOf);
  if (!first.ok) return first;
  let s = first.value;
  let k = 0;
  for (const command of commands) {
    const next = playCommand(r, s, command, logOf);
    if (!next.ok) return { ok: false, error: { code: `UNREPLAYABLE/${next.error.code}`, message: `command ${k + 1} is refused: ${next.error.message}`, at: k } };
    s = next.value;
    k++;
  }
  const broken = r.invariantProblems?.(s.state) ?? [];
  if (broken.length > 0) return { ok: false, error: { code: 'BROKEN_STATE', message: `the game replays, but its last position breaks the rules: ${broken.slice(0, 3).join('; ')}` } };
  return { ok: true, value: s };
}
