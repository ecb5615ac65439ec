// Dark Future's save files: the one game file (src/shell/saves/gameFile.ts) with its own words and
// codes, never UI state (docs/architecture.md). The autosave is the one store's (src/shell/sessionStore.ts).
// Everything read from outside goes through parseSave (validate at the door, docs/architecture.md).
import { darkFuture, type Command, type GameSetup } from '../engine';
import { GAME_FILE_SCHEMA, parseGameText, readRulesetGame, tagOf, writeGameFile, type FileMeta, type FileOutcome, type GameFileCode, type RulesetGame } from '../shell/saves/gameFile';
import { FILE_WORDS } from '../sim/format';
import type { Outcome, Seat } from './types';
import { AUTOSAVE_KEY } from '../shell/saves/slot';
import { gameOf } from '../shell/games';

/** The one autosave of the house (src/shell/saves/slot.ts), Dark Future's historic key. */
export const SAVE_KEY = AUTOSAVE_KEY;
/**
 * Whether a save text in the one autosave is this store's to resume: Dark Future's (a text with no
 * ruleset, or no game at all, is: its files before rulesets had none), and any of a game not in the
 * house, which this store shows as a save it cannot resume, its text kept (never dropped unseen).
 */
export const ownsRuleset = (id: string): boolean => id === darkFuture.id || gameOf(id) === undefined;
/** Where a save of older rules is kept as it was when the rules now refuse part of it (rulesChanged.ts). */
export const RULES_CHANGED_KEY = 'dark-future/save-before-rules-change';
export const SAVE_SCHEMA = GAME_FILE_SCHEMA;

export interface SaveFile {
  name?: string;
  setup: GameSetup;
  seed: number;
  commands: Command[];
  /** The computer seats the game was saved with (absent: people only). */
  seats?: Record<string, Seat>;
  /** The version of the rules it was saved under (absent: the current one). */
  rulesetVersion?: number;
}

/** The store's codes for the game file's (a bug report names them). */
const CODES: Record<GameFileCode, string> = {
  FILE_NOT_JSON: 'SAVE_NOT_JSON',
  FILE_NOT_OBJECT: 'SAVE_BAD_SHAPE',
  FILE_NOT_A_GAME: 'SAVE_NOT_A_SAVE',
  FILE_NEWER: 'SAVE_NEWER',
  FILE_BAD_VERSION: 'SAVE_BAD_VERSION',
  FILE_BAD_SHAPE: 'SAVE_BAD_SHAPE',
  FILE_OTHER_RULESET: 'SAVE_OTHER_RULESET',
};
const WORDS: Partial<Record<GameFileCode, string>> = {
  FILE_NOT_JSON: 'The save is not valid JSON',
  FILE_NOT_A_GAME: 'This file is not a Dark Future saved game',
  FILE_NEWER: 'The save was written by a newer version',
};

/** A Dark Future game the store can hold. */
export type Game = RulesetGame<GameSetup, Command, Seat>;

/** A Dark Future game file: the envelope with the computer's seat words, then the ruleset's own door (an older version's commands rewritten first). */
export function parseGame(text: string): FileOutcome<Game> {
  const f = parseGameText(text, FILE_WORDS);
  return f.ok ? (readRulesetGame(darkFuture, f.value) as FileOutcome<Game>) : f;
}

/** Checks the shape only, whatever the file's version (migrated first); whether the game replays is the engine's call (see replay.ts). */
export function parseSave(text: string): Outcome<SaveFile> {
  const r = parseGame(text);
  if (r.ok) return r;
  const lead = WORDS[r.error.code] ?? 'The save is not in the shape this version reads';
  return { ok: false, error: { code: CODES[r.error.code], message: `${lead}: ${r.error.message}.` } };
}

export function makeSave(setup: GameSetup, seed: number, commands: Iterable<Command>, meta: FileMeta = {}): string {
  return writeGameFile(setup, seed, commands, meta, tagOf(darkFuture));
}

export { problemOf, type WriteProblem } from '../shell/saves/storage';
