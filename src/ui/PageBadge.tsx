// A rulebook page ("p38") as a badge that opens the rules reference on that rule (issue 10):
// a button, so a tap, a click or Enter all work, not only a mouse hover.
import { useStore } from '../store';
import { findEntry } from './reference/entries';

export function PageBadge({ rule, at, testId, label: shown }: { rule: string; /** An entry id to land on instead of the page's first entry. */ at?: string; testId?: string; /** The text on the badge when it is not the page ('p15-16'). */ label?: string }) {
  const openRules = useStore((s) => s.openRules);
  const entry = findEntry(at ?? rule);
  const label = `Rulebook page ${rule.replace(/^p/, '')}${entry ? `: ${entry.title}` : ''}. Open the rules reference.`;
  return (
    <button
      type="button"
      className="page page-badge"
      data-testid={testId ?? 'page-badge'}
      data-page={rule}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        // Safari does not focus a clicked button: the reference gives the focus back to this one.
        e.currentTarget.focus();
        openRules(at ?? rule);
      }}
    >
      {shown ?? rule}
    </button>
  );
}
