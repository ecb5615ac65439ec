// "Learn to play" (issue 10): a lesson plays on the ordinary game slice, so the board, the record
// sheets, the dice and the log are the real ones; this slice only keeps the lesson's place, lets
// through the command the step expects (the gate in gameSlice.dispatch), makes the scripted
// rival's moves, and says what the engine thinks of any other choice. The player's own save is
// untouched while a lesson plays (the one store's autosave paused, src/shell/sessionStore.ts; the
// lesson's game is the one session meanwhile); progress has its own key.
import { pauseAutosave, readAutosave, useSession } from '../shell/sessionStore';
import type { Session } from '../shell/session';
import { replayDf } from './gameSession';
import { UI_RESET, type Slice } from './slice';
import { History } from '../shell/history';
import { lessonById } from './tutorial/lessons';
import { readProgress, writeProgress } from './tutorial/progress';
import { commandsBefore, garageWaitMet, judge, lessonSetup } from './tutorial/run';
import type { BoardTarget, GameLesson, LessonStep } from './tutorial/types';
import type { TutorialSlice, TutorialState } from './types';

// The slice's shape lives in types.ts with the store it is part of, so the two do not import each other.
export type { TutorialSlice, TutorialState } from './types';



/** True while the lesson itself makes the rival's move (the gate lets it through). */
let scripted = false;

const gameLesson = (id: string): GameLesson | null => {
  const l = lessonById(id);
  return l && l.kind === 'game' ? l : null;
};

export const currentStep = (t: TutorialState | null): LessonStep | null => (t ? gameLesson(t.lesson)?.steps[t.step] ?? null : null);

/** Where on the board the lesson points now: the step's board target, or its result's once the step is done. */
export function lessonBoardTarget(t: TutorialState | null): BoardTarget | null {
  const step = currentStep(t);
  if (!step) return null;
  return (t?.done ? step.resultBoard ?? step.board : step.board) ?? null;
}

export const tutorialSlice: Slice<TutorialSlice> = (set, get) => {
  const remember = (id: string, step: number, finished: boolean, active: string | null = id) => {
    const lessonProgress = { ...get().lessonProgress, [id]: { step, finished: finished || !!get().lessonProgress[id]?.finished } };
    set({ lessonProgress });
    writeProgress({ active, lessons: lessonProgress });
  };
  return {
    tutorial: null,
    lessonProgress: {},
    loadLessonProgress: () => {
      const p = readProgress();
      set({ lessonProgress: p.lessons });
      if (p.active && gameLesson(p.active)) get().startLesson(p.active);
    },

    startLesson: (id, from) => {
      const lesson = lessonById(id);
      if (!lesson) return false;
      if (lesson.kind === 'garage') {
        get().openGarage();
        set({ tutorial: { lesson: id, step: 0, done: false, note: null, known: get().designs.map((d) => d.id) } });
        remember(id, 0, false, null);
        return true;
      }
      const saved = get().lessonProgress[id];
      const step = Math.min(from ?? (saved && !saved.finished ? saved.step : 0), lesson.steps.length - 1);
      const setup = lessonSetup(lesson);
      const commands = commandsBefore(lesson, step);
      const r = replayDf(setup, lesson.seed, commands);
      if (!r.ok) {
        set({ error: `${r.error.code}: ${r.error.message}` });
        return false;
      }
      pauseAutosave(true);
      // The rival is the lesson's script, not the computer driver.
      get().setSeats({});
      set({ replay: null });
      useSession.getState().adopt(r.value as unknown as Session, { write: false });
      set({ ...UI_RESET, loadProblem: null, tutorial: { lesson: id, step, done: false, note: null } });
      remember(id, step, false);
      return true;
    },

    lessonNext: () => {
      const t = get().tutorial;
      const garage = t ? lessonById(t.lesson) : undefined;
      if (t && garage?.kind === 'garage') {
        const g = garage.steps[t.step];
        if (g?.waitFor && !garageWaitMet(garage, get().designs, t.known ?? [])) return;
        const next = t.step + 1;
        if (next >= garage.steps.length) {
          get().quitLesson();
          remember(t.lesson, 0, true, null);
          return;
        }
        set({ tutorial: { ...t, step: next } });
        remember(t.lesson, next, false, null);
        return;
      }
      const step = currentStep(t);
      if (!t || !step) return;
      if (step.command && !t.done) {
        if ((step.by ?? 'you') !== 'rival') return;
        scripted = true;
        try {
          get().dispatch(step.command);
        } finally {
          scripted = false;
        }
        set({ tutorial: { ...t, done: true, note: null } });
        return;
      }
      const lesson = gameLesson(t.lesson)!;
      const next = t.step + 1;
      if (next >= lesson.steps.length) {
        get().quitLesson();
        remember(t.lesson, 0, true, null);
        return;
      }
      set({ tutorial: { ...t, step: next, done: false, note: null } });
      remember(t.lesson, next, next === lesson.steps.length - 1);
    },

    quitLesson: () => {
      const t = get().tutorial;
      set({ tutorial: null });
      // Saves are the player's again whatever happened (only guided games pause them).
      pauseAutosave(false);
      if (!t) return;
      remember(t.lesson, get().lessonProgress[t.lesson]?.step ?? 0, false, null);
      if (gameLesson(t.lesson) === null) {
        get().closeGarage();
        return;
      }
      // Back to the player's own game exactly as it was saved, or to the start screen.
      useSession.setState({ session: null, name: null });
      set({ session: null, setup: null, game: null, commands: History.of(), log: History.of(), lastEvents: [], undoable: History.of(), lastFinal: null, error: null, ...UI_RESET });
      if (readAutosave() !== null) get().boot();
    },

    tryChoice: (command, why) => {
      const { tutorial: t, game } = get();
      if (!t || !game) return;
      const v = judge(game, currentStep(t) ?? undefined, command);
      if (v.kind === 'expected') return;
      set({ tutorial: { ...t, note: { kind: v.kind, words: v.words, why } } });
    },

    tutorialGate: (command) => {
      const t = get().tutorial;
      if (!t || scripted) return true;
      const { game } = get();
      const step = currentStep(t);
      if (!game || !step) return true;
      const v = judge(game, t.done ? undefined : step, command);
      if (v.kind === 'expected') {
        set({ tutorial: { ...t, done: true, note: null } });
        return true;
      }
      const why = t.done ? 'This step is done: press Next to go on.' : v.kind === 'legal' ? 'The dice of this lesson are arranged for the step’s own choice, so the lesson waits for it; in a real game you could choose this.' : null;
      set({ tutorial: { ...t, note: { kind: v.kind, words: v.words, why } } });
      return false;
    },
  };
};
