// Where the lessons keep their bookmarks: a file of its own so the start screen can ask whether a
// lesson was playing when the page went away without loading the lessons (issue 27's budget).
export const PROGRESS_KEY = 'dark-future/tutorial';

/** Whether the saved progress names a lesson being played (read without its schema: a wrong answer only loads the game early). */
export function lessonWasPlaying(): boolean {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(PROGRESS_KEY);
    const j = text ? (JSON.parse(text) as { active?: unknown }) : null;
    return typeof j?.active === 'string';
  } catch {
    return false;
  }
}
