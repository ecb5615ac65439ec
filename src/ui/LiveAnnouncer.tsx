// Reads the last command's results aloud to screen-reader users (aria-live), in the log's words,
// as the board shows them: the same reveal as "What just happened" (useRevealed, issue 29), so a
// hit is not heard while the tracer is still flying; Skip (or no animation) shows, and reads, the
// rest at once. One element per result: the live region speaks what is added, not all again.
import { useStore } from '../store';
import { eventText } from './logText';
import { useShownEvents } from './useRevealed';

export function LiveAnnouncer() {
  const game = useStore((s) => s.game);
  const events = useShownEvents();
  const viewer = useStore((s) => s.viewer);
  const commands = useStore((s) => s.commands.length);
  return (
    <div className="visually-hidden" aria-live="polite" aria-relevant="additions text" role="status" data-testid="live">
      {game && events.map((e, i) => <span key={`${commands}-${i}`}>{eventText(e, game, viewer)} </span>)}
    </div>
  );
}
