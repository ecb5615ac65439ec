// A game of any ruleset (docs/rulesets.md): its set-up, seed and command list are the truth,
// the state and the log follow from them. Pure: the store, the autosave and the tests drive it.
// Nothing here knows a ruleset's types; it talks to the game through the Ruleset interface only.
// The lists that grow with the game are Histories (history.ts): a command extends them without
// copying them, and a store made with immer neither drafts nor freezes them (issue 13).
import type { Ruleset } from '../engine';
import { History } from './history';
import { startGame, step } from './record';

export interface LogLine {
  /** The command's number in the list (0 for the set-up's events). */
  at: number;
  text: string;
  dice: number[];
  rule: string;
}

export interface Session {
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
  log: History<LogLine>;
  /** The dice the last command rolled, for the tray. */
  lastDice: number[];
}

export interface SessionError {
  code: string;
  message: string;
  /** The command's index in the list, for a replay that stops. */
  at?: number;
}

export type SessionOutcome = { ok: true; value: Session } | { ok: false; error: SessionError };

/** A command's events as log lines, in the ruleset's words (the state after them), with their dice and rule. */
export function logLines(r: Ruleset, events: readonly unknown[], state: unknown, at: number): LogLine[] {
  return events.map((e) => ({ at, text: r.describeEvent(e, state, null), dice: r.eventDice(e), rule: r.eventRule(e) }));
}

export function startSession(r: Ruleset, setup: Record<string, unknown>, seed: number): SessionOutcome {
  const g = startGame(r, setup, seed);
  if (!g.ok) return { ok: false, error: { code: `SETUP/${g.error.code}`, message: g.error.message } };
  const { state, events } = g.value;
  return {
    ok: true,
    value: { ruleset: r.id, rulesetVersion: r.version, setup, seed, commands: History.of(), state, before: History.of(), takeBack: History.of(), log: History.of(logLines(r, events, state, 0)), lastDice: events.flatMap((e) => r.eventDice(e)) },
  };
}

/** One command; a refusal is the ruleset's coded error (or a guarded crash) and the session is unchanged. */
export function playCommand(r: Ruleset, s: Session, command: unknown): SessionOutcome {
  const out = step(r, s.state, command);
  if (!out.ok) return { ok: false, error: { code: out.error.code, message: out.error.message } };
  const { state, events, final } = out.value;
  return {
    ok: true,
    value: {
      ...s,
      commands: s.commands.append([command]),
      state,
      before: s.before.append([s.state]),
      takeBack: s.takeBack.append([final === null]),
      log: s.log.append(logLines(r, events, state, s.commands.length + 1)),
      lastDice: events.flatMap((e) => r.eventDice(e)),
    },
  };
}

export const mayUndo = (s: Session): boolean => s.takeBack.at(-1) === true;

/** Takes back the last command if nothing forbids it (a roll seen is never taken back), else null. */
export function undoCommand(s: Session): Session | null {
  if (!mayUndo(s)) return null;
  const n = s.commands.length;
  // The log's lines of command n are its last ones: the shorter versions share every buffer.
  let keep = s.log.length;
  while (keep > 0 && s.log.at(keep - 1)!.at === n) keep--;
  return { ...s, commands: s.commands.take(n - 1), state: s.before.at(n - 1), before: s.before.take(n - 1), takeBack: s.takeBack.take(n - 1), log: s.log.take(keep), lastDice: [] };
}

/** A saved game played again from its set-up, every command checked by the rules and the state by the ruleset's invariants. */
export function replaySession(r: Ruleset, setup: Record<string, unknown>, seed: number, commands: Iterable<unknown>): SessionOutcome {
  const first = startSession(r, setup, seed);
  if (!first.ok) return first;
  let s = first.value;
  let k = 0;
  for (const command of commands) {
    const next = playCommand(r, s, command);
    if (!next.ok) return { ok: false, error: { code: `UNREPLAYABLE/${next.error.code}`, message: `command ${k + 1} is refused: ${next.error.message}`, at: k } };
    s = next.value;
    k++;
  }
  const broken = r.invariantProblems?.(s.state) ?? [];
  if (broken.length > 0) return { ok: false, error: { code: 'BROKEN_STATE', message: `the game replays, but its last position breaks the rules: ${broken.slice(0, 3).join('; ')}` } };
  return { ok: true, value: s };
}
