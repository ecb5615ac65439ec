// The one store (zustand + immer), built from slices (STYLE.md: middleware only on the combined
// store). The field names in ./types are the contract the renderer reads.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { gameSlice } from './gameSlice';
import { historySlice, canUndo } from './historySlice';
import { uiSlice } from './uiSlice';
import type { Store } from './types';

export type { GameSlice, HistorySlice, LogEntry, LoadProblem, Problem, Store, UiSlice } from './types';
export { canUndo };
export { SAVE_KEY } from './persistence';

export const useStore = create<Store>()(
  immer((...a) => ({
    ...gameSlice(...a),
    ...historySlice(...a),
    ...uiSlice(...a),
  })),
);
