// STUB (mine): events and actions in words.
import type { GameEvent } from './events';
import type { Action, GameState } from './types';

/** The event in words for the log. `viewer` hides other players' secrets (dummy markers). */
export function describeEvent(_e: GameEvent, _s: GameState, _viewer: string | null): string { throw new Error('not implemented'); }
export function describeAction(_a: Action, _s: GameState, _vid: string): string { throw new Error('not implemented'); }
