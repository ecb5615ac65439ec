// The side panel: hint, the decision, record sheets, log. It scrolls on its own.
import type { Pending } from '../engine';
import { DecisionPanel } from './DecisionPanel';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorBox } from './ErrorBox';
import { HintBox } from './HintBox';
import { Log } from './Log';
import { RecordSheets } from './RecordSheets';

const broken = (what: string) => <p className="error-box" role="alert">The {what} could not be shown.</p>;

export function SidePanel({ pending }: { pending: Pending | null }) {
  return (
    <div className="side-panel" data-testid="side-panel">
      <HintBox pending={pending} />
      <ErrorBox />
      <ErrorBoundary fallback={broken('decision panel')}>
        <DecisionPanel pending={pending} />
      </ErrorBoundary>
      <ErrorBoundary fallback={broken('log')}>
        <Log />
      </ErrorBoundary>
      <ErrorBoundary fallback={broken('record sheets')}>
        <RecordSheets active={pending?.vehicle ?? null} />
      </ErrorBoundary>
    </div>
  );
}
