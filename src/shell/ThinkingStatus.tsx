// The table's line while the computer thinks for a while (issue 30): "<name> is thinking…". The
// live region is always in the page, empty while nobody thinks, so a screen reader announces the
// words when they come (a region added with its words already in it is often not read).
import './thinking.css';

export function ThinkingStatus({ name }: { name: string | null | undefined }) {
  return (
    <p className="computer-thinking" role="status" aria-live="polite" data-testid="computer-thinking">
      {name ? `${name} is thinking…` : null}
    </p>
  );
}
