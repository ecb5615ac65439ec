// The game log: newest at the bottom, scrolled into view as events arrive, grouped by phase.
// Only a window of it is in the page (logWindow.ts); older entries are a button press away.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../store';
import { groupLog } from './logText';
import { LogItem } from './LogItem';
import { logWindow, pageLog } from './logWindow';

const isPlay = (type: string) => type === 'turnStart' || type === 'phaseStart';

export function Log() {
  const game = useStore((s) => s.game);
  const log = useStore((s) => s.log);
  const viewer = useStore((s) => s.viewer);
  const box = useRef<HTMLDivElement>(null);
  // null: follow the newest entry.
  const [end, setEnd] = useState<number | null>(null);
  // The entry to keep in view after paging, so the list does not jump under the reader.
  const anchor = useRef<number | null>(null);
  const w = logWindow(log.length, end);
  const groups = useMemo(() => {
    // Headings depend on whether play had begun before the window: look back only that far.
    let inPlay = false;
    for (let i = w.start - 1; i >= 0 && !inPlay; i--) inPlay = isPlay(log.at(i)!.event.type);
    return groupLog(log.slice(w.start, w.end), inPlay);
  }, [log, w.start, w.end]);

  useEffect(() => {
    const el = box.current;
    if (el && w.following) el.scrollTop = el.scrollHeight;
  }, [log.length, w.following]);
  useLayoutEffect(() => {
    const i = anchor.current;
    anchor.current = null;
    if (i === null) return;
    box.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [w.start]);

  if (!game) return null;
  const page = (dir: 'earlier' | 'later') => {
    anchor.current = dir === 'earlier' ? w.start : w.end - 1;
    setEnd(pageLog(w, log.length, dir));
  };
  return (
    <section className="log" aria-label="Game log">
      <h2 className="panel-title">Log</h2>
      <div className="log-scroll" ref={box} tabIndex={0} data-testid="log">
        {log.length === 0 && <p className="muted">Nothing has happened yet.</p>}
        {w.start > 0 && (
          <button type="button" className="log-more" data-testid="log-earlier" onClick={() => page('earlier')}>
            Show earlier events ({w.start} not shown)
          </button>
        )}
        {groups.map((g) => (
          <div key={`${g.key}-${g.entries[0].index}`} className="log-group">
            <h3 className="log-heading">{g.title}</h3>
            <ol className="log-list">
              {g.entries.map((entry) => <LogItem key={entry.index} entry={entry} game={game} viewer={viewer} />)}
            </ol>
          </div>
        ))}
        {!w.following && (
          <button type="button" className="log-more" data-testid="log-later" onClick={() => page('later')}>
            Show later events ({log.length - w.end} not shown)
          </button>
        )}
      </div>
    </section>
  );
}
