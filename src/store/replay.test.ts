// @vitest-environment happy-dom
// Replays and real dice in the store, over the real engine (issue 11): a replay steps through a
// game by event, decision, phase and turn with the board, log and dice tray in step, hides the
// markers nobody could see, and gives the game in progress back exactly; a real-dice game asks
// for each die and carries the entered dice in its commands and its save.
import { beforeEach, describe, expect, it } from 'vitest';
import { darkFuture, legalCommands, pending, watcherView, type Command, type GameEvent, type GameSetup, type GameState } from '../engine';
import { playRotation } from '../../tests/support/playRotation';
import { useStore, SAVE_KEY } from './index';
import { listed } from '../../tests/support/darkFutureListed';
import * as tapes from '../shell/tape';
import { toLog } from './gameSession';
import { GAME_ONE_SETUP, playRandom } from '../sim/playout';

// The shell's tape with Dark Future's ruleset and log entries, as the replay slice plays it.
const buildTape = (su: GameSetup, seed: number, commands: Command[]) => tapes.buildTape(darkFuture, su, seed, commands, toLog);
const { endOf } = tapes;
const move = (t: tapes.Tape<GameState, GameEvent, unknown>, at: tapes.Cursor, dir: 1 | -1, unit: tapes.Unit) => tapes.move(darkFuture, t, at, dir, unit);
const stateAt = (t: tapes.Tape<GameState, GameEvent, unknown>, at: tapes.Cursor) => tapes.stateAt(darkFuture, t, at);

const initial = useStore.getState();
const get = () => useStore.getState();
const players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];
const setup = { scenario: 'gameOne' as const, players };

const play = playRotation;

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});

describe('the tape', () => {
  it('steps by event, decision, phase and turn, and back to where it was', () => {
    get().start(setup, 4);
    play(60);
    const { setup: su, seed, commands } = get();
    const t = buildTape(su!, seed, commands.toArray());
    if (!t.ok) throw new Error(t.error.message);
    const tape = t.value;
    expect(tape.frames).toHaveLength(commands.length + 1);
    // Event by event to the end visits every event once.
    let at = { c: 0, k: 0 };
    let steps = 0;
    for (;;) {
      const next = move(tape, at, 1, 'event');
      if (next.c === at.c && next.k === at.k) break;
      at = next;
      steps++;
    }
    expect(at).toEqual(endOf(tape));
    expect(steps).toBeGreaterThanOrEqual(tape.log.length);
    // And back to the start.
    for (let i = 0; i < steps; i++) at = move(tape, at, -1, 'event');
    expect(at).toEqual({ c: 0, k: 0 });
    // A phase step lands on a command that opened a phase or a turn.
    const ph = move(tape, { c: 0, k: 0 }, 1, 'phase');
    expect(tape.frames[ph.c].events.some((e) => e.type === 'phaseStart' || e.type === 'turnStart')).toBe(true);
    expect(move(tape, ph, -1, 'phase').c).toBeLessThan(ph.c);
    const d = move(tape, { c: 3, k: 0 }, 1, 'decision');
    expect(d).toEqual({ c: 3, k: tape.frames[3].events.length });
    expect(move(tape, d, 1, 'decision').c).toBe(4);
  });
});

