// @vitest-environment happy-dom
// Issue 14: the saved-games list of both rulesets. A road-gang game kept from its screen is listed
// on the start screen beside Dark Future's, each entry naming its game, and resumes to the very
// state it was kept at; it can be watched without being resumed; a failed write is told.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rg, roadGang } from '../engine';
import { useSession } from '../shell/sessionStore';
import { useStore } from '../store';
import { App, preloadScreens } from '../App';
import { NewGameScreen } from './NewGameScreen';
import { RoadGangScreen } from '../games/roadGang/ui/RoadGangScreen';
import { RoadGangWatch } from '../games/roadGang/ui/RoadGangWatch';
import { resetStores } from './testing/stores';
import { click, mount, need, unmount } from './testing/mount';

vi.mock('../games/roadGang/board/RoadGangBoard', () => ({ RoadGangBoard: () => <div data-testid="rg-board" /> }));

// The game's screens load lazily in the page; here they are loaded first, so a click switches screens in one render.
beforeAll(preloadScreens);
beforeEach(resetStores);
afterEach(async () => {
  vi.restoreAllMocks();
  await unmount();
});

const PLAYERS = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];

/** A road-gang game `n` decisions in, kept with its screen's Keep this game. */
async function keptRoadGang(n: number): Promise<{ state: unknown; commands: number }> {
  expect(useSession.getState().start(roadGang.id, { ruleset: roadGang.id, players: PLAYERS, options: { train: true, gyrocopter: false } }, 7)).toBe(true);
  for (let k = 0; k < n; k++) expect(useSession.getState().play(rg.rgLegalCommands(useSession.getState().session!.state as rg.RgState)[0])).toBe(true);
  await mount(<RoadGangScreen />);
  await click(need('rg-keep'));
  expect(need('rg-kept').textContent).toContain(`decision ${n}`);
  const s = useSession.getState().session!;
  await unmount();
  return { state: s.state, commands: s.commands.length };
}

const entries = () => [...need('saved-games').querySelectorAll('li')];
const entryOf = (game: string) => entries().find((li) => li.querySelector('[data-testid="saved-ruleset"]')?.textContent === game);

describe('the saved-games list of both rulesets', () => {
  it('lists a kept road-gang game beside Dark Future\'s, naming each game, and resumes it to the same state', async () => {
    expect(useStore.getState().start({ scenario: 'gameOne', players: PLAYERS }, 3)).toBe(true);
    // Starting the road-gang game keeps the Dark Future game in progress on the list (one autosave, src/shell/saves/slot.ts).
    const kept = await keptRoadGang(10);
    useSession.getState().quit();
    await mount(<NewGameScreen />);
    expect(entries()).toHaveLength(2);
    const df = entryOf('Dark Future')!;
    expect(df.textContent).toContain('Ann v Bob');
    expect(df.textContent).toContain('turn');
    const road = entryOf('Road gangs')!;
    const round = (kept.state as rg.RgState).round;
    expect(road.textContent).toContain('Ann v Bob');
    expect(road.textContent).toContain('with the armoured train');
    expect(road.textContent).toContain(`round ${round}`);
    expect(road.textContent).toContain('last played');
    // One list, one rename for every game's entry (the list is the shell's, issue 27).
    expect(df.querySelector('[data-testid="saved-rename"]')).not.toBeNull();
    expect(road.querySelector('[data-testid="saved-rename"]')).not.toBeNull();
    await click(road.querySelector('[data-testid="saved-resume"]'));
    const s = useSession.getState().session!;
    expect(s.ruleset).toBe(roadGang.id);
    expect(s.commands.length).toBe(kept.commands);
    expect(s.state).toEqual(kept.state);
    // Resumed, it leaves the list; Dark Future's stays.
    expect(entries().map((li) => li.querySelector('[data-testid="saved-ruleset"]')?.textContent)).toEqual(['Dark Future']);
  });

  it('watches a kept road-gang game from its start without resuming it, and deletes it when asked twice', async () => {
    await keptRoadGang(6);
    useSession.getState().quit();
    await mount(<NewGameScreen />);
    await click(entryOf('Road gangs')!.querySelector('[data-testid="saved-watch"]'));
    expect(useSession.getState().session).toBeNull();
    expect(useSession.getState().replay?.at).toEqual({ c: 0, k: 0 });
    await mount(<RoadGangWatch />);
    expect(need('replay-position').textContent).toContain('Decision 0 of 6');
    await click(need('replay-fwd-decision'));
    await click(need('replay-fwd-decision'));
    expect(need('replay-position').textContent).toContain('Decision 2 of 6');
    expect(need('log').textContent).not.toBe('');
    await click(need('replay-close'));
    expect(useSession.getState().replay).toBeNull();
    await mount(<NewGameScreen />);
    const road = entryOf('Road gangs')!;
    await click(road.querySelector('[data-testid="saved-delete"]'));
    await click(road.querySelector('[data-testid="saved-delete-yes"]'));
    expect(document.querySelector('[data-testid="saved-games"]')).toBeNull();
  });

  it('Keep it and leave puts an unfinished road-gang game on the list before leaving it', async () => {
    expect(useSession.getState().start(roadGang.id, { ruleset: roadGang.id, players: PLAYERS, options: { train: false, gyrocopter: false } }, 5)).toBe(true);
    for (let k = 0; k < 6; k++) expect(useSession.getState().play(rg.rgLegalCommands(useSession.getState().session!.state as rg.RgState)[0])).toBe(true);
    // The whole app: leaving the game takes it back to the start screen, where the list is.
    await mount(<App />);
    await click(need('rg-quit'));
    await click(need('rg-quit-keep'));
    expect(useSession.getState().session).toBeNull();
    expect(entryOf('Road gangs')!.textContent).toContain('Ann v Bob');
  });
  it('Keep this game tells the player when the write fails, and says nothing was kept', async () => {
    expect(useSession.getState().start(roadGang.id, { ruleset: roadGang.id, players: PLAYERS }, 7)).toBe(true);
    await mount(<RoadGangScreen />);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await click(need('rg-keep'));
    expect(need('rg-save-problem').textContent).toContain('storage is full');
    expect(document.querySelector('[data-testid="rg-kept"]')).toBeNull();
    vi.restoreAllMocks();
    useSession.getState().listSaved();
    expect(useSession.getState().savedGames).toEqual([]);
  });

});
