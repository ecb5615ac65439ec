// @vitest-environment happy-dom
// The computer's seats in the store (issue 12): it answers only the seats it holds, never a
// person's decision, says why, and the driver plays on by itself after a pause until a person
// must decide.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import { thinkWhile as thinkAndWait, withFakeWorkers } from '../shell/testing/fakeWorker';
import { darkFutureAnswer } from './computerAnswer';
import { thinkComputerMove } from './computerSlice';
import { computerToMove, COMPUTER_DELAY, driveComputerSeats, useStore } from './index';
import { listed } from '../../tests/support/darkFutureListed';
import { useSession } from '../shell/sessionStore';

// The computer thinks for a while per decision, and much longer unbundled under vitest than in the app.
vi.setConfig({ testTimeout: 60_000 });

const initial = useStore.getState();
const get = () => useStore.getState();
const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Robo' }] };

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});
afterEach(() => vi.useRealTimers());

describe('computer seats', () => {
  it('never answers a person: Ann rolls for the lead herself', () => {
    get().setSeats({ p1: 'person', p2: 'easy' });
    get().start(setup, 3);
    expect(pending(get().game!).player).toBe('p1');
    expect(computerToMove(get())).toBeNull();
    expect(get().computerMove()).toBe(false);
    expect(get().commands.toArray()).toEqual([]);
  });

  it("answers its own seat's decision with a legal command and a reason line", () => {
    get().setSeats({ p1: 'person', p2: 'normal' });
    get().start(setup, 3);
    // Ann acts until the game waits for Robo.
    for (let i = 0; i < 20 && pending(get().game!).player !== 'p2'; i++) get().dispatch(legalCommands(get().game!)[0]);
    expect(computerToMove(get())).toEqual({ player: 'p2', level: 'normal' });
    const before = get().game!;
    expect(get().computerMove()).toBe(true);
    expect(legalCommands(before)).toContainEqual(get().commands.at(get().commands.length - 1));
    expect(get().lastReason).toMatchObject({ player: 'p2', command: get().commands.length - 1 });
    expect(get().lastReason!.text.length).toBeGreaterThan(10);
  });

  it('a person cannot place the computer car by clicking the board', () => {
    get().setSeats({ p1: 'easy', p2: 'easy' });
    get().start({ ...setup, forcedDice: [2] }, 3);
    expect(get().computerMove()).toBe(true); // the roll for the lead
    expect(pending(get().game!).kind).toBe('place');
    expect(get().boardClick({ lane: 3, t: 10 })).toBe(false);
  });

  it('the driver plays the computer seats after a pause, and stops when a person must decide', async () => {
    vi.useFakeTimers();
    get().setAnimations(false);
    get().setSeats({ p1: 'normal', p2: 'person' });
    get().start({ ...setup, forcedDice: [1] }, 5); // odd: Ann (the computer) leads
    const stop = driveComputerSeats(useStore);
    expect(get().commands.length).toBe(0);
    // Async: the answer is played once the thought's promise settles (in this thread here: no Worker).
    await vi.advanceTimersByTimeAsync(COMPUTER_DELAY.still - 1);
    expect(get().commands.length).toBe(0);
    await vi.advanceTimersByTimeAsync(20 * COMPUTER_DELAY.still);
    // The computer rolled; then Robo (a person) places the chase car: the driver waits for him.
    expect(get().commands.at(0)).toEqual({ type: 'rollForLead' });
    expect(pending(get().game!).player).toBe('p2');
    const n = get().commands.length;
    await vi.advanceTimersByTimeAsync(10 * COMPUTER_DELAY.animated);
    expect(get().commands.length).toBe(n);
    stop();
  });

  it('a reload, an export and a saved game keep who the computer drives (they were lost: every seat came back a person)', () => {
    get().setSeats({ p1: 'person', p2: 'hard' });
    get().start({ ...setup, forcedDice: [1] }, 5);
    get().dispatch({ type: 'rollForLead' });
    const exported = get().exportGame()!;
    // A reload: the store starts empty and resumes the autosave.
    useStore.setState(initial, true);
    get().boot();
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    expect(useSession.getState().seats).toEqual({ p1: 'person', p2: 'hard' });
    expect(computerToMove(get())).toEqual({ player: 'p2', level: 'hard' });
    // An exported game imported into a fresh store, and the game kept on the list and resumed.
    useStore.setState(initial, true);
    localStorage.clear();
    expect(get().importGame(exported)).toBe(true);
    expect(useSession.getState().seats).toEqual({ p1: 'person', p2: 'hard' });
    get().setSeats({ p1: 'easy', p2: 'person' });
    get().dispatch(legalCommands(get().game!)[0]);
    expect(get().keepCurrent()).toBeNull();
    const id = listed()[0].id;
    useStore.setState(initial, true);
    expect(get().resumeSaved(id)).toBe(true);
    expect(useSession.getState().seats).toEqual({ p1: 'easy', p2: 'person' });
  });
});

// Issue 30: the computer thinks in a worker (a fake one here, holding its answer like a long
// search); whatever changes the game meanwhile makes its answer stale, and it is dropped.
describe("the computer's answer from the worker", () => {
  const fake = withFakeWorkers(darkFutureAnswer, true);
  beforeEach(() => {
    get().setSeats({ p1: 'easy', p2: 'easy' });
    get().start({ ...setup, forcedDice: [1, 2, 3, 4, 5, 6] }, 5);
  });
  const thinkWhile = (meanwhile: () => void) => thinkAndWait(fake.workers, () => thinkComputerMove(useStore), meanwhile);

  it('is played, with its reason line, when the game is where it was asked', async () => {
    expect(await thinkWhile(() => {})).toBe(true);
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    expect(get().lastReason).toMatchObject({ command: 0 });
  });

  it('is dropped after a new game, an undo, a person taking the seat or a replay opened meanwhile', async () => {
    expect(await thinkWhile(() => get().start({ ...setup, forcedDice: [1, 2, 3, 4, 5, 6] }, 5))).toBe(false);
    expect(get().commands.toArray()).toEqual([]);
    // On to a decision of the computer's just after one that can be taken back (a placing rolls no dice).
    for (let i = 0; i < 20 && !(get().undoable.at(-1) && computerToMove(get())); i++) get().computerMove();
    const n = get().commands.length;
    expect(get().undoable.at(-1)).toBe(true);
    expect(await thinkWhile(() => get().undo())).toBe(false);
    expect(get().commands.length).toBe(n - 1);
    const player = computerToMove(get())!.player;
    expect(await thinkWhile(() => get().setSeats({ [player]: 'person' }))).toBe(false);
    expect(get().commands.length).toBe(n - 1);
    get().setSeats({ p1: 'easy', p2: 'easy' });
    expect(await thinkWhile(() => get().watchReplay())).toBe(false);
    expect(get().replay).not.toBeNull();
  });

  it('leaving the game interrupts the thought: its worker is ended', async () => {
    get().setAnimations(false);
    const stop = driveComputerSeats(useStore, () => 0);
    await vi.waitFor(() => expect(fake.workers.made[0]?.posted).toHaveLength(1));
    get().newGame();
    expect(fake.workers.made[0].terminated).toBe(true);
    expect(get().commands.toArray()).toEqual([]);
    stop();
  });
});
