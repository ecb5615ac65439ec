// Undo (docs/architecture.md "Undo", boardgame.io): only a command that rolled no dice and revealed
// nothing hidden can be taken back, so nobody rerolls or un-sees a secret. Undo is the one store's
// (src/shell/sessionStore.ts undo: the session's state kept from before the command, nothing
// replayed); the fields follow the session (index.ts).
import { History } from '../shell/history';
import { mayUndo } from '../shell/session';
import { useSession } from '../shell/sessionStore';
import type { HistorySlice } from './types';
import { sessionShown } from './gameSession';
import type { Slice } from './slice';

export const historySlice: Slice<HistorySlice> = (_set, get) => ({
  undoable: History.of(),

  undo: () => {
    const session = get().replay ? null : sessionShown(get());
    if (!session || !mayUndo(session)) return false;
    useSession.getState().undo();
    return useSession.getState().session !== (session as unknown);
  },
});

/** Can the last command be taken back? */
export const canUndo = (s: { undoable: History<boolean> }): boolean => s.undoable.at(s.undoable.length - 1) === true;
