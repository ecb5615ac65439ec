// Dark Future's part of the one store (src/shell/sessionStore.ts, issue 27), built from slices and
// added through the shell's addGamePart when the game loads; zustand's middleware (immer, persist)
// is the one store's (docs/architecture.md "The one store"). `useStore` is the hook and store API
// of this part alone. Its game is the one store's session (its rules and log entries handed over
// with addGameRules); the part's game fields are views of it, set below whenever it changes. The
// field names in ./types are the contract the renderer reads.
import { gameSlice } from './gameSlice';
import { historySlice, canUndo } from './historySlice';
import { uiSlice } from './uiSlice';
import { garageSlice } from './garageSlice';
import { computerSlice } from './computerSlice';
import { tutorialSlice } from './tutorialSlice';
import { replaySlice } from './replaySlice';
import { diceSlice } from './diceSlice';
import { privacySlice } from './privacySlice';
import { saveSlice } from './saveSlice';
import type { Store } from './types';
import { UI_KEPT } from './settings';
import { addGamePart, addGameRules, flushAutosave, useSession } from '../shell/sessionStore';
import { fieldsOf, LOG, READING } from './gameSession';
import { EMPTY_GAME, oneSession } from './gameSlice';
import { UI_RESET } from './slice';
import { darkFuture } from '../engine';

export type { ComputerSlice, DiceSlice, ReplaySlice, ReplayView, Seat, PrivacySlice, GameSlice, GarageSlice, HistorySlice, LogEntry, LoadProblem, NewGameDraft, Problem, Store, UiSlice } from './types';
export type { SavedDesign } from './designs';
export { DESIGNS_KEY, DESIGNS_BAD_KEY } from './designs';
export { canUndo };
export { computerToMove } from './computerSlice';
export { handoffTo } from './privacySlice';
export { driveComputerSeats, COMPUTER_DELAY } from './computerDriver';
export { HINT_LEVELS, type HintLevel } from './types';
/** The one autosave (src/shell/saves/slot.ts) under Dark Future's historic name. */
export { AUTOSAVE_KEY as SAVE_KEY } from '../shell/saves/slot';
export { ownsRuleset, parseSave, makeSave } from './gameSession';
export { OWNER_KEY, TAB_ID } from '../shell/saves/tabs';
export { GAMES_KEY, GAME_KEY_PREFIX } from '../shell/saves/savedGames';
export type { SaveSlice, SavedGameInfo } from './saveSlice';
export type { WriteProblem } from '../shell/saves/storage';
/** Writes a pending save now (the page is hiding, or something is about to read it): the one store's autosave. */
export const flushSave = (): void => flushAutosave();
export { checkSave } from './gameSession';
export { History } from '../shell/history';
export { currentStep, lessonBoardTarget, type TutorialState } from './tutorialSlice';
export { LESSONS, lessonById } from './tutorial/lessons';
export { boardTargetName, commandKey, garageWaitMet, sameCommand } from './tutorial/run';
export type { BoardTarget, GameLesson, GarageLesson, Lesson, LessonStep, Callout } from './tutorial/types';
export { PROGRESS_KEY } from './tutorial/progress';
export { REPLAY_SPEED } from './replaySlice';
export { turnsOf } from './replaySlice';
export type { Cursor, Unit } from '../shell/tape';

addGameRules(darkFuture, LOG, READING);

// The one record of settings keeps only the players' settings (UI_KEPT), never the game: saves are the autosave's.
export const useStore = addGamePart<Store>(
  darkFuture.id,
  (...a) => ({
    ...gameSlice(...a),
    ...historySlice(...a),
    ...uiSlice(...a),
    ...garageSlice(...a),
    ...computerSlice(...a),
    ...tutorialSlice(...a),
    ...replaySlice(...a),
    ...diceSlice(...a),
    ...privacySlice(...a),
    ...saveSlice(...a),
  }),
  UI_KEPT,
);

// The board's and the panels' game fields follow the one store's session (gameSession.ts fieldsOf):
// whoever plays, undoes, starts or resumes it (the one store's functions, its computer, a test). A
// replay open shows its own position and leaves the session waiting; another game taking the
// session (or none) leaves Dark Future's fields empty.
useSession.subscribe((now, prev) => {
  if (now.session === prev.session && now.name === prev.name) return;
  const part = useStore.getState();
  const s = oneSession();
  if (part.replay && s) return;
  if (s) {
    if (s !== part.session || now.name !== part.gameName) useStore.setState({ ...fieldsOf(s), ...UI_RESET, gameName: now.name });
  } else if (part.game !== null || part.replay !== null) {
    useStore.setState({ ...EMPTY_GAME, gameName: null });
  }
});
