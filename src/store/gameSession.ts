// Dark Future's game is the one store's session (src/shell/sessionStore.ts, docs/architecture.md
// "The one store"): started, played, undone, autosaved and resumed by the one store's functions
// with Dark Future's ruleset (the engine's `darkFuture`). What is Dark Future's own is its log entry (the turn
// and phase each event happened in, which the log panel and the record sheets group by), handed to
// the one store with its rules (addGameRules), and the part's fields the board and the panels read
// (types.ts), which are views of the session (fieldsOf).
import { darkFuture, type Command, type FinalReason, type GameEvent, type GameSetup, type GameState } from '../engine';
import { History } from '../shell/history';
import { replaySession, startSession, type LogOf, type Session, type SessionError } from '../shell/session';
import type { GameSlice, HistorySlice, LogEntry, Outcome, Problem } from './types';

/** Dark Future's game: a shell session whose log holds its own entries. */
export type DfSession = Session<LogEntry>;

/** Log entries for a command's events, numbered from `first`, with the turn and phase each happened in. */
export function toLog(first: number, before: GameState, events: readonly GameEvent[]): LogEntry[] {
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

export const LOG = toLog as LogOf<LogEntry>;

/** The shell's refusal as the store's problem: its code without the session's prefix (a set-up refused, a replay stopped), the engine's `need` kept. */
export function problemOf(e: SessionError, setupWords = false): Problem {
  const code = e.code.replace(/^(SETUP|UNREPLAYABLE)\//, '');
  const message = setupWords && e.code.startsWith('SETUP/') ? `The setup was rejected: ${e.message}` : e.message;
  return { code, message, ...(e.need ? { need: e.need as Problem['need'] } : {}), ...(typeof e.at === 'number' ? { at: e.at } : {}) };
}

type Made = Outcome<DfSession>;
const made = (r: ReturnType<typeof startSession<LogEntry>>): Made => (r.ok ? r : { ok: false, error: problemOf(r.error, true) });

export const startDf = (setup: GameSetup, seed: number): Made => made(startSession(darkFuture, setup as unknown as Record<string, unknown>, seed, LOG));

export const replayDf = (setup: GameSetup, seed: number, commands: Iterable<Command>): Made => made(replaySession(darkFuture, setup as unknown as Record<string, unknown>, seed, commands, LOG));

/** The store's game fields, as the board and the panels read them (types.ts), for a session. */
export type GameFields = Pick<GameSlice, 'session' | 'setup' | 'seed' | 'commands' | 'game' | 'log' | 'lastEvents' | 'lastFinal' | 'error'> & Pick<HistorySlice, 'undoable'>;

/**
 * The fields of a session. After an undo (the session keeps no last events then) the last events
 * are those of the command now last, as they were when it was played, read back from its log
 * entries, so the recap shows it again.
 */
export function fieldsOf(s: DfSession): GameFields {
  const n = s.commands.length;
  const lastEvents = (s.lastEvents.length === 0 && n > 0 ? s.log.slice(s.logFrom.at(n - 1)).map((e) => e.event) : s.lastEvents) as GameEvent[];
  return {
    session: s,
    setup: s.setup as unknown as GameSetup,
    seed: s.seed,
    commands: s.commands as History<Command>,
    game: s.state as GameState,
    log: s.log,
    lastEvents: n > 0 ? lastEvents : [],
    undoable: s.takeBack,
    lastFinal: (s.finals.at(n - 1) ?? null) as FinalReason | null,
    error: null,
  };
}

/**
 * The session the store's fields show. The fields may have been laid out without one (a test
 * sets a position directly): then a session of them, with nothing in it to take back.
 */
export function sessionOf(s: Pick<GameSlice, 'session' | 'setup' | 'seed' | 'commands' | 'game' | 'log' | 'lastEvents'>): DfSession | null {
  if (!s.game || !s.setup) return null;
  if (s.session && s.session.state === s.game && s.session.commands === s.commands) return s.session;
  const n = s.commands.length;
  const none = <T,>(x: T) => History.of(new Array<T>(n).fill(x));
  return {
    ruleset: darkFuture.id,
    rulesetVersion: darkFuture.version,
    setup: s.setup as unknown as Record<string, unknown>,
    seed: s.seed,
    commands: s.commands,
    state: s.game,
    before: none<unknown>(null),
    takeBack: none(false),
    finals: none<string | null>('unknown'),
    log: s.log,
    logFrom: none(s.log.length),
    lastDice: [],
    lastEvents: s.lastEvents,
  };
}
