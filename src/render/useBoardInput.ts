// Pointer, wheel and keyboard on the board's wrapper element: drag to pan, wheel / pinch to
// zoom, +/- and arrows, 0 or F to fit; a tap without a drag is a click. The maths is in camera.ts.
import { useEffect, useRef, type RefObject } from 'react';
import type { Pt } from '../engine';
import { panBy, pinch, wheelFactor, zoomAt, type Camera, type ZoomLimits } from './camera';
import type { CameraUpdate } from './useFollowCamera';

export interface BoardInput {
  cam: Camera;
  limits: ZoomLimits;
  /** A camera, null to fit again, or a change to the camera as last set (wheel and keys). */
  setCam: (c: CameraUpdate) => void;
  onClick: (p: Pt) => void;
  onHover: (p: Pt | null) => void;
}

/** Movement (CSS px) beyond which a press is a drag, not a click. */
const DRAG_SLOP = 5;
const KEY_PAN = 60;
const KEY_ZOOM = 1.25;

export function useBoardInput(ref: RefObject<HTMLDivElement | null>, input: BoardInput): void {
  // Handlers read the latest camera and callbacks through a ref, so listeners attach once.
  const live = useRef(input);
  useEffect(() => {
    live.current = input;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const pointers = new Map<number, Pt>();
    let gesture: { cam: Camera; a0: Pt; b0: Pt | null; moved: boolean } | null = null;
    const local = (e: { clientX: number; clientY: number }): Pt => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const startGesture = () => {
      const [a, b] = [...pointers.values()];
      gesture = { cam: live.current.cam, a0: a, b0: b ?? null, moved: gesture?.moved ?? false };
    };

    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      el.focus({ preventScroll: true });
      el.setPointerCapture?.(e.pointerId);
      pointers.set(e.pointerId, local(e));
      startGesture();
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      if (!pointers.has(e.pointerId)) {
        if (e.pointerType === 'mouse') live.current.onHover(p);
        return;
      }
      pointers.set(e.pointerId, p);
      if (!gesture) return;
      const { limits, setCam } = live.current;
      const [a, b] = [...pointers.values()];
      if (gesture.b0 && b) {
        gesture.moved = true;
        setCam(pinch(gesture.cam, gesture.a0, gesture.b0, a, b, limits));
      } else {
        const dx = a.x - gesture.a0.x, dy = a.y - gesture.a0.y;
        if (!gesture.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
        gesture.moved = true;
        setCam(panBy(gesture.cam, dx, dy));
      }
    };
    const up = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId)) return;
      const p = local(e);
      const wasClick = gesture !== null && !gesture.moved && pointers.size === 1;
      pointers.delete(e.pointerId);
      if (pointers.size > 0) startGesture(); // one finger lifted from a pinch: keep panning from here
      else gesture = null;
      if (wasClick && e.type === 'pointerup') live.current.onClick(p);
    };
    const leave = () => live.current.onHover(null);
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const { limits, setCam } = live.current;
      const at = local(e), f = wheelFactor(e.deltaY * (e.deltaMode === 1 ? 16 : 1));
      setCam((cam) => zoomAt(cam, f, at, limits));
    };
    const key = (e: KeyboardEvent) => {
      const { limits, setCam } = live.current;
      const centre = { x: el.clientWidth / 2, y: el.clientHeight / 2 };
      const zoom = (f: number) => () => setCam((cam) => zoomAt(cam, f, centre, limits));
      const pan = (dx: number, dy: number) => () => setCam((cam) => panBy(cam, dx, dy));
      const actions: Record<string, () => void> = {
        '+': zoom(KEY_ZOOM),
        '=': zoom(KEY_ZOOM),
        '-': zoom(1 / KEY_ZOOM),
        _: zoom(1 / KEY_ZOOM),
        ArrowLeft: pan(KEY_PAN, 0),
        ArrowRight: pan(-KEY_PAN, 0),
        ArrowUp: pan(0, KEY_PAN),
        ArrowDown: pan(0, -KEY_PAN),
        '0': () => setCam(null),
        f: () => setCam(null),
        F: () => setCam(null),
      };
      const act = actions[e.key];
      if (!act || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      act();
    };

    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('keydown', key);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('keydown', key);
    };
  }, [ref]);
}
