// The toasts (toast.ts) in one live region at the foot of the screen, over the page: role=status,
// so a screen reader says each as it comes. On the page's body and fixed in place: nothing else
// moves when one appears, wherever the screen mounts it.
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { currentToasts, dismissToast, holdToast, subscribeToasts } from './toast';
import './toolbar.css';

export function Toasts() {
  const items = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return createPortal(
    <div className="toast-region" role="status" aria-live="polite" data-testid="toasts">
      {items.map((t) => (
        <div
          key={t.id}
          className="toast"
          data-testid="toast"
          onFocus={() => holdToast(t.id, true)}
          onBlur={() => holdToast(t.id, false)}
          onPointerEnter={() => holdToast(t.id, true)}
          onPointerLeave={() => holdToast(t.id, false)}
        >
          <span className="toast-text">{t.text}</span>
          {t.link && <input readOnly className="toast-link" value={t.link} aria-label="The link" data-testid="share-url" onFocus={(e) => e.target.select()} />}
          <button type="button" className="small toast-close" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>×</button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
