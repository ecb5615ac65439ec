// @vitest-environment happy-dom
// Saves that never lose a game (issue 11): a failed write is reported at once and can be retried;
// a second tab never overwrites the first; games are kept side by side; an import keeps the game
// it replaces; a loaded game that breaks the invariants is refused with the file kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameSetup } from '../engine';

vi.mock('../engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engine')>();
  const { fake } = await import('../../tests/support/fakeEngine');
  return { ...real, ...fake };
});
const broken = vi.hoisted(() => ({ facts: [] as string[] }));
vi.mock('../sim/invariants', () => ({ checkInvariants: () => broken.facts }));

const { useStore, SAVE_KEY, OWNER_KEY, TAB_ID, GAMES_KEY } = await import('./index');
const { listed } = await import('../../tests/support/darkFutureListed');
const { useSession } = await import('../shell/sessionStore');
const { makeSave } = await import('./gameSession');
const { OLD_UNREADABLE_KEY, UNREADABLE_KEY } = await import('../shell/saves/slot');
const initial = useStore.getState();
const setup: GameSetup = { scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const get = () => useStore.getState();
const saved = () => JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as { commands: unknown[] } | null;

function failWrites(name: string) {
  return vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('no room', name);
  });
}

/** Another tab's `storage` event, as the browser delivers it. */
function otherTab(key: string, newValue: string | null) {
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

beforeEach(() => {
  localStorage.clear();
  broken.facts = [];
  useStore.setState(initial, true);
});
afterEach(() => vi.restoreAllMocks());

describe('saving never fails silently', () => {
  it.each([
    ['QuotaExceededError', 'full'],
    ['SecurityError', 'disabled'],
  ])('a write refused with %s is reported at once as %s; Try again clears it once storage works', (name, problem) => {
    get().start(setup, 7);
    const spy = failWrites(name);
    expect(get().dispatch({ type: 'rollForLead' })).toBe(true);
    expect(useSession.getState().saveProblem?.code ?? null).toBe(problem);
    expect(get().retrySave()).toBe(false);
    spy.mockRestore();
    expect(get().retrySave()).toBe(true);
    expect(useSession.getState().saveProblem?.code ?? null).toBeNull();
    expect(saved()?.commands).toHaveLength(1);
  });

  it('storage missing altogether (localStorage throws on access) is "disabled"', () => {
    const d = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new DOMException('denied', 'SecurityError'); } });
    try {
      get().start(setup, 7);
      expect(useSession.getState().saveProblem?.code ?? null).toBe('disabled');
    } finally {
      Object.defineProperty(globalThis, 'localStorage', d);
    }
  });
});

describe('two tabs on one save', () => {
  it('a tab whose game was taken over elsewhere stops saving and says so; taking it back loads the latest save', () => {
    get().start(setup, 7);
    get().dispatch({ type: 'rollForLead' });
    expect(localStorage.getItem(OWNER_KEY)).toBe(TAB_ID);
    // The other tab takes over and plays on.
    otherTab(OWNER_KEY, 'tab-other');
    expect(useSession.getState().saveProblem?.code ?? null).toBe('elsewhere');
    const theirs = makeSave({ ...setup, forcedDice: [3] }, 7, [{ type: 'rollForLead' }, { type: 'place', vehicle: 'chase', lane: 3, t0: 0 }]);
    otherTab(SAVE_KEY, theirs);
    // A move here is not written over theirs.
    get().dispatch({ type: 'place', vehicle: 'chase', lane: 3, t0: 0 });
    expect(localStorage.getItem(SAVE_KEY)).toBe(theirs);
    get().takeOver();
    expect(useSession.getState().saveProblem?.code ?? null).toBeNull();
    expect(localStorage.getItem(OWNER_KEY)).toBe(TAB_ID);
    expect(get().commands).toHaveLength(2);
    expect(get().setup?.forcedDice).toEqual([3]);
  });

  it('a tab opened on a game another tab holds does not load it until it takes over', () => {
    localStorage.setItem(SAVE_KEY, makeSave(setup, 7, [{ type: 'rollForLead' }]));
    localStorage.setItem(OWNER_KEY, 'tab-other');
    get().boot();
    expect(get().game).toBeNull();
    expect(useSession.getState().saveProblem?.code ?? null).toBe('elsewhere');
    get().takeOver();
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
  });

  it('a new game started while another tab holds the save does not overwrite it', () => {
    const theirs = makeSave(setup, 3, [{ type: 'rollForLead' }]);
    localStorage.setItem(SAVE_KEY, theirs);
    localStorage.setItem(OWNER_KEY, 'tab-other');
    get().start(setup, 9);
    expect(useSession.getState().saveProblem?.code ?? null).toBe('elsewhere');
    expect(localStorage.getItem(SAVE_KEY)).toBe(theirs);
  });
});

