// @vitest-environment happy-dom
// A share link opens a game of any game of the house (issues 27, 28: "shares like the others"): a
// road-gang game's link, opened over the start screen, is read at the session's door, watched or
// played on; Dark Future's prompt leaves it alone, and a link that holds no game is said once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../games/registry';
import { App, preloadScreens } from '../App';
import { useStore } from '../store';
import { loadGames, rulesOf } from '../shell/games';

await loadGames();
import { sessionFileText, useSession } from '../shell/sessionStore';
import { shareUrl } from '../shell/shareLink';
import { writeGameFile } from '../shell/saves/gameFile';
import { resetStores } from './testing/stores';
import { byTestId, click, mount, need, unmount } from './testing/mount';

// The board is a Pixi canvas (no WebGL here) and not what these tests are about.
vi.mock('../games/roadGang/board/RoadGangBoard', () => ({ RoadGangBoard: () => <div data-testid="rg-board" /> }));

const SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

/** A road-gang game of a few decisions as its share link, the session emptied again. */
function roadGangLink(decisions: number): { url: string; commands: number } {
  const s = useSession.getState();
  expect(s.start('roadGang', SETUP, 11)).toBe(true);
  const rules = rulesOf('roadGang')!;
  for (let i = 0; i < decisions; i++) expect(useSession.getState().play(rules.legalCommands(useSession.getState().session!.state)[0])).toBe(true);
  const session = useSession.getState().session!;
  const url = shareUrl(sessionFileText(session), 'http://127.0.0.1/');
  const commands = session.commands.length;
  resetStores();
  return { url, commands };
}

beforeEach(async () => {
  resetStores();
  await preloadScreens();
});
afterEach(async () => {
  await unmount();
  history.replaceState(null, '', '/');
});

describe('a share link of a game on the session', () => {
  it('is offered once, by the session, and played on from the start screen', async () => {
    const { url, commands } = roadGangLink(3);
    expect(commands).toBe(3);
    history.replaceState(null, '', url.slice(url.indexOf('#')));
    await mount(<App />);
    expect(document.querySelectorAll('[data-testid="shared-game"]')).toHaveLength(1);
    expect(need('shared-summary').textContent).toBe('Road gangs: Ann v Bob, 3 decisions.');
    await click(need('shared-play'));
    expect(byTestId('shared-game')).toBeNull();
    expect(location.hash).toBe('');
    expect(useSession.getState().session?.ruleset).toBe('roadGang');
    expect(useSession.getState().session?.commands.length).toBe(3);
    // Dark Future's store was not asked to load it.
    expect(useStore.getState().game).toBeNull();
  });

  it('watching it opens the replay and changes no game', async () => {
    const { url } = roadGangLink(0);
    history.replaceState(null, '', url.slice(url.indexOf('#')));
    await mount(<App />);
    await click(need('shared-watch'));
    expect(useSession.getState().replay?.ruleset).toBe('roadGang');
    expect(useSession.getState().session).toBeNull();
  });

  it('the road-gang table shares its game: the link in a toast opens the same game', async () => {
    expect(useSession.getState().start('roadGang', SETUP, 5)).toBe(true);
    const rules = rulesOf('roadGang')!;
    for (let i = 0; i < 2; i++) useSession.getState().play(rules.legalCommands(useSession.getState().session!.state)[0]);
    await mount(<App />);
    // The table's screens load when first shown.
    await vi.waitFor(() => need('rg-share'), { timeout: 20_000 });
    await click(need('rg-share'));
    await vi.waitFor(() => need('share-url'));
    const url = (need('share-url') as HTMLInputElement).value;
    const before = sessionFileText(useSession.getState().session!);
    await unmount();
    resetStores();
    history.replaceState(null, '', url.slice(url.indexOf('#')));
    await mount(<App />);
    expect(need('shared-summary').textContent).toBe('Road gangs: Ann v Bob, 2 decisions.');
    await click(need('shared-play'));
    expect(sessionFileText(useSession.getState().session!).replace(/"savedAt":"[^"]*",/, '')).toBe(before.replace(/"savedAt":"[^"]*",/, ''));
  });

  it('played on, a link of a game of older rules that the rules now refuse partway goes on, and the notice names the link as where the game is as saved', async () => {
    const old = writeGameFile(SETUP, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, { ruleset: 'roadGang', rulesetVersion: rulesOf('roadGang')!.version - 1 });
    const url = shareUrl(old, 'http://127.0.0.1/');
    history.replaceState(null, '', url.slice(url.indexOf('#')));
    await mount(<App />);
    await click(need('shared-play'));
    expect(useSession.getState().session?.ruleset).toBe('roadGang');
    expect(useSession.getState().problem?.message).toMatch(/earlier version of the rules.*kept aside \(the link you opened\)\.$/);
  });

  it('a link that holds no game is said in one dialog', async () => {
    history.replaceState(null, '', '#game=not-a-game');
    await mount(<App />);
    expect(document.querySelectorAll('[data-testid="shared-game"]')).toHaveLength(1);
    expect(need('shared-problem').textContent).toContain('could not be opened');
  });
});
