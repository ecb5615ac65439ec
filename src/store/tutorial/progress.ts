// Lesson progress in localStorage, under its own key: never the game's save (issue 10). Read at the
// door with valibot like every other file the app reads back.
import * as v from 'valibot';
import { schema } from '../../engine';

import { PROGRESS_KEY } from './progressKey';

export { PROGRESS_KEY };

export interface LessonProgress {
  /** The step to resume at. */
  step: number;
  finished: boolean;
}
export type Progress = Record<string, LessonProgress>;
/** The lessons' bookmarks, and the lesson being played when the page went away (resumed at start-up). */
export interface ProgressFile {
  active: string | null;
  lessons: Progress;
}

const ProgressSchema = v.strictObject(
  {
    schema: v.literal(1),
    active: v.nullable(schema.id('a lesson id')),
    lessons: v.record(schema.id('a lesson id'), v.strictObject({ step: schema.int(0, 1000), finished: v.boolean('true or false') }, 'a lesson {step, finished}')),
  },
  'lesson progress {schema, lessons}',
);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved progress; anything unreadable counts as no progress (it is only a bookmark). */
export function readProgress(): ProgressFile {
  const none = { active: null, lessons: {} };
  try {
    const text = storage()?.getItem(PROGRESS_KEY);
    if (!text) return none;
    const r = schema.parseAt(ProgressSchema, JSON.parse(text));
    return r.ok ? r.value : none;
  } catch {
    return none;
  }
}

export function writeProgress(p: ProgressFile): void {
  try {
    storage()?.setItem(PROGRESS_KEY, JSON.stringify({ schema: 1, ...p }));
  } catch {
    // Best effort, as the game's own save (the one store's autosave).
  }
}
