// @vitest-environment happy-dom
// One autosave for every game (issue 27): the one key holds the game in progress, whichever game it
// is; the session's old second key is read once, moved in or kept on the saved-games list; starting a
// game of one store keeps the other store's game on the list first. Saves of each old format load.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../games/registry';
import { loadGame } from '../games';
import { writeGameFile } from './gameFile';
import { listGames } from './savedGames';
import { AUTOSAVE_KEY, OLD_SESSION_KEY, rulesetOfText, UNREADABLE_KEY } from './slot';

const RG_SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { train: false, gyrocopter: false, roundLimit: null } };
const RG_VERSION = (await loadGame('roadGang'))!.ruleset.version;
const DF_SETUP = { scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] };
const rgText = (commands: unknown[] = []) => writeGameFile(RG_SETUP, 3, commands, {}, { ruleset: 'roadGang', rulesetVersion: RG_VERSION });
/** A Dark Future save as the store wrote it before rulesets were named in the file (schema 1: no ruleset). */
const DF_SCHEMA_1 = JSON.stringify({ schema: 1, setup: DF_SETUP, seed: 5, commands: [] });

/** Both stores as a fresh page makes them, over what localStorage holds now. */
async function freshPage() {
  vi.resetModules();
  await import('../../games/registry');
  // As main.tsx opens the page: the games it opens with load (Dark Future's house boots), the session resumes.
  await (await import('../boot')).bootGames('', true);
  const session = (await import('../sessionStore')).useSession;
  // The page opens Dark Future's store beside the session; the shell's code never does.
  // oxlint-disable-next-line no-restricted-imports
  const df = (await import('../../store')).useStore;
  return { session, df };
}

beforeEach(() => localStorage.clear());

describe('the one autosave', () => {
  it('reads the ruleset of a text; a text with none (or not a game) is the first game\'s', () => {
    expect(rulesetOfText(rgText())).toBe('roadGang');
    expect(rulesetOfText(DF_SCHEMA_1)).toBe('darkFuture');
    expect(rulesetOfText('{not json')).toBe('darkFuture');
  });

  it('a Dark Future save of the oldest format in the key resumes as the one session, shown by its part', async () => {
    localStorage.setItem(AUTOSAVE_KEY, DF_SCHEMA_1);
    const { session, df } = await freshPage();
    expect(df.getState().game?.scenario).toBe('gameOne');
    expect(session.getState().session?.state).toBe(df.getState().game);
    expect(session.getState().problem).toBeNull();
  });

  it('a road-gang game under the old second key moves into the one key and resumes; the old key is gone', async () => {
    const first = rgText();
    localStorage.setItem(OLD_SESSION_KEY, first);
    const { session, df } = await freshPage();
    expect(localStorage.getItem(OLD_SESSION_KEY)).toBeNull();
    expect(session.getState().session?.ruleset).toBe('roadGang');
    expect(rulesetOfText(localStorage.getItem(AUTOSAVE_KEY)!)).toBe('roadGang');
    expect(df.getState().game).toBeNull();
    expect(df.getState().loadProblem).toBeNull();
  });

  it('both old keys holding a game: Dark Future\'s stays in progress, the road-gang game is kept on the saved-games list', async () => {
    localStorage.setItem(AUTOSAVE_KEY, DF_SCHEMA_1);
    localStorage.setItem(OLD_SESSION_KEY, rgText());
    const { session, df } = await freshPage();
    expect(localStorage.getItem(OLD_SESSION_KEY)).toBeNull();
    expect(df.getState().game?.scenario).toBe('gameOne');
    expect(session.getState().session?.ruleset).toBe('darkFuture');
    expect(listGames().games.map((g) => g.ruleset)).toEqual(['roadGang']);
  });

  it('an unreadable text under the old key is kept aside, never lost', async () => {
    localStorage.setItem(AUTOSAVE_KEY, DF_SCHEMA_1);
    localStorage.setItem(OLD_SESSION_KEY, '{"schema":3,"ruleset":"roadGang","rulesetVersion":2,"setup":{},"seed":1,"commands":[]}');
    await freshPage();
    expect(localStorage.getItem(OLD_SESSION_KEY)).toBeNull();
    const aside = Object.keys(localStorage).filter((k) => k.startsWith(UNREADABLE_KEY));
    expect(aside.length).toBe(1);
  });

  it('starting a road-gang game keeps the Dark Future game on the list; starting Dark Future keeps the road-gang game', async () => {
    localStorage.setItem(AUTOSAVE_KEY, DF_SCHEMA_1);
    const { session, df } = await freshPage();
    expect(session.getState().start('roadGang', RG_SETUP, 8)).toBe(true);
    expect(df.getState().game).toBeNull();
    expect(rulesetOfText(localStorage.getItem(AUTOSAVE_KEY)!)).toBe('roadGang');
    expect(listGames().games.map((g) => g.ruleset ?? 'darkFuture')).toEqual(['darkFuture']);
    expect(df.getState().start(DF_SETUP as never, 4)).toBe(true);
    expect(session.getState().session?.ruleset).toBe('darkFuture');
    expect(rulesetOfText(localStorage.getItem(AUTOSAVE_KEY)!)).toBe('darkFuture');
    expect(listGames().games.map((g) => g.ruleset ?? 'darkFuture').sort()).toEqual(['darkFuture', 'roadGang']);
    // Dark Future's game is the one session: quitting it ends that game, its autosave and its part's view.
    session.getState().quit();
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(df.getState().game).toBeNull();
  });
});
