// Keyboard: the number keys press the buttons showing them; Escape clears the board preview.
// The declare panel's keys are fixed by the kind of action (actionGroups ACTION_KEYS): a key that
// several buttons share (data-shortcut-row: the accelerate row, drift left and right) moves the
// focus into them instead, a second press or the arrow keys go on to the next, Enter presses.
// Pressing goes through the button's own click, so a shot at the player's own side still asks
// twice. Escape in a dialog (settings, the rules reference, a pass-the-device screen) is the
// dialog's own: the one Modal (src/shell/Modal) keeps its keys from reaching this handler.
import { useEffect } from 'react';
import { useStore } from '../store';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// A button in an inert part of the page (the decision while the board's view still glides,
// SidePanel.tsx) is not pressed by its key either.
const buttons = (k: string): HTMLButtonElement[] => [...document.querySelectorAll<HTMLButtonElement>(`button[data-shortcut="${k}"]:not(:disabled)`)].filter((b) => !b.closest('[inert]'));

/** The number key `k`: one button is pressed; several of a row take the focus in turn. */
function press(k: string): boolean {
  const all = buttons(k);
  if (all.length === 0) return false;
  const row = all.filter((b) => b.hasAttribute('data-shortcut-row'));
  if (row.length < 2) {
    all[0].click();
    return true;
  }
  const at = row.indexOf(document.activeElement as HTMLButtonElement);
  row[(at + 1) % row.length].focus();
  return true;
}

/** Arrow keys inside a keyed row: the next or previous button of the same key. */
function step(from: Element | null, dir: 1 | -1): boolean {
  if (!(from instanceof HTMLButtonElement) || !from.hasAttribute('data-shortcut-row')) return false;
  const row = buttons(from.dataset.shortcut ?? '').filter((b) => b.hasAttribute('data-shortcut-row'));
  const at = row.indexOf(from);
  if (at < 0 || row.length < 2) return false;
  row[(at + dir + row.length) % row.length].focus();
  return true;
}

export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && TYPING.has(target.tagName)) return;
      if (e.key === 'Escape') {
        useStore.getState().setPreview(null);
        return;
      }
      // Number keys never act behind the settings panel.
      const blocked = useStore.getState().settingsOpen || !!useStore.getState().rulesAt;
      if (/^[1-9]$/.test(e.key) && !blocked && press(e.key)) e.preventDefault();
      else if (NEXT[e.key] && step(document.activeElement, NEXT[e.key])) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
