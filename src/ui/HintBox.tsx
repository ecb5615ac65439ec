// Explains the current decision to a newcomer: a one-line rule reminder and why this car acts
// now (the move order, p12). The pointed-at action's own hint is ActionHint, below the buttons.
import type { Pending } from '../engine';
import { DECISION_REMINDER } from './rulePages';

export function HintBox({ pending }: { pending: Pending | null }) {
  if (!pending) return null;
  return (
    <aside className="hint-box" aria-label="Hint" data-testid="hint-box">
      <p className="hint-reminder">{DECISION_REMINDER[pending.kind]}</p>
      {pending.why && pending.kind !== 'gameOver' && <p className="hint-why">{pending.why}</p>}
    </aside>
  );
}
