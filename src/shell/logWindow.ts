// Which slice of the log is in the page: at most LOG_WINDOW entries, so a long game's log costs
// the same to render as a short one's (2,900 commands once meant 86k log elements). The window
// follows the newest entry unless the player paged back through older ones.

export const LOG_WINDOW = 150;
/** How far one "earlier" / "later" page moves the window. */
export const LOG_PAGE = 100;

export interface LogWindow {
  start: number;
  end: number;
  /** The window ends at the newest entry and moves with it. */
  following: boolean;
}

/** `end` null: follow the newest entry. */
export function logWindow(length: number, end: number | null): LogWindow {
  const e = end === null ? length : Math.max(0, Math.min(length, end));
  return { start: Math.max(0, e - LOG_WINDOW), end: e, following: end === null || e >= length };
}

/** The window's end after paging back (older entries) or on (newer; null when that reaches the newest). */
export function pageLog(w: LogWindow, length: number, dir: 'earlier' | 'later'): number | null {
  if (dir === 'earlier') return Math.max(Math.min(length, LOG_WINDOW), w.end - LOG_PAGE);
  const e = w.end + LOG_PAGE;
  return e >= length ? null : e;
}
