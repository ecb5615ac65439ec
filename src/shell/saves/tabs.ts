// One game open in one tab at a time (issue 11): two tabs writing one autosave would overwrite
// each other's games. The tab that last wrote the autosave owns it (its id under OWNER_KEY);
// another tab sees that (at start-up, before each write, and through the `storage` event, which
// the browser fires in every other tab of the site) and must take over before it may write.
// A tab gives the game up when it goes away (pagehide), so a reload or a closed tab frees it.

export const OWNER_KEY = 'dark-future/save-owner';

/** This page's id: new on every load, so a reload or a duplicated tab is a tab of its own. */
export const TAB_ID = `tab-${Math.floor(Math.random() * 36 ** 8).toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function owner(): string | null {
  try {
    return storage()?.getItem(OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Another tab holds the autosave. */
export function ownedElsewhere(): boolean {
  const o = owner();
  return o !== null && o !== TAB_ID;
}

/** This tab holds the autosave from now on (the other tab hears of it through `storage`). */
export function claim(): void {
  if (owner() === TAB_ID) return;
  try {
    storage()?.setItem(OWNER_KEY, TAB_ID);
  } catch {
    // Storage full or disabled: the write that follows reports it.
  }
}

/** Gives the autosave up (the tab is going away). */
export function release(): void {
  try {
    if (owner() === TAB_ID) storage()?.removeItem(OWNER_KEY);
  } catch {
    // Nothing to release.
  }
}

let watching = false;

/** Calls `taken` when another tab takes the game over or writes the autosave while this tab holds it. */
export function watchOtherTabs(saveKey: string, taken: () => void): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pagehide', release);
  window.addEventListener('storage', (e: StorageEvent) => {
    if (e.key === OWNER_KEY && e.newValue !== null && e.newValue !== TAB_ID) taken();
    else if (e.key === saveKey && ownedElsewhere()) taken();
  });
}
