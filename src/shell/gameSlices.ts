// A game's own part of the one store (issue 27, docs/architecture.md "The one store"). The store of
// sessionStore.ts holds the session every game plays on and, under `games[id]`, what a game keeps
// beyond it (Dark Future: its garage, lessons, privacy, real dice...), added by the game's module when
// the game loads. The game's slices get a `set`, `get` and store API scoped to their part, with the
// one store's immer underneath, so they are written as the slices of a store of their own, and the
// hook returned reads that part alone. Nothing here names a game.
import { useStore, type Mutate, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import type { Draft } from 'immer';
import type * as v from 'valibot';
import { readSettings } from './settings';

type Fields = Record<string, unknown>;

/** The one store as this file needs it: its `games` area, and immer's `setState`. */
export interface GamesRoot {
  /** Each loaded game's own part, by game id (absent until the game's module adds it). */
  games: Readonly<Record<string, unknown>>;
}
interface RootApi {
  getState(): GamesRoot;
  setState(next: Partial<GamesRoot> | ((draft: Draft<GamesRoot>) => void)): void;
  subscribe(listener: (s: GamesRoot, prev: GamesRoot) => void): () => void;
}

/** A game's settings kept across reloads in the one settings record (settings.ts): its fields' schema (each with a v.fallback) and how to pick them from its part. */
export interface KeptSettings<T> {
  schema: v.GenericSchema<unknown, Fields>;
  pick(part: T): Fields;
}

/** A game's part as a store of its own: immer's `setState`, and a hook reading the part alone. */
export type GamePart<T> = UseBoundStore<Mutate<StoreApi<T>, [['zustand/immer', never]]>>;

/** Each game's kept settings: how to pick them, and their names. */
const keptPicks = new Map<string, { pick: (part: unknown) => Fields; names: readonly string[] }>();

/** Every loaded game's kept settings, side by side (the one store's persist writes them with its own). */
export function gamesKept(games: Readonly<Record<string, unknown>>): Fields {
  const all: Fields = {};
  for (const [id, { pick }] of keptPicks) if (games[id] !== undefined) Object.assign(all, pick(games[id]));
  return all;
}

/**
 * Adds a game's part to the one store, made by `creator` (the game's slices combined), its kept
 * settings read back from the one record. `taken`: the setting names the store keeps itself; one
 * record holds every game's fields side by side, so a name taken twice is refused here.
 */
export function attachGamePart<T extends object>(root: RootApi, taken: readonly string[], id: string, creator: StateCreator<T, [['zustand/immer', never]], [], T>, kept?: KeptSettings<T>): GamePart<T> {
  let initial = undefined as unknown as T;
  // A store put back whole without this part (a test's reset) reads the part's first state.
  const partOf = (s: GamesRoot): T => (s.games[id] as T | undefined) ?? initial;
  const getState = (): T => partOf(root.getState());
  const place = (part: T) => root.setState({ games: { ...root.getState().games, [id]: part } });
  // A plain object is placed as it is (never drafted: a game's growing lists stay undrafted, as the session's); a recipe runs under the one store's immer.
  const setState = (next: T | Partial<T> | ((draft: Draft<T>) => void), replace?: boolean): void => {
    if (typeof next !== 'function') return place(replace ? (next as T) : { ...getState(), ...next });
    if (root.getState().games[id] === undefined) place(initial);
    root.setState((d) => {
      const parts = d.games as Record<string, unknown>;
      const made = (next as (draft: unknown) => unknown)(parts[id]);
      if (made !== undefined) parts[id] = made;
    });
  };
  const subscribe = (listener: (s: T, prev: T) => void) =>
    root.subscribe((s, prev) => {
      const now = partOf(s);
      const before = partOf(prev);
      if (now !== before) listener(now, before);
    });
  const api = { getState, setState, subscribe, getInitialState: () => initial } as Mutate<StoreApi<T>, [['zustand/immer', never]]>;
  initial = creator(api.setState, getState, api);
  if (kept) {
    const names = Object.keys(kept.pick(initial));
    const others = new Set([...taken, ...[...keptPicks].filter(([other]) => other !== id).flatMap(([, k]) => k.names)]);
    const clash = names.find((name) => others.has(name));
    if (clash !== undefined) throw new Error(`the setting '${clash}' of the game ${id} is another's in the one settings record`);
    initial = { ...initial, ...readSettings(kept.schema) };
    keptPicks.set(id, { pick: kept.pick as (part: unknown) => Fields, names });
  }
  place(initial);
  const hook = (<U>(selector: (s: T) => U = (s) => s as unknown as U) => useStore(api, selector)) as GamePart<T>;
  return Object.assign(hook, api);
}
