// Saving that never fails silently, one game per tab, and games kept side by side (issue 11).
// The game in progress is the one store's autosave (src/shell/sessionStore.ts: its one writer, its
// one saveProblem, its tab rule); the saved-games list (savedGames.ts) holds the others. What is
// Dark Future's own here is its buttons' words: its codes, its lesson giving way, its replay.
import { claim } from '../shell/saves/tabs';
import { dropGame, renameGame } from '../shell/saves/savedGames';
import { saveProblemOf, useSession } from '../shell/sessionStore';
import { fileProblem, rulesNotice, sessionShown, told } from './gameSession';
import { UI_RESET, type Slice } from './slice';
import type { SaveSlice } from './types';

// The slice's shape lives in types.ts with the store it is part of, so the two do not import each other.
export type { SaveSlice } from './types';

export type { SavedGameInfo } from '../shell/saves/savedGames';

/** The one saved-games list, every game's (the session's, docs/architecture.md "The one store"), read again after the list changed. */
export const relist = (): void => useSession.getState().listSaved();

export const saveSlice: Slice<SaveSlice> = (set, get) => ({
  gameName: null,

  retrySave: () => useSession.getState().retrySave(),

  takeOver: () => {
    claim();
    useSession.setState({ saveProblem: null });
    const had = get().game;
    get().boot();
    // The other tab left no game: the one on this screen becomes the autosave.
    if (get().game === had && had) get().retrySave();
  },

  keepCurrent: () => {
    const s = get();
    // The game shown is the one store's session (a position laid out in the fields alone becomes it).
    if (!s.replay) sessionShown(s);
    return s.game || s.replay ? useSession.getState().keepCurrent() : null;
  },

  resumeSaved: (id) => {
    useSession.setState({ problem: null });
    // The one store resumes it (the game in progress goes on the list first), once a lesson running
    // has given way to the game chosen, as on an import (gameSlice.importGame).
    const resumed = useSession.getState().resumeSaved(id, () => {
      if (get().tutorial) get().quitLesson();
      if (!get().replay) sessionShown(get());
      return true;
    });
    const p = told();
    if (!resumed) {
      // No problem said: the game in progress could not be kept (the one store's saveProblem says why).
      if (p?.code === 'SAVE_MISSING') set({ error: 'SAVE_MISSING: That saved game is no longer there.' });
      else if (p) {
        const e = fileProblem(p);
        set({ error: `That saved game could not be resumed, it is still on the list — ${e.code}: ${e.message}` });
      }
      return false;
    }
    // A game of older rules: its text as saved was kept aside by the one store before it left the list.
    set({ ...UI_RESET, loadProblem: null, lastReason: null, ...rulesNotice(p) });
    return true;
  },

  deleteSaved: (id) => {
    dropGame(id);
    relist();
  },

  renameSaved: (id, name) => {
    const p = renameGame(id, name);
    if (p) useSession.setState({ saveProblem: saveProblemOf(p) });
    relist();
  },
});
