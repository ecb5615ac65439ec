// The log for any ruleset: every event in the ruleset's words (describeEvent), newest first, its
// dice drawn as dice and its rule named.
import { DieFace } from '../ui/DieFace';
import type { LogLine } from './session';

export function GameLog({ lines, limit = 200 }: { lines: LogLine[]; limit?: number }) {
  const shown = lines.slice(-limit).reverse();
  return (
    <section className="log shell-log" aria-label="Game log">
      <h3 className="panel-title">Log</h3>
      <ol className="log-list">
        {shown.map((l, i) => (
          <li key={lines.length - i} className="log-entry" data-testid="log-entry">
            <span className="log-text">{l.text}</span>
            {l.dice.length > 0 && (
              <span className="log-dice" aria-label={`dice rolled: ${l.dice.join(', ')}`}>
                {l.dice.map((d, k) => <DieFace key={k} value={d} size={18} />)}
              </span>
            )}
            {l.rule && <span className="page shell-rule">{l.rule}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
