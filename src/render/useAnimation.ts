// Plays the feed's timeline on Pixi's ticker while one is running (the clock lives in the feed).
import { useCallback, useEffect, useState } from 'react';
import { useTick } from '@pixi/react';
import { useStore } from '../store';
import { feed, type Playing } from './animationFeed';
import type { Timeline } from './animation';

export interface AnimationClock { timeline: Timeline | null; elapsed: number }

export function useAnimation(): AnimationClock {
  const [anim, setAnim] = useState<Playing | null>(null);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const pick = () => {
      const p = feed.claim(performance.now());
      setAnim(p);
      setElapsed(p ? performance.now() - p.start : 0);
    };
    pick();
    return feed.subscribe(pick);
  }, []);

  const tick = useCallback(() => {
    if (!anim) return;
    const p = useStore.getState().animations ? feed.claim(performance.now()) : null;
    if (!p || p.tl !== anim.tl) setAnim(p);
    else setElapsed(performance.now() - p.start);
  }, [anim]);
  useTick({ callback: tick, isEnabled: anim !== null });

  return { timeline: anim?.tl ?? null, elapsed };
}
