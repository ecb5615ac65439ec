// A menu button (the WAI-ARIA menu button pattern) for options used now and then: closed, it is
// one button; Enter, Space or ArrowDown opens it on its first item (ArrowUp on its last), the
// arrows, Home and End move, Escape closes it and gives the focus back to the button, Tab or a
// click outside closes it. An item chosen closes it. The list stays in the page while closed
// (hidden), so what an item started (a file picker, a question) carries on. Items are the
// children: elements with role "menuitem" (or "menuitemcheckbox", which keeps the menu open).
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './toolbar.css';

const itemsIn = (list: HTMLElement | null): HTMLElement[] => [...(list?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])].filter((el) => !el.hasAttribute('disabled'));

/** Focuses the list's `i`th item, counting round from either end (-1 is the last). */
function focusIn(list: HTMLElement | null, i: number): void {
  const xs = itemsIn(list);
  if (xs.length) xs[((i % xs.length) + xs.length) % xs.length].focus();
}

export function MenuButton({ label, testId, title, children }: { label: ReactNode; testId?: string; title?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The item to focus once the list is shown (it cannot take the focus while hidden).
  const focusNext = useRef<number | null>(null);
  const id = useId();

  const itemsOf = () => itemsIn(list.current);
  const focusItem = (i: number) => focusIn(list.current, i);
  const openAt = (i: number) => {
    focusNext.current = i;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || focusNext.current === null) return;
    focusIn(list.current, focusNext.current);
    focusNext.current = null;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // Handled here, not by the click the browser would make of Enter or Space.
      e.preventDefault();
      if (open && (e.key === 'Enter' || e.key === ' ')) close(true);
      else openAt(e.key === 'ArrowUp' ? -1 : 0);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const xs = itemsOf();
    const at = xs.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]);
    } else if (e.key === 'Escape') {
      // The page's own Escape (clear the preview, skip the animation) is not for this press.
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };
  const onListClick = (e: MouseEvent) => {
    const item = (e.target as Element).closest('[role^="menuitem"]');
    if (item && item.getAttribute('role') !== 'menuitemcheckbox') close(true);
  };

  return (
    <div className="menu-wrap" ref={wrap}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        data-testid={testId}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {/* Keys and clicks inside the list, not on the page (a dialog an item opened is portalled away). */}
      <div id={id} ref={list} role="menu" className="menu-list" hidden={!open} aria-label={typeof label === 'string' ? label : undefined} onKeyDown={onListKey} onClick={onListClick}>
        {children}
      </div>
    </div>
  );
}
