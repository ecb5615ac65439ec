// @vitest-environment happy-dom
// "Play online" for every game's form (issue 32): with the new-game screen's online start given,
// the road-gang form and Dark Future's form open a table through it (the setup, the seed and the
// computer seats) instead of starting a game on this page's session or store.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../games/registry';
import { loadGames } from '../shell/games';
import { useSession } from '../shell/sessionStore';
import { useStore } from '../store';
import { RoadGangNewGame } from '../games/roadGang/ui/RoadGangNewGame';
import { NewGameDialog } from './NewGameDialog';
import { resetStores } from './testing/stores';
import { click, mount, need, unmount } from './testing/mount';

await loadGames();
beforeEach(resetStores);
afterEach(unmount);

type Call = [Record<string, unknown>, number, Record<string, string> | undefined];

describe('the game forms played online', () => {
  it('the road-gang form opens the table through the given start, and starts nothing here', async () => {
    const calls: Call[] = [];
    await mount(<RoadGangNewGame online start={(setup, seed, seats) => (calls.push([setup, seed, seats]), true)} />);
    await click(need('rg-start'));
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatchObject({ ruleset: 'roadGang', players: [{ id: 'p1' }, { id: 'p2' }] });
    expect(useSession.getState().session).toBeNull();
  });

  it("Dark Future's form opens the table through the given start when online, its store starting no game", async () => {
    const calls: Call[] = [];
    await mount(<NewGameDialog online start={(setup, seed, seats) => (calls.push([setup, seed, seats]), true)} />);
    await click(need('ng-start'));
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatchObject({ scenario: 'gameOne' });
    expect(useStore.getState().game).toBeNull();
  });

  it("Dark Future's form, not online, starts its own store's game as before", async () => {
    await mount(<NewGameDialog start={() => { throw new Error('the session must not start a Dark Future game'); }} />);
    await click(need('ng-start'));
    expect(useStore.getState().game?.scenario).toBe('gameOne');
  });
});
