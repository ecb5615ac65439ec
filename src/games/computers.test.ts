// @vitest-environment happy-dom
// The computer thinking in its worker (issue 30) makes the same moves as in the page's thread, for
// every game: the worker's table of drivers is the registry's, requests and answers cross as
// copies (structured clone), and a game played through the worker's answer function (the fake
// worker runs it, as src/games/computerWorker.ts does) is the game played in this thread, and for
// Dark Future the game its driver played before there was a worker (decide on the whole state).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './registry';
import { decide, type Level } from '../ai';
import { playerView, type Command } from '../engine';
import { games, loadGames, loadRules } from '../shell/games';
import { thinkSessionMove } from '../shell/computerSeats';
import { useSession } from '../shell/sessionStore';
import { fakeWorkers } from '../shell/testing/fakeWorker';
import { thinkIn, thinksOffThread } from '../shell/think';
import { computerToMove, thinkComputerMove } from '../store/computerSlice';
import { useStore } from '../store';
import { answerAnyGame, DRIVERS } from './computers';

vi.setConfig({ testTimeout: 300_000 });
await loadGames({ boot: false });
const initialSession = useSession.getState();
const initialStore = useStore.getState();
let worker: ReturnType<typeof fakeWorkers>;
beforeEach(() => {
  localStorage.clear();
  useSession.setState(initialSession, true);
  useStore.setState(initialStore, true);
  // happy-dom has no Worker: the fake stands in for it, running the worker's own answer function.
  vi.stubGlobal('Worker', class {});
  worker = fakeWorkers(answerAnyGame);
});
afterEach(() => {
  thinkIn(null);
  vi.unstubAllGlobals();
});

const PLAYERS = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];
const SESSION_GAMES = [
  { id: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS, options: { train: false, gyrocopter: false, roundLimit: null } }, seed: 41, seats: { p1: 'normal', p2: 'random' }, moves: 120 },
  { id: 'deathrace', setup: { ruleset: 'deathrace', players: PLAYERS, options: { track: 'bowl', laps: 2 } }, seed: 5, seats: { p1: 'normal', p2: 'random' }, moves: 60 },
];

describe("the worker's computers", () => {
  it("the worker's drivers are the registry's: every game has a computer, Dark Future's answered with a reason", async () => {
    const loaded = await Promise.all(games().map(async (g) => [g.id, (await loadRules(g.id))!] as const));
    for (const [id, g] of loaded) {
      expect(g.computer, `${id} has no computer`).toBeDefined();
      expect(DRIVERS[id], id).toBe(g.computer);
    }
    expect(Object.keys(DRIVERS).sort()).toEqual(loaded.filter(([, g]) => g.computer).map(([id]) => id).sort());
    expect(() => answerAnyGame({ game: 'nope', view: null, legal: [], player: 'p1', level: 'normal', seed: 1 })).toThrow(/no computer for nope/);
  });

  for (const g of SESSION_GAMES) {
    it(`${g.id}: the same game gives the same computer moves through the worker as in this thread`, async () => {
      const st = () => useSession.getState();
      expect(st().start(g.id, g.setup, g.seed, g.seats)).toBe(true);
      for (let n = 0; n < g.moves && st().computerMove(); n++);
      const here = st().session!.commands.toArray();
      expect(here.length).toBeGreaterThan(20);

      st().quit();
      thinkIn(worker.make);
      expect(thinksOffThread()).toBe(true);
      expect(st().start(g.id, g.setup, g.seed, g.seats)).toBe(true);
      for (let n = 0; n < here.length && (await thinkSessionMove(useSession)); n++);
      expect(st().session!.commands.toArray()).toEqual(here);
      // Every move was asked of the worker, as plain data (structured clone would have thrown otherwise).
      expect(worker.made[0].posted).toHaveLength(here.length);
    });
  }

  it('Dark Future (Game One, normal against easy): the worker makes the moves its driver made on the page before, reasons included', async () => {
    const get = () => useStore.getState();
    const setup = { scenario: 'gameOne' as const, players: PLAYERS };
    get().setSeats({ p1: 'normal', p2: 'easy' });
    get().start(setup, 11);
    // As computerMove was before issue 30: decide on the whole state, in this thread.
    const before: { command: Command; reason: string }[] = [];
    for (let n = 0; n < 14; n++) {
      const turn = computerToMove(get());
      if (!turn) break;
      const d = decide(get().game!, turn.player, turn.level as Level);
      // Its rules module's driver (the one the game server seats) makes the same move from the player's view.
      expect(DRIVERS.darkFuture.decide(playerView(get().game!, turn.player), [], turn.player, turn.level, () => 0)).toEqual(d.command);
      before.push(d);
      expect(get().dispatch(d.command)).toBe(true);
    }
    expect(before.length).toBe(14);

    get().setSeats({ p1: 'normal', p2: 'easy' });
    get().start(setup, 11);
    thinkIn(worker.make);
    for (const d of before) {
      expect(await thinkComputerMove(useStore)).toBe(true);
      expect(get().commands.at(-1)).toEqual(d.command);
      expect(get().lastReason!.text).toBe(d.reason);
    }
    expect(worker.made[0].posted).toHaveLength(before.length);
  });
});
