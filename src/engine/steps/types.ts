// A set-up step handler: what the step waits for, which answers are legal, and what an answer does.
import type { Ctx } from '../core/ctx';
import type { Command, GameState, Pending, RuleError, SetupStep } from '../types';

export interface StepHandler<K extends SetupStep['kind'] = SetupStep['kind']> {
  pending(s: GameState, step: Extract<SetupStep, { kind: K }>): Pending;
  commands(s: GameState, step: Extract<SetupStep, { kind: K }>): Command[];
  /** Carries out a legal answer. It may add steps in front (a reroll) or after (placements). */
  apply(ctx: Ctx, step: Extract<SetupStep, { kind: K }>, c: Command): void;
  /**
   * For answers too many to list (a side's design, a starting speed): why `c` is refused, or null
   * when it is accepted. Without it only the answers `commands` lists are accepted.
   */
  refuse?(s: GameState, step: Extract<SetupStep, { kind: K }>, c: Command): RuleError | null;
}
