// A die that is rolled in front of the players (issue 29: "dice never roll"): it tumbles through
// other faces for a moment, then settles on the face the rules rolled. The faces it passes through
// are a fixed run from the final face, not chance, so a replay tumbles the same; the result is never
// in doubt, only shown a moment later. Escape (Skip) or a click settles every die at once; without
// motion (the setting, or the system's reduced-motion preference) it shows its face at once.
import { useEffect, useState } from 'react';
import { DieFace } from './DieFace';

/** Frames and milliseconds a frame: about half a second of tumbling. */
export const TUMBLE_FRAMES = 8;
export const TUMBLE_FRAME_MS = 65;

const reducedBySystem = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The face shown `left` frames before settling on `value`: every face but the final one goes by. */
export const tumbleFace = (value: number, left: number): number => (left <= 0 ? value : ((value + left * 5 - 1) % 6) + 1 === value ? (value % 6) + 1 : ((value + left * 5 - 1) % 6) + 1);

export function TumblingDie({ value, size = 30, tumble, delayFrames = 0 }: { value: number; size?: number; tumble: boolean; delayFrames?: number }) {
  const moving = tumble && value >= 1 && value <= 6 && !reducedBySystem();
  const [left, setLeft] = useState(moving ? TUMBLE_FRAMES + delayFrames : 0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), TUMBLE_FRAME_MS);
    return () => clearTimeout(t);
  }, [left]);
  useEffect(() => {
    if (!moving) return;
    const settle = (e: KeyboardEvent) => e.key === 'Escape' && setLeft(0);
    window.addEventListener('keydown', settle);
    return () => window.removeEventListener('keydown', settle);
  }, [moving]);
  const rolling = left > 0;
  return (
    <span className={rolling ? 'tumbling-die rolling' : 'tumbling-die'} data-testid="tumbling-die" data-settled={rolling ? 'no' : 'yes'} onClick={() => setLeft(0)}>
      {/* Until it settles the die says it is rolling, so a screen reader never reads a face that is not the result. */}
      <DieFace value={rolling ? tumbleFace(value, left) : value} size={size} label={rolling ? 'a die, rolling' : undefined} />
    </span>
  );
}
