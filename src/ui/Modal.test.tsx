// @vitest-environment happy-dom
// The shell's one modal (src/shell/Modal.tsx, issue 27): open while mounted, named by its
// heading, the focus in it and back to the opener after, Escape closing only where the caller
// allows, Tab kept inside. happy-dom's showModal only sets the open attribute (no top layer, no
// inert page): the real browser's path is e2e/dialogs.spec.ts; the path for browsers without
// showModal is tested here on its own. (Here, not in src/shell: the shell may not import src/ui's
// test helpers.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useRef, useState } from 'react';
import { Modal, tabbables } from '../shell/Modal';
import { click, key, mount, need, unmount } from './testing/mount';

afterEach(unmount);

function Harness({ cancellable, onKey }: { cancellable: boolean; onKey?: () => void }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <div onKeyDown={onKey}>
      <button type="button" data-testid="opener" onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal labelledBy="t" testId="dlg" onCancel={cancellable ? () => setOpen(false) : undefined} dismissOnBackdrop initialFocus={second}>
          <h2 id="t">Title</h2>
          <button type="button" data-testid="first">First</button>
          <button type="button" data-testid="second" ref={second}>Second</button>
          <button type="button" disabled>Off</button>
          <details>
            <summary data-testid="summary">More</summary>
            <button type="button" data-testid="folded">Hidden while folded</button>
          </details>
          <button type="button" data-testid="last" onClick={() => setOpen(false)}>Close</button>
        </Modal>
      )}
    </div>
  );
}

async function openFromOpener(): Promise<HTMLDialogElement> {
  const opener = need('opener');
  opener.focus();
  await click(opener);
  return need('dlg') as HTMLDialogElement;
}

const escape = (target: Element) => act(async () => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
});

describe('Modal', () => {
  it('opens as a modal <dialog> named by its heading, the focus on the asked-for control', async () => {
    await mount(<Harness cancellable />);
    const dialog = await openFromOpener();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.modal).toBe('modal');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Title');
    expect(document.activeElement).toBe(need('second'));
  });

  it('Escape closes it when the caller allows, and the focus goes back to the opener', async () => {
    const page = vi.fn();
    await mount(<Harness cancellable onKey={page} />);
    await openFromOpener();
    await escape(need('second'));
    expect(document.querySelector('[data-testid="dlg"]')).toBeNull();
    expect(document.activeElement).toBe(need('opener'));
    // The page behind never saw the key.
    expect(page).not.toHaveBeenCalled();
  });

  it('Escape does nothing when the caller gives no onCancel, and its default is prevented', async () => {
    const page = vi.fn();
    await mount(<Harness cancellable={false} onKey={page} />);
    const dialog = await openFromOpener();
    const e = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(async () => need('second').dispatchEvent(e));
    expect(e.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    expect(need('dlg')).toBe(dialog);
    expect(page).not.toHaveBeenCalled();
    // Closing by its own button still gives the focus back.
    await click(need('last'));
    expect(document.activeElement).toBe(need('opener'));
  });

  it('the browser\'s cancel event is prevented; a close the browser forced reopens a cover, dismisses the rest', async () => {
    await mount(<Harness cancellable={false} />);
    const cover = await openFromOpener();
    const cancel = new Event('cancel', { cancelable: true });
    await act(async () => cover.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(cover.open).toBe(true);
    await act(async () => cover.close());
    expect(cover.open).toBe(true);

    await mount(<Harness cancellable />);
    const dismissible = await openFromOpener();
    await act(async () => dismissible.close());
    expect(document.querySelector('[data-testid="dlg"]')).toBeNull();
  });

  it('Tab from the last control goes to the first, Shift+Tab from the first to the last; folded and disabled ones are skipped', async () => {
    await mount(<Harness cancellable />);
    const dialog = await openFromOpener();
    expect(tabbables(dialog).map((b) => b.dataset.testid)).toEqual(['first', 'second', 'summary', 'last']);
    need('last').focus();
    await key('Tab', need('last'));
    expect(document.activeElement).toBe(need('first'));
    need('first').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(need('last'));
    (dialog.querySelector('details') as HTMLDetailsElement).open = true;
    expect(tabbables(dialog).map((b) => b.dataset.testid)).toContain('folded');
  });

  it('a click on the backdrop (outside the dialog\'s box) dismisses it, a click inside does not', async () => {
    await mount(<Harness cancellable />);
    const dialog = await openFromOpener();
    // happy-dom lays nothing out: the box is given.
    dialog.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 300, x: 100, y: 100, width: 200, height: 200, toJSON: () => ({}) });
    await act(async () => dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 150, clientY: 150 })));
    expect(dialog.isConnected).toBe(true);
    await act(async () => dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 150 })));
    expect(document.querySelector('[data-testid="dlg"]')).toBeNull();
  });

  it('without showModal (old browsers) it opens by its open attribute, and the focus, Escape and Tab still work', async () => {
    const proto = HTMLDialogElement.prototype as { showModal?: unknown };
    const native = Object.getOwnPropertyDescriptor(proto, 'showModal');
    Object.defineProperty(proto, 'showModal', { value: undefined, configurable: true, writable: true });
    try {
      await mount(<Harness cancellable />);
      const dialog = await openFromOpener();
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(dialog.dataset.modal).toBe('fallback');
      expect(document.activeElement).toBe(need('second'));
      need('last').focus();
      await key('Tab', need('last'));
      expect(document.activeElement).toBe(need('first'));
      await escape(need('first'));
      expect(document.querySelector('[data-testid="dlg"]')).toBeNull();
      expect(document.activeElement).toBe(need('opener'));
    } finally {
      if (native) Object.defineProperty(proto, 'showModal', native);
      else delete proto.showModal;
    }
  });
});
