// A set-up roll (p87-88): what is rolled and why, the table it is rolled on, a big Roll button;
// the last roll's dice are shown above it.
import type { Pending } from '../engine';
import { useStore } from '../store';
import { RollTable } from './RollTable';
import { SetupDice } from './SetupDice';
import { rollLabel, STEP_PAGE, stepTitle } from './setupText';
import { PageBadge } from './PageBadge';

export function RollPanel({ pending }: { pending: Pending }) {
  const dispatch = useStore((s) => s.dispatch);
  const step = pending.step;
  const page = step ? STEP_PAGE[step.kind] : 'p87';
  return (
    <section className="decision setup-panel" aria-label={step ? stepTitle(step) : 'Roll'} data-testid="roll-panel" data-step={step?.kind ?? ''}>
      <SetupDice />
      <h2 className="setup-title">
        {step ? stepTitle(step) : 'Roll'} <PageBadge rule={page} />
      </h2>
      {step && <RollTable step={step} />}
      <button type="button" className="primary big-roll" data-testid="setup-roll" data-shortcut="1" autoFocus onClick={() => dispatch({ type: 'roll' })}>
        <kbd className="shortcut" aria-hidden="true">1</kbd> {rollLabel(step)}
      </button>
    </section>
  );
}