describe('games side by side', () => {
  it('New game keeps the game in the saved-games list (scenario, players, turn, last played); Resume brings it back', () => {
    get().start(setup, 7);
    get().dispatch({ type: 'rollForLead' });
    get().newGame();
    expect(get().game).toBeNull();
    expect(listed()).toHaveLength(1);
    const g = listed()[0];
    expect(g).toMatchObject({ scenario: 'gameOne', players: ['Ann', 'Bob'], turn: 1 });
    expect(Number.isNaN(Date.parse(g.lastPlayed))).toBe(false);
    get().start(setup, 8);
    expect(get().resumeSaved(g.id)).toBe(true);
    expect(get().seed).toBe(7);
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    // The game that was in progress took its place on the list.
    expect(listed().map((x) => x.id)).not.toContain(g.id);
    expect(listed()).toHaveLength(1);
    get().renameSaved(listed()[0].id, 'Friday');
    expect(listed()[0].name).toBe('Friday');
  });

  it('a named game keeps its name in the autosave: through play, a reload and on to the list again', () => {
    get().start(setup, 7);
    get().dispatch({ type: 'rollForLead' });
    get().newGame();
    get().renameSaved(listed()[0].id, 'Friday');
    get().start(setup, 8);
    expect(get().resumeSaved(listed().find((g) => g.name === 'Friday')!.id)).toBe(true);
    expect(get().gameName).toBe('Friday');
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).name).toBe('Friday');
    expect(get().dispatch({ type: 'place', vehicle: 'chase', lane: 3, t0: 0 })).toBe(true);
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!)).toMatchObject({ name: 'Friday', commands: [{ type: 'rollForLead' }, { type: 'place' }] });
    // A reload.
    useStore.setState(initial, true);
    get().boot();
    expect(get().seed).toBe(7);
    expect(get().gameName).toBe('Friday');
    expect(JSON.parse(get().exportGame()!).name).toBe('Friday');
    // Left for a new game, it is listed under its name beside the other.
    get().newGame();
    expect(listed().map((g) => g.name).sort()).toEqual(['Ann v Bob', 'Friday']);
    expect(JSON.parse(localStorage.getItem(`dark-future/games/${listed().find((g) => g.name === 'Friday')!.id}`)!).name).toBe('Friday');
    // A named file imported keeps its name through a reload too; a new game has none.
    expect(get().importGame(makeSave(setup, 12, [], { name: 'Saturday' }))).toBe(true);
    useStore.setState(initial, true);
    get().boot();
    expect(get().gameName).toBe('Saturday');
    get().start(setup, 13);
    expect(get().gameName).toBeNull();
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).name).toBeUndefined();
  });

  it('if the game in progress cannot be kept, New game leaves it where it is', () => {
    get().start(setup, 7);
    get().dispatch({ type: 'rollForLead' });
    const spy = failWrites('QuotaExceededError');
    get().newGame();
    spy.mockRestore();
    expect(get().game).not.toBeNull();
    expect(useSession.getState().saveProblem?.code ?? null).toBe('full');
    expect(saved()?.commands).toHaveLength(1);
  });

  it('an unreadable list is kept aside and reads as empty', () => {
    localStorage.setItem(GAMES_KEY, '{"schema":1,"games":[{"id":3}]}');
    useSession.getState().listSaved();
    expect(listed()).toEqual([]);
    expect(useSession.getState().savedProblem).toMatch(/kept aside/);
    expect(localStorage.getItem('dark-future/games-unreadable')).toBe('{"schema":1,"games":[{"id":3}]}');
  });
});

describe('import and load', () => {
  it('an imported game keeps the one it replaces in the saved-games list', () => {
    get().start(setup, 7);
    get().dispatch({ type: 'rollForLead' });
    expect(get().importGame(makeSave(setup, 11, []))).toBe(true);
    expect(get().seed).toBe(11);
    expect(listed()).toHaveLength(1);
    // A named file keeps its name on the list, and in its export.
    expect(get().importGame(makeSave(setup, 12, [], { name: 'Friday' }))).toBe(true);
    expect(JSON.parse(get().exportGame()!).name).toBe('Friday');
    get().newGame();
    expect(listed().map((g) => g.name)).toContain('Friday');
  });

  it('a save that replays to a state breaking the invariants is refused with a message; the file is kept', () => {
    const raw = makeSave(setup, 7, [{ type: 'rollForLead' }]);
    localStorage.setItem(SAVE_KEY, raw);
    broken.facts = ['lead and chase overlap on the grid'];
    get().boot();
    expect(get().game).toBeNull();
    expect(get().loadProblem).toMatchObject({ code: 'SAVE_BROKEN_STATE', raw });
    expect(get().loadProblem?.message).toMatch(/overlap/);
    expect(localStorage.getItem(SAVE_KEY)).toBe(raw);
    // Starting again keeps the file aside (a second bad one would not replace it).
    get().newGame();
    expect(localStorage.getItem(UNREADABLE_KEY)).toBe(raw);
    expect(get().importGame(raw)).toBe(false);
    expect(get().error).toMatch(/SAVE_BROKEN_STATE/);
  });

  it('a save kept aside under Dark Future\'s own key before the key was one is moved under the one key at boot, read once, and the next goes beside it', () => {
    localStorage.setItem(OLD_UNREADABLE_KEY, 'first copy');
    localStorage.setItem(`${OLD_UNREADABLE_KEY}-2`, 'second copy');
    const raw = makeSave(setup, 7, [{ type: 'rollForLead' }]);
    localStorage.setItem(SAVE_KEY, raw);
    broken.facts = ['lead and chase overlap on the grid'];
    get().boot();
    expect([localStorage.getItem(OLD_UNREADABLE_KEY), localStorage.getItem(`${OLD_UNREADABLE_KEY}-2`)]).toEqual([null, null]);
    expect([localStorage.getItem(UNREADABLE_KEY), localStorage.getItem(`${UNREADABLE_KEY}-2`)]).toEqual(['first copy', 'second copy']);
    // The screen is as it was: the save that could not be resumed, its text for a bug report.
    expect(get().loadProblem).toMatchObject({ code: 'SAVE_BROKEN_STATE', raw });
    get().newGame();
    expect(localStorage.getItem(`${UNREADABLE_KEY}-3`)).toBe(raw);
  });
});
