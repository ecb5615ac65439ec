// The dice tray for any ruleset: what the last decision rolled, as dice, line by line, with the
// words the ruleset gave each event. Events without dice are the log's.
import { DieFace } from '../ui/DieFace';
import type { LogLine } from './session';

export function DiceTray({ lines }: { lines: LogLine[] }) {
  const rolled = lines.filter((l) => l.dice.length > 0);
  if (rolled.length === 0) return null;
  return (
    <section className="recap shell-tray" aria-label="What the dice said" data-testid="dice-tray">
      <h3 className="panel-title">What the dice said</h3>
      <ol className="recap-list">
        {rolled.map((l, i) => (
          <li key={i} className="recap-line" data-testid="recap-line">
            <span className="tray-dice" aria-label={`dice: ${l.dice.join(', ')}`} data-testid="tray-dice">
              {l.dice.map((d, k) => <DieFace key={k} value={d} size={30} />)}
            </span>
            <span className="recap-text">{l.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
