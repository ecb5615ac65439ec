// @vitest-environment happy-dom
// Issue 29, the end of a Dark Future game: the result and why with its page, what each vehicle
// did, then "Play again", "Watch the replay", "New game" in that order.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, legalCommands, newGame, pending, type GameEvent, type GameState } from '../engine';
import { useStore } from '../store';
import { GameOverPanel } from './GameOverPanel';
import { Recap } from './Recap';
import { mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

/** Game One played to its end, always the last command offered (the fastest, the hardest turns). */
function finished(): GameState {
  return finishedWith().game;
}

function finishedWith(): { game: GameState; last: GameEvent[] } {
  const r = newGame({ scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }, 9);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  let last: GameEvent[] = [];
  for (let i = 0; i < 2000 && pending(s).kind !== 'gameOver'; i++) {
    const cmds = legalCommands(s);
    const x = apply(s, cmds[i % cmds.length]);
    if (!x.ok) throw new Error(x.error.message);
    s = x.value.state;
    last = x.value.events;
  }
  return { game: s, last };
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

  it('names each figure with its column, so a narrow panel can stack a vehicle\'s row without a sideways scroll', async () => {
    useStore.setState({ game: finished() });
    await mount(<GameOverPanel />);
    const heads = [...need('game-summary').querySelectorAll('thead th')].map((th) => th.textContent);
    for (const row of need('game-summary').querySelectorAll('tbody tr')) {
      expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(heads.slice(1));
    }
  });

  it('says the result once: the last move\'s recap leaves the end to the end panel', async () => {
    const { game, last } = finishedWith();
    expect(last.some((e) => e.type === 'gameOver')).toBe(true);
    useStore.setState({ game, lastEvents: last, animations: false });
    await mount(<><Recap /><GameOverPanel /></>);
    expect(document.querySelector('[data-testid="recap-line"][data-type="gameOver"]')).toBeNull();
    const reason = game.winner!.reason;
    const said = document.body.textContent!.split(reason).length - 1;
    // Once in the end panel; at most once more in the recap, as the event that ended it (a crossing, a wreck).
    expect(said).toBeLessThanOrEqual(2);
    expect(need('game-over').textContent).toContain(reason);
  });
});
