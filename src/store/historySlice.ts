// Undo (docs/architecture.md "Undo", boardgame.io): only a command that rolled no dice and revealed
// nothing hidden can be taken back, so nobody rerolls or un-sees a secret. Undo is the shell
// session's (src/shell/session.ts undoCommand): the state kept from before the command, nothing
// replayed.
import { History } from '../shell/history';
import { UI_RESET } from './slice';
import type { HistorySlice } from './types';
import { saveNow } from './persistence';
import { fieldsOf, sessionOf, undoDf } from './gameSession';
import type { Slice } from './slice';

export const historySlice: Slice<HistorySlice> = (set, get) => ({
  undoable: History.of(),

  undo: () => {
    const session = get().replay ? null : sessionOf(get());
    const back = session ? undoDf(session) : null;
    if (!back) return false;
    set({ ...fieldsOf(back, true), ...UI_RESET });
    saveNow(get());
    return true;
  },
});

/** Can the last command be taken back? */
export const canUndo = (s: { undoable: History<boolean> }): boolean => s.undoable.at(s.undoable.length - 1) === true;
