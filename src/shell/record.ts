// Playing a game of any ruleset from its record (docs/rulesets.md): the engine is deterministic,
// so set-up + seed + commands is the whole game, and saves, imports, undo and replays all replay
// through here. Every engine call is guarded, so a crashing rule (or an unfinished one) becomes a
// coded problem, never a crashed app. The caller says how a command's events become its log's
// entries (a ruleset's store keeps its own kind of entry: session.ts LogOf, tape.ts).
import type { Ruleset } from '../engine';

/** A refusal or a failure, in words with its code; a ruleset's own fields (Dark Future's `need`) come along. */
export interface RecordProblem {
  code: string;
  message: string;
  [more: string]: unknown;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: RecordProblem };

/** A command's events as log entries: `first` is the log's length so far, `at` the command's number (0: the set-up), `after` the state they led to. */
export type LogMaker<S, E, L> = (first: number, before: S, events: E[], at: number, after: S) => L[];

export interface Step<S, E> {
  state: S;
  events: E[];
  /** Why it cannot be taken back (the ruleset's finalReason; without one, dice rolled), or null. */
  final: string | null;
}

const crash = (where: string, e: unknown): RecordProblem => ({
  code: 'ENGINE_CRASH',
  message: `The rules engine failed in ${where}: ${e instanceof Error ? e.message : String(e)}`,
});

/** What `r` says may not be taken back; a ruleset that says nothing: a command that rolled dice. */
export function finalOf<S, E>(r: Ruleset<S, E>, before: S, after: S, events: E[]): string | null {
  if (r.finalReason) return r.finalReason(before, after, events);
  return events.some((e) => r.eventDice(e).length > 0) ? 'dice' : null;
}

export function startGame<S, E>(r: Ruleset<S, E>, setup: unknown, seed: number): Outcome<{ state: S; events: E[] }> {
  try {
    const g = r.newGame(setup, seed);
    return g.ok ? g : { ok: false, error: { ...g.error } };
  } catch (e) {
    return { ok: false, error: crash('newGame', e) };
  }
}

export function step<S, E>(r: Ruleset<S, E>, s: S, command: unknown): Outcome<Step<S, E>> {
  try {
    const out = r.apply(s, command);
    if (!out.ok) return { ok: false, error: { ...out.error } };
    const { state, events } = out.value;
    return { ok: true, value: { state, events, final: finalOf(r, s, state, events) } };
  } catch (e) {
    return { ok: false, error: crash('apply', e) };
  }
}

/** The state after each event of a command (the ruleset's applyByEvent), or null when it has none, refuses or fails. */
export function statesByEvent<S, E>(r: Ruleset<S, E>, s: S, command: unknown): S[] | null {
  if (!r.applyByEvent) return null;
  try {
    const out = r.applyByEvent(s, command);
    return out.ok ? out.value.states : null;
  } catch {
    return null;
  }
}

/** A command named in a refusal by its type, when it has one. */
export const commandName = (c: unknown): string => {
  const t = typeof c === 'object' && c !== null ? (c as { type?: unknown }).type : undefined;
  return typeof t === 'string' ? t.slice(0, 30) : typeof c;
};
