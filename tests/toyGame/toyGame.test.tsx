// @vitest-environment happy-dom
// A third game added by this folder alone (issue 27's "done means"): registered as the registry
// registers the real ones, it is chosen on the new-game screen, played through the shell's session
// to a winner, autosaved, kept on the saved-games list beside the other games', watched as a replay
// and resumed, with no file outside tests/toyGame naming it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../src/games/registry';
import { App, preloadScreens } from '../../src/App';
import { games, registerGame, unregisterGame } from '../../src/shell/games';
import { SESSION_KEY, useSession } from '../../src/shell/sessionStore';
import { resetStores } from '../../src/ui/testing/stores';
import { byTestId, click, mount, need, unmount } from '../../src/ui/testing/mount';
import { toyGame } from './screens';
import { GOAL, type ToyState } from './rules';

beforeAll(async () => {
  registerGame(toyGame);
  await preloadScreens();
});
afterAll(() => unregisterGame(toyGame.id));
beforeEach(async () => {
  await unmount();
  resetStores();
});

/** Plays the first offered command until the race is won (a step of 1 each time: no dice, so each may be undone). */
async function playToTheEnd(): Promise<number> {
  let n = 0;
  while (byTestId('toy-cmd-0')) {
    await click(need('toy-cmd-0'));
    n++;
  }
  return n;
}

describe('a toy third game in the house', () => {
  it('is offered on the new-game screen after the real games, and its own form starts it on the session', async () => {
    expect(games().map((g) => g.id).at(-1)).toBe('toyRace');
    await mount(<App />);
    await click(need('ng-ruleset-toyRace'));
    expect(byTestId('toy-form')).not.toBeNull();
    // The other games' forms are gone with the choice.
    expect(byTestId('new-game-form')).toBeNull();
    await click(need('toy-start'));
    expect(byTestId('toy-screen')).not.toBeNull();
    expect(useSession.getState().session?.ruleset).toBe('toyRace');
    // Autosaved at once, as a game file tagged with the toy's id and version.
    const saved = JSON.parse(localStorage.getItem(SESSION_KEY)!);
    expect([saved.ruleset, saved.rulesetVersion]).toEqual(['toyRace', 1]);
  });

  it('plays to a winner, undoes what rolled no dice, keeps it on the saved-games list, watches it, and resumes it', async () => {
    await mount(<App />);
    await click(need('ng-ruleset-toyRace'));
    await click(need('toy-start'));
    await click(need('toy-cmd-1'));
    expect(need('toy-scores').textContent).toBe('Ann 2 · Bob 0');
    useSession.getState().undo();
    await mount(<App />);
    expect(need('toy-scores').textContent).toBe('Ann 0 · Bob 0');
    const moves = await playToTheEnd();
    // A step of 1 each turn: Ann reaches ten on her tenth step, the 19th command.
    expect(moves).toBe(2 * GOAL - 1);
    expect(need('toy-scores').textContent).toContain('winner p1');
    const final = useSession.getState().session!.state as ToyState;

    await click(need('toy-keep'));
    await click(need('toy-quit'));
    expect(byTestId('toy-screen')).toBeNull();
    const entry = [...document.querySelectorAll('[data-testid^="saved-"] [data-testid="saved-ruleset"]')].find((e) => e.textContent === 'Race to ten');
    expect(entry, 'the toy game is on the one saved-games list, under its own title').toBeDefined();
    const item = entry!.closest('li')!;
    expect(item.textContent).toContain('Ann, Bob');

    await click(item.querySelector('[data-testid="saved-watch"]'));
    expect(byTestId('toy-watch')).not.toBeNull();
    expect(need('toy-scores').textContent).toBe('Ann 0 · Bob 0');
    for (let k = 0; k < moves; k++) await click(need('toy-next'));
    expect(need('toy-scores').textContent).toContain('winner p1');
    await click(need('toy-close'));

    const again = [...document.querySelectorAll('[data-testid="saved-ruleset"]')].find((e) => e.textContent === 'Race to ten')!.closest('li')!;
    await click(again.querySelector('[data-testid="saved-resume"]'));
    expect(byTestId('toy-screen')).not.toBeNull();
    expect(useSession.getState().session!.state).toEqual(final);
  });

  it('its autosave is a game file the session loads back to the same state', async () => {
    await mount(<App />);
    await click(need('ng-ruleset-toyRace'));
    await click(need('toy-start'));
    await click(need('toy-cmd-2'));
    const text = localStorage.getItem(SESSION_KEY)!;
    const before = useSession.getState().session!.state;
    useSession.getState().quit();
    expect(useSession.getState().loadText(text, { only: 'toyRace' })).toBe(true);
    expect(useSession.getState().session!.state).toEqual(before);
  });
});
