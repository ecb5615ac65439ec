// A phone or a narrow window (the layout's breakpoint): a table's bar keeps only Undo and its menu.
import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 800px)';
const narrowQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null);
const subscribeNarrow = (f: () => void) => {
  const q = narrowQuery();
  q?.addEventListener('change', f);
  return () => q?.removeEventListener('change', f);
};
const isNarrow = () => narrowQuery()?.matches ?? false;

export const useNarrow = (): boolean => useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
