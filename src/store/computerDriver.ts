// Plays the computer's seats in the running app: whenever the game waits for a computer seat, its
// move is made after a short pause, so a person can watch it (the board animates the events as
// for any move). A person's decision is never answered. The computer thinks off the page's thread
// (thinkComputerMove, issue 30); when the game moves on meanwhile (an undo, a new game, a replay,
// leaving it) the thought is stopped and its answer dropped (src/shell/thinkingDriver.ts).
// Returns the function that stops it.
import { driveThinking } from '../shell/thinkingDriver';
import { computerToMove, thinkComputerMove, type ComputerStore } from './computerSlice';
import type { Store } from './types';

/** Milliseconds before a computer move: long enough to watch, with or without animations. */
export const COMPUTER_DELAY = { animated: 1100, still: 350 } as const;

export function driveComputerSeats(store: ComputerStore & { subscribe(l: () => void): () => void }, delay: (s: Store) => number = (s) => (s.animations ? COMPUTER_DELAY.animated : COMPUTER_DELAY.still)): () => void {
  return driveThinking({
    subscribe: (l) => store.subscribe(l),
    about: () => (store.getState().replay ? null : store.getState().game),
    due: () => computerToMove(store.getState()) !== null,
    delay: () => delay(store.getState()),
    move: (signal) => thinkComputerMove(store, signal),
  });
}
