// "Skip" while the board plays the last command's animation (issue 9): a click or Escape shows
// the result at once. Shown only while something plays.
import { useEffect, useSyncExternalStore } from 'react';
import { feed, roadFeed, skipAnimations } from './animationFeed';

const subscribe = (f: () => void) => {
  const a = feed.subscribe(f), b = roadFeed.subscribe(f);
  return () => {
    a();
    b();
  };
};
const playing = () => feed.active() || roadFeed.active();

export function SkipAnimation() {
  const on = useSyncExternalStore(subscribe, playing, () => false);
  useEffect(() => {
    if (!on) return;
    const key = (e: KeyboardEvent) => e.key === 'Escape' && skipAnimations();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [on]);
  if (!on) return null;
  return (
    <button type="button" className="board-skip" data-testid="board-skip" title="Skip the animation (Escape)" onPointerDown={(e) => e.stopPropagation()} onClick={skipAnimations}>
      Skip ▸▸
    </button>
  );
}
