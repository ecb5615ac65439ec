// The autosave and save files: {schema: 1, setup, seed, commands}, never UI state (STYLE.md 7).
// Everything read from outside goes through parseSave (validate at the door, STYLE.md 6).
import { SCENARIOS, type Command, type GameSetup } from '../engine';
import type { Outcome } from './replay';

export const SAVE_KEY = 'dark-future/save';
export const SAVE_SCHEMA = 1;

export interface SaveFile {
  schema: 1;
  setup: GameSetup;
  seed: number;
  commands: Command[];
}

const COMMAND_TYPES = ['rollForLead', 'roll', 'chooseLoadout', 'veto', 'place', 'declare', 'fire', 'holdFire', 'continue'];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const bad = (message: string): Outcome<SaveFile> => ({ ok: false, error: { code: 'SAVE_BAD_SHAPE', message } });

/** Checks the shape only; whether the game replays is the engine's call (see replay.ts). */
export function parseSave(text: string): Outcome<SaveFile> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { code: 'SAVE_NOT_JSON', message: `The save is not valid JSON (${e instanceof Error ? e.message : 'parse error'}).` } };
  }
  if (!isObject(data)) return bad('The save is not a JSON object.');
  if (data.schema !== SAVE_SCHEMA) {
    return { ok: false, error: { code: 'SAVE_OLD_SCHEMA', message: `The save has schema ${JSON.stringify(data.schema)}; this version reads schema ${SAVE_SCHEMA}.` } };
  }
  const { setup, seed, commands } = data;
  if (!isObject(setup)) return bad('"setup" is missing or not an object.');
  if (typeof setup.scenario !== 'string' || !(SCENARIOS as readonly string[]).includes(setup.scenario)) return bad(`"setup.scenario" ${JSON.stringify(setup.scenario)} is not a known scenario.`);
  if (!Array.isArray(setup.players) || !setup.players.every((p) => isObject(p) && typeof p.id === 'string' && typeof p.name === 'string')) {
    return bad('"setup.players" must be a list of {id, name}.');
  }
  if (typeof seed !== 'number' || !Number.isInteger(seed)) return bad('"seed" must be a whole number.');
  if (!Array.isArray(commands)) return bad('"commands" must be a list.');
  const i = commands.findIndex((c) => !isObject(c) || typeof c.type !== 'string' || !COMMAND_TYPES.includes(c.type));
  if (i >= 0) return bad(`Command ${i + 1} is not a command the game knows.`);
  return { ok: true, value: { schema: 1, setup: setup as unknown as GameSetup, seed, commands: commands as Command[] } };
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
