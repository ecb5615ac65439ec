// The browser's localStorage for the shell's saves, which may be missing or throw (private
// windows, the quota, blocked cookies): every read and write says why it failed instead.

/** Why a save was not written: storage full (the quota), disabled (privacy settings), another tab has the game, or anything else. */
export type WriteProblem = 'full' | 'disabled' | 'elsewhere' | 'failed';

export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The kind of failure behind a storage exception (browsers name the quota differently). */
export function problemOf(e: unknown): WriteProblem {
  const name = e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? (e as Error).name : '';
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) return 'full';
  if (name === 'SecurityError') return 'disabled';
  return 'failed';
}

/** The text under `key`, or null (none, or unreadable storage). */
export function readKey(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `text` under `key`; null when it was written, else why not. */
export function writeKey(key: string, text: string): WriteProblem | null {
  const s = localStore();
  if (!s) return 'disabled';
  try {
    s.setItem(key, text);
    return null;
  } catch (e) {
    return problemOf(e);
  }
}

export function removeKey(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
