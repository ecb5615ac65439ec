// The board's camera: the fitted view that follows the action, the player's pan and zoom kept as
// an offset on top of it (camera.ts), and a short glide whenever the fitted view moves — a jump
// when animations are off, so tests and players who turned them off see the final view at once.
// The glide starts with the command, so it plays while the command's effects do; the next
// decision waits for it to end (settling.ts).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { applyOffset, glideCamera, NO_OFFSET, offsetOf, sameCamera, type Camera, type Size, type ViewOffset } from './camera';
import { setCameraSettling } from './settling';

export const GLIDE_MS = 400;

const ease = (x: number): number => 1 - (1 - x) ** 3;

export type CameraUpdate = Camera | null | ((current: Camera) => Camera);

export interface FollowCamera {
  /** The camera to draw with now. */
  cam: Camera;
  /**
   * The player panned or zoomed to `c` (null: back to the fitted view); a function is given the
   * camera as last set, so several wheel notches or key presses before a redraw all count.
   * `glide`: eased there as after a command (a jump to a far part of the road loses the player:
   * "Show the crash", ShowCrash.tsx); a drag, a pinch or a wheel notch applies at once.
   */
  setCam: (c: CameraUpdate, glide?: boolean) => void;
  /** The view is still gliding to where it will rest. */
  gliding: boolean;
}

/**
 * `resetKey` changes for a new game: the player's offset is dropped. Until `ready` (a game drawn on
 * a canvas of known size) and when the canvas changes size, the view jumps instead of gliding.
 */
export function useFollowCamera(fit: Camera, size: Size, ready: boolean, animate: boolean, resetKey: unknown): FollowCamera {
  const [offset, setOffset] = useState<{ key: unknown; o: ViewOffset }>({ key: resetKey, o: NO_OFFSET });
  const o = offset.key === resetKey ? offset.o : NO_OFFSET;
  const target = applyOffset(fit, o);

  const [shown, setShown] = useState<Camera>(target);
  const live = useRef({ fit, shown, jump: true, size });
  useEffect(() => {
    live.current.fit = fit;
    live.current.shown = shown;
  });
  const [gliding, setGliding] = useState(false);

  const setCam = useCallback(
    (c: CameraUpdate, glide = false) => {
      live.current.jump = !glide;
      setOffset((prev) => {
        const fit = live.current.fit;
        const next = typeof c === 'function' ? c(applyOffset(fit, prev.key === resetKey ? prev.o : NO_OFFSET)) : c;
        return { key: resetKey, o: next ? offsetOf(fit, next) : NO_OFFSET };
      });
    },
    [resetKey],
  );

  const { scale, rotation, x, y } = target;
  // A layout effect: the glide is known to have begun before the next decision is first painted, so
  // that decision never shows ready for a click while the view is about to move.
  useLayoutEffect(() => {
    const to = { scale, rotation, x, y };
    const from = live.current.shown;
    const jump = live.current.jump || !animate || !ready || live.current.size !== size;
    live.current.jump = !ready;
    live.current.size = size;
    if (sameCamera(from, to)) return;
    if (jump) {
      setShown(to);
      return;
    }
    let raf = 0;
    const start = performance.now();
    setGliding(true);
    setCameraSettling(true);
    const step = () => {
      const f = Math.min(1, (performance.now() - start) / GLIDE_MS);
      setShown(f >= 1 ? to : glideCamera(from, to, ease(f), size));
      if (f < 1) raf = requestAnimationFrame(step);
      else {
        setGliding(false);
        setCameraSettling(false);
      }
    };
    raf = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(raf);
      setGliding(false);
      setCameraSettling(false);
    };
  }, [scale, rotation, x, y, animate, size, ready]);

  return { cam: shown, setCam, gliding };
}
