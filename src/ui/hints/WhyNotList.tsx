// "Why can't I…?" (issue 10): on request, every option the driver deciding now is not offered,
// each with the engine's reason and its page (engine refusals, built on the same legality code).
import { useId, useState } from 'react';
import { refusals, type GameState } from '../../engine';
import { useStore } from '../../store';
import { PageBadge } from '../PageBadge';
import { safe } from '../safe';

export function WhyNotList({ game, vehicle }: { game: GameState; vehicle: string }) {
  const level = useStore((s) => s.hintLevel);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (level === 'off') return null;
  const list = open ? safe(() => refusals(game, vehicle), []) : [];
  return (
    <div className="why-not" data-testid="why-not">
      <button type="button" className="small" aria-expanded={open} aria-controls={id} data-testid="why-not-toggle" onClick={() => setOpen(!open)}>
        {open ? 'Hide what is not offered' : 'Why not…? Options not offered'}
      </button>
      {open && (
        <ul id={id} className="why-not-list" data-testid="why-not-list">
          {list.length === 0 && <li className="muted">Every option is offered.</li>}
          {list.map((r) => (
            <li key={r.option} data-testid={`why-not-${r.option.replace(/\s+/g, '-')}`}>
              <b>No {r.option}:</b> {r.reason} <PageBadge rule={r.rule} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
