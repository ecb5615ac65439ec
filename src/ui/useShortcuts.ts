// Keyboard: 1-9 press the numbered action buttons; Escape clears the board preview. Escape in a
// dialog (settings, the rules reference, a pass-the-device screen) is the dialog's own: the one
// Modal (src/shell/Modal) keeps its keys from reaching this handler.
import { useEffect } from 'react';
import { useStore } from '../store';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

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
      if (/^[1-9]$/.test(e.key) && !useStore.getState().settingsOpen && !useStore.getState().rulesAt) {
        const button = document.querySelector<HTMLButtonElement>(`button[data-shortcut="${e.key}"]:not(:disabled)`);
        if (button) {
          e.preventDefault();
          button.click();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
