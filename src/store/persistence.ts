// The autosave and save files: {schema: 1, setup, seed, commands}, never UI state (STYLE.md 7).
// Everything read from outside goes through parseSave (validate at the door, STYLE.md 6).
import * as v from 'valibot';
import { schema, type Command, type GameSetup } from '../engine';
import type { Outcome } from './replay';

export const SAVE_KEY = 'dark-future/save';
export const SAVE_SCHEMA = 1;

export interface SaveFile {
  schema: 1;
  setup: GameSetup;
  seed: number;
  commands: Command[];
}

/** Far more commands than any game plays; a hostile file stops here. */
const MAX_COMMANDS = 100000;

// The save's envelope; its setup, seed and commands are the engine's own schemas, so a save is
// read with the same rules as a new game and a typed command (STYLE.md 6).
const SaveSchema = v.strictObject(
  {
    schema: v.literal(SAVE_SCHEMA),
    setup: schema.GameSetupSchema,
    seed: schema.SeedSchema,
    commands: schema.list(schema.CommandSchema, MAX_COMMANDS, `a list of at most ${MAX_COMMANDS} commands`),
  },
  'a save {schema, setup, seed, commands}',
);
const Envelope = v.pipe(schema.anyObject('a JSON object'), v.object({ schema: v.optional(v.unknown()) }));

const bad = (message: string): Outcome<SaveFile> => ({ ok: false, error: { code: 'SAVE_BAD_SHAPE', message } });

/** Checks the shape only; whether the game replays is the engine's call (see replay.ts). */
export function parseSave(text: string): Outcome<SaveFile> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { code: 'SAVE_NOT_JSON', message: `The save is not valid JSON (${e instanceof Error ? e.message : 'parse error'}).` } };
  }
  const envelope = schema.parseAt(Envelope, data);
  if (!envelope.ok) return bad('The save is not a JSON object.');
  if (envelope.value.schema === undefined && !('commands' in (data as object))) {
    return { ok: false, error: { code: 'SAVE_NOT_A_SAVE', message: 'This file is not a Dark Future saved game (it has no schema, set-up or commands). Was it a car design? Load those in the garage.' } };
  }
  if (envelope.value.schema !== SAVE_SCHEMA) {
    const found = typeof envelope.value.schema === 'number' ? String(envelope.value.schema) : 'missing';
    return { ok: false, error: { code: 'SAVE_OLD_SCHEMA', message: `The save has schema ${found}; this version reads schema ${SAVE_SCHEMA}.` } };
  }
  const r = schema.parseAt(SaveSchema, data);
  if (!r.ok) return bad(`The save is not in the shape this version reads: ${r.error.message}.`);
  return { ok: true, value: r.value as SaveFile };
}

export function makeSave(setup: GameSetup, seed: number, commands: Command[]): string {
  const save: SaveFile = { schema: 1, setup, seed, commands };
  return JSON.stringify(save);
}

// localStorage can be missing or throw (private windows, quota): saving is best effort.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSave(): string | null {
  try {
    return storage()?.getItem(SAVE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeSave(text: string): void {
  try {
    storage()?.setItem(SAVE_KEY, text);
  } catch {
    // Quota or privacy mode: the game goes on unsaved.
  }
}

export function clearSave(): void {
  try {
    storage()?.removeItem(SAVE_KEY);
  } catch {
    // Nothing to clear.
  }
}
