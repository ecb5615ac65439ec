// @vitest-environment happy-dom
// Issue 29, "The end": the winning move replayed on the board. The end screen offers "See the last
// turn again", which hands the board the final turn's animation again (animationFeed.ts) and
// leaves the finished game, and the end screen, as they were.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, darkFuture, legalCommands, newGame, pending, type Command, type GameEvent, type GameSetup, type GameState } from '../engine';
import { History, useStore } from '../store';
import { replaySession } from '../shell/session';
import { LOG } from '../store/gameSession';
import { feed } from '../render/animationFeed';
import { timelineDuration } from '../render/animation';
import { revealed } from '../render/reveal';
import { GameOverPanel } from './GameOverPanel';
import { Header } from './Header';
import { MiniMap } from './MiniMap';
import { RecordSheets } from './RecordSheets';
import { Recap } from './Recap';
import { click, mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => {
  useStore.setState(initial, true);
  feed.skip();
});
afterEach(unmount);

const SETUP: GameSetup = { scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] };

/** Game One played to its end through the engine (a varied pick of the offered commands), put in the store as a loaded game is. */
function finishedInStore(): GameState[] {
  const g = newGame(SETUP, 9);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const commands: Command[] = [];
  const states = [s];
  for (let i = 0; i < 2000 && pending(s).kind !== 'gameOver'; i++) {
    const cmds = legalCommands(s);
    const c = cmds[i % cmds.length];
    const x = apply(s, c);
    if (!x.ok) throw new Error(x.error.message);
    s = x.value.state;
    states.push(s);
    commands.push(c);
  }
  const r = replaySession(darkFuture, SETUP as unknown as Record<string, unknown>, 9, commands, LOG);
  if (!r.ok) throw new Error(r.error.message);
  expect(pending(r.value.state as GameState).kind).toBe('gameOver');
  useStore.setState({ setup: SETUP, seed: 9, commands: History.of(commands), game: r.value.state as GameState, log: r.value.log, lastEvents: r.value.lastEvents as GameEvent[], undoable: r.value.takeBack, animations: true, reduceMotion: false });
  return states;
}

const labels = () => [...need('game-over').querySelectorAll('.row button')].map((b) => b.textContent);

