// Every lesson of "Learn to play", in the order the start screen lists them.
import { GAME_ONE_LESSON } from './gameOneLesson';
import { GARAGE_LESSON } from './garageLesson';
import { CURVES_LESSON } from './curvesLesson';
import type { GameLesson, Lesson } from './types';

export const GAME_LESSONS: GameLesson[] = [GAME_ONE_LESSON, CURVES_LESSON];
export const LESSONS: Lesson[] = [...GAME_LESSONS, GARAGE_LESSON];
export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);
