// A game opened from a share link (issue 11, for every game of the house: issue 27): what it is,
// then watch it or play on from it; playing replaces a game in progress only after asking. Drawn
// from props alone; the game that reads the link (its store) passes what it found.
import { useState } from 'react';
import { Modal } from './Modal';

export interface SharedGameDialogProps {
  /** What the link holds, in players' words ("Road gangs: Ann v Bob, 12 decisions"), or null when it holds no game. */
  summary: string | null;
  /** Why the link could not be opened (with its code), or null. */
  problem: string | null;
  /** The turn of the game in progress that playing would replace; null when none is. */
  liveTurn: number | null;
  /** What becomes of that game ("It goes on the saved-games list first."). */
  replaceNote: string;
  watch(): void;
  play(): void;
  /** Closes the dialog, changing nothing. */
  close(): void;
}

export function SharedGameDialog({ summary, problem, liveTurn, replaceNote, watch, play, close }: SharedGameDialogProps) {
  const [confirm, setConfirm] = useState(false);
  return (
    <Modal className="settings-panel" labelledBy="shared-title" testId="shared-game" onCancel={close}>
      <h2 id="shared-title">A shared game</h2>
      {problem !== null || summary === null ? (
        <>
          <p className="error-box" role="alert" data-testid="shared-problem">The link could not be opened, nothing was changed — {problem}</p>
          <button type="button" onClick={close}>Close</button>
        </>
      ) : (
        <>
          <p data-testid="shared-summary">{summary}</p>
          {confirm ? (
            <p className="confirm-q" data-testid="shared-confirm">
              This replaces your game in progress (turn {liveTurn}). {replaceNote}{' '}
              <button type="button" className="danger" data-testid="shared-replace" onClick={play}>Replace it</button>{' '}
              <button type="button" onClick={() => setConfirm(false)}>Keep my game</button>
            </p>
          ) : (
            <div className="row">
              <button type="button" className="primary" data-testid="shared-watch" onClick={watch}>Watch the replay</button>
              <button type="button" data-testid="shared-play" onClick={() => (liveTurn !== null ? setConfirm(true) : play())}>Play on from here</button>
              <button type="button" data-testid="shared-cancel" onClick={close}>Not now</button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
