// The end of a game of any ruleset: who won and why, with the rule, what each piece did (a table
// the ruleset fills), and what to do next. The words are the ruleset's (its result()).
import type { ReactNode } from 'react';
import { ruleBadge } from './GameLog';

export interface ResultAction {
  label: string;
  testId: string;
  onClick(): void;
  primary?: boolean;
}

export interface ResultTable {
  caption: string;
  columns: { label: string; title?: string }[];
  /** One row per piece: its name, then one cell per column after the first. */
  rows: { key: string; testId?: string; name: string; cells: ReactNode[] }[];
  testId?: string;
}

export interface GameResultProps {
  /** "Ann wins", "Nobody wins". */
  title: string;
  reason?: string;
  rule?: string;
  renderRule?(rule: string): ReactNode;
  table?: ResultTable;
  actions: ResultAction[];
  testId?: string;
  /** Announce the result to a screen reader (a screen with no live announcer of its own). */
  announce?: boolean;
}

export function GameResult({ title, reason, rule, renderRule = ruleBadge, table, actions, testId = 'game-over', announce = false }: GameResultProps) {
  return (
    <section className="decision game-over" role={announce ? 'status' : undefined} aria-label="Game over" data-testid={testId}>
      <h2>{title}</h2>
      {reason && (
        <p>
          {reason} {rule ? renderRule(rule) : null}
        </p>
      )}
      {table && (
        <div className="summary-wrap">
          <table className="game-summary" data-testid={table.testId ?? 'game-summary'}>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => <th key={c.label} scope="col" title={c.title}>{c.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.key} data-testid={r.testId}>
                  <th scope="row">{r.name}</th>
                  {/* Each cell names its column: a narrow panel stacks a row under its vehicle's name (panels.css), so no table scrolls sideways. */}
                  {r.cells.map((c, i) => <td key={i} data-label={table.columns[i + 1]?.label}>{c}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="row">
        {actions.map((a) => (
          <button key={a.testId} type="button" className={a.primary ? 'primary' : undefined} data-testid={a.testId} onClick={a.onClick}>{a.label}</button>
        ))}
      </div>
    </section>
  );
}
