// One rulebook table as a table, built by the engine from its own data (ruleTable): the
// reference never writes a number itself. Wide tables scroll sideways on a phone.
import { ruleTable, type RuleTable, type RuleTableId } from '../../engine';
import type { RuleEntry } from './entries';

// The tables never change while the app runs: build each once.
const built = new Map<RuleTableId, RuleTable>();
function table(id: RuleTableId): RuleTable {
  let t = built.get(id);
  if (!t) built.set(id, (t = ruleTable(id)));
  return t;
}

export function RuleTableView({ id }: { id: RuleTableId }) {
  const t = table(id);
  return (
    <div className="rule-table-wrap" tabIndex={0} role="region" aria-label={`${t.title} table`} data-testid={`rule-table-${id}`}>
      <table className="rule-table">
        <caption>
          {t.title} <span className="rule-pages">{t.rule}</span>
        </caption>
        <thead>
          <tr>{t.head.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
        </thead>
        <tbody>
          {t.rows.map((r, i) => (
            <tr key={i}>{r.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}</tr>
          ))}
        </tbody>
      </table>
      {t.note && <p className="muted rule-table-note">{t.note}</p>}
    </div>
  );
}

/** The words of an entry's tables, so a search finds "carburettor" or "Chain gun". */
export function tableWords(e: RuleEntry): string {
  return (e.tables ?? []).map((id) => {
    const t = table(id);
    return [t.title, ...t.head, ...t.rows.flat(), t.note ?? ''].join(' ');
  }).join(' ');
}

export const tableTitle = (id: RuleTableId): string => table(id).title;
