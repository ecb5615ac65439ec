// "Learn to play" on the start screen: the lessons, each with its saved place.
import { useStore, LESSONS } from '../../store';

export function LearnToPlay() {
  const progress = useStore((s) => s.lessonProgress);
  const start = useStore((s) => s.startLesson);
  return (
    <section className="learn-to-play" aria-labelledby="learn-title" data-testid="learn-to-play">
      <h2 id="learn-title">Learn to play</h2>
      <p className="muted">Never played? A guided game teaches the rules on the board, one idea at a time. Quit whenever you like: the lesson remembers where you were.</p>
      <ul className="lesson-list">
        {LESSONS.map((l) => {
          const p = progress[l.id];
          const steps = l.steps.length;
          const resume = p && !p.finished && p.step > 0;
          return (
            <li key={l.id} className="lesson-item">
              <div>
                <b>{l.title}</b> <span className="muted">· about {l.minutes} min</span>
                <p className="muted">{l.summary}</p>
                {p?.finished && <p className="lesson-finished" data-testid={`learn-${l.id}-finished`}>Finished ✓</p>}
              </div>
              <div className="row">
                <button type="button" className="primary" data-testid={`learn-${l.id}`} onClick={() => start(l.id)}>
                  {resume ? `Resume at step ${p.step + 1} of ${steps}` : p?.finished ? 'Play again' : 'Start'}
                </button>
                {resume && <button type="button" data-testid={`learn-${l.id}-restart`} onClick={() => start(l.id, 0)}>Start over</button>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
