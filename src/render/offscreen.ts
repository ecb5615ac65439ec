// A crash or roll (p42) the board's camera does not show (issue 29: "crashes tumble; the camera
// eases, never jumps", and "nothing rescales during a decision"). The fitted view glides to the
// state after the command as soon as it is played (useFollowCamera.ts), and a crashed car is no
// longer framed (follow.ts frames cars in play), so the crash can tumble off the view while the next
// player already decides: in random two-player games (Games One, Two, Three, Six, Seven and Eight,
// 200 seeds each, 1506 crashes and rolls) 130 ended off the view the camera glided to at a desktop
// board's size (860 x 540) and 372 at a phone's (390 x 400). The camera is not moved for it (it
// would move under the deciding player's hand); instead a marker on the view's edge points to where
// it happens while its effect plays. Pure: camera maths.
import type { Pt } from '../engine';
import { worldToScreen, type Camera, type Size } from './camera';

export interface EdgeMarker {
  /** Where the marker stands, on the view's edge less `margin`, in screen pixels. */
  x: number;
  y: number;
  /** The way to the event from there, radians in screen axes (0: right, π/2: down). */
  angle: number;
}

/**
 * The marker for an event at world point `at`: null while it is in view (within `margin` of the
 * edge counts as in view: the effect there can be seen); else the point where the line from the
 * view's centre to the event leaves the view less `margin`, pointing along that line.
 */
export function edgeMarker(cam: Camera, view: Size, at: Pt, margin: number): EdgeMarker | null {
  const p = worldToScreen(cam, at);
  if (p.x >= 0 && p.y >= 0 && p.x <= view.width && p.y <= view.height) return null;
  const c = { x: view.width / 2, y: view.height / 2 };
  const d = { x: p.x - c.x, y: p.y - c.y };
  const hw = Math.max(1, c.x - margin), hh = Math.max(1, c.y - margin);
  // The first side the ray from the centre meets.
  const k = Math.min(d.x === 0 ? Infinity : hw / Math.abs(d.x), d.y === 0 ? Infinity : hh / Math.abs(d.y));
  return { x: c.x + d.x * k, y: c.y + d.y * k, angle: Math.atan2(d.y, d.x) };
}

/** Screen pixels kept between a marker's middle and the view's edge: its arrow and word stay whole. */
export const EDGE_MARGIN = 26;

export interface OffscreenMark extends EdgeMarker { text: string; x0: number; y0: number }

/**
 * The markers of the crashes playing now (a crash or a roll, animation.ts's 'crash' effect) that the
 * view does not show: each on the edge towards it, its word a little inside.
 */
export function offscreenMarks(live: readonly { e: { kind: string }; at: Pt }[], cam: Camera, view: Size): OffscreenMark[] {
  const out: OffscreenMark[] = [];
  for (const x of live) {
    if (x.e.kind !== 'crash') continue;
    const m = edgeMarker(cam, view, x.at, EDGE_MARGIN);
    if (m) out.push({ ...m, text: 'Crash', x0: m.x - Math.cos(m.angle) * 30, y0: m.y - Math.sin(m.angle) * 30 });
  }
  return out;
}

/** A marker's arrow: a triangle pointing `angle`, its tip `EDGE_MARGIN - 4` px beyond its middle, in the crash's red on a dark edge. */
export function arrowPoints(m: EdgeMarker): number[] {
  const tip = EDGE_MARGIN - 4;
  const back = 10;
  const wide = 11;
  const c = Math.cos(m.angle), s = Math.sin(m.angle);
  const at = (a: number, b: number) => [m.x + a * c - b * s, m.y + a * s + b * c];
  return [...at(tip, 0), ...at(-back, wide), ...at(-back, -wide)];
}
