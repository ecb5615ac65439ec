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
        <span className="log-dice" aria-label={`dice ${game.options.realDice ? 'rolled at the table' : 'rolled'}: ${e.dice.join(', ')}`} data-real={game.options.realDice ? 'true' : undefined}>
          {e.dice.map((d, i) => <DieFace key={i} value={d} size={18} />)}
          {game.options.realDice && <span className="real-roll" title="Rolled at the table and entered (the real dice option)">real</span>}
        </span>
      )}
      {e.rule && <PageBadge rule={e.rule} />}
    </li>
  );
}
