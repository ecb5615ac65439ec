// Plays a lesson's steps through the engine and keeps each step's events and states, for the
// lesson tests (lessons.test.ts, lessonOrder.test.ts): one way to play a lesson, so every check
// reads the same game.
import { apply, newGame, type Command, type GameEvent, type GameState } from '../../engine';
import { lessonSetup } from './run';
import type { GameLesson, LessonStep } from './types';

export interface StepTrace {
  id: string;
  events: GameEvent[];
  /** Dice the step's command rolled. */
  rolled: number;
  before: GameState;
  after: GameState;
}

/** `check` sees each command before it is applied (the tests assert whose decision it is, and that it is offered). */
export function traceLesson(lesson: GameLesson, check?: (s: GameState, step: LessonStep, command: Command) => void) {
  const r = newGame(lessonSetup(lesson), lesson.seed);
  if (!r.ok) throw new Error(r.error.message);
  let s: GameState = r.value;
  const all: GameEvent[] = [];
  const trace: StepTrace[] = [];
  for (const step of lesson.steps) {
    if (!step.command) {
      trace.push({ id: step.id, events: [], rolled: 0, before: s, after: s });
      continue;
    }
    check?.(s, step, step.command);
    const rolls = s.rng.rolls;
    const x = apply(s, step.command);
    if (!x.ok) throw new Error(`${step.id}: ${x.error.message}`);
    trace.push({ id: step.id, events: x.value.events, rolled: x.value.state.rng.rolls - rolls, before: s, after: x.value.state });
    s = x.value.state;
    all.push(...x.value.events);
  }
  return { s, all, trace };
}
