// The rules reference panel (issue 10): every rule in our own words, grouped as the book is, the
// tables built by the engine from its own data, searchable. Opened at an entry or a page from
// anywhere (store openRules); lands on that rule with the focus on it; Escape, a click outside or
// Close shuts it. The app's one Modal (src/shell/Modal) traps the focus and gives it back to
// whatever opened the reference. A dialog over everything, the whole screen on a phone.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../../store';
import { Modal } from '../../shell/Modal';
import { findEntry, RULE_GROUPS, searchEntries, type RuleEntry } from './entries';
import type { RuleTableId } from '../../engine';
import { RuleTableView, tableTitle, tableWords } from './RuleTableView';

const anchor = (id: string): string => `rule-${id}`;

function EntryView({ entry, current }: { entry: RuleEntry; current: boolean }) {
  return (
    <article id={anchor(entry.id)} className={`rule-entry${current ? ' current' : ''}`} tabIndex={-1} data-testid={`rule-${entry.id}`} aria-labelledby={`${anchor(entry.id)}-title`}>
      <h4 id={`${anchor(entry.id)}-title`}>
        {entry.title} <span className="rule-pages">{entry.pages.join(', ')}</span>
      </h4>
      {entry.text.map((t, i) => <p key={i}>{t}</p>)}
      {entry.tables?.map((t) => <TableFold key={t} id={t} open={current} />)}
    </article>
  );
}

/** A table folded under its title until asked for (open on the rule the reference landed on): the whole book at once is a heavy page. */
function TableFold({ id, open }: { id: RuleTableId; open: boolean }) {
  const [shown, setShown] = useState(open);
  const [was, setWas] = useState(open);
  if (open !== was) {
    setWas(open);
    if (open) setShown(true);
  }
  return (
    <details className="rule-table-fold" open={shown} onToggle={(e) => setShown(e.currentTarget.open)} data-testid={`fold-${id}`}>
      <summary>Table: {tableTitle(id)}</summary>
      {shown && <RuleTableView id={id} />}
    </details>
  );
}

export function RulesReference() {
  const rulesAt = useStore((s) => s.rulesAt);
  const close = useStore((s) => s.closeRules);
  const openRules = useStore((s) => s.openRules);
  const [query, setQuery] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  const open = rulesAt !== null;
  const target = rulesAt?.at ? findEntry(rulesAt.at) : null;
  const shown = useMemo(() => searchEntries(query, tableWords), [query]);

  // Land on the asked-for rule: clear a search that would hide it, then (once it is in the page)
  // scroll to it and focus it.
  const landing = useRef<string | null>(null);
  useEffect(() => {
    if (!open) return;
    if (!target) {
      searchBox.current?.focus();
      return;
    }
    landing.current = target.id;
    setQuery((q) => (q && !searchEntries(q, tableWords).some((e) => e.id === target.id) ? '' : q));
  }, [open, rulesAt, target]);
  useEffect(() => {
    const id = landing.current;
    const el = id ? document.getElementById(anchor(id)) : null;
    if (!el) return;
    landing.current = null;
    el.scrollIntoView?.({ block: 'start' });
    el.focus({ preventScroll: true });
  });

  if (!open) return null;

  const groups = RULE_GROUPS.map((g) => ({ group: g, entries: shown.filter((e) => e.group === g) })).filter((g) => g.entries.length > 0);
  return (
    <Modal className="rules-panel" labelledBy="rules-title" testId="rules-reference" data={{ at: target?.id ?? '' }} onCancel={close} dismissOnBackdrop initialFocus={searchBox}>
      <header className="rules-head">
        <h2 id="rules-title">Rules reference</h2>
        <label className="rules-search">
          <span className="visually-hidden">Search the rules</span>
          <input
            ref={searchBox}
            type="search"
            placeholder="Search: oil, skid, p41…"
            value={query}
            data-testid="rules-search"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <button type="button" className="primary" data-testid="rules-close" onClick={close}>Close</button>
      </header>
      <div className="rules-body">
        <nav className="rules-toc" aria-label="Rules contents">
          <details open={typeof window === 'undefined' || !window.matchMedia?.('(max-width: 800px)').matches}>
            <summary>Contents</summary>
            <ul>
              {groups.map((g) => (
                <li key={g.group}>
                  <span className="rules-toc-group">{g.group}</span>
                  <ul>
                    {g.entries.map((e) => (
                      <li key={e.id}>
                        <button type="button" className="link" data-testid={`toc-${e.id}`} aria-current={target?.id === e.id || undefined} onClick={() => openRules(e.id)}>
                          {e.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        <div className="rules-entries" data-testid="rules-entries" aria-live="polite">
          {groups.length === 0 && <p className="muted" data-testid="rules-none">No rule matches “{query}”.</p>}
          {groups.map((g) => (
            <section key={g.group} aria-label={g.group}>
              <h3 className="rules-group">{g.group}</h3>
              {g.entries.map((e) => <EntryView key={e.id} entry={e} current={target?.id === e.id} />)}
            </section>
          ))}
          <p className="muted rules-note">In our own words; the page numbers are the 1988 rulebook's. Where the book is unclear, the choices made are listed in the project's assumptions.</p>
        </div>
      </div>
    </Modal>
  );
}
