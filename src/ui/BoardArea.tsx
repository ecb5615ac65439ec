// The board (src/render, another engineer's). It is loaded lazily so the first screen stays
// small, and found through import.meta.glob so this file builds before the board exists:
// until then a placeholder stands in.
import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const found = import.meta.glob<{ Board: ComponentType }>('../render/Board.tsx');
const load = found['../render/Board.tsx'];
const Board = load ? lazy(() => load().then((m) => ({ default: m.Board }))) : null;

function Placeholder({ text }: { text: string }) {
  return <div className="board-placeholder" data-testid="board-placeholder">{text}</div>;
}

export function BoardArea() {
  return (
    <main className="board-area" aria-label="The board" data-testid="board-area">
      {Board ? (
        <ErrorBoundary fallback={<Placeholder text="The board could not be drawn. Use the panel to play." />}>
          <Suspense fallback={<Placeholder text="Laying out the track…" />}>
            <Board />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Placeholder text="The board is on its way. Use the panel to play." />
      )}
    </main>
  );
}
