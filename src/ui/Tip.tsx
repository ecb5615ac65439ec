// A number (or any text) that explains itself: a title for the mouse, an accessible description
// for screen readers, and (issue 10) a details popover for touch and keyboard: tap, click, Enter
// or Space opens it, with every page it cites as a badge that opens the rules reference; Escape,
// a second tap or a tap elsewhere closes it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { badgedText } from './badgedText';
import { PageBadge } from './PageBadge';

/** The text with each page it cites ("p38", "p15-16" as p15) turned into a badge. */
export function withBadges(text: string): ReactNode[] {
  return badgedText(text, (page, key) => <PageBadge key={key} rule={page.replace(/-.*/, '')} label={page} />);
}

export function Tip({ text, children, className, testId, style }: { text: string; children: ReactNode; className?: string; testId?: string; style?: CSSProperties }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const pop = useRef<HTMLSpanElement>(null);
  // Kept inside the window: the details are fixed below the number, moved left where they would run off.
  useLayoutEffect(() => {
    const el = pop.current;
    // Measured only when open: a closed tip reading its box forced a layout after every dispatch (issue 13).
    if (!open || !el || window.innerWidth <= 800) return;
    const at = root.current?.getBoundingClientRect();
    if (!at) return;
    const w = el.offsetWidth;
    el.style.left = `${Math.max(8, Math.min(at.left, window.innerWidth - w - 8))}px`;
    el.style.top = `${Math.min(at.bottom + 4, window.innerHeight - el.offsetHeight - 8)}px`;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen(!open);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <span
      ref={root}
      className={`tip ${className ?? ''}`}
      title={text}
      aria-describedby={id}
      aria-expanded={open}
      role="button"
      tabIndex={0}
      data-testid={testId}
      style={style}
      onClick={(e) => {
        // A click inside the open details (on its text) leaves it open; its badges open the reference.
        if (!(e.target as HTMLElement).closest('.tip-pop')) setOpen(!open);
      }}
      onKeyDown={onKeyDown}
    >
      {children}
      <span id={id} className="visually-hidden">{text}</span>
      {open && (
        <span ref={pop} className="tip-pop" role="note" data-testid={testId ? `${testId}-details` : 'tip-details'}>
          {withBadges(text)}
        </span>
      )}
    </span>
  );
}
