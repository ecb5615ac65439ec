// Plays the computer's seats in the running app: whenever the game waits for a computer seat, its
// move is made after a short pause, so a person can watch it (the board animates the events as
// for any move). A person's decision is never answered. Returns the function that stops it.
import type { StoreApi } from 'zustand';
import { computerToMove } from './computerSlice';
import type { Store } from './types';

/** Milliseconds before a computer move: long enough to watch, with or without animations. */
export const COMPUTER_DELAY = { animated: 1100, still: 350 } as const;

export function driveComputerSeats(store: Pick<StoreApi<Store>, 'getState' | 'subscribe'>, delay = (s: Store) => (s.animations ? COMPUTER_DELAY.animated : COMPUTER_DELAY.still)): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = () => {
    const s = store.getState();
    if (timer || !computerToMove(s)) return;
    timer = setTimeout(() => {
      timer = null;
      store.getState().computerMove();
      check();
    }, delay(s));
  };
  const stop = store.subscribe(check);
  check();
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