describe('the tape by event', () => {
  it('through a command that moves two cars, shows the first moved and the second not yet', () => {
    const played = playRandom(2, { maxCommands: 30 });
    const t = buildTape(GAME_ONE_SETUP, played.seed, played.commands);
    if (!t.ok) throw new Error(t.error.message);
    const tape = t.value;
    const movers = (c: number) => new Set(tape.frames[c].events.flatMap((e) => (e.type === 'moved' ? [e.vehicle] : [])));
    const c = tape.frames.findIndex((_, i) => i > 0 && movers(i).size > 1);
    expect(c).toBeGreaterThan(0);
    const [a, b] = [...movers(c)];
    const cell = (at: { c: number; k: number }, id: string) => stateAt(tape, at).vehicles.find((v) => v.id === id)!.cell;
    const before = { c: c - 1, k: tape.frames[c - 1].events.length };
    // Step by event into the command until the first car has moved.
    let at = move(tape, before, 1, 'event');
    expect(at).toEqual({ c, k: 1 });
    const events = tape.frames[c].events;
    while (events[at.k - 1].type !== 'moved') at = move(tape, at, 1, 'event');
    const moved = events[at.k - 1];
    expect(moved).toMatchObject({ vehicle: a });
    expect(cell(at, a)).toEqual(moved.type === 'moved' ? moved.to : null);
    expect(cell(at, a)).not.toEqual(cell(before, a));
    expect(cell(at, b)).toEqual(cell(before, b));
    // On to the second car's move: now it has moved too.
    const movedCar = (i: number) => { const e = events[i]; return e.type === 'moved' ? e.vehicle : null; };
    while (movedCar(at.k - 1) !== b) at = move(tape, at, 1, 'event');
    expect(cell(at, b)).not.toEqual(cell(before, b));
    // All of a command's events shown is the state after it; back from its first event, the state before it.
    expect(stateAt(tape, { c, k: events.length })).toBe(tape.frames[c].state);
    expect(stateAt(tape, move(tape, { c, k: 1 }, -1, 'event'))).toBe(tape.frames[c - 1].state);
  });

  it('the replay slice shows the board and the record sheets as they were after the event', () => {
    const played = playRandom(2, { maxCommands: 30 });
    get().importGame(JSON.stringify({ schema: 1, setup: GAME_ONE_SETUP, seed: played.seed, commands: played.commands }));
    expect(get().watchReplay()).toBe(true);
    const tape = get().replay!.tape;
    const c = tape.frames.findIndex((f, i) => i > 0 && new Set(f.events.flatMap((e) => (e.type === 'moved' ? [e.vehicle] : []))).size > 1);
    const k = tape.frames[c].events.findIndex((e) => e.type === 'moved') + 1;
    get().replayTo({ c, k });
    const cells = (s: GameState) => s.vehicles.map((v) => v.cell);
    // The record sheets read the same vehicles the board draws.
    expect(get().game!.vehicles).toEqual(watcherView(stateAt(tape, { c, k }), false).vehicles);
    expect(cells(get().game!)).not.toEqual(cells(tape.frames[c].state));
    expect(cells(get().game!)).not.toEqual(cells(tape.frames[c - 1].state));
    expect(get().lastEvents).toHaveLength(k);
  });
});

describe('replay slice', () => {
  it('shows the game at each position and gives the game in progress back untouched', () => {
    get().start(setup, 5);
    play(50);
    const live = { game: get().game, commands: get().commands, log: get().log, undoable: get().undoable };
    const saved = localStorage.getItem(SAVE_KEY);
    expect(get().watchReplay()).toBe(true);
    expect(get().replay).not.toBeNull();
    expect(get().commands).toHaveLength(0);
    expect(get().log.length).toBe(0);
    get().replayMove(1, 'decision');
    get().replayMove(1, 'decision');
    expect(get().commands).toHaveLength(2);
    expect(get().game?.turn).toBe(1);
    get().replayMove(1, 'event');
    expect(get().lastEvents).toHaveLength(1);
    expect(get().log.length).toBe(get().replay!.tape.frames[3].start + 1);
    // Nothing can be played or undone while watching, and the autosave is untouched.
    const cmd = legalCommands(get().game!)[0];
    expect(get().dispatch(cmd)).toBe(false);
    expect(get().error).toMatch(/^REPLAY/);
    expect(get().undo()).toBe(false);
    expect(localStorage.getItem(SAVE_KEY)).toBe(saved);
    get().replayTurn(2);
    expect(get().game?.turn).toBe(2);
    get().closeReplay();
    expect(get().replay).toBeNull();
    expect(get().game).toBe(live.game);
    expect(get().commands).toBe(live.commands);
    expect(get().log).toBe(live.log);
    expect(get().undoable).toBe(live.undoable);
    expect(get().error).toBeNull();
    expect(pending(get().game!)).toEqual(pending(live.game!));
  });

  it('hides face-down markers from the watcher unless all are revealed (p22)', () => {
    // Play until a marker is down, face down.
    get().start(setup, 9);
    for (let i = 0; i < 400 && !get().game!.markers.some((m) => !m.faceUp) && pending(get().game!).kind !== 'gameOver'; i++) {
      const cmds = legalCommands(get().game!);
      const lay = cmds.find((c) => c.type === 'declare' && c.action.kind === 'shootPassive' && c.action.dummy);
      get().dispatch(lay ?? cmds[(i * 5) % cmds.length]);
    }
    const dummy = get().game!.markers.find((m) => !m.faceUp && m.dummy);
    expect(dummy).toBeDefined();
    get().watchReplay();
    get().replayTo({ c: get().replay!.tape.frames.length - 1, k: 9999 });
    expect(get().game!.markers.find((m) => m.id === dummy!.id)).toMatchObject({ faceUp: false, dummy: false });
    get().setReplayReveal(true);
    expect(get().game!.markers.find((m) => m.id === dummy!.id)).toMatchObject({ faceUp: true, dummy: true });
  });

  it('watches a game file without replacing the game in progress; a bad file changes nothing', () => {
    get().start(setup, 6);
    play(30);
    const file = get().exportGame()!;
    get().newGame();
    get().start(setup, 7);
    play(5);
    const live = get().game;
    expect(get().watchReplay('{"schema":1,"oops":true}')).toBe(false);
    expect(get().replay).toBeNull();
    expect(get().game).toBe(live);
    expect(get().watchReplay(file)).toBe(true);
    expect(get().replay!.tape.commands).toEqual(JSON.parse(file).commands);
    get().closeReplay();
    expect(get().game).toBe(live);
  });
});

