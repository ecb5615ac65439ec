// Who the computer has been thinking for in a game, for the table's status line (issue 30): set by
// the client (think.ts) once a thought has lasted THINK_SHOWN_AFTER, cleared when it ends.
import { useSyncExternalStore } from 'react';
import { slowThinker, subscribeThinking } from './think';

/** The player of `game` the computer has been thinking for a while, or null. */
export function useSlowThinker(game: string): string | null {
  const t = useSyncExternalStore(subscribeThinking, slowThinker);
  return t && t.game === game ? t.player : null;
}
