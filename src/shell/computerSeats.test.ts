// @vitest-environment happy-dom
// Computer seats on the shell's session (issue 27): any registered game with a computer driver can
// have its seats played by the computer, deciding from that player's view; the seats are saved
// with the game, and the same file plays the same game again. A person's decision is never answered.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../games/registry';
import { loadGame, loadGames } from './games';
import { computerCommand, computerLevelToMove, driveSessionSeats, sessionAnswer, thinkSessionMove } from './computerSeats';
import { mayUndo } from './session';
import { SESSION_KEY, sessionFromText, useSession } from './sessionStore';
import { thinkWhile as thinkAndWait, withFakeWorkers } from './testing/fakeWorker';

await loadGames();
const RG = (await loadGame('roadGang'))!;
const SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { train: false, gyrocopter: false, roundLimit: null } };
/** A game the computers play to its end twice: the arena's 30-round limit keeps it short (issue 31's eighth trim, docs/tests-moved.md). */
const SHORT_SETUP = { ...SETUP, options: { ...SETUP.options, roundLimit: 30 } };

const initial = useSession.getState();
beforeEach(() => {
  localStorage.clear();
  useSession.setState(initial, true);
});

/** Lets the computer play every decision it is seated for, at most `cap` of them. */
function playComputer(cap: number): number {
  let n = 0;
  while (n < cap && useSession.getState().computerMove()) n++;
  return n;
}

describe('computer seats on the session', () => {
  it('the road-gang game registers a driver with a random and a normal level', () => {
    expect(RG.computer?.levels).toEqual(['random', 'normal']);
  });

  it('two computer seats play a road-gang game to its end; the file keeps the seats and replays the same game', () => {
    expect(useSession.getState().start('roadGang', SHORT_SETUP, 41, { p1: 'normal', p2: 'random' })).toBe(true);
    const n = playComputer(5000);
    const s = useSession.getState().session!;
    expect(RG.ruleset.result(s.state).over, `over after ${n} computer moves`).toBe(true);
    expect(n).toBe(s.commands.length);
    const text = localStorage.getItem(SESSION_KEY)!;
    expect(JSON.parse(text).seats).toEqual({ p1: 'normal', p2: 'random' });
    const again = sessionFromText(text);
    expect(again.ok && again.seats).toEqual({ p1: 'normal', p2: 'random' });
    // The same seed and seats choose the same commands: a second game is the first.
    const first = s.commands.toArray();
    useSession.getState().quit();
    useSession.getState().start('roadGang', SHORT_SETUP, 41, { p1: 'normal', p2: 'random' });
    playComputer(5000);
    expect(useSession.getState().session!.commands.toArray()).toEqual(first);
  });

  it("a person's decision is never answered, and the computer decides only from its player's view", () => {
    useSession.getState().start('roadGang', SETUP, 5, { p2: 'normal' });
    const st = useSession.getState();
    const p = RG.ruleset.pending(st.session!.state).player;
    if (p === 'p1') {
      expect(computerLevelToMove(RG.ruleset, st.session!, st.seats)).toBeNull();
      expect(st.computerMove()).toBe(false);
    }
    // Wherever it is the computer's turn, the driver is handed the view, never the state (the dice to come are blanked).
    const decide = vi.spyOn(RG.computer!, 'decide');
    let guard = 0;
    while (guard++ < 400 && !RG.ruleset.result(useSession.getState().session!.state).over) {
      const cur = useSession.getState();
      if (computerLevelToMove(RG.ruleset, cur.session!, cur.seats) !== null) expect(cur.computerMove()).toBe(true);
      else expect(cur.play(RG.ruleset.legalCommands(cur.session!.state)[0])).toBe(true);
    }
    expect(decide).toHaveBeenCalled();
    for (const [view] of decide.mock.calls) expect((view as { rng: { seed: number; s: number } }).rng).toMatchObject({ seed: 0, s: 0 });
    decide.mockRestore();
  });

  it('the app plays the computer seat by itself after a pause, and stops while a replay is watched', async () => {
    vi.useFakeTimers();
    try {
      useSession.getState().start('roadGang', SETUP, 9, { p1: 'random', p2: 'random' });
      const stop = driveSessionSeats(useSession, 100);
      await vi.advanceTimersByTimeAsync(99);
      expect(useSession.getState().session!.commands.length).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(useSession.getState().session!.commands.length).toBe(1);
      useSession.getState().watch();
      await vi.advanceTimersByTimeAsync(1000);
      expect(useSession.getState().session!.commands.length).toBe(1);
      useSession.getState().closeReplay();
      await vi.advanceTimersByTimeAsync(300);
      expect(useSession.getState().session!.commands.length).toBe(4);
      stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(useSession.getState().session!.commands.length).toBe(4);
      expect(computerCommand(RG.ruleset, useSession.getState().session!, {})).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

// Issue 30: the computer thinks in a worker (a fake one here, holding its answer like a long
// search); whatever changes the session meanwhile makes its answer stale, and it is dropped.
describe('a stale answer from the worker is dropped', () => {
  const st = () => useSession.getState();
  const fake = withFakeWorkers(sessionAnswer, true);
  beforeEach(() => void st().start('roadGang', SETUP, 41, { p1: 'normal', p2: 'random' }));
  const thinkWhile = (meanwhile: () => void) => thinkAndWait(fake.workers, () => thinkSessionMove(useSession), meanwhile);

  it('an answer that comes back to the same session is played', async () => {
    expect(await thinkWhile(() => {})).toBe(true);
    expect(st().session!.commands.length).toBe(1);
  });

  it('a new game meanwhile (the same set-up and seed): dropped', async () => {
    expect(await thinkWhile(() => {
      st().quit();
      st().start('roadGang', SETUP, 41, { p1: 'normal', p2: 'random' });
    })).toBe(false);
    expect(st().session!.commands.length).toBe(0);
  });

  it('a replay opened meanwhile: dropped, and the game waits untouched', async () => {
    expect(await thinkWhile(() => st().watch())).toBe(false);
    st().closeReplay();
    expect(st().session!.commands.length).toBe(0);
  });

  it("an undo or a person's move meanwhile: dropped", async () => {
    // On to a decision the computer must make right after one that may be taken back.
    for (let i = 0; i < 200 && !(mayUndo(st().session!) && computerLevelToMove(RG.ruleset, st().session!, st().seats)); i++) st().computerMove();
    const n = st().session!.commands.length;
    expect(mayUndo(st().session!)).toBe(true);
    expect(await thinkWhile(() => st().undo())).toBe(false);
    expect(st().session!.commands.length).toBe(n - 1);
    expect(await thinkWhile(() => st().play(RG.ruleset.legalCommands(st().session!.state)[0]))).toBe(false);
    expect(st().session!.commands.length).toBe(n);
  });

  it('leaving the game interrupts the thought: its worker is ended, and the next game thinks in a new one', async () => {
    const stop = driveSessionSeats(useSession, 0);
    await vi.waitFor(() => expect(fake.workers.made[0]?.posted).toHaveLength(1));
    st().quit();
    expect(fake.workers.made[0].terminated).toBe(true);
    st().start('roadGang', SETUP, 41, { p1: 'normal', p2: 'random' });
    await vi.waitFor(() => expect(fake.workers.made[1]?.posted).toHaveLength(1));
    fake.workers.made[1].release();
    await vi.waitFor(() => expect(st().session!.commands.length).toBeGreaterThan(0));
    stop();
  });
});
