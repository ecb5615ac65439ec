// Tiny DOM test helpers (no testing-library here): mount with React 19's act, find by test id,
// click, type, press keys.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;

export async function mount(el: ReactElement): Promise<HTMLElement> {
  await unmount();
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () => root!.render(el));
  return host;
}

export async function unmount(): Promise<void> {
  if (root) await act(async () => root!.unmount());
  host?.remove();
  root = null;
  host = null;
}

export const byTestId = (id: string): HTMLElement | null => document.querySelector(`[data-testid="${id}"]`);

export function need(id: string): HTMLElement {
  const el = byTestId(id);
  if (!el) throw new Error(`no element with data-testid="${id}"`);
  return el;
}

export async function click(el: Element | null): Promise<void> {
  if (!el) throw new Error('click: no element');
  await act(async () => (el as HTMLElement).click());
}

export async function fire(el: Element, type: string, init: EventInit = { bubbles: true }): Promise<void> {
  await act(async () => el.dispatchEvent(new Event(type, init)));
}

export async function key(k: string, target: EventTarget = window): Promise<void> {
  await act(async () => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
}

/** Sets an input's value the way React notices (through the native setter), then fires input. */
export async function type(el: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
