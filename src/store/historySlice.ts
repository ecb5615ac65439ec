// Undo (docs/architecture.md "Undo", boardgame.io): only a command that rolled no dice and revealed nothing
// hidden can be taken back, so nobody rerolls or un-sees a secret. Undo replays the game
// without the last command: the engine is deterministic, so no snapshots are needed.
import { History } from '../shell/history';
import { UI_RESET } from './slice';
import type { HistorySlice } from './types';
import { saveNow } from './autosave';
import { replay } from './replay';
import { gameFields } from './load';
import type { Slice } from './slice';

export const historySlice: Slice<HistorySlice> = (set, get) => ({
  undoable: History.of(),

  undo: () => {
    const { setup, seed, commands, undoable } = get();
    if (get().replay || !setup || commands.length === 0 || !undoable.at(undoable.length - 1)) return false;
    const rest = commands.slice(0, -1);
    const r = replay(setup, seed, rest);
    if (!r.ok) {
      set({ error: `${r.error.code}: ${r.error.message}` });
      return false;
    }
    set({ ...gameFields(setup, seed, rest, r.value), ...UI_RESET });
    saveNow(setup, seed, rest, get().gameName, get().seats);
    return true;
  },
});

/** Can the last command be taken back? */
export const canUndo = (s: { undoable: History<boolean> }): boolean => s.undoable.at(s.undoable.length - 1) === true;
