// The lesson card's head, the same in the first game's card and the garage lesson's: the lesson's
// name, how far along it is, and the way out.

/** The lesson's name, "Step n of m" and "Quit lesson". */
export function LessonHead({ title, step, steps, onQuit }: { title: string; step: number; steps: number; onQuit: () => void }) {
  return (
    <div className="lesson-head">
      <span className="lesson-name">{title}</span>
      <span className="lesson-count" data-testid="lesson-progress">Step {step + 1} of {steps}</span>
      <button type="button" className="small" data-testid="lesson-quit" onClick={onQuit}>Quit lesson</button>
    </div>
  );
}
