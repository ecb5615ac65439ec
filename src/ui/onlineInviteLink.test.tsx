// @vitest-environment happy-dom
// An online table's invite link opened while a game is on the screen (issue 32): the app asks
// before leaving it, as a share link does; joining keeps the game in progress on the saved-games
// list, and the new-game screen then takes the seat; "Not now" forgets the link and changes
// nothing; a game that cannot be kept is not left. The server is not reached here: the page's
// online store's join is replaced, and what it is asked is checked.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { rg, roadGang } from '../engine';
import { useSession } from '../shell/sessionStore';
import { useStore } from '../store';
import { App, preloadScreens } from '../App';
import { inviteLink, useOnline } from '../shell/online/onlineStore';
import type { TableMessage } from '../shell/online/protocol';
import { resetStores } from './testing/stores';
import { byTestId, click, mount, need, unmount } from './testing/mount';

// Neither game's board (Pixi, no WebGL here) is what these tests are about.
vi.mock('../games/roadGang/board/RoadGangBoard', () => ({ RoadGangBoard: () => <div data-testid="rg-board" /> }));
vi.mock('../render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

const PLAYERS = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const onlineIdle = useOnline.getState();
let joined: unknown[][] = [];
const TABLE: TableMessage = { id: '', game: 'roadGang', rulesetVersion: 2, name: 'Road gangs', you: { role: 'seat', seats: ['p2'] }, seats: [] };

beforeAll(preloadScreens);
beforeEach(() => {
  resetStores();
  joined = [];
  // As the store's own join leaves it: at the table asked for.
  const join = async (url: string, id: string, token: string | null) => {
    joined.push([url, id, token]);
    useOnline.setState({ status: 'open', table: { ...TABLE, id } });
    return true;
  };
  useOnline.setState({ ...onlineIdle, join }, true);
  history.replaceState(null, '', inviteLink('http://localhost:3000/', 'tbl1', TOKEN).slice('http://localhost:3000/'.length - 1));
});
afterEach(async () => {
  await unmount();
  history.replaceState(null, '', '/');
  useOnline.setState(onlineIdle, true);
});

/** A road-gang game `n` decisions in, on the session. */
function roadGangGame(n: number): void {
  expect(useSession.getState().start(roadGang.id, { ruleset: roadGang.id, players: PLAYERS }, 7)).toBe(true);
  for (let k = 0; k < n; k++) expect(useSession.getState().play(rg.rgLegalCommands(useSession.getState().session!.state as rg.RgState)[0])).toBe(true);
}

const savedRulesets = () => [...need('saved-games').querySelectorAll('[data-testid="saved-ruleset"]')].map((e) => e.textContent);

describe('an invite link opened over a game in progress', () => {
  it('asks first; joining keeps the road-gang game on the saved-games list and takes the seat from the new-game screen', async () => {
    expect(location.hash).toBe(`#table=tbl1.${TOKEN}`);
    roadGangGame(3);
    await mount(<App />);
    await vi.waitFor(() => need('rg-board'), { timeout: 20_000 });
    // The game is still up, the seat not taken: the player is asked.
    expect(joined).toEqual([]);
    expect(need('invite-link')).toBeTruthy();
    expect(need('invite-leaving').textContent).toMatch(/leaves your game in progress \(turn \d+\): it goes on the saved-games list first/);
    await click(need('invite-join'));
    expect(byTestId('invite-link')).toBeNull();
    expect(useSession.getState().session).toBeNull();
    await vi.waitFor(() => expect(joined).toHaveLength(1));
    expect(joined[0].slice(1)).toEqual(['tbl1', TOKEN]);
    expect((need('ng-online') as HTMLInputElement).checked).toBe(true);
    expect(savedRulesets()).toEqual(['Road gangs']);
  });

  it('leaves a Dark Future game through its house, kept on the list', async () => {
    expect(useStore.getState().start({ scenario: 'gameOne', players: PLAYERS }, 3)).toBe(true);
    await mount(<App />);
    await vi.waitFor(() => need('board-stub'), { timeout: 20_000 });
    expect(need('invite-leaving').textContent).toContain('leaves your game in progress: it goes on the saved-games list first');
    await click(need('invite-join'));
    expect(useStore.getState().game).toBeNull();
    await vi.waitFor(() => expect(joined).toHaveLength(1));
    expect(savedRulesets()).toEqual(['Dark Future']);
  });

  it('"Not now" forgets the link and changes nothing', async () => {
    roadGangGame(2);
    await mount(<App />);
    await vi.waitFor(() => need('rg-board'), { timeout: 20_000 });
    await click(need('invite-cancel'));
    expect(byTestId('invite-link')).toBeNull();
    expect(location.hash).toBe('');
    expect(useSession.getState().session?.commands).toHaveLength(2);
    expect(joined).toEqual([]);
  });

  it('a game that cannot be kept is not left: the problem is said', async () => {
    roadGangGame(2);
    useSession.setState({ keepCurrent: () => (useSession.setState({ saveProblem: { code: 'full', message: 'storage is full' } }), 'full') });
    await mount(<App />);
    await vi.waitFor(() => need('rg-board'), { timeout: 20_000 });
    await click(need('invite-join'));
    expect(need('invite-problem').textContent).toContain('storage is full');
    expect(useSession.getState().session?.commands).toHaveLength(2);
    expect(joined).toEqual([]);
  });

  it('a link pasted into the address bar over a game asks too; over the new-game screen it joins at once', async () => {
    history.replaceState(null, '', '/');
    roadGangGame(1);
    await mount(<App />);
    await vi.waitFor(() => need('rg-board'), { timeout: 20_000 });
    expect(byTestId('invite-link')).toBeNull();
    const paste = async (hash: string) => {
      history.replaceState(null, '', hash);
      await act(async () => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    };
    await paste(`#table=tbl1.${TOKEN}`);
    expect(need('invite-link')).toBeTruthy();
    await click(need('invite-join'));
    await vi.waitFor(() => expect(joined).toHaveLength(1));
    await paste(`#table=tbl2.${TOKEN}`);
    await vi.waitFor(() => expect(joined).toHaveLength(2));
    expect(joined[1].slice(1)).toEqual(['tbl2', TOKEN]);
  });
});
