// Keyboard: 1-9 press the numbered action buttons; Escape clears the board preview and closes
// the pass-the-device screen.
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
        // Clears the board preview and closes the pass-the-device screen (nothing was shown yet).
        const st = useStore.getState();
        st.setPreview(null);
        if (st.peekRequest) st.requestPeek(null);
        if (st.secretRequest) st.requestSecret(null);
        if (st.settingsOpen) st.openSettings(false);
        if (st.rulesAt) st.closeRules();
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
