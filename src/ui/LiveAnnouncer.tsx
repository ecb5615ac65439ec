// Reads each new event aloud to screen-reader users (aria-live), in the log's words.
import { useStore } from '../store';
import { eventText } from './logText';

export function LiveAnnouncer() {
  const game = useStore((s) => s.game);
  const events = useStore((s) => s.lastEvents);
  const viewer = useStore((s) => s.viewer);
  const text = game ? events.map((e) => eventText(e, game, viewer)).join(' ') : '';
  return (
    <div className="visually-hidden" aria-live="polite" role="status" data-testid="live">
      {text}
    </div>
  );
}
