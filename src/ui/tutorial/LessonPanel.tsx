// The lesson's card over the game: where you are in the lesson, what to do or what happened, the
// engine's word on any other choice you tried, and Next / Quit. The real controls do the rest.
import { useEffect, useRef } from 'react';
import { clearStyle, useClearOfBoard } from '../useClearOfBoard';
import { boardTargetName, currentStep, lessonBoardTarget, lessonById, useStore } from '../../store';
import { LessonHead } from './LessonHead';
import { LessonWords } from './LessonWords';
import { boardWords, stepTargets } from './targets';
import { useHighlight } from './useHighlight';
import { useDockedHeight } from './useDockedHeight';

const WIDE = '(min-width: 801px)';

export function LessonPanel() {
  const t = useStore((s) => s.tutorial);
  const next = useStore((s) => s.lessonNext);
  const quit = useStore((s) => s.quitLesson);
  const tryChoice = useStore((s) => s.tryChoice);
  const setPreview = useStore((s) => s.setPreview);
  const lesson = t ? lessonById(t.lesson) : undefined;
  const step = currentStep(t);
  const done = !!t?.done;
  const key = t ? `${t.lesson}/${t.step}/${done}` : 'none';
  const game = useStore((s) => s.game);
  useHighlight(key, step ? stepTargets(step, done) : [], step ? (done ? step.resultCallout ?? 'recap' : step.callout) : null, game, lesson?.kind === 'game' ? lesson.you : '');
  // Where it happens on the board: the expected action's contact zone or fire corridor is drawn.
  // Keyboard: Next takes the focus when it appears, without scrolling the card away from its heading.
  const nextButton = useRef<HTMLButtonElement>(null);
  const words = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    nextButton.current?.focus({ preventScroll: true });
    // A new step's words are read from their start (the card kept the last step's scroll, its first lines cut).
    if (words.current) words.current.scrollTop = 0;
  }, [key]);
  useDockedHeight(card, key);
  // On a wide screen it stands clear of the pointer and the cars (issue 29: it covered the car its own arrow named); a phone docks it under the board (tutorial.css).
  const at = useClearOfBoard(card, key, WIDE, true);
  const cmd = step?.command;
  useEffect(() => {
    if (cmd && cmd.type === 'declare' && !done && step?.by !== 'rival') setPreview({ vehicle: cmd.vehicle, action: cmd.action });
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!t || !step || !lesson || lesson.kind !== 'game') return null;
  const pointer = lessonBoardTarget(t);
  const waiting = !!step.command && !done && step.by !== 'rival';
  const last = t.step === lesson.steps.length - 1;
  const nextLabel = last ? 'Finish the lesson' : step.command && !done ? 'Next: watch Razor' : 'Next';
  return (
    <aside className="lesson-panel" ref={card} style={clearStyle(at)} role="region" aria-label="Lesson" data-testid="lesson-panel" data-step={step.id} data-done={done}>
      {/* The words scroll on their own above the foot: a foot stuck over scrolling words lay on their last line (issue 29). */}
      <div className="lesson-words" ref={words} data-testid="lesson-words">
        <LessonHead title={lesson.title} step={t.step} steps={lesson.steps.length} onQuit={quit} />
        <h2 className="lesson-title" data-testid="lesson-title">{step.title}</h2>
        <p className="lesson-text" data-testid="lesson-text" aria-live="polite"><LessonWords text={done ? step.result ?? 'Done: “What just happened” shows the dice.' : step.text} /></p>
        {pointer && (
          <p className="lesson-board" data-testid="lesson-board" data-target={boardTargetName(pointer)}>
            <span aria-hidden="true">⬇</span> On the board, the yellow arrow points at {boardWords(pointer, game, lesson.you)}.
          </p>
        )}
        {t.note && (
          <p className={`lesson-note ${t.note.kind}`} role="status" data-testid="lesson-note">
            {t.note.words} {t.note.why && <LessonWords text={t.note.why} />}
          </p>
        )}
        {waiting && step.tryInstead && step.tryInstead.length > 0 && (
          <div className="lesson-try" role="group" aria-label="Try something else">
            <span className="muted">Or try:</span>
            {step.tryInstead.map((x, i) => (
              <button key={i} type="button" className="small" data-testid={`lesson-try-${i}`} onClick={() => tryChoice(x.command, x.why)}>{x.label}</button>
            ))}
          </div>
        )}
      </div>
      {waiting ? (
        <p className="lesson-do muted" data-testid="lesson-do">Your move: use the highlighted control.</p>
      ) : (
        <div className="lesson-foot">
          <button type="button" className="primary" data-testid="lesson-next" onClick={next} ref={nextButton}>{nextLabel}</button>
        </div>
      )}
    </aside>
  );
}
