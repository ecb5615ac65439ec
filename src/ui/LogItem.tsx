// One event: its words, its dice as dice, its page as a badge.
import type { GameState } from '../engine';
import type { LogEntry } from '../store';
import { DieFace } from './DieFace';
import { eventText } from './logText';
import { PageBadge } from './PageBadge';

export function LogItem({ entry, game, viewer }: { entry: LogEntry; game: GameState; viewer: string | null }) {
  const e = entry.event;
  return (
    <li className={`log-entry ev-${e.type}`} data-testid="log-entry" data-type={e.type} data-index={entry.index}>
      <span className="log-text">{eventText(e, game, viewer)}</span>
      {e.dice.length > 0 && (
        <span className="log-dice" aria-label={`dice rolled: ${e.dice.join(', ')}`}>
          {e.dice.map((d, i) => <DieFace key={i} value={d} size={18} />)}
        </span>
      )}
      {e.rule && <PageBadge rule={e.rule} />}
    </li>
  );
}
