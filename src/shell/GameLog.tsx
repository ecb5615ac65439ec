// The log for any ruleset: every event in the ruleset's own words (its describeEvent), newest at
// the bottom and scrolled into view as events arrive, its dice drawn as dice and its rule named,
// grouped under the headings the ruleset gives. Only a window of it is in the page
// (logWindow.ts), so a long game's log costs what a short one's does; older entries are a
// button press away. The rows come from a function of the window, so a screen describes only
// what is shown.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DieFace } from './DieFace';
import { logWindow, pageLog } from './logWindow';
import { wholeRowsEnd } from './wholeRows';

export interface LogRow {
  /** The row's place in the whole log (stable across windows). */
  index: number;
  text: string;
  dice: readonly number[];
  /** The rule applied (a page or a heading of the text); absent or '' for none. */
  rule?: string;
  /** The event's kind, for styles and tests (class `ev-<kind>`, data-type). */
  kind?: string;
  /** The heading the row is listed under; consecutive rows with one key share it. */
  group?: { key: string; title: string };
}

export interface GameLogProps {
  /** How many rows the whole log has. */
  count: number;
  /** The rows from `start` (inclusive) to `end`, in order; keep it stable (useCallback) between renders. */
  rows(start: number, end: number): LogRow[];
  /** How a rule is shown (a button opening the rules, say); by default its name as a badge. */
  renderRule?(rule: string): ReactNode;
  /** How the dice came about, in the dice's spoken label ("rolled", "rolled at the table"). */
  diceWords?: string;
  /** Shown after the dice of every row, and marks them data-real (dice entered from the table). */
  diceBadge?: ReactNode;
}

export const ruleBadge = (rule: string): ReactNode => <span className="page shell-rule">{rule}</span>;

function Row({ row, renderRule, diceWords, diceBadge }: { row: LogRow } & Pick<GameLogProps, 'renderRule' | 'diceWords' | 'diceBadge'>) {
  return (
    <li className={row.kind ? `log-entry ev-${row.kind}` : 'log-entry'} data-testid="log-entry" data-type={row.kind} data-index={row.index}>
      <span className="log-text">{row.text}</span>
      {row.dice.length > 0 && (
        <span className="log-dice" aria-label={`dice ${diceWords}: ${row.dice.join(', ')}`} data-real={diceBadge ? 'true' : undefined}>
          {row.dice.map((d, i) => <DieFace key={i} value={d} size={18} />)}
          {diceBadge}
        </span>
      )}
      {row.rule ? renderRule!(row.rule) : null}
    </li>
  );
}

/** Consecutive rows under one heading; rows with no group form a list with none. */
function grouped(rows: LogRow[]): { key: string; title: string | null; rows: LogRow[] }[] {
  const out: { key: string; title: string | null; rows: LogRow[] }[] = [];
  for (const r of rows) {
    const key = r.group?.key ?? '';
    const last = out[out.length - 1];
    if (last && last.key === key) last.rows.push(r);
    else out.push({ key, title: r.group?.title ?? null, rows: [r] });
  }
  return out;
}

export function GameLog({ count, rows, renderRule = ruleBadge, diceWords = 'rolled', diceBadge }: GameLogProps) {
  const box = useRef<HTMLDivElement>(null);
  // null: follow the newest entry.
  const [end, setEnd] = useState<number | null>(null);
  // The entry to keep in view after paging, so the list does not jump under the reader.
  const anchor = useRef<number | null>(null);
  const w = logWindow(count, end);
  const groups = useMemo(() => grouped(rows(w.start, w.end)), [rows, w.start, w.end]);

  const foot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !w.following) return;
    const toEnd = () => {
      if (foot.current) foot.current.style.height = '';
      const end = el.scrollHeight - el.clientHeight;
      const from = el.getBoundingClientRect().top + el.clientTop - el.scrollTop;
      const tops = [...el.querySelectorAll('.log-entry, .log-heading, .log-more')].map((r) => r.getBoundingClientRect().top - from);
      const { top, room } = wholeRowsEnd(tops, end);
      if (foot.current && room > 0) foot.current.style.height = `${room}px`;
      el.scrollTop = top;
    };
    toEnd();
    // The box's height changes with the panel's (a window resized, a lesson card shown): rest again.
    if (typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(toEnd);
    seen.observe(el);
    return () => seen.disconnect();
  }, [count, w.following]);
  useLayoutEffect(() => {
    const i = anchor.current;
    anchor.current = null;
    if (i === null) return;
    box.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [w.start]);

  const page = (dir: 'earlier' | 'later') => {
    anchor.current = dir === 'earlier' ? w.start : w.end - 1;
    setEnd(pageLog(w, count, dir));
  };
  return (
    <section className="log shell-log" aria-label="Game log">
      <h2 className="panel-title">Log</h2>
      <div className="log-scroll" ref={box} tabIndex={0} data-testid="log">
        {count === 0 && <p className="muted">Nothing has happened yet.</p>}
        {w.start > 0 && (
          <button type="button" className="log-more" data-testid="log-earlier" onClick={() => page('earlier')}>
            Show earlier events ({w.start} not shown)
          </button>
        )}
        {groups.map((g) => (
          <div key={`${g.key}-${g.rows[0].index}`} className="log-group">
            {g.title !== null && <h3 className="log-heading">{g.title}</h3>}
            <ol className="log-list">
              {g.rows.map((r) => <Row key={r.index} row={r} renderRule={renderRule} diceWords={diceWords} diceBadge={diceBadge} />)}
            </ol>
          </div>
        ))}
        {!w.following && (
          <button type="button" className="log-more" data-testid="log-later" onClick={() => page('later')}>
            Show later events ({count - w.end} not shown)
          </button>
        )}
        <div ref={foot} aria-hidden="true" />
      </div>
    </section>
  );
}
