// @vitest-environment happy-dom
// Issue 27: Dark Future's files are read by the one store's load path (sessionFromText in
// src/shell/sessionStore.ts), the one every game's files go through; Dark Future adds only its
// reading (addGameRules: its seats' words, its invariants over the last command) and its words.
// Its import, resume and boot are the one store's loadText, resumeSaved and boot (with its lesson
// giving way, and its words for what they say), so they refuse the same files for the same causes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeGameFile, tagOf } from '../shell/saves/gameFile';
import { darkFuture } from '../engine';
import { listGames } from '../shell/saves/savedGames';

const broken = vi.hoisted(() => ({ problems: [] as string[] }));
vi.mock('../sim/invariants', async (orig) => ({ ...(await orig<typeof import('../sim/invariants')>()), checkInvariants: () => broken.problems }));

const { useSession } = await import('../shell/sessionStore');
const { useStore, SAVE_KEY } = await import('./index');
const initial = useStore.getState();
const { loadText, resumeSaved, boot, adopt } = useSession.getState();

const setup = { scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const file = (seats?: Record<string, string>) => writeGameFile(setup, 7, [{ type: 'rollForLead' }], seats ? { seats } : {}, tagOf(darkFuture));

beforeEach(() => {
  localStorage.clear();
  broken.problems = [];
  useStore.setState(initial, true);
  useSession.setState({ session: null, problem: null, seats: {} });
});
afterEach(() => useSession.setState({ loadText, resumeSaved, boot, adopt }));

describe("Dark Future's files go through the one store's load path", () => {
  it('its invariants over the last command are checked there: the one store refuses what they break, and so do import, resume and boot, in Dark Future\'s words', () => {
    broken.problems = ['a car is in two places'];
    expect(useSession.getState().loadText(file())).toBe(false);
    expect(useSession.getState().problem).toMatchObject({ code: 'BROKEN_STATE', message: expect.stringMatching(/a car is in two places/) });
    expect(useStore.getState().importGame(file())).toBe(false);
    expect(useStore.getState().error).toMatch(/SAVE_BROKEN_STATE: The game replays, but its last position breaks the rules: a car is in two places\. It was not loaded\./);
    localStorage.setItem(SAVE_KEY, file());
    useStore.getState().boot();
    expect(useStore.getState().loadProblem).toMatchObject({ code: 'SAVE_BROKEN_STATE' });
    expect(useSession.getState().session).toBeNull();
    broken.problems = [];
    expect(useStore.getState().importGame(file())).toBe(true);
    expect(useSession.getState().session?.commands.toArray()).toEqual([{ type: 'rollForLead' }]);
  });

  it('its seats are read with its words there: a seat no level of its computer names is refused by the one store and by import alike', () => {
    expect(useSession.getState().loadText(file({ p2: 'grandmaster' }))).toBe(false);
    expect(useSession.getState().problem?.code).toBe('FILE_BAD_SHAPE');
    expect(useStore.getState().importGame(file({ p2: 'grandmaster' }))).toBe(false);
    expect(useStore.getState().error).toMatch(/SAVE_BAD_SHAPE/);
    expect(useStore.getState().importGame(file({ p2: 'normal' }))).toBe(true);
    expect(useSession.getState().seats).toEqual({ p2: 'normal' });
  });

  it("import, resume and boot go through the one store's loadText, resumeSaved and boot, and never adopt a game read beside them", () => {
    const calls: string[] = [];
    const spy = <F extends (...a: never[]) => unknown>(name: string, f: F) => ((...a: Parameters<F>) => (calls.push(name), f(...a))) as unknown as F;
    useSession.setState({ loadText: spy('loadText', loadText), resumeSaved: spy('resumeSaved', resumeSaved), boot: spy('boot', boot), adopt: spy('adopt', adopt) });
    expect(useStore.getState().importGame(file({ p2: 'normal' }))).toBe(true);
    expect(calls.splice(0)).toEqual(['loadText']);
    expect(useStore.getState().keepCurrent()).toBeNull();
    // The list as stored (the one store lists registered games only, and this test registers none).
    const kept = listGames().games[0];
    useStore.setState(initial, true);
    useSession.setState({ session: null, seats: {} });
    expect(useStore.getState().resumeSaved(kept.id)).toBe(true);
    expect(calls.splice(0)).toEqual(['resumeSaved']);
    expect(useStore.getState().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    useStore.setState(initial, true);
    useSession.setState({ session: null, seats: {} });
    useStore.getState().boot();
    expect(calls.splice(0)).toEqual(['boot']);
    expect(useSession.getState().seats).toEqual({ p2: 'normal' });
    expect(useStore.getState().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
  });
});
