// STUB (mine): what the UI shows before a player commits.
import type { Action, GameState, Zone } from './types';

export interface ActionPreview {
  /** Contact zone of the intended move (empty when the vehicle does not move). */
  zone: Zone;
  /** Where the vehicle would end, if it moves. */
  end: { lane: number; t0: number; t1: number } | null;
  /** Hazards the move itself will cause, each with the chance of each result. */
  hazards: { limit: number; cause: string; rule: string; odds: { ok: number; panicBrake: number; controlLoss: number } }[];
  /** A U-turn at 31+ mph loses control before moving (p14). */
  certainControlLoss: boolean;
  /** Words a newcomer can read: what this action does and the rule behind it. */
  hint: string;
}

export function previewAction(_s: GameState, _vid: string, _a: Action): ActionPreview { throw new Error('not implemented'); }
