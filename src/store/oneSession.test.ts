// @vitest-environment happy-dom
// Issue 27, one session: Dark Future's game is the one store's session (src/shell/sessionStore.ts),
// started, played, undone, autosaved and resumed by the one store's functions as every game's is;
// Dark Future's part keeps only its own (the views the board reads are derived from the session).
// One autosave writer, and one saveProblem (a code with its words), the one store's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalCommands, type Command } from '../engine';
import { slowDriver } from '../sim/slowDriver';
import { useSession } from '../shell/sessionStore';
import { mayUndo } from '../shell/session';
import '../../tests/support/darkFutureListed';
import { useStore, SAVE_KEY } from './index';

const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const get = () => useStore.getState();
const one = () => useSession.getState();
const initial = useStore.getState();

/** How many times the autosave key is written while `f` runs. */
function autosaveWrites(f: () => void): number {
  const spy = vi.spyOn(localStorage, 'setItem');
  try {
    f();
    return spy.mock.calls.filter(([key]) => key === SAVE_KEY).length;
  } finally {
    spy.mockRestore();
  }
}

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});
afterEach(() => vi.restoreAllMocks());

describe("Dark Future's game is the one store's session", () => {
  it("started by Dark Future's form, it is useSession's session, and useSession's play advances it and the board's view", () => {
    expect(get().start(setup, 7)).toBe(true);
    const s = one().session;
    expect(s?.ruleset).toBe('darkFuture');
    expect(get().game).toBe(s!.state);
    expect(one().play({ type: 'rollForLead' })).toBe(true);
    expect(get().commands.length).toBe(1);
    expect(get().game).toBe(one().session!.state);
    // The log holds Dark Future's own entries (turn and phase), the board's and the panels' view.
    expect(get().log.length).toBe(one().session!.log.length);
    expect(get().log.at(get().log.length - 1)).toMatchObject({ turn: expect.any(Number), phase: expect.any(Number) });
    // A refusal is the one store's coded problem; nothing changes.
    expect(one().play({ type: 'noSuchCommand' })).toBe(false);
    expect(one().problem?.code).toBeTruthy();
    expect(get().commands.length).toBe(1);
  });

  it("is undone by useSession's undo, and the board's view goes back with it", () => {
    get().start(setup, 4);
    const choose = slowDriver(1, 0, false);
    let undone = false;
    for (let i = 0; i < 200 && !undone; i++) {
      expect(get().dispatch(choose(get().game!, legalCommands(get().game!)) as Command)).toBe(true);
      if (!mayUndo(one().session!)) continue;
      const n = get().commands.length;
      const before = one().session!.before.at(n - 1);
      one().undo();
      expect(get().commands.length).toBe(n - 1);
      expect(get().game).toBe(before);
      expect(get().game).toBe(one().session!.state);
      undone = true;
    }
    expect(undone).toBe(true);
  });

  it('has one autosave writer: a command played writes the autosave key exactly once, whichever store it is played through', () => {
    get().start(setup, 7);
    expect(autosaveWrites(() => expect(get().dispatch({ type: 'rollForLead' })).toBe(true))).toBe(1);
    const next = legalCommands(get().game!)[0] as Command;
    expect(autosaveWrites(() => expect(one().play(next)).toBe(true))).toBe(1);
    expect((JSON.parse(localStorage.getItem(SAVE_KEY)!) as { commands: unknown[] }).commands).toEqual([{ type: 'rollForLead' }, next]);
  });

  it("is resumed from the one autosave into the one store's session, exactly as it was", () => {
    get().start(setup, 7);
    get().dispatch({ type: 'rollForLead' });
    const commands = get().commands.toArray();
    const state = JSON.stringify(get().game);
    // A reload: nothing in memory, the autosave on disk.
    useSession.setState({ session: null });
    useStore.setState(initial, true);
    get().boot();
    expect(one().session?.commands.toArray()).toEqual(commands);
    expect(JSON.stringify(one().session!.state)).toBe(state);
    expect(get().game).toBe(one().session!.state);
  });

  it('keeps one saveProblem, the one store\'s: a code with its words', () => {
    get().start(setup, 7);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    get().dispatch({ type: 'rollForLead' });
    expect(one().saveProblem).toMatchObject({ code: 'full', message: expect.stringContaining('storage is full') });
    expect('saveProblem' in get()).toBe(false);
  });
});
