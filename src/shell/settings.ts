// The players' settings kept across reloads (issue 29): animation speed, palette, sound, hints
// and the like, never a saved game. Both games' stores keep their own fields in the one record
// under SETTINGS_KEY through zustand's persist, each validated at the door: a field that is
// missing, corrupt or of an older shape falls back to its default on its own, the rest is kept.
import * as v from 'valibot';
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { readKey, removeKey, writeKey } from './saves/storage';

export const SETTINGS_KEY = 'dark-future/settings';
/**
 * 1: the first kept settings. A record of any other version (or none: one written by hand) is
 * read field by field through the same schema, so nothing in it can break the table.
 */
export const SETTINGS_VERSION = 1;

type Fields = Record<string, unknown>;

/** The record as stored: every store's fields side by side, and the version. */
function readAll(name: string): StorageValue<Fields> | null {
  const text = readKey(name);
  if (text === null) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const { state, version } = raw as { state?: unknown; version?: unknown };
    return { state: typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as Fields) : {}, version: typeof version === 'number' ? version : 0 };
  } catch {
    // Not JSON at all: as if nothing was kept (the defaults), and the next change writes it anew.
    return null;
  }
}

/**
 * A storage over the one settings record: a store writes only its own fields into it and keeps
 * the other game's. Unchanged settings are not written again (persist writes on every change of
 * the store, and a game changes its store at every command).
 */
export function sharedSettingsStorage<P>(): PersistStorage<P> {
  let last = '';
  return {
    getItem: (name) => readAll(name) as StorageValue<P> | null,
    setItem: (name, value) => {
      const mine = JSON.stringify(value);
      if (mine === last) return;
      const all = readAll(name);
      const state = { ...(all?.state ?? {}), ...(value.state as Fields) };
      // A full or blocked storage only costs the settings their next reload: nothing to tell.
      if (writeKey(name, JSON.stringify({ state, version: value.version })) === null) last = mine;
    },
    removeItem: (name) => removeKey(name),
  };
}

/** The fields of `schema` in a record's state, each checked (a bad one is its default); nothing for no record. */
function fieldsIn<P extends Fields>(schema: v.GenericSchema<unknown, P>, kept: unknown): Partial<P> {
  if (typeof kept !== 'object' || kept === null) return {};
  const r = v.safeParse(schema, kept);
  return r.success ? r.output : {};
}

/** The fields of `schema` as the one record keeps them now (a game's part added to the store after it was made, gameSlices.ts). */
export const readSettings = <P extends Fields>(schema: v.GenericSchema<unknown, P>): Partial<P> => fieldsIn(schema, readAll(SETTINGS_KEY)?.state);

/**
 * Persist options for one store's settings: `schema` is an object schema whose every field has a
 * v.fallback (its default), so a bad field comes back as the default and the others stay.
 */
export function settingsPersist<S, P extends Fields>(schema: v.GenericSchema<unknown, P>, pick: (s: S) => P): PersistOptions<S, P> {
  const read = (kept: unknown): Partial<P> => fieldsIn(schema, kept);
  return {
    name: SETTINGS_KEY,
    version: SETTINGS_VERSION,
    storage: sharedSettingsStorage<P>(),
    partialize: pick,
    // Another version: the same field-by-field reading (no older shape has existed yet).
    migrate: (kept) => read(kept) as P,
    merge: (kept, current) => ({ ...current, ...read(kept) }),
  };
}
