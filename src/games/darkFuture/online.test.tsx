// @vitest-environment happy-dom
// Dark Future's table of an online game (issue 32): drawn from the page's online store as the
// server sends it (this player's view, legal commands only on this page's decisions), with the
// hot-seat table's decision panel (its actions with their odds), record sheets and log; a decision
// made on it goes to the server (the store's play) and nothing changes until the server answers;
// the other seat's decision offers nothing, and a command pressed for it anyway is not sent.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../registry';
import { loadGames, loadedGame, rulesOf } from '../../shell/games';
import type { Command, GameState, Ruleset } from '../../engine';
import { useOnline } from '../../shell/online/onlineStore';
import { firstCommandsPlayed, receivedInStore } from '../../shell/online/testing/received';
import { useStore } from '../../store';
import { byTestId, click, fire, mount, need, unmount } from '../../ui/testing/mount';
import { DarkFutureOnline } from './DarkFutureOnline';
import { onlineMirrored } from './onlineMirror';

vi.mock('../../render/Board', () => ({ Board: () => <div data-testid="df-board" /> }));

const SETUP = { scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] };
const idle = useOnline.getState();
let rules: Ruleset;
beforeAll(async () => {
  await loadGames();
  rules = rulesOf('darkFuture')!;
});
afterEach(async () => {
  await unmount();
  useOnline.setState(idle, true);
});

/** The game after `n` commands (the first legal command each time). */
const stateAfter = (n: number): unknown => firstCommandsPlayed(rules, SETUP, 7, n);
const received = (as: string, n: number) => receivedInStore(rules, stateAfter(n), as, n);
/** The first position at which the decision is of kind `kind` (and secret, if asked). */
function firstOf(kind: string, secret = false): number {
  for (let n = 0; n < 200; n++) {
    const p = rules.pending(stateAfter(n));
    if (p.kind === kind && (!secret || p.secret)) return n;
  }
  throw new Error(`no ${kind} decision in the first 200 commands`);
}
const house = () => loadedGame('darkFuture')!.house!;

describe('the online Dark Future table', () => {
  it("offers this page's decision on the game's own panel and sends what is chosen to the server, changing nothing itself", async () => {
    const n = firstOf('declare');
    const who = rules.pending(stateAfter(n)).player!;
    const { sent, message } = received(who, n);
    await mount(<DarkFutureOnline />);
    expect(need('df-online').dataset.mine).toBe('true');
    expect(byTestId('df-online-waiting')).toBeNull();
    // The hot-seat table's panels: the board, the declare panel with its actions and their odds, the record sheets, the log.
    expect(byTestId('df-board')).not.toBeNull();
    const first = need('declare-panel').querySelector<HTMLButtonElement>('button.action-button[data-cmd]');
    expect(first).not.toBeNull();
    // Pointing at an action previews it on the board, as at the hot-seat table.
    await fire(first!, 'mouseover');
    expect(useStore.getState().preview).not.toBeNull();
    expect(document.querySelectorAll('details.record-sheet')).toHaveLength((message.view as GameState).vehicles.length);
    expect(need('df-online').textContent).toContain(`line of command ${n}`);
    // The part shows the server's view, and its house leaves the screen to the online lobby.
    expect(useStore.getState().game).toBe(message.view);
    expect(onlineMirrored()).toBe(true);
    expect(house().shown()).toBeNull();
    await click(first);
    const confirm = byTestId('confirm-action');
    if (confirm) await click(confirm);
    expect(sent).toHaveLength(1);
    expect(message.legal).toContainEqual(sent[0]);
    expect(need('df-online').dataset.commands).toBe(String(n));
    expect(useStore.getState().game).toBe(message.view);
  });

  it("shows the other seat's decision as theirs, offers nothing and sends nothing", async () => {
    const n = firstOf('declare');
    const decider = rules.pending(stateAfter(n)).player!;
    const other = SETUP.players.find((p) => p.id !== decider)!;
    const { sent } = received(other.id, n);
    await mount(<DarkFutureOnline />);
    expect(need('df-online').dataset.mine).toBe('false');
    expect(need('df-online-waiting').textContent).toBe(`${SETUP.players.find((p) => p.id === decider)!.name} decides…`);
    expect(byTestId('declare-panel')).toBeNull();
    expect(document.querySelector('button.action-button[data-cmd]')).toBeNull();
    // A command pressed for the other seat anyway (a board click, a key) is refused here in words.
    const theirs = rules.legalCommands(stateAfter(n))[0] as Command;
    let ok = true;
    await import('react').then(({ act }) => act(async () => void (ok = useStore.getState().dispatch(theirs))));
    expect(ok).toBe(false);
    expect(sent).toEqual([]);
    expect(need('error').textContent).toContain('not yours');
  });

  it("a secret declaration's words online: the page is its player's, no device to pass (real or dummy, p22)", async () => {
    const n = firstOf('declare', true);
    const who = rules.pending(stateAfter(n)).player!;
    const { sent } = received(who, n);
    await mount(<DarkFutureOnline />);
    // Folded first: its button asks for no pass; unfolded, the choice in the player's own words.
    const fold = need('secret-passives');
    expect(fold.textContent).toContain('real or dummy, a secret from the other player (p22)');
    expect(need('df-online').textContent!.toLowerCase()).not.toContain('pass the device');
    expect(fold.title.toLowerCase()).not.toContain('looks away');
    await click(fold);
    expect(need('secret-choice').textContent).toContain('only you see whether the marker is real or a dummy');
    expect(need('df-online').textContent!.toLowerCase()).not.toContain('pass the device');
    expect(sent).toEqual([]);
  });

  it('follows the server: a new state message is the table drawn; gone, the part is as it was', async () => {
    const before = useStore.getState();
    const n = firstOf('declare');
    const who = rules.pending(stateAfter(n)).player!;
    received(who, n);
    await mount(<DarkFutureOnline />);
    expect(need('df-online').dataset.commands).toBe(String(n));
    const { message } = await import('react').then(async ({ act }) => {
      let r!: ReturnType<typeof received>;
      await act(async () => void (r = received(who, n + 1)));
      return r;
    });
    expect(need('df-online').dataset.commands).toBe(String(n + 1));
    expect(useStore.getState().game).toBe(message.view as GameState);
    await unmount();
    expect(onlineMirrored()).toBe(false);
    expect(useStore.getState().game).toBe(before.game);
    expect(useStore.getState().dispatch).toBe(before.dispatch);
  });
});
