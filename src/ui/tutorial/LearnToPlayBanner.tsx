// "Learn to play" at the top of the start screen (issue 10): a newcomer sees it without scrolling,
// on a phone too; the full list of lessons stays further down.
import { useStore, LESSONS } from '../../store';
import './tutorial.css';

const FIRST = LESSONS[0];

export function LearnToPlayBanner() {
  const progress = useStore((s) => s.lessonProgress);
  const start = useStore((s) => s.startLesson);
  const p = progress[FIRST.id];
  const resume = p && !p.finished && p.step > 0;
  const list = () => document.getElementById('learn-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  return (
    <div className="learn-banner" data-testid="learn-banner" role="group" aria-label="Learn to play">
      <p>
        <b>New to Dark Future?</b> <span className="muted">A guided first game teaches the rules on the board, about {FIRST.minutes} minutes.</span>
      </p>
      <div className="row">
        <button type="button" className="primary" data-testid="learn-banner-start" onClick={() => start(FIRST.id)}>
          {resume ? `Learn to play: resume at step ${p.step + 1}` : 'Learn to play'}
        </button>
        <button type="button" className="small" data-testid="learn-banner-list" onClick={list}>All lessons ↓</button>
      </div>
    </div>
  );
}
