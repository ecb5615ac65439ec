// What the app tells in passing ("Link copied", "Saved"): a short queue of toasts, shown by
// <Toasts/> over the page (never in the flow of a bar, so nothing reflows), each gone after a few
// seconds unless the player is in it (a link to select). Plain module state: any game's screen
// may say something, and tests read it through the component.
export interface ToastItem {
  id: number;
  text: string;
  /** A link shown in a read-only field, to select and copy by hand (the share link). */
  link?: string;
}

const SHOWN_MS = 4000;
const MAX = 3;

let items: ToastItem[] = [];
let next = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((f) => f());

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  tell();
}

/** Keeps a toast up (the focus or the pointer is in it) or lets it go `ms` from now. */
export function holdToast(id: number, hold: boolean, ms = SHOWN_MS): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!hold && items.some((t) => t.id === id)) timers.set(id, setTimeout(() => dismissToast(id), ms));
}

/** Says `text` for a few seconds (longer with a link to copy); the newest replaces the oldest beyond three. */
export function toast(text: string, link?: string): number {
  const id = next++;
  for (const old of items.slice(0, Math.max(0, items.length - MAX + 1))) dismissToast(old.id);
  items = [...items, link ? { id, text, link } : { id, text }];
  holdToast(id, false, link ? 2 * SHOWN_MS : SHOWN_MS);
  tell();
  return id;
}

export function subscribeToasts(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

export const currentToasts = (): ToastItem[] => items;
