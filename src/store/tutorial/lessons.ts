// Every lesson of "Learn to play", in the order the start screen lists them.
import { GAME_ONE_LESSON } from './gameOneLesson';
import type { GameLesson, Lesson } from './types';

export const GAME_LESSONS: GameLesson[] = [GAME_ONE_LESSON];
export const LESSONS: Lesson[] = [...GAME_LESSONS];
export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);
