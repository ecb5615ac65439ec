// Explains the current decision to a newcomer: why this car acts now (p12), what the action
// being pointed at would do (the engine's preview hint), and a one-line rule reminder.
import { previewAction, type Pending } from '../engine';
import { useStore } from '../store';
import { DECISION_REMINDER } from './rulePages';
import { safe } from './safe';

export function HintBox({ pending }: { pending: Pending | null }) {
  const game = useStore((s) => s.game);
  const preview = useStore((s) => s.preview);
  if (!game || !pending) return null;
  const hint = preview ? safe(() => previewAction(game, preview.vehicle, preview.action).hint, '') : '';
  return (
    <aside className="hint-box" aria-label="Hint" data-testid="hint-box">
      <p className="hint-reminder">{DECISION_REMINDER[pending.kind]}</p>
      {pending.why && pending.kind !== 'gameOver' && <p className="hint-why">{pending.why}</p>}
      {hint && <p className="hint-action" data-testid="hint-action">{hint}</p>}
    </aside>
  );
}
