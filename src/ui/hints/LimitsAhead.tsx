// Before a decision, the safety limits the pointed-at move will meet and the optimum speed for
// each (p41), as the engine's preview lists them (issue 10). Also drawn on the road (render).
import type { ActionPreview } from '../../engine';
import { PageBadge } from '../PageBadge';

/** `badges`: page badges that open the reference (not in the board's hover overlay, which vanishes as the pointer leaves). */
export function LimitsAhead({ limits, speedAfter, badges = true }: { limits: ActionPreview['limits']; speedAfter: number | null; badges?: boolean }) {
  if (limits.length === 0) return null;
  return (
    <ul className="limits-ahead" data-testid="limits-ahead" aria-label="Safety limits on this move">
      {limits.map((l, i) => (
        <li key={i} className={l.over ? 'over' : ''}>
          {l.cause}: limit {l.limit} mph{speedAfter !== null ? ` at ${speedAfter} mph` : ''}{l.over ? ' — hazard roll' : ' — safe'}; optimum speed {l.optimumSpeed} mph{' '}
          {badges ? <><PageBadge rule={l.rule} /> <PageBadge rule="p41" at="panic-brake" /></> : <span className="muted">({l.rule}, p41)</span>}
        </li>
      ))}
    </ul>
  );
}
