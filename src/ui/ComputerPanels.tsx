// The computer's seats in play: while it decides, a card saying so (a person's panel is not
// shown, so nobody answers for it); and the reason line of its last move, for everyone to read.
import { useStore, computerToMove } from '../store';
import { playerName } from './names';
import { seatLabel } from './SeatPick';
import { ThinkingStatus } from '../shell/ThinkingStatus';
import { useSlowThinker } from '../shell/useThinking';
import { darkFuture } from '../engine';

export function ComputerTurn() {
  const game = useStore((s) => s.game);
  // Primitives only: a selector returning a new object would re-render for ever.
  const player = useStore((s) => computerToMove(s)?.player ?? null);
  const level = useStore((s) => computerToMove(s)?.level ?? null);
  if (!player || !level) return null;
  return (
    <section className="decision computer-turn" data-testid="computer-turn" aria-live="polite">
      <p>
        <strong>{playerName(game, player)}</strong> ({seatLabel(level).toLowerCase()}) is deciding…
      </p>
    </section>
  );
}

export function ComputerReason() {
  const game = useStore((s) => s.game);
  const last = useStore((s) => s.lastReason);
  const thinking = useSlowThinker(darkFuture.id);
  if (!game) return null;
  return (
    <>
      <ThinkingStatus name={thinking && playerName(game, thinking)} />
      {last && (
        <p className="computer-reason" data-testid="ai-reason" aria-live="polite">
          <span className="muted">{playerName(game, last.player)} (computer):</span> {last.text}
        </p>
      )}
    </>
  );
}
