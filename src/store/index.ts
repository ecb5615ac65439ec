// The one store (zustand + immer), built from slices. SKELETON: the UI helper completes it;
// the field names below are the contract the renderer reads.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Action, Command, GameEvent, GameSetup, GameState } from '../engine';

export interface LogEntry {
  /** Position in the game's event history. */
  index: number;
  turn: number;
  phase: number;
  event: GameEvent;
}

export interface GameSlice {
  setup: GameSetup | null;
  seed: number;
  commands: Command[];
  game: GameState | null;
  log: LogEntry[];
  /** Events of the last command, for animation. */
  lastEvents: GameEvent[];
  error: string | null;
}

export interface UiSlice {
  /** The action the player is pointing at: the board draws its contact zone / fire corridor. */
  preview: { vehicle: string; action: Action } | null;
  animations: boolean;
  /** The player looking at the screen (hot-seat): only their own secrets are shown. */
  viewer: string | null;
}

export type Store = GameSlice & UiSlice;

export const useStore = create<Store>()(
  immer(() => ({
    setup: null,
    seed: 1,
    commands: [],
    game: null,
    log: [],
    lastEvents: [],
    error: null,
    preview: null,
    animations: true,
    viewer: null,
  })),
);
