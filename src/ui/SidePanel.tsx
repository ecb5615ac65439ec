// The side panel: who decides, what just happened, hint, the decision, log, record sheets. It
// scrolls on its own; every new decision starts at its top with focus on its heading, so a
// button the last player pressed never keeps the focus for the next one.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Pending } from '../engine';
import { DecisionPanel } from './DecisionPanel';
import { ComputerReason, ComputerTurn } from './ComputerPanels';
import { computerToMove, useStore } from '../store';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorBox } from './ErrorBox';
import { HintBox } from './HintBox';
import { Log } from './Log';
import { decisionHeadline } from './PendingBanner';
import { Recap } from './Recap';
import { RecordSheets } from './RecordSheets';
import { SideSwatch } from './SideSwatch';
import { DicePrompt } from './DicePrompt';
import { ReplayPanel } from './ReplayPanel';
import { OutOfPlayList } from './OutOfPlay';
import { PlayersPanel } from './PlayersPanel';
import { useCameraSettling } from './useCameraSettling';

/** Whether the browser would draw a focus ring here (:focus-visible: after keys, not after a click); where it cannot say, it would. */
function ringWanted(e: FocusEvent<HTMLElement>): boolean {
  try {
    return e.currentTarget.matches(':focus-visible');
  } catch {
    return true;
  }
}

const broken = (what: string) => <p className="error-box" role="alert">The {what} could not be shown.</p>;

export function SidePanel({ pending }: { pending: Pending | null }) {
  const game = useStore((s) => s.game);
  const decision = useStore((s) => s.commands.length);
  const viewer = useStore((s) => s.viewer);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading a decision focuses is visually hidden on a wide screen (the header says the same,
  // layout.css): a keyboard user still sees where the focus is, as a ring round the panel and its
  // twin in the header marked (on a phone the heading itself), until the focus moves on (panels.css).
  const [ring, setRing] = useState(false);
  useEffect(() => {
    panel.current?.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [decision, viewer]);
  const computer = useStore((s) => computerToMove(s) !== null);
  const watching = useStore((s) => s.replay !== null);
  const dice = useStore((s) => s.diceAsk !== null);
  const settling = useCameraSettling();
  return (
    <div className={ring ? 'side-panel heading-focus' : 'side-panel'} data-testid="side-panel" ref={panel}>
      <h2 className="decision-heading" tabIndex={-1} ref={heading} data-testid="decision-heading" onFocus={(e) => setRing(ringWanted(e))} onBlur={() => setRing(false)}>
        <SideSwatch owner={pending?.player} />{watching ? `Replay: ${decisionHeadline(game, pending)}` : decisionHeadline(game, pending)}
      </h2>
      {/* Watching: the controls come first, so a phone's sheet shows them without scrolling. */}
      {watching && <ReplayPanel />}
      <ErrorBoundary fallback={broken('recap')}>
        <Recap />
      </ErrorBoundary>
      <HintBox pending={pending} />
      <ErrorBox />
      <ComputerReason />
      {/* While the board's view still glides after the last command, the decision takes no input (settling.ts). */}
      <div className="decision-slot" data-testid="decision-slot" inert={settling} aria-busy={settling || undefined}>
        <ErrorBoundary fallback={broken('decision panel')}>
          {watching ? null : dice ? <DicePrompt /> : computer ? <ComputerTurn /> : <DecisionPanel pending={pending} />}
        </ErrorBoundary>
      </div>
      <ErrorBoundary fallback={broken('log')}>
        <Log />
      </ErrorBoundary>
      <ErrorBoundary fallback={broken('record sheets')}>
        {/* At the end the result's summary says how each vehicle left the road (GameOverPanel). */}
        {pending?.kind !== 'gameOver' && <OutOfPlayList />}
        <RecordSheets active={pending?.vehicle ?? null} />
        <PlayersPanel />
      </ErrorBoundary>
    </div>
  );
}