describe('a saved game watched', () => {
  it('a game on the saved-games list is watched without resuming it; one gone says so', () => {
    get().start(setup, 6);
    play(20);
    const kept = get().commands.toArray();
    get().newGame();
    const id = listed()[0].id;
    expect(get().watchSaved(id)).toBe(true);
    expect(get().replay!.tape.commands).toEqual(kept);
    expect(get().replay!.live).toBeNull();
    get().replayMove(1, 'turn');
    get().closeReplay();
    // Still on the list, and no game was resumed.
    expect(get().game).toBeNull();
    expect(listed().map((g) => g.id)).toContain(id);
    get().deleteSaved(id);
    expect(get().watchSaved(id)).toBe(false);
    expect(get().error).toMatch(/^SAVE_MISSING/);
    expect(get().replay).toBeNull();
  });
});

describe('real dice in the store', () => {
  it('asks for every die with what it is for, applies the command with them, saves and replays them', () => {
    get().start({ ...setup, options: { realDice: true } }, 1);
    expect(get().dispatch({ type: 'rollForLead' })).toBe(false);
    const ask = get().diceAsk!;
    expect(ask.need.purpose).toMatch(/roll for the lead for Ann/);
    expect(get().commands).toHaveLength(0);
    expect(get().error).toBeNull();
    expect(get().enterDie(7)).toBe(false);
    // Keep entering until the lead is settled (a tie rolls again).
    expect(ask.need.count).toBe(1);
    expect(get().enterDie(5)).toBe(true);
    expect(get().diceAsk).toBeNull();
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead', dice: [5] }]);
    // p87: odd, the roller drives the lead car.
    expect(get().log.at(0)?.event).toMatchObject({ type: 'leadRolled', lead: 'p1', dice: [5] });
    // A roll is final: it cannot be undone.
    expect(get().undoable.toArray()).toEqual([false]);
    // Drive on with dice 4 whenever asked; the save carries them and a reload replays them.
    for (let i = 0; i < 40 && pending(get().game!).kind !== 'gameOver'; i++) {
      const cmds = legalCommands(get().game!);
      get().dispatch(cmds[(i * 3) % cmds.length]);
      while (get().diceAsk) get().enterDie(4);
    }
    expect(get().commands.filter((c) => !!c.dice && c.type !== 'rollForLead').length).toBeGreaterThan(0);
    const { game, commands } = get();
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).commands).toEqual(commands.toArray());
    useStore.setState(initial, true);
    get().boot();
    expect(get().game).toEqual(game);
    // The replay of a real-dice game replays the entered dice.
    get().watchReplay();
    get().replayTo({ c: 1, k: 1 });
    expect(get().lastEvents[0].dice).toEqual([5]);
  });
});
