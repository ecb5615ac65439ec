// Plays a feed's animation on Pixi's ticker while one is running (the clock lives in the feed);
// the ticker runs only then (frameLoop.ts: the board otherwise draws on demand).
import { useCallback, useEffect, useState } from 'react';
import { useTick } from '@pixi/react';
import { useStore } from '../store';
import type { Feed, Playing } from './animationFeed';
import type { FrameLoop } from './frameLoop';

export interface AnimationClock<T> { value: T | null; elapsed: number }

export function useAnimation<T>(feed: Feed<T>, loop: FrameLoop): AnimationClock<T> {
  const [anim, setAnim] = useState<Playing<T> | null>(null);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const pick = () => {
      const p = feed.claim(performance.now());
      setAnim(p);
      setElapsed(p ? performance.now() - p.start : 0);
    };
    pick();
    return feed.subscribe(pick);
  }, [feed]);

  const tick = useCallback(() => {
    if (!anim) return;
    const p = useStore.getState().animations ? feed.claim(performance.now()) : null;
    if (!p || p.value !== anim.value) setAnim(p);
    else setElapsed(performance.now() - p.start);
  }, [anim, feed]);
  useTick({ callback: tick, isEnabled: anim !== null });
  const playing = anim !== null;
  useEffect(() => (playing ? loop.hold() : undefined), [playing, loop]);

  return { value: anim?.value ?? null, elapsed };
}
