// The game log: newest at the bottom, scrolled into view as events arrive, grouped by phase.
import { useEffect, useRef } from 'react';
import { useStore } from '../store';
import { groupLog } from './logText';
import { LogItem } from './LogItem';

export function Log() {
  const game = useStore((s) => s.game);
  const log = useStore((s) => s.log);
  const viewer = useStore((s) => s.viewer);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  if (!game) return null;
  return (
    <section className="log" aria-label="Game log">
      <h2 className="panel-title">Log</h2>
      <div className="log-scroll" ref={box} tabIndex={0} data-testid="log">
        {log.length === 0 && <p className="muted">Nothing has happened yet.</p>}
        {groupLog(log).map((g) => (
          <div key={`${g.key}-${g.entries[0].index}`} className="log-group">
            <h3 className="log-heading">{g.title}</h3>
            <ol className="log-list">
              {g.entries.map((entry) => <LogItem key={entry.index} entry={entry} game={game} viewer={viewer} />)}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
