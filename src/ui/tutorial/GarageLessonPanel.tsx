// The garage lesson's card: what to do with the highlighted control; the last step waits for a
// saved design that the engine's validateDesign passes.
import { garageWaitMet, lessonById, useStore } from '../../store';
import { LessonHead } from './LessonHead';
import { LessonWords } from './LessonWords';
import { useHighlight } from './useHighlight';

export function GarageLessonPanel() {
  const t = useStore((s) => s.tutorial);
  const designs = useStore((s) => s.designs);
  const next = useStore((s) => s.lessonNext);
  const quit = useStore((s) => s.quitLesson);
  const lesson = t ? lessonById(t.lesson) : undefined;
  const step = lesson?.kind === 'garage' && t ? lesson.steps[t.step] : undefined;
  const target = step?.target ?? null;
  useHighlight(t ? `${t.lesson}/${t.step}` : 'none', target ? [{ find: () => [...document.querySelectorAll(`[data-testid="${target}"]`)] }] : [], null);
  if (!t || !step || lesson?.kind !== 'garage') return null;
  const met = !step.waitFor || garageWaitMet(lesson, designs, t.known ?? []);
  const last = t.step === lesson.steps.length - 1;
  return (
    <aside className="lesson-panel" role="region" aria-label="Lesson" data-testid="lesson-panel" data-step={step.id}>
      <div className="lesson-words">
        <LessonHead title={lesson.title} step={t.step} steps={lesson.steps.length} onQuit={quit} />
        <h2 className="lesson-title" data-testid="lesson-title">{step.title}</h2>
        <p className="lesson-text" data-testid="lesson-text" aria-live="polite"><LessonWords text={step.text} /></p>
      </div>
      {met ? (
        <button type="button" className="primary" data-testid="lesson-next" onClick={next}>{last ? 'Finish the lesson' : 'Next'}</button>
      ) : (
        <p className="lesson-do muted" data-testid="lesson-do">Waiting for a saved design that passes Game Four’s checks.</p>
      )}
    </aside>
  );
}
