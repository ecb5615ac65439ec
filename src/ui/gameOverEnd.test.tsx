// @vitest-environment happy-dom
// Issue 29, the end of a Dark Future game: the result and why with its page, what each vehicle
// did, then "Play again", "Watch the replay", "New game" in that order.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, legalCommands, newGame, pending, type GameState } from '../engine';
import { useStore } from '../store';
import { GameOverPanel } from './GameOverPanel';
import { mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

/** Game One played to its end, always the last command offered (the fastest, the hardest turns). */
function finished(): GameState {
  const r = newGame({ scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }, 9);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  for (let i = 0; i < 2000 && pending(s).kind !== 'gameOver'; i++) {
    const cmds = legalCommands(s);
    const x = apply(s, cmds[i % cmds.length]);
    if (!x.ok) throw new Error(x.error.message);
    s = x.value.state;
  }
  return s;
}

describe('the end screen', () => {
  it('says who won and why with the page, sums up each vehicle, then offers play again, watch the replay, new game', async () => {
    const game = finished();
    expect(pending(game).kind).toBe('gameOver');
    useStore.setState({ game });
    await mount(<GameOverPanel />);
    const panel = need('game-over');
    expect(panel.querySelector('h2')!.textContent).toMatch(/wins$/);
    expect(panel.querySelector('p')!.textContent).toContain(game.winner!.reason);
    expect(panel.querySelector('p')!.textContent).toMatch(/p8[78]/);
    expect(panel.querySelectorAll('tbody tr')).toHaveLength(game.vehicles.length);
    const buttons = [...panel.querySelectorAll('.row button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Play again', 'Watch the replay', 'New game']);
    // The result, the why and the summary come before the ways on.
    const order = [...panel.querySelectorAll('h2, p, table, .row')].map((e) => e.tagName.toLowerCase());
    expect(order.indexOf('table')).toBeLessThan(order.lastIndexOf('div'));
  });
});
