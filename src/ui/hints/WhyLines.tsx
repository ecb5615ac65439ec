// After a result, one line of why for each roll of the last command (issue 10): the engine's
// whyLines, built from the events' own dice and numbers. Full hints: every line; brief: the first.
import { whyLines, type GameEvent, type GameState } from '../../engine';
import { useStore } from '../../store';
import { PageBadge } from '../PageBadge';
import { safe } from '../safe';

export function WhyLines({ game, events }: { game: GameState; events: GameEvent[] }) {
  const level = useStore((s) => s.hintLevel);
  if (level === 'off') return null;
  const all = safe(() => whyLines(game, events), []);
  const lines = level === 'brief' ? all.slice(0, 1) : all;
  if (lines.length === 0) return null;
  return (
    <ul className="why-lines" aria-label="Why" data-testid="why-lines">
      {lines.map((l, i) => (
        <li key={i} data-testid="why-line">
          <span className="why-tag">Why:</span> {l.text} <PageBadge rule={l.rule} />
        </li>
      ))}
    </ul>
  );
}
