// Text that could not be read is copied aside before anything writes over it, and a later copy
// never replaces an earlier one: each goes under the first free key of `base`, `base-2`, ...
// (a second corrupt garage or save must not overwrite the first kept-aside copy).

/** No more copies than this are kept (the oldest stay; a report says when there was no room). */
export const KEEP_ASIDE_MAX = 20;

import { localStore as storage, readKey, removeKey } from './storage';

const keyAt = (base: string, i: number): string => (i === 1 ? base : `${base}-${i}`);

/** Keeps `text` aside; the key it is under (an identical copy already kept is reused), or null when it could not be kept. */
export function keepAside(base: string, text: string): string | null {
  const s = storage();
  if (!s) return null;
  try {
    for (let i = 1; i <= KEEP_ASIDE_MAX; i++) {
      const key = keyAt(base, i);
      const there = s.getItem(key);
      if (there === text) return key;
      if (there === null) {
        s.setItem(key, text);
        return key;
      }
    }
  } catch {
    // Quota or privacy mode: nowhere to keep it; the caller's report still says what happened.
  }
  return null;
}

/** Every copy kept aside under `base`, oldest first. */
export function keptAside(base: string): string[] {
  const s = storage();
  const out: string[] = [];
  if (!s) return out;
  try {
    for (let i = 1; i <= KEEP_ASIDE_MAX; i++) {
      const t = s.getItem(keyAt(base, i));
      if (t !== null) out.push(t);
    }
  } catch {
    // Unreadable storage: nothing to list.
  }
  return out;
}

/** Every copy kept aside under an older key `from` goes under `base` (read once: each copy kept there leaves `from`; one that cannot be kept stays where it was). */
export function moveKeptAside(from: string, base: string): void {
  for (let i = 1; i <= KEEP_ASIDE_MAX; i++) {
    const key = keyAt(from, i);
    const text = readKey(key);
    if (text !== null && keepAside(base, text) !== null) removeKey(key);
  }
}
