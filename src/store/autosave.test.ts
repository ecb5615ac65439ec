// @vitest-environment happy-dom
// The store's history at a cost that does not grow with the game, over the real engine: the log
// is extended in place (no copy of the old entries, no immer draft), the autosave text is built
// incrementally and, once big, written a moment later — but never loses the last command on a
// reload (pagehide, a hidden tab, or anything reading the save flushes it first).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkFuture, legalCommands, type Command } from '../engine';
import { slowDriver } from '../sim/slowDriver';
import { makeSave } from './gameSession';
import { autosaveText, useSession } from '../shell/sessionStore';
import { SAVE_DELAY_MS, WRITE_THROUGH_CHARS } from '../shell/saves/autosave';
import { tagOf } from '../shell/saves/gameFile';
import { useStore, SAVE_KEY, canUndo } from './index';

/** The autosave's text of a game (the shell's Autosave with Dark Future's ruleset tag), as the store writes it. */
const saveText = (su: typeof setup, seed: number, commands: Command[], name: string | null = null) => autosaveText({ tag: tagOf(darkFuture), setup: su, seed, commands, name, seats: {} });

const initial = useStore.getState();
const get = () => useStore.getState();
const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

/** Both drivers brake to a halt and wait: a game as long as the test wants. */
function play(n: number) {
  const choose = slowDriver(1, 0, false);
  for (let i = 0; i < n; i++) expect(get().dispatch(choose(get().game!, legalCommands(get().game!)))).toBe(true);
}
const saved = () => JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as { commands: Command[] } | null;

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('history at constant cost', () => {
  it('a command extends the log in place: old entries are neither copied nor drafted, old versions unchanged', () => {
    get().start(setup, 4);
    play(300);
    const before = get().log;
    const n = before.length;
    const first = before.at(0);
    play(1);
    const after = get().log;
    expect(after.sharesStorageWith(before)).toBe(true);
    expect(after.length).toBeGreaterThan(n);
    expect(before.length).toBe(n);
    expect(after.at(0)).toBe(first);
    // Not an immer draft result: immer would have frozen it.
    expect(Object.isFrozen(after)).toBe(false);
    expect(after.slice(n).every((e, i) => e.index === n + i)).toBe(true);
  });

  it('a command extends the commands and the take-backs in place too (issue 31: both arrays were copied whole)', () => {
    get().start(setup, 4);
    play(300);
    const { commands, undoable } = get();
    const n = commands.length;
    play(1);
    expect(get().commands.length).toBe(n + 1);
    expect(get().commands.sharesStorageWith(commands)).toBe(true);
    expect(get().undoable.sharesStorageWith(undoable)).toBe(true);
    // The version before the command is unchanged.
    expect(commands.length).toBe(n);
    expect(undoable.length).toBe(n);
  });

  it('undo still takes back the last command, and play goes on from there', () => {
    get().start(setup, 4);
    play(200);
    const { commands, log } = get();
    const undoable = canUndo(get());
    expect(undoable).toBe(true);
    expect(get().undo()).toBe(true);
    expect(get().commands.toArray()).toEqual(commands.slice(0, -1));
    expect(get().log.length).toBeLessThan(log.length);
    play(1);
    expect(get().commands).toHaveLength(commands.length);
  });
});

