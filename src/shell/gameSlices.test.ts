// @vitest-environment happy-dom
// Issue 27, one store: a game's own slices are a part of the one store (gameSlices.ts), added by the
// game's module alone. A toy game made here, touching no other file, gets its part under
// `games[id]`, written by plain objects and immer recipes, heard by its own subscribers only, with
// its settings kept in the one record beside the session's and read back by a fresh store.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { StateCreator } from 'zustand';
import { SETTINGS_KEY } from './settings';

interface Toy {
  count: number;
  names: string[];
  shade: 'light' | 'dark';
  bump(): void;
  rename(at: number, name: string): void;
}

const toy: StateCreator<Toy, [['zustand/immer', never]], [], Toy> = (set, get) => ({
  count: 0,
  names: ['Ann'],
  shade: 'light',
  bump: () => set({ count: get().count + 1 }),
  rename: (at, name) => set((d) => void (d.names[at] = name)),
});
const KEPT = { schema: v.object({ shade: v.fallback(v.picklist(['light', 'dark']), 'light') }), pick: (t: Toy) => ({ shade: t.shade }) };

/** A reload: the one store made anew over the same localStorage. */
async function fresh() {
  vi.resetModules();
  return import('./sessionStore');
}

beforeEach(() => localStorage.clear());

describe('a game\'s part of the one store', () => {
  it('lives under games[id] of the one store, set by plain objects and recipes, its other parts untouched', async () => {
    const { addGamePart, useSession } = await fresh();
    const useToy = addGamePart('toy', toy, KEPT);
    expect(useSession.getState().games.toy).toBe(useToy.getState());
    const session = useSession.getState().session;
    useToy.getState().bump();
    useToy.getState().rename(0, 'Bea');
    const part = useSession.getState().games.toy as Toy;
    expect(part).toMatchObject({ count: 1, names: ['Bea'] });
    expect(useToy.getState()).toBe(part);
    expect(useSession.getState().session).toBe(session);
    // A second game's part is its own.
    const useOther = addGamePart('other', toy);
    useOther.getState().bump();
    expect((useSession.getState().games.toy as Toy).count).toBe(1);
    expect((useSession.getState().games.other as Toy).count).toBe(1);
  });

  it('tells its subscribers of its own changes only, with the part before', async () => {
    const { addGamePart, useSession } = await fresh();
    const useToy = addGamePart('toy', toy);
    const heard: [number, number][] = [];
    const stop = useToy.subscribe((s, prev) => heard.push([s.count, prev.count]));
    useSession.getState().setCover(false);
    useToy.getState().bump();
    stop();
    useToy.getState().bump();
    expect(heard).toEqual([[1, 0]]);
  });

  it('keeps its settings in the one record beside the session\'s, read back by a fresh store', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ version: 1, state: { shade: 'dark', cover: false, unknownOne: 3 } }));
    const a = await fresh();
    const useToy = a.addGamePart('toy', toy, KEPT);
    expect(useToy.getState().shade).toBe('dark');
    expect(a.useSession.getState().cover).toBe(false);
    useToy.setState({ shade: 'light' });
    const kept = () => (JSON.parse(localStorage.getItem(SETTINGS_KEY)!) as { state: Record<string, unknown> }).state;
    expect(kept()).toEqual({ shade: 'light', cover: false, tumble: true, unknownOne: 3 });
    const b = await fresh();
    expect(b.addGamePart('toy', toy, KEPT).getState().shade).toBe('light');
  });

  it('refuses a setting whose name the store or another game keeps', async () => {
    const { addGamePart } = await fresh();
    addGamePart('toy', toy, KEPT);
    const clash = { schema: v.object({ cover: v.fallback(v.boolean(), true) }), pick: () => ({ cover: true }) };
    expect(() => addGamePart('second', toy, clash)).toThrow(/'cover'/);
    expect(() => addGamePart('third', toy, KEPT)).toThrow(/'shade'/);
  });

  it('reads as its first state when the store is put back whole without it (a test\'s reset)', async () => {
    const { addGamePart, useSession } = await fresh();
    const bare = useSession.getState();
    const useToy = addGamePart('toy', toy);
    useToy.getState().bump();
    useSession.setState({ games: bare.games });
    expect(useToy.getState().count).toBe(0);
    useToy.getState().rename(0, 'Cy');
    expect(useSession.getState().games.toy).toMatchObject({ count: 0, names: ['Cy'] });
  });
});
