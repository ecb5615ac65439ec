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
import { controlsInset, worldToScreen, type Camera, type Inset, type Size } from './camera';

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
 * middle of the view less `inset` (the band of the board's own buttons, BoardControls: a marker
 * there would sit under them) to the event leaves that area less `margin`, pointing along that line.
 */
export function edgeMarker(cam: Camera, view: Size, at: Pt, margin: number, inset: Inset = { top: 0, right: 0 }): EdgeMarker | null {
  const p = worldToScreen(cam, at);
  if (p.x >= 0 && p.y >= 0 && p.x <= view.width && p.y <= view.height) return null;
  const w = view.width - inset.right, h = view.height - inset.top;
  const c = { x: w / 2, y: inset.top + h / 2 };
  const d = { x: p.x - c.x, y: p.y - c.y };
  const hw = Math.max(1, w / 2 - margin), hh = Math.max(1, h / 2 - margin);
  // The first side the ray from the centre meets.
  const k = Math.min(d.x === 0 ? Infinity : hw / Math.abs(d.x), d.y === 0 ? Infinity : hh / Math.abs(d.y));
  return { x: c.x + d.x * k, y: c.y + d.y * k, angle: Math.atan2(d.y, d.x) };
}

/** Screen pixels kept between a marker's middle and the view's edge: its arrow and word stay whole. */
export const EDGE_MARGIN = 26;

/** The marker's word stands on a dark tag of this size (px; the word is 14 px bold, TEXT.crashMark), so it reads over the road and its plates. */
export const tagSize = (text: string): Size => ({ width: text.length * 9 + 12, height: 22 });

export interface OffscreenMark extends EdgeMarker {
  text: string;
  /** The middle of the word's tag: behind the arrow, towards the view's middle, clear of it. */
  x0: number;
  y0: number;
  tag: Size;
}

/**
 * The markers of the crashes playing now (a crash or a roll, animation.ts's 'crash' effect) that the
 * view does not show: each on the edge towards it, clear of the board's buttons, its word just
 * behind the arrow (in the first look in a browser the word ran into the arrow's back).
 */
export function offscreenMarks(live: readonly { e: { kind: string }; at: Pt }[], cam: Camera, view: Size): OffscreenMark[] {
  const out: OffscreenMark[] = [];
  const text = 'Crash';
  const tag = tagSize(text);
  for (const x of live) {
    if (x.e.kind !== 'crash') continue;
    const m = edgeMarker(cam, view, x.at, EDGE_MARGIN, controlsInset(view));
    if (!m) continue;
    const c = Math.cos(m.angle), s = Math.sin(m.angle);
    // Back from the arrow's middle past its base (ARROW_BACK), a gap, and the tag's reach along the
    // arrow's line: the whole tag lies behind the base, so it never covers the arrow at any angle.
    const back = ARROW_BACK + 3 + (tag.width / 2) * Math.abs(c) + (tag.height / 2) * Math.abs(s);
    out.push({ ...m, text, x0: m.x - c * back, y0: m.y - s * back, tag });
  }
  return out;
}

const ARROW_BACK = 10;

/** A marker's arrow: a triangle pointing `angle`, its tip `EDGE_MARGIN - 4` px beyond its middle, in the crash's red on a dark edge. */
export function arrowPoints(m: EdgeMarker): number[] {
  const tip = EDGE_MARGIN - 4;
  const back = ARROW_BACK;
  const wide = 11;
  const c = Math.cos(m.angle), s = Math.sin(m.angle);
  const at = (a: number, b: number) => [m.x + a * c - b * s, m.y + a * s + b * c];
  return [...at(tip, 0), ...at(-back, wide), ...at(-back, -wide)];
}
