// STUB (mine): the turn engine.
import type { GameEvent } from './events';
import type { Command, GameState, Pending, Result, RuleError } from './types';

export function pending(_s: GameState): Pending { throw new Error('not implemented'); }
export function legalCommands(_s: GameState): Command[] { throw new Error('not implemented'); }
export function apply(_s: GameState, _c: Command): Result<{ state: GameState; events: GameEvent[] }, RuleError> { throw new Error('not implemented'); }
