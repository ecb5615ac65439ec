// Camera maths for the board, pure so it is unit tested. World units are the track's
// centimetres (engine/geometry.ts). The camera maps world -> screen (CSS pixels, y down) as
// Pixi does for a container: scale, then rotate, then translate.
import type { Pt } from '../engine';

export interface Camera {
  /** CSS pixels per centimetre. */
  scale: number;
  /** Radians; landscape canvases run the road left->right, portrait bottom->top. */
  rotation: number;
  x: number;
  y: number;
}
export interface Size { width: number; height: number }

export const IDENTITY: Camera = { scale: 1, rotation: 0, x: 0, y: 0 };

const rot = (p: Pt, a: number): Pt => ({ x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) });

export function worldToScreen(cam: Camera, p: Pt): Pt {
  const r = rot({ x: p.x * cam.scale, y: p.y * cam.scale }, cam.rotation);
  return { x: r.x + cam.x, y: r.y + cam.y };
}

export function screenToWorld(cam: Camera, p: Pt): Pt {
  const r = rot({ x: p.x - cam.x, y: p.y - cam.y }, -cam.rotation);
  return { x: r.x / cam.scale, y: r.y / cam.scale };
}

export const isPortrait = (view: Size): boolean => view.height > view.width;

/** A small board (a phone's): a tighter stretch of road is framed (follow.ts COMPACT) and the board's buttons fold into one. */
export const isCompact = (view: Size): boolean => Math.min(view.width, view.height) < 500;

/** Fit all points into the view with `margin` CSS pixels to spare on every side. */
export function fitCamera(points: Pt[], view: Size, rotation: number, margin: number): Camera {
  if (points.length === 0 || view.width <= 0 || view.height <= 0) return { ...IDENTITY, rotation };
  const rp = points.map((p) => rot(p, rotation));
  const minX = Math.min(...rp.map((p) => p.x)), maxX = Math.max(...rp.map((p) => p.x));
  const minY = Math.min(...rp.map((p) => p.y)), maxY = Math.max(...rp.map((p) => p.y));
  const w = Math.max(maxX - minX, 1e-6), h = Math.max(maxY - minY, 1e-6);
  const m = Math.min(margin, view.width / 4, view.height / 4);
  const scale = Math.max(1e-3, Math.min((view.width - 2 * m) / w, (view.height - 2 * m) / h));
  const cx = ((minX + maxX) / 2) * scale, cy = ((minY + maxY) / 2) * scale;
  return { scale, rotation, x: view.width / 2 - cx, y: view.height / 2 - cy };
}

export interface ZoomLimits { min: number; max: number }

/** Zoom by `factor` keeping the world point under screen point `at` fixed. */
export function zoomAt(cam: Camera, factor: number, at: Pt, limits?: ZoomLimits): Camera {
  let scale = cam.scale * factor;
  if (limits) scale = Math.min(limits.max, Math.max(limits.min, scale));
  const w = screenToWorld(cam, at);
  const next = { ...cam, scale };
  const s = worldToScreen(next, w);
  return { ...next, x: next.x + at.x - s.x, y: next.y + at.y - s.y };
}

export const panBy = (cam: Camera, dx: number, dy: number): Camera => ({ ...cam, x: cam.x + dx, y: cam.y + dy });

/** Two-finger pinch: zoom by the change in finger distance about the first midpoint, then follow the midpoint. */
export function pinch(start: Camera, a0: Pt, b0: Pt, a1: Pt, b1: Pt, limits?: ZoomLimits): Camera {
  const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y), d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const m0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 }, m1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const z = zoomAt(start, d0 > 0 ? d1 / d0 : 1, m0, limits);
  return panBy(z, m1.x - m0.x, m1.y - m0.y);
}

/** Wheel delta (pixels) -> zoom factor; smooth for trackpads, one notch ~ 1.2x. */
export const wheelFactor = (deltaY: number): number => Math.exp(-deltaY * 0.0015);

/** Zoom range relative to the fitted scale. */
export const zoomLimits = (fit: Camera): ZoomLimits => ({ min: fit.scale * 0.5, max: fit.scale * 16 });

// ---------------------------------------------------------------------------------------------
// Following: the player's own pan and zoom are kept relative to the fitted view, so after a move
// the camera still follows the action at the player's zoom; and the fitted view glides, not jumps.
// ---------------------------------------------------------------------------------------------

/** A screen-space zoom and shift applied on top of the fitted camera: screen' = s * screen + (x, y). */
export interface ViewOffset { s: number; x: number; y: number }

export const NO_OFFSET: ViewOffset = { s: 1, x: 0, y: 0 };

export const applyOffset = (fit: Camera, o: ViewOffset): Camera => ({ scale: fit.scale * o.s, rotation: fit.rotation, x: o.s * fit.x + o.x, y: o.s * fit.y + o.y });

/** The offset that turns `fit` into `cam` (the player's camera; its rotation is the fit's). */
export function offsetOf(fit: Camera, cam: Camera): ViewOffset {
  const s = cam.scale / fit.scale;
  return { s, x: cam.x - s * fit.x, y: cam.y - s * fit.y };
}

const shortestTurn = (a: number, b: number): number => Math.atan2(Math.sin(b - a), Math.cos(b - a));

/**
 * The camera a fraction f (0..1) of the way from `a` to `b`: the world point at the view's centre
 * moves in a straight line, the scale changes geometrically and the rotation takes the short way,
 * so the board glides round a bend instead of swinging about the canvas corner.
 */
export function glideCamera(a: Camera, b: Camera, f: number, view: Size): Camera {
  const k = Math.max(0, Math.min(1, f));
  const mid = { x: view.width / 2, y: view.height / 2 };
  const ca = screenToWorld(a, mid), cb = screenToWorld(b, mid);
  const centre = { x: ca.x + (cb.x - ca.x) * k, y: ca.y + (cb.y - ca.y) * k };
  const scale = a.scale * (b.scale / a.scale) ** k;
  const rotation = a.rotation + shortestTurn(a.rotation, b.rotation) * k;
  const s = worldToScreen({ scale, rotation, x: 0, y: 0 }, centre);
  return { scale, rotation, x: mid.x - s.x, y: mid.y - s.y };
}

/** Are two cameras the same view (to a fraction of a pixel)? */
export function sameCamera(a: Camera, b: Camera): boolean {
  return Math.abs(a.scale / b.scale - 1) < 1e-4 && Math.abs(shortestTurn(a.rotation, b.rotation)) < 1e-4 && Math.abs(a.x - b.x) < 0.25 && Math.abs(a.y - b.y) < 0.25;
}

/** Room kept free for the board's own buttons (BoardControls): a row along the top of a landscape board, a column down the right of a portrait one. */
export const CONTROLS_BAND = 42;
export interface Inset { top: number; right: number }
export const controlsInset = (view: Size): Inset => (isPortrait(view) ? { top: 0, right: CONTROLS_BAND } : { top: CONTROLS_BAND, right: 0 });

/** fitCamera into the view less `inset` (the band the board's buttons sit in), so they never cover the fitted road. */
export function fitInside(points: Pt[], view: Size, rotation: number, margin: number, inset: Inset): Camera {
  const area = { width: Math.max(1, view.width - inset.right), height: Math.max(1, view.height - inset.top) };
  const c = fitCamera(points, area, rotation, margin);
  return { ...c, y: c.y + inset.top };
}
