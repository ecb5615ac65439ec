// A game of any ruleset (DESIGN.md "Rulesets"): its set-up, seed and command list are the truth,
// the state and the log follow from them. Pure: the store, the autosave and the tests drive it.
// Nothing here knows a ruleset's types; it talks to the game through the Ruleset interface only.
import type { Ruleset } from '../engine';

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
  commands: unknown[];
  state: unknown;
  /** The state before each command, for undo (same length as `commands`). */
  before: unknown[];
  /** Whether each command may be taken back: it rolled no dice. */
  takeBack: boolean[];
  log: LogLine[];
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

function lines(r: Ruleset, events: unknown[], state: unknown, at: number): LogLine[] {
  return events.map((e) => ({ at, text: r.describeEvent(e, state, null), dice: r.eventDice(e), rule: r.eventRule(e) }));
}

export function startSession(r: Ruleset, setup: Record<string, unknown>, seed: number): SessionOutcome {
  const g = r.newGame(setup, seed);
  if (!g.ok) return { ok: false, error: { code: `SETUP/${g.error.code}`, message: g.error.message } };
  const { state, events } = g.value;
  return {
    ok: true,
    value: { ruleset: r.id, rulesetVersion: r.version, setup, seed, commands: [], state, before: [], takeBack: [], log: lines(r, events, state, 0), lastDice: events.flatMap((e) => r.eventDice(e)) },
  };
}

/** One command; a refusal is the ruleset's coded error and the session is unchanged. */
export function playCommand(r: Ruleset, s: Session, command: unknown): SessionOutcome {
  const out = r.apply(s.state, command);
  if (!out.ok) return { ok: false, error: out.error };
  const { state, events } = out.value;
  const dice = events.flatMap((e) => r.eventDice(e));
  return {
    ok: true,
    value: {
      ...s,
      commands: [...s.commands, command],
      state,
      before: [...s.before, s.state],
      takeBack: [...s.takeBack, dice.length === 0],
      log: [...s.log, ...lines(r, events, state, s.commands.length + 1)],
      lastDice: dice,
    },
  };
}

export const mayUndo = (s: Session): boolean => s.takeBack.length > 0 && s.takeBack[s.takeBack.length - 1];

/** Takes back the last command if it rolled no dice (a roll seen is never taken back), else null. */
export function undoCommand(s: Session): Session | null {
  if (!mayUndo(s)) return null;
  const n = s.commands.length;
  return { ...s, commands: s.commands.slice(0, n - 1), state: s.before[n - 1], before: s.before.slice(0, n - 1), takeBack: s.takeBack.slice(0, n - 1), log: s.log.filter((l) => l.at < n), lastDice: [] };
}

/** A saved game played again from its set-up, every command checked by the rules and the state by the ruleset's invariants. */
export function replaySession(r: Ruleset, setup: Record<string, unknown>, seed: number, commands: readonly unknown[]): SessionOutcome {
  const first = startSession(r, setup, seed);
  if (!first.ok) return first;
  let s = first.value;
  for (let k = 0; k < commands.length; k++) {
    const next = playCommand(r, s, commands[k]);
    if (!next.ok) return { ok: false, error: { code: `UNREPLAYABLE/${next.error.code}`, message: `command ${k + 1} is refused: ${next.error.message}`, at: k } };
    s = next.value;
  }
  const broken = r.invariantProblems?.(s.state) ?? [];
  if (broken.length > 0) return { ok: false, error: { code: 'BROKEN_STATE', message: `the game replays, but its last position breaks the rules: ${broken.slice(0, 3).join('; ')}` } };
  return { ok: true, value: s };
}
