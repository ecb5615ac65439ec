// The one modal of the app (issue 27): settings, the rules reference, confirmations and the
// pass-the-device cover all open through it. It is the native <dialog> shown with showModal(), so
// the browser makes the page behind it inert and draws ::backdrop; this component adds what the
// element leaves to its author:
// - the focus: onto `initialFocus` (or the first control) on opening, kept inside on Tab, and
//   given back on closing to whatever had it before;
// - Escape: it closes only when the caller passes onCancel. A cover the next player must take
//   (the pass-the-device screen of a turn) passes none, and Escape is then swallowed: the keydown's
//   default is prevented, which in Chromium stops the close request itself (no `cancel` event
//   fires). A close request from elsewhere (a phone's back button) has its `cancel` prevented; and
//   since a browser need not let a page refuse every one (Chromium makes repeated requests without
//   a user activation between them uncancellable), a dialog the browser closed anyway is shown
//   again;
// - keys pressed inside stay inside: the page's own shortcuts (1-9 press action buttons) must not
//   act behind a dialog;
// - where showModal is missing (old browsers, some test DOMs) the dialog is shown with its `open`
//   attribute instead, and the Tab wrap and Escape above still hold.
// The dialog is open while it is mounted: callers render it or not.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';

export interface ModalProps {
  /** The id of the heading that names the dialog (aria-labelledby). */
  labelledBy: string;
  /** Escape (and a click on the backdrop, with dismissOnBackdrop) asks this to close the dialog. None: it cannot be dismissed. */
  onCancel?(): void;
  /** A click outside the dialog counts as Escape (settings, the rules reference). */
  dismissOnBackdrop?: boolean;
  /** Focused on opening; else the first control inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  testId?: string;
  /** Other data-* attributes, for styles and tests (data-mode, data-at). */
  data?: Record<string, string>;
  children: ReactNode;
}

const TABBABLE = 'button, input, select, textarea, a[href], summary, [tabindex]';

/** Whether an element is hidden in a closed <details> (anything but that details' own summary). */
function folded(el: HTMLElement, root: HTMLElement): boolean {
  for (let d = el.parentElement?.closest('details'); d && root.contains(d); d = d.parentElement?.closest('details')) {
    const summary = d.querySelector(':scope > summary');
    if (!d.open && !(summary && summary.contains(el))) return true;
  }
  return false;
}

/** The controls Tab moves between, in order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    // The attribute, not tabIndex: test DOMs give a <summary> -1.
    const index = el.getAttribute('tabindex');
    if (index !== null && Number(index) < 0) return false;
    const off = (el as HTMLButtonElement).disabled || !!el.closest('fieldset[disabled]');
    return !off && !el.closest('[hidden], [inert]') && !folded(el, root);
  });
}

/** Native showModal where the browser has it, else the `open` attribute. Returns which was used. */
export function showDialog(dialog: HTMLDialogElement): 'modal' | 'fallback' {
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
    return 'modal';
  }
  dialog.setAttribute('open', '');
  return 'fallback';
}

export function Modal({ labelledBy, onCancel, dismissOnBackdrop = false, initialFocus, role, className, testId, data, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read by the event handlers below: the latest onCancel without reopening the dialog.
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  const shown = useRef(false);

  // Opening before the browser paints (a layout effect), so the callers' own effects — focusing a
  // rule to land on — find the dialog displayed.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const how = showDialog(dialog);
    dialog.dataset.modal = how;
    shown.current = true;
    const first = initialFocus?.current ?? tabbables(dialog)[0] ?? dialog;
    // The dialog opens at its top (its heading), wherever the focused control is: settings' Close
    // is last, kept in view by its styles.
    first.focus({ preventScroll: true });
    dialog.scrollTop = 0;
    return () => {
      shown.current = false;
      if (dialog.open) dialog.close();
      // The opener may be gone (the cover replaced the screen); else it has the focus back.
      if (opener && opener.isConnected && !dialog.contains(opener)) opener.focus();
    };
    // Opened once per mount: the focus target is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // The page behind is inert: none of its key handlers (on window) may see keys pressed here.
    e.stopPropagation();
    if (e.key === 'Escape') {
      // Prevented so the browser does not also close the dialog: closing is the caller's.
      e.preventDefault();
      cancel.current?.();
      return;
    }
    if (e.key === 'Tab') wrapTab(e, ref.current!);
  };

  // The browser's close request (Escape with the focus outside the controls, a phone's back button).
  const onNativeCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    cancel.current?.();
  };

  // Closed by the browser although the caller still shows it (a close request it would not let be
  // prevented): a dismissible dialog is dismissed; a cover is shown again.
  const onNativeClose = () => {
    const dialog = ref.current;
    // Our own close (unmounting), or an old close event of a dialog shown again since.
    if (!shown.current || !dialog || dialog.open) return;
    if (cancel.current) cancel.current();
    else showDialog(dialog);
  };

  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (!dismissOnBackdrop || e.target !== e.currentTarget) return;
    // A click on the ::backdrop targets the dialog itself, outside its box.
    const r = e.currentTarget.getBoundingClientRect();
    const outside = e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
    if (outside) cancel.current?.();
  };

  const dataAttrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      role={role}
      aria-labelledby={labelledBy}
      aria-modal="true"
      data-testid={testId}
      {...dataAttrs}
      // Focusable itself, so a click on its background keeps the focus (and Escape) inside.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      {children}
    </dialog>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapTab(e: KeyboardEvent<HTMLElement>, dialog: HTMLDialogElement): void {
  const all = tabbables(dialog);
  if (all.length === 0) {
    e.preventDefault();
    return;
  }
  const active = document.activeElement as HTMLElement | null;
  // The focus may be on something outside the tab order (a rule the reference landed on, the
  // dialog itself): wrap when no control comes after (or before) it.
  const follows = (el: HTMLElement) => !!active && active !== el && !el.contains(active) && (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const precedes = (el: HTMLElement) => !!active && active !== el && !el.contains(active) && (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  if (e.shiftKey ? !all.some(precedes) : !all.some(follows)) {
    e.preventDefault();
    (e.shiftKey ? all[all.length - 1] : all[0]).focus();
  }
}
