// Engine answers for the current state, computed once per state (the state is immutable, so
// the state object itself is the memo key).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { legalCommands, pending, type Command, type Pending } from '../engine';
import { useStore } from '../store';
import { safe } from './safe';

export function usePending(): Pending | null {
  const game = useStore((s) => s.game);
  return useMemo(() => (game ? safe(() => pending(game), null) : null), [game]);
}

const NONE: Command[] = [];

export function useLegalCommands(): Command[] {
  const game = useStore((s) => s.game);
  return useMemo(() => (game ? safe(() => legalCommands(game), NONE) : NONE), [game]);
}

/** Whether a media query matches now, again whenever that changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((changed: () => void) => {
    const list = globalThis.matchMedia?.(query);
    list?.addEventListener('change', changed);
    return () => list?.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false, () => false);
}
