// Saved designs that could not be read at start-up: said in words, kept aside, discardable.
import { useStore } from '../store';

export function DesignLoadProblems() {
  const problems = useStore((s) => s.designProblems);
  const discard = useStore((s) => s.discardBadDesigns);
  if (problems.length === 0) return null;
  return (
    <div className="error-box" role="alert" data-testid="design-load-problems">
      <span>
        {problems.map((p, i) => <span key={i} className="block">{p}</span>)}
      </span>
      <button type="button" className="small" data-testid="design-discard-bad" onClick={discard}>Discard them</button>
    </div>
  );
}
