// The autosave and save files: the one game file (src/saves/gameFile.ts), never UI state
// (STYLE.md 7). Everything read from outside goes through parseSave (validate at the door, STYLE.md 6).
import type { Command, GameSetup } from '../engine';
import { GAME_FILE_SCHEMA, parseGame, writeGameFile, type FileMeta, type GameFileCode, type SeatKind } from '../saves/gameFile';
import type { Outcome } from './replay';
import { claim, ownedElsewhere } from './tabs';

export const SAVE_KEY = 'dark-future/save';
export const SAVE_SCHEMA = GAME_FILE_SCHEMA;

export interface SaveFile {
  name?: string;
  setup: GameSetup;
  seed: number;
  commands: Command[];
  /** The computer seats the game was saved with (absent: people only). */
  seats?: Record<string, SeatKind>;
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

/** Checks the shape only, whatever the file's version (migrated first); whether the game replays is the engine's call (see replay.ts). */
export function parseSave(text: string): Outcome<SaveFile> {
  const r = parseGame(text);
  if (r.ok) return r;
  const lead = WORDS[r.error.code] ?? 'The save is not in the shape this version reads';
  return { ok: false, error: { code: CODES[r.error.code], message: `${lead}: ${r.error.message}.` } };
}

export function makeSave(setup: GameSetup, seed: number, commands: readonly Command[], meta: FileMeta = {}): string {
  return writeGameFile(setup, seed, commands, meta);
}

/** Why a save was not written: storage full (the quota), disabled (privacy settings), another tab has the game, or anything else. */
export type WriteProblem = 'full' | 'disabled' | 'elsewhere' | 'failed';

// localStorage can be missing or throw (private windows, quota, blocked cookies).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The kind of failure behind a storage exception (browsers name the quota differently). */
export function problemOf(e: unknown): WriteProblem {
  const name = e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? (e as Error).name : '';
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) return 'full';
  if (name === 'SecurityError') return 'disabled';
  return 'failed';
}

export function readSave(): string | null {
  try {
    return storage()?.getItem(SAVE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Writes the autosave; null when it was written, else why not (the caller tells the players at once). */
export function writeSave(text: string): WriteProblem | null {
  const s = storage();
  if (!s) return 'disabled';
  if (ownedElsewhere()) return 'elsewhere';
  try {
    s.setItem(SAVE_KEY, text);
    claim();
    return null;
  } catch (e) {
    return problemOf(e);
  }
}

export function clearSave(): void {
  try {
    if (ownedElsewhere()) return;
    storage()?.removeItem(SAVE_KEY);
  } catch {
    // Nothing to clear.
  }
}
