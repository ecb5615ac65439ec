// Saving that never fails silently, one game per tab, and games kept side by side (issue 11).
// The game in progress is the autosave; the saved-games list (savedGames.ts) holds the others.
import { makeSave, RULES_CHANGED_KEY, SAVE_KEY, saveNow, saves } from './persistence';
import { keepAside } from '../shell/saves/keepAside';
import { rulesChangedWords } from '../shell/saves/rulesChanged';
import { claim, ownedElsewhere, watchOtherTabs } from './tabs';
import { dropGame, gameInfo, keepGame, readGame, renameGame, type SavedGameInfo } from '../shell/saves/savedGames';
import { useSession } from '../shell/sessionStore';
import { claimSlot } from '../shell/saves/slot';
import { DARK_FUTURE } from './ruleset';
import { loadSave } from './load';
import { fieldsOf } from './gameSession';
import { seatsNow } from './computerSlice';
import { UI_RESET, type Slice } from './slice';
import type { SaveSlice, Store } from './types';

// The slice's shape lives in types.ts with the store it is part of, so the two do not import each other.
export type { SaveSlice } from './types';

export type { SavedGameInfo } from '../shell/saves/savedGames';

/** The one saved-games list, every game's (the session's, docs/architecture.md "The one store"), read again after the list changed. */
export const relist = (): void => useSession.getState().listSaved();

/** What the saved-games list shows of a game (the generic list asks the ruleset). */
const infoOf = (s: Store): Omit<SavedGameInfo, 'id'> | null => (s.setup && s.game ? gameInfo(DARK_FUTURE, s.game, s.gameName, new Date().toISOString()) : null);

export const saveSlice: Slice<SaveSlice> = (set, get) => {
  saves.reportTo((problem) => {
    if (get().saveProblem !== problem) set({ saveProblem: problem });
  });
  watchOtherTabs(SAVE_KEY, () => set({ saveProblem: 'elsewhere' }));
  return {
    saveProblem: null,
    gameName: null,

    retrySave: () => {
      return saveNow(get()) === null;
    },

    takeOver: () => {
      claim();
      set({ saveProblem: null });
      const had = get().game;
      get().boot();
      // The other tab left no game: the one on this screen becomes the autosave.
      if (get().game === had && had) get().retrySave();
    },

    keepCurrent: () => {
      const s = get();
      const info = infoOf(s);
      // A lesson's game (tutorialSlice) is not the player's: it never goes on the list.
      if (!info || !s.setup || saves.paused) return null;
      if (ownedElsewhere()) return 'elsewhere';
      const problem = keepGame(makeSave(s.setup, s.seed, s.commands, { name: info.name, savedAt: info.lastPlayed, seats: seatsNow() }), info);
      relist();
      if (problem) set({ saveProblem: problem });
      return problem;
    },

    resumeSaved: (id) => {
      const text = readGame(id);
      if (text === null) {
        set({ error: 'SAVE_MISSING: That saved game is no longer there.' });
        relist();
        return false;
      }
      const r = loadSave(text);
      if (!r.ok) {
        set({ error: `That saved game could not be resumed, it is still on the list — ${r.error.code}: ${r.error.message}` });
        return false;
      }
      // A lesson running gives way to the game chosen, as on an import (gameSlice.importGame).
      if (get().tutorial) get().quitLesson();
      if (get().keepCurrent() !== null) return false;
      // Another game in the one autosave goes on the list too (src/shell/saves/slot.ts).
      if (!claimSlot(DARK_FUTURE.id)) return false;
      const { save, session, changed } = r.value;
      const name = useSession.getState().savedGames.find((g) => g.id === id)?.name ?? save.name ?? null;
      get().setSeats(save.seats ?? {});
      set({ ...fieldsOf(session), ...UI_RESET, loadProblem: null, gameName: name });
      // The listed game leaves the list below: its text as saved is kept aside first.
      if (changed) set({ error: rulesChangedWords(changed, keepAside(RULES_CHANGED_KEY, text)) });
      if (saveNow(get()) === null) dropGame(id);
      relist();
      return true;
    },

    deleteSaved: (id) => {
      dropGame(id);
      relist();
    },

    renameSaved: (id, name) => {
      const p = renameGame(id, name);
      if (p) set({ saveProblem: p });
      relist();
    },
  };
};
