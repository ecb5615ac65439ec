// Dark Future's game is the one store's session (src/shell/sessionStore.ts, docs/architecture.md
// "The one store"): started, played, undone, autosaved and resumed by the one store's functions
// with Dark Future's ruleset (the engine's `darkFuture`). What is Dark Future's own is its log entry (the turn
// and phase each event happened in, which the log panel and the record sheets group by), handed to
// the one store with its rules (addGameRules), the part's fields the board and the panels read
// (types.ts), which are views of the session (fieldsOf), and its reading of its files: the one load
// path's refusals in its codes and words (fileProblem), its invariants checked there (READING), the
// game file with its tag (makeSave) and its shape-only door (parseGame, parseSave).
import { darkFuture, type Command, type FinalReason, type GameEvent, type GameSetup, type GameState } from '../engine';
import { History } from '../shell/history';
import { replaySession, startSession, type LogOf, type Session, type SessionError } from '../shell/session';
import { sessionFromText, useSession, type GameReading } from '../shell/sessionStore';
import { parseGameText, readRulesetGame, tagOf, writeGameFile, type FileMeta, type FileOutcome, type GameFileCode, type RulesetGame } from '../shell/saves/gameFile';
import { gameOf } from '../shell/games';
import { checkInvariants } from '../sim/invariants';
import { FILE_WORDS } from '../sim/format';
import type { GameSlice, HistorySlice, LogEntry, Outcome, Problem, Seat } from './types';

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

/**
 * The game the fields show, made the one store's session if it is not (a test lays out a position
 * in the fields alone): the session is what is played, undone and kept.
 */
export function sessionShown(s: Parameters<typeof sessionOf>[0]): DfSession | null {
  const session = sessionOf(s);
  if (session && useSession.getState().session !== (session as unknown)) useSession.setState({ session: session as unknown as Session });
  return session;
}

/**
 * What the one store's load path (loadText, resumeSaved, boot) had to say of the file it read: a
 * refusal, or the notice of a game of older rules. Dark Future tells it in its own words, so the one
 * store's is cleared (told once).
 */
export function told(): SessionError | null {
  const p = useSession.getState().problem;
  if (p) useSession.setState({ problem: null });
  return p;
}

/** The notice of a game read under newer rules (the one store's), else nothing. */
export const rulesNotice = (p: SessionError | null): { error?: string } => (p?.code === 'RULES_CHANGED' ? { error: p.message } : {});

/**
 * How the one load path reads Dark Future's files (addGameRules): its seats' and policies' words,
 * and its invariants over the last command (src/sim/invariants), before play resumes.
 */
export const READING: GameReading = {
  vocab: FILE_WORDS,
  check: (session) => {
    const s = session as unknown as DfSession;
    const n = s.commands.length;
    return checkInvariants((n > 0 ? s.before.at(n - 1) : s.state) as GameState, s.state as GameState, (n > 0 ? s.lastEvents : []) as GameEvent[]);
  },
};

/** Dark Future's codes for the one load path's (a bug report names them), and the words its notices open with. */
const FILE_CODES: Record<GameFileCode, [string, string]> = {
  // The file's own words say "not valid JSON" (gameFile.ts): said once (issue 29).
  FILE_NOT_JSON: ['SAVE_NOT_JSON', 'The save cannot be read'],
  FILE_NOT_OBJECT: ['SAVE_BAD_SHAPE', ''],
  FILE_NOT_A_GAME: ['SAVE_NOT_A_SAVE', 'This file is not a Dark Future saved game'],
  FILE_NEWER: ['SAVE_NEWER', 'The save was written by a newer version'],
  FILE_BAD_VERSION: ['SAVE_BAD_VERSION', ''],
  FILE_BAD_SHAPE: ['SAVE_BAD_SHAPE', ''],
  FILE_OTHER_RULESET: ['SAVE_OTHER_RULESET', ''],
};

/** The one load path's refusal (sessionFromText, behind the one store's loadText, resumeSaved and boot) in Dark Future's codes and words. */
export function fileProblem(e: { code: string; message: string; at?: number }): Problem {
  const file = FILE_CODES[e.code as GameFileCode] as [string, string] | undefined;
  if (file) return { code: file[0], message: `${file[1] || 'The save is not in the shape this version reads'}: ${e.message}.` };
  if (e.code === 'BROKEN_STATE') return { code: 'SAVE_BROKEN_STATE', message: `The game replays, but its last position breaks the rules: ${e.message.replace(/^.*breaks the rules: /, '')}. It was not loaded.` };
  // Keep the engine's code visible: it tells a bug report which rule refused the game.
  const p = problemOf(e, true);
  return { code: `SAVE_UNREPLAYABLE/${p.code}`, message: p.message };
}

/** Would this text load (shape, replay, invariants: the one load path, sessionFromText)? With the game in words for a question ("Ann v Bob, turn 3"). */
export function checkSave(text: string): { ok: true; what: string } | { ok: false; error: Problem } {
  const r = sessionFromText(text);
  if (!r.ok) return { ok: false, error: fileProblem(r.error) };
  if (r.value.ruleset !== darkFuture.id) return { ok: false, error: fileProblem({ code: 'FILE_OTHER_RULESET', message: `this is a ${r.value.ruleset} game, not a Dark Future one: choose that game on the new-game screen to load it` }) };
  const players = (r.value.setup as unknown as GameSetup).players.map((p) => p.name).join(' v ');
  return { ok: true, what: `${r.name ? `"${r.name}" (${players})` : players}, turn ${(r.value.state as GameState).turn}` };
}

/**
 * Whether a save text in the one autosave is this store's to resume: Dark Future's (a text with no
 * ruleset, or no game at all, is: its files before rulesets had none), and any of a game not in the
 * house, which this store shows as a save it cannot resume, its text kept (never dropped unseen).
 */
export const ownsRuleset = (id: string): boolean => id === darkFuture.id || gameOf(id) === undefined;

/** A Dark Future game file as the store holds it: the one game file's envelope and the ruleset's door, not replayed. */
export type SaveFile = RulesetGame<GameSetup, Command, Seat>;

/** A Dark Future game file: the envelope with the computer's seat words, then the ruleset's own door (an older version's commands rewritten first). */
export function parseGame(text: string): FileOutcome<SaveFile> {
  const f = parseGameText(text, FILE_WORDS);
  return f.ok ? (readRulesetGame(darkFuture, f.value) as FileOutcome<SaveFile>) : f;
}

/** Checks the shape only, whatever the file's version (migrated first), in Dark Future's words; whether the game replays is the engine's call. */
export function parseSave(text: string): Outcome<SaveFile> {
  const r = parseGame(text);
  return r.ok ? r : { ok: false, error: fileProblem(r.error) };
}

/** A Dark Future game file's text: the one game file with Dark Future's tag. */
export const makeSave = (setup: GameSetup, seed: number, commands: Iterable<Command>, meta: FileMeta = {}): string => writeGameFile(setup, seed, commands, meta, tagOf(darkFuture));