describe('autosave', () => {
  it('builds the same text as makeSave, incrementally, and rebuilds when the game is not an extension', () => {
    const a: Command[] = [{ type: 'rollForLead' }];
    const b = [...a, { type: 'place', vehicle: 'car1', lane: 3, t0: 40 } as Command];
    expect(saveText(setup, 9, [])).toBe(makeSave(setup, 9, []));
    expect(saveText(setup, 9, a)).toBe(makeSave(setup, 9, a));
    expect(saveText(setup, 9, b)).toBe(makeSave(setup, 9, b));
    expect(saveText(setup, 9, a)).toBe(makeSave(setup, 9, a));
    expect(saveText(setup, 10, a)).toBe(makeSave(setup, 10, a));
    expect(saveText({ ...setup }, 10, [{ type: 'holdFire' } as Command])).toBe(makeSave(setup, 10, [{ type: 'holdFire' } as Command]));
  });

  it('keeps the game\'s name, and starts again when the name changes', () => {
    const a: Command[] = [{ type: 'rollForLead' }];
    const b = [...a, { type: 'place', vehicle: 'car1', lane: 3, t0: 40 } as Command];
    expect(saveText(setup, 9, a, 'Friday')).toBe(makeSave(setup, 9, a, { name: 'Friday' }));
    expect(saveText(setup, 9, b, 'Friday')).toBe(makeSave(setup, 9, b, { name: 'Friday' }));
    expect(saveText(setup, 9, b, 'Saturday')).toBe(makeSave(setup, 9, b, { name: 'Saturday' }));
    expect(saveText(setup, 9, b)).toBe(makeSave(setup, 9, b));
  });

  it('a small save is written with the command itself', () => {
    get().start(setup, 4);
    play(5);
    expect(saved()?.commands).toEqual(get().commands.toArray());
  });

  it('a big save is written a moment later, not inside the command', () => {
    get().start(setup, 4);
    play(400);
    expect(makeSave(setup, get().seed, get().commands).length).toBeGreaterThan(WRITE_THROUGH_CHARS);
    vi.advanceTimersByTime(SAVE_DELAY_MS + 1);
    expect(saved()?.commands).toEqual(get().commands.toArray());
    play(1);
    expect(saved()?.commands).toHaveLength(get().commands.length - 1);
    vi.advanceTimersByTime(SAVE_DELAY_MS + 1);
    expect(saved()?.commands).toEqual(get().commands.toArray());
  });

  it.each(['pagehide', 'hidden tab'])('never loses the last command on a reload: %s writes it at once', (how) => {
    get().start(setup, 4);
    play(400);
    const { game } = get();
    const commands = get().commands.toArray();
    if (how === 'pagehide') window.dispatchEvent(new Event('pagehide'));
    else {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(saved()?.commands).toEqual(commands);
    // The reload: a fresh store resumes from what was written.
    const text = localStorage.getItem(SAVE_KEY);
    useStore.setState(initial, true);
    localStorage.setItem(SAVE_KEY, text!);
    get().boot();
    expect(get().commands.toArray()).toEqual(commands);
    expect(get().game).toEqual(game);
  });

  it('the quota reached part-way through a game: the later write of a big save says so at once, and Try again saves it', () => {
    get().start(setup, 4);
    play(400);
    vi.advanceTimersByTime(SAVE_DELAY_MS + 1);
    expect(useSession.getState().saveProblem?.code ?? null).toBeNull();
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('no room', 'QuotaExceededError');
    });
    play(1);
    vi.advanceTimersByTime(SAVE_DELAY_MS + 1);
    spy.mockRestore();
    expect(useSession.getState().saveProblem?.code ?? null).toBe('full');
    expect(saved()?.commands).toHaveLength(get().commands.length - 1);
    expect(get().retrySave()).toBe(true);
    expect(useSession.getState().saveProblem?.code ?? null).toBeNull();
    expect(saved()?.commands).toEqual(get().commands.toArray());
  });

  it('a new game drops a pending write: the old game does not come back', () => {
    get().start(setup, 4);
    play(400);
    get().newGame();
    vi.advanceTimersByTime(SAVE_DELAY_MS * 3);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });

  it('old saves (written whole by makeSave) still load', () => {
    get().start(setup, 4);
    play(30);
    const { game, commands, seed } = get();
    useStore.setState(initial, true);
    localStorage.setItem(SAVE_KEY, makeSave(setup, seed, commands));
    get().boot();
    expect(get().loadProblem).toBeNull();
    expect(get().game).toEqual(game);
  });
});
