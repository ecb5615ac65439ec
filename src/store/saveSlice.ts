// Saving that never fails silently, one game per tab, and games kept side by side (issue 11).
// The game in progress is the one store's autosave (src/shell/sessionStore.ts: its one writer, its
// one saveProblem, its tab rule); the saved-games list (savedGames.ts) holds the others. What is
// Dark Future's own here is its buttons' words: its codes, its lesson giving way, its replay.
import { RULES_CHANGED_KEY } from './persistence';
import { keepAside } from '../shell/saves/keepAside';
import { rulesChangedWords } from '../shell/saves/rulesChanged';
import { claim } from '../shell/saves/tabs';
import { dropGame, readGame, renameGame } from '../shell/saves/savedGames';
import { saveProblemOf, useSession } from '../shell/sessionStore';
import type { Session } from '../shell/session';
import { readSave, sessionOf } from './gameSession';
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
    const session = s.replay ? null : sessionOf(s);
    if (session && useSession.getState().session !== (session as unknown)) useSession.setState({ session: session as unknown as Session });
    return s.game || s.replay ? useSession.getState().keepCurrent() : null;
  },

  resumeSaved: (id) => {
    const text = readGame(id);
    if (text === null) {
      set({ error: 'SAVE_MISSING: That saved game is no longer there.' });
      relist();
      return false;
    }
    const r = readSave(text);
    if (!r.ok) {
      set({ error: `That saved game could not be resumed, it is still on the list — ${r.error.code}: ${r.error.message}` });
      return false;
    }
    // A lesson running gives way to the game chosen, as on an import (gameSlice.importGame).
    if (get().tutorial) get().quitLesson();
    if (get().keepCurrent() !== null) return false;
    const { session, changed, seats } = r.value;
    const name = useSession.getState().savedGames.find((g) => g.id === id)?.name ?? r.value.name;
    useSession.getState().adopt(session as unknown as Session, { seats, name });
    set({ ...UI_RESET, loadProblem: null, lastReason: null });
    // The listed game leaves the list below: its text as saved is kept aside first.
    if (changed) set({ error: rulesChangedWords(changed, keepAside(RULES_CHANGED_KEY, text)) });
    if (useSession.getState().saveProblem === null) dropGame(id);
    relist();
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
