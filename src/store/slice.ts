// The slice creator type: every slice sees the whole store, through immer (docs/architecture.md: middleware
// only on the combined store).
import type { StateCreator } from 'zustand';
import type { Store } from './types';

export type Slice<T> = StateCreator<Store, [['zustand/immer', never]], [], T>;

/** A fresh seed for a new game or a restart (the engine itself never uses Math.random). */
export const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/** What a new game, a load or an undo clears: previews and anything shown to one player only. */
export const UI_RESET = { preview: null, viewer: null, peekRequest: null, secretRequest: null, diceAsk: null } as const;
