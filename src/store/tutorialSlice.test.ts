// @vitest-environment happy-dom
// The lesson on the store (issue 10): only the step's command gets through dispatch, any other is
// explained with the engine's own verdict and changes nothing; the rival's moves come from the
// script; the player's game save is never touched; progress survives a reload under its own key.
import { beforeEach, describe, expect, it } from 'vitest';
import { legalCommands } from '../engine';
import { useStore, SAVE_KEY, PROGRESS_KEY, currentStep } from './index';
import { listed } from '../../tests/support/darkFutureListed';
import { GAME_ONE_LESSON } from './tutorial/gameOneLesson';

const initial = useStore.getState();
const get = () => useStore.getState();
const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

beforeEach(() => {
  get().quitLesson();
  localStorage.clear();
  useStore.setState(initial, true);
});

/** A game of the player's own, saved, to prove a lesson leaves it alone. */
function ownGame(): string {
  expect(get().start(setup, 7)).toBe(true);
  expect(get().dispatch({ type: 'rollForLead' })).toBe(true);
  return localStorage.getItem(SAVE_KEY)!;
}

describe('a lesson on the store', () => {
  it('lets through only the step’s command, and explains others with the engine’s words', () => {
    expect(get().startLesson('gameOne')).toBe(true);
    get().lessonNext(); // the welcome
    expect(currentStep(get().tutorial)?.id).toBe('roll-for-lead');
    const before = get().game;
    // Not legal: the engine's refusal, nothing changes.
    expect(get().dispatch({ type: 'place', vehicle: 'car1', lane: 4, t0: 40 })).toBe(false);
    expect(get().game).toBe(before);
    expect(get().tutorial?.note?.kind).toBe('illegal');
    expect(get().tutorial?.note?.words).toMatch(/not legal here: .+/);
    // The step's own command.
    expect(get().dispatch({ type: 'rollForLead' })).toBe(true);
    expect(get().tutorial?.done).toBe(true);
    expect(get().tutorial?.note).toBeNull();
  });

  it('refuses a legal choice that is not the lesson’s, saying it is legal', () => {
    get().startLesson('gameOne', 6); // you-accelerate
    expect(currentStep(get().tutorial)?.id).toBe('you-accelerate');
    const other = legalCommands(get().game!).find((c) => c.type === 'declare' && c.action.kind === 'brake')!;
    expect(get().dispatch(other)).toBe(false);
    expect(get().tutorial?.note?.kind).toBe('legal');
    expect(get().commands.length).toBe(4);
  });

  it('makes the rival’s move from the script when the player presses Next', () => {
    get().startLesson('gameOne', 3); // place-rival
    const n = get().commands.length;
    get().lessonNext();
    expect(get().commands.length).toBe(n + 1);
    expect(get().commands.at(n)).toEqual(GAME_ONE_LESSON.steps[3].command);
    expect(get().tutorial?.done).toBe(true);
  });

  it('never writes or clears the player’s save, and gives the game back on quit', () => {
    const saved = ownGame();
    const commands = get().commands.toArray();
    get().startLesson('gameOne');
    get().lessonNext();
    get().dispatch({ type: 'rollForLead' });
    get().newGame(); // even a new game from inside the lesson leaves the save alone
    expect(localStorage.getItem(SAVE_KEY)).toBe(saved);
    get().quitLesson();
    expect(get().tutorial).toBeNull();
    expect(get().commands.toArray()).toEqual(commands);
    expect(localStorage.getItem(SAVE_KEY)).toBe(saved);
  });

  it('resumes at the same step after a reload, with the same game', () => {
    get().startLesson('gameOne', 9);
    const { game } = get();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toMatchObject({ active: 'gameOne', lessons: { gameOne: { step: 9 } } });
    useStore.setState(initial, true);
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ schema: 1, active: 'gameOne', lessons: { gameOne: { step: 9, finished: false } } }));
    get().loadLessonProgress();
    expect(get().tutorial?.step).toBe(9);
    expect(get().game).toEqual(game);
  });

  it('reads progress at the door: a bad file is no progress', () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ schema: 1, active: 'gameOne', lessons: { gameOne: { step: -3, finished: 'yes' } } }));
    get().loadLessonProgress();
    expect(get().tutorial).toBeNull();
    expect(get().lessonProgress).toEqual({});
  });

  it('plays the whole first game through dispatch and marks it finished', () => {
    get().startLesson('gameOne');
    for (let i = 0; i < 200 && get().tutorial; i++) {
      const t = get().tutorial!;
      const step = currentStep(t)!;
      if (step.command && !t.done && (step.by ?? 'you') === 'you') expect(get().dispatch(step.command), step.id).toBe(true);
      else get().lessonNext();
    }
    expect(get().tutorial).toBeNull();
    expect(get().lessonProgress.gameOne?.finished).toBe(true);
  });
});

// Issue 29: "a lesson card once seen over an imported game". A lesson was left running when another
// game was loaded (a file imported, a share link's Play, a saved game resumed): its card stayed
// over that game, its gate refused that game's commands as "not the lesson's", and the autosave
// stayed paused, so the loaded game was not saved. Loading a game the player chose ends the lesson,
// as quitting it does (gameSlice.importGame, saveSlice.resumeSaved).
/** A game file of Game One, two decisions in, as an export or a share link holds it. */
function gameFile(seed: number): string {
  expect(get().start(setup, seed)).toBe(true);
  expect(get().dispatch({ type: 'rollForLead' })).toBe(true);
  return get().exportGame()!;
}

describe('a lesson gives way to a game the player loads', () => {
  it('importing a game during the first lesson ends the lesson: no card, its commands accepted, saved', () => {
    const file = gameFile(11);
    localStorage.clear();
    useStore.setState(initial, true);
    expect(get().startLesson('gameOne')).toBe(true);
    get().lessonNext();
    expect(get().tutorial).not.toBeNull();
    expect(get().importGame(file)).toBe(true);
    expect(get().tutorial).toBeNull();
    expect(get().seed).toBe(11);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toMatchObject({ active: null });
    // The imported game's own choices are played, not refused as not the lesson's.
    expect(get().dispatch(legalCommands(get().game!)[0])).toBe(true);
    expect(get().commands.length).toBe(2);
    // And saved as the game in progress.
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!)).toMatchObject({ seed: 11 });
  });

  it('resuming a saved game during a lesson ends it too', () => {
    gameFile(12);
    get().keepCurrent();
    const kept = listed().find((g) => g.id)!;
    expect(kept).toBeDefined();
    expect(get().startLesson('gameOne')).toBe(true);
    expect(get().resumeSaved(kept.id)).toBe(true);
    expect(get().tutorial).toBeNull();
    expect(get().seed).toBe(12);
    expect(get().dispatch(legalCommands(get().game!)[0])).toBe(true);
  });
});
