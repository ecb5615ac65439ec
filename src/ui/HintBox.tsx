// Explains the current decision to a newcomer: a one-line rule reminder and why this car acts
// now (the move order, p12). The pointed-at action's own hint is ActionHint, below the buttons.
import type { Pending } from '../engine';
import { useStore } from '../store';
import { DECISION_REMINDER } from './rulePages';
import { withBadges } from './Tip';

/** Hint level (issue 10): full shows the reminder and why this car acts now; brief only the reminder; off nothing. */
export function HintBox({ pending }: { pending: Pending | null }) {
  const level = useStore((s) => s.hintLevel);
  // In a guided game the lesson's card is the hint: the box said the step's rule again, under the
  // card on a phone (issue 29, "say each thing once").
  const lesson = useStore((s) => s.tutorial !== null);
  if (!pending || level === 'off' || lesson) return null;
  return (
    <aside className="hint-box" aria-label="Hint" data-testid="hint-box">
      <p className="hint-reminder">{withBadges(DECISION_REMINDER[pending.kind])}</p>
      {level === 'full' && pending.why && pending.kind !== 'gameOver' && <p className="hint-why">{withBadges(pending.why)}</p>}
    </aside>
  );
}
