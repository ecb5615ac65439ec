// Plays the last command's moves: subscribes to the store (to see the state before and after
// the command) and advances a clock on Pixi's ticker only while a timeline is playing.
import { useCallback, useEffect, useState } from 'react';
import { useTick } from '@pixi/react';
import { useStore } from '../store';
import { buildTimeline, timelineDuration, type Timeline } from './animation';

export interface AnimationClock { timeline: Timeline | null; elapsed: number }

export function useAnimation(): AnimationClock {
  const [anim, setAnim] = useState<{ tl: Timeline; start: number } | null>(null);
  const [elapsed, setElapsed] = useState(0);

  useEffect(
    () =>
      useStore.subscribe((s, prev) => {
        if (s.lastEvents === prev.lastEvents) return;
        // Animate one new command only: not a load, an undo or a replay of a whole game.
        const oneMore = s.commands.length === prev.commands.length + 1 && prev.game !== null;
        const tl = oneMore && s.animations ? buildTimeline(s.lastEvents, prev.game, s.game) : null;
        setAnim(tl && tl.slots.length > 0 ? { tl, start: performance.now() } : null);
        setElapsed(0);
      }),
    [],
  );

  const tick = useCallback(() => {
    if (!anim) return;
    const e = performance.now() - anim.start;
    if (e >= timelineDuration(anim.tl) || !useStore.getState().animations) setAnim(null);
    else setElapsed(e);
  }, [anim]);
  useTick({ callback: tick, isEnabled: anim !== null });

  return { timeline: anim?.tl ?? null, elapsed };
}
