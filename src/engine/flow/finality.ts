// Which commands may be taken back (docs/architecture.md "Undo"): only one that rolled no dice, turned over no
// hidden marker and made no hidden choice. Answered from what the command did (its events and
// the dice drawn), so the store and the UI never re-derive it.
import type { GameEvent } from '../events';
import type { GameState } from '../types';

export type FinalReason = 'dice' | 'revealed' | 'hiddenChoice';

/** Why a command cannot be taken back, or null when it can. `before` is the state it was applied to. */
export function finalReason(before: GameState, after: GameState, events: GameEvent[]): FinalReason | null {
  if (after.rng.rolls !== before.rng.rolls || events.some((e) => e.dice.length > 0)) return 'dice';
  if (events.some((e) => e.type === 'markerRevealed')) return 'revealed';
  // Real or dummy (p22): laying a face-down marker is a choice the other players must not see
  // taken back and made again. Smoke is always laid face up.
  if (events.some((e) => e.type === 'passiveLaid' && (e.dummy || e.kind !== 'smoke'))) return 'hiddenChoice';
  return null;
}
