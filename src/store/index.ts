// Dark Future's part of the one store (src/shell/sessionStore.ts, issue 27), built from slices and
// added through the shell's addGamePart when the game loads; zustand's middleware (immer, persist)
// is the one store's (docs/architecture.md "The one store"). `useStore` is the hook and store API
// of this part alone. The field names in ./types are the contract the renderer reads.
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
import { addGamePart } from '../shell/sessionStore';
import { registerSlotHolder } from '../shell/saves/slot';
import { DARK_FUTURE } from './ruleset';
import { ownsRuleset, saves } from './persistence';

export type { ComputerSlice, DiceSlice, ReplaySlice, ReplayView, Seat, PrivacySlice, GameSlice, GarageSlice, HistorySlice, LogEntry, LoadProblem, NewGameDraft, Problem, Store, UiSlice } from './types';
export type { SavedDesign } from './designs';
export { DESIGNS_KEY, DESIGNS_BAD_KEY } from './designs';
export { canUndo };
export { computerToMove } from './computerSlice';
export { handoffTo } from './privacySlice';
export { driveComputerSeats, COMPUTER_DELAY } from './computerDriver';
export { HINT_LEVELS, type HintLevel } from './types';
export { SAVE_KEY, ownsRuleset, parseSave, makeSave } from './persistence';
export { OWNER_KEY, TAB_ID } from './tabs';
export { GAMES_KEY, GAME_KEY_PREFIX } from '../shell/saves/savedGames';
export type { SaveSlice, SavedGameInfo } from './saveSlice';
export type { WriteProblem } from './persistence';
/** Writes a pending save now (the page is hiding, or something is about to read it). */
export const flushSave = (): void => saves.flush();
export { checkSave } from './load';
export { History } from '../shell/history';
export { currentStep, lessonBoardTarget, type TutorialState } from './tutorialSlice';
export { LESSONS, lessonById } from './tutorial/lessons';
export { boardTargetName, commandKey, garageWaitMet, sameCommand } from './tutorial/run';
export type { BoardTarget, GameLesson, GarageLesson, Lesson, LessonStep, Callout } from './tutorial/types';
export { PROGRESS_KEY } from './tutorial/progress';
export { REPLAY_SPEED } from './replaySlice';
export { turnsOf } from './replaySlice';
export type { Cursor, Unit } from '../shell/tape';

// The one record of settings keeps only the players' settings (UI_KEPT), never the game: saves are the autosave's.
export const useStore = addGamePart<Store>(
  DARK_FUTURE.id,
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

// Dark Future's hold on the one autosave (src/shell/saves/slot.ts): a game of another store about
// to start asks it to let go, and its game goes on the saved-games list first.
registerSlotHolder({ id: DARK_FUTURE.id, owns: ownsRuleset, release: () => useStore.getState().releaseSlot() });
