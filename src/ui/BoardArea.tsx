// The board (src/render, another engineer's), loaded lazily: Pixi is most of the download and
// the new-game screen does not need it. If the board fails, the panel still plays the game.
import { lazy, Suspense } from 'react';
import { ActionHint } from './ActionHint';
import { ErrorBoundary } from './ErrorBoundary';
import { MiniMap } from './MiniMap';

const Board = lazy(() => import('../render/Board').then((m) => ({ default: m.Board })));

function Placeholder({ text }: { text: string }) {
  return <div className="board-placeholder" data-testid="board-placeholder">{text}</div>;
}

export function BoardArea() {
  return (
    <main className="board-area" aria-label="The board" data-testid="board-area">
      {/* The board fills what the mini-map (games of more than two vehicles) leaves: the strip covers no car. */}
      <div className="board-fill">
        <ErrorBoundary fallback={<Placeholder text="The board could not be drawn. Use the panel to play." />}>
          <Suspense fallback={<Placeholder text="Laying out the track…" />}>
            <Board />
          </Suspense>
        </ErrorBoundary>
        <ActionHint />
      </div>
      <MiniMap />
    </main>
  );
}