describe('the end screen: see the last turn again', () => {
  it('is offered at game over, and pressing it hands the board the final turn\'s animation through the final events, the game and the end screen left as they were', async () => {
    const states = finishedInStore();
    const { game, commands, lastEvents, log } = useStore.getState();
    // Seed 9 ends on a declaration that finds a car past the finish line: nothing moves in it.
    expect(lastEvents.map((e) => e.type)).toEqual(['declared', 'leftPlay', 'gameOver']);
    await mount(<GameOverPanel />);
    expect(labels()).toEqual(['Play again', 'Watch the replay', 'See the last turn again', 'New game']);
    expect(feed.peek()).toBeNull();
    await click(need('game-over-last-turn'));
    const tl = feed.peek();
    expect(tl).not.toBeNull();
    expect(timelineDuration(tl!)).toBeGreaterThan(0);
    // One reveal per event shown: the final command's and those before it in the turn.
    expect(tl!.reveal?.length).toBeGreaterThan(lastEvents.length);
    // The turn shown is that of the last command that moved a car (here the one before the last
    // turn, whose declaration only finds the car past the line): each car's first move starts
    // where it stood when that turn began (p12: a turn's phases)...
    const cells = (x: GameState) => JSON.stringify(x.vehicles.map((v) => v.cell));
    let lastMoved = states.length - 1;
    while (lastMoved > 0 && cells(states[lastMoved]) === cells(states[lastMoved - 1])) lastMoved--;
    const turnStart = states.find((x) => x.turn === states[lastMoved - 1].turn)!;
    expect(turnStart.turn).toBe(game!.turn - 1);
    const moving = [...new Set(tl!.slots.map((x) => x.vehicle))];
    expect(moving.length).toBeGreaterThan(0);
    for (const id of moving) {
      const at = turnStart.vehicles.find((v) => v.id === id)!.cell;
      const first = tl!.slots.find((x) => x.vehicle === id)!;
      expect([first.from.lane, first.from.tm]).toEqual([at.lane, (at.t0 + at.t1) / 2]);
    }
    // ...and the turn ends where the cars stand now.
    for (const id of moving) {
      const at = game!.vehicles.find((v) => v.id === id)!.cell;
      const last = tl!.slots.filter((x) => x.vehicle === id).at(-1)!;
      expect([last.to.lane, last.to.tm]).toEqual([at.lane, (at.t0 + at.t1) / 2]);
    }
    // The finished game is the store's still, the same values, and the end screen still shows.
    const after = useStore.getState();
    expect(after.game).toBe(game);
    expect(after.commands).toBe(commands);
    expect(after.lastEvents).toBe(lastEvents);
    expect(after.log).toBe(log);
    expect(need('game-over').querySelector('h2')!.textContent).toMatch(/wins$/);
    // Again: a fresh animation each time it is pressed.
    await act(async () => feed.skip());
    expect(feed.peek()).toBeNull();
    await click(need('game-over-last-turn'));
    expect(feed.peek()).toEqual(tl);
  });

  it('keeps the panels beside the board with it: the turn, record sheets and recap follow the last turn played again, and the end comes back when it is skipped or ends', async () => {
    const states = finishedInStore();
    const game = useStore.getState().game!;
    const text = (id: string) => need(id).textContent ?? '';
    const finished = () => (document.querySelector('.record-sheets')!.textContent!.match(/Crossed the finish line \(p87\)/g) ?? []).length;
    const recap = () => document.querySelector('[data-testid="recap"]')?.textContent ?? '';
    await mount(
      <>
        <Header />
        <Recap />
        <GameOverPanel />
        <RecordSheets active={null} />
      </>,
    );
    // The end: turn 10, both cars past the line (seed 9), the recap of the last command.
    const endTurn = text('turn-number');
    expect(endTurn).toMatch(new RegExp(`^Turn ${game.turn}`));
    const endRecap = recap();
    expect(finished()).toBe(2);
    expect(document.querySelector('[data-testid="last-turn-playing"]')).toBeNull();
    // A slow pace, so a loaded machine (load 20 and more) still sees the turn's start before the
    // board's clock plays it through to the end.
    useStore.setState({ animationPace: 8 });
    await click(need('game-over-last-turn'));
    // The board starts the turn again: so do the panels, and the end panel says so.
    const turn = [...states].reverse().find((x) => x.turn < game.turn)!.turn;
    expect(text('turn-number')).toMatch(new RegExp(`^Turn ${turn}(?!\\d)`));
    expect(text('last-turn-playing')).toBe(`Replaying turn ${turn}: the turn, the record sheets and what happened follow the board.`);
    expect(finished()).toBeLessThan(2);
    expect(recap()).not.toBe(endRecap);
    // Its button skips to the end, as the board's Skip and Escape do.
    expect(labels()).toEqual(['Play again', 'Watch the replay', 'Skip to the end', 'New game']);
    await click(need('game-over-last-turn-skip'));
    expect(feed.peek()).toBeNull();
    expect(text('turn-number')).toBe(endTurn);
    expect(finished()).toBe(2);
    expect(recap()).toBe(endRecap);
    expect(document.querySelector('[data-testid="last-turn-playing"]')).toBeNull();
    expect(labels()).toEqual(['Play again', 'Watch the replay', 'See the last turn again', 'New game']);
    // Played to its end, the panels come back to the end by themselves.
    await click(need('game-over-last-turn'));
    expect(text('turn-number')).toMatch(new RegExp(`^Turn ${turn}(?!\\d)`));
    const ms = timelineDuration(feed.peek()!);
    await act(async () => new Promise((r) => setTimeout(r, ms)));
    // A loaded machine's timers run late: up to 5 s more for the board's clock to reach the end.
    const playing = () => document.querySelector('[data-testid="last-turn-playing"]') !== null;
    for (let i = 0; i < 100 && (text('turn-number') !== endTurn || playing()); i++) await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(text('turn-number')).toBe(endTurn);
    expect(finished()).toBe(2);
    expect(playing()).toBe(false);
  });

  it('keeps the section strip under the board with it: who stands where and how far the finish is follow the last turn played again, and the end comes back on Skip', async () => {
    const states = finishedInStore();
    const game = useStore.getState().game!;
    const strip = () => [need('mini-finish-distance').textContent ?? '', JSON.stringify([...document.querySelectorAll('.mini-section')].map((li) => [...li.querySelectorAll('.mini-dot')].map((d) => d.getAttribute('data-testid'))))];
    useStore.setState({ animationPace: 8 });
    await mount(
      <>
        <MiniMap />
        <GameOverPanel />
      </>,
    );
    const end = strip();
    expect(end[0]).toMatch(/crossed the finish line$/);
    await click(need('game-over-last-turn'));
    // The board starts the turn again (the game as the board has reached it, reveal.ts): so does the
    // strip, which showed the end before.
    const turn = [...states].reverse().find((x) => x.turn < game.turn)!.turn;
    const shown = revealed().state!;
    expect(shown.turn).toBe(turn);
    const during = strip();
    expect(during).not.toEqual(end);
    await click(need('game-over-last-turn-skip'));
    expect(strip()).toEqual(end);
    // What it showed is the strip of that game, as a game standing there shows it.
    await unmount();
    useStore.setState({ game: shown });
    await mount(<MiniMap />);
    expect(strip()).toEqual(during);
  });

  it('is not offered where the board does not animate moves (animations off)', async () => {
    finishedInStore();
    useStore.setState({ animations: false });
    await mount(<GameOverPanel />);
    expect(labels()).toEqual(['Play again', 'Watch the replay', 'New game']);
  });
});
