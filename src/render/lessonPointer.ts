// The lesson's pointer on the board (issue 10): a ring round what a lesson step is about — a
// vehicle, a space, a marker, a fire corridor — and an arrow down onto it. Where the thing is comes
// from the engine (poses, the fire corridor polygon) through the view models; nothing here decides
// a rule.
import type { Graphics } from 'pixi.js';
import { fireCorridorPolygon, type GameState, type Pose, type Pt } from '../engine';
import { boardTargetName, type BoardTarget } from '../store';
import { worldToScreen, type Camera } from './camera';
import { stripPoly } from './shapes';
import { bodySize, type MarkerView, type VehicleView } from './viewModel';

export interface PointerView {
  /** The outline to ring, in world cm. */
  outline: Pt[];
  /** Its centre, where the arrow points. */
  centre: Pt;
  /** What it rings, for the test hook and the lesson card ('vehicle:car1', 'marker:m2'...). */
  name: string;
  /** Screen pixels between the ring and the arrow's tip: a vehicle's name label sits just above it. */
  gap: number;
}

/** Margin round a ringed vehicle or marker, cm: the ring sits just outside the counter. */
const PAD = 0.8;
/** A marker counter's half-size, cm (markers are about half a space across). */
const MARKER_HALF = 1.6;

const rect = (pose: Pose, halfLength: number, halfWidth: number): Pt[] => {
  const c = Math.cos(pose.a), s = Math.sin(pose.a);
  return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([x, y]) => ({ x: pose.x + x * halfLength * c - y * halfWidth * s, y: pose.y + x * halfLength * s + y * halfWidth * c }));
};

const centreOf = (pts: Pt[]): Pt => ({ x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length });

/** The pointer for a lesson's board target, or null when the target is not on the board. */
export function pointerView(target: BoardTarget | null, game: GameState, poses: Pose[], vehicles: VehicleView[], markers: MarkerView[]): PointerView | null {
  if (!target) return null;
  let outline: Pt[] | null = null;
  if (target.kind === 'vehicle') {
    const v = vehicles.find((x) => x.id === target.vehicle);
    if (v) {
      const size = bodySize(v.kind);
      outline = rect(v.pose, size.length / 2 + PAD, size.width / 2 + PAD);
    }
  } else if (target.kind === 'marker') {
    const m = markers.find((x) => x.id === target.marker);
    if (m) outline = rect(m.pose, MARKER_HALF + PAD, MARKER_HALF + PAD);
  } else if (target.kind === 'space') {
    // A space of the grid is two lanes wide, as a car's (p10): the lane named and the next.
    outline = stripPoly(game.track, poses, { laneFrom: target.lane, laneTo: target.lane + 1, t0: target.t0, t1: target.t1 });
  } else {
    // The engine's own corridor (p19), the same polygon the shot's preview draws.
    outline = game.vehicles.some((v) => v.id === target.vehicle && v.status === 'inPlay') ? fireCorridorPolygon(game, target.vehicle, target.weapon) : null;
  }
  if (!outline || outline.length < 3) return null;
  return { outline, centre: centreOf(outline), name: boardTargetName(target), gap: target.kind === 'vehicle' ? 20 : 4 };
}

/**
 * Points the camera should keep in view for the lesson's target: a space may be away from every
 * car (where a car left the road), so the board frames it too. Vehicles and markers are near the
 * cars the camera already follows.
 */
export function pointerFocus(target: BoardTarget | null, game: GameState, poses: Pose[]): Pt[] {
  if (target?.kind !== 'space') return [];
  return stripPoly(game.track, poses, { laneFrom: target.lane, laneTo: target.lane + 1, t0: target.t0, t1: target.t1 });
}

/**
 * The pointer in screen pixels: the ring, and the arrow's tip just outside it. The arrow comes from
 * below when the ring is in the upper half of the board, where the lesson card sits over the board.
 */
export function pointerOnScreen(cam: Camera, p: PointerView, viewHeight = Infinity): { ring: Pt[]; tip: Pt; centre: Pt; up: boolean } {
  const ring = p.outline.map((q) => worldToScreen(cam, q));
  const top = Math.min(...ring.map((q) => q.y));
  const bottom = Math.max(...ring.map((q) => q.y));
  const centre = worldToScreen(cam, p.centre);
  const up = Number.isFinite(viewHeight) && top < viewHeight / 2;
  return { ring, tip: { x: centre.x, y: up ? bottom + p.gap : top - p.gap }, centre, up };
}

/** Drawn in screen space so the ring and arrow keep their size at any zoom; `up` turns the arrow to point up from below. */
export function drawPointer(g: Graphics, s: { ring: Pt[]; tip: Pt; up?: boolean } | null, colour: number): void {
  g.clear();
  if (!s) return;
  const flat = s.ring.flatMap((p) => [p.x, p.y]);
  g.poly(flat).stroke({ color: 0x000000, width: 6, alpha: 0.7 });
  g.poly(flat).stroke({ color: colour, width: 3 });
  const { x, y } = s.tip;
  const d = s.up ? -1 : 1;
  const arrow = [x, y, x - 11, y - 16 * d, x - 4, y - 16 * d, x - 4, y - 34 * d, x + 4, y - 34 * d, x + 4, y - 16 * d, x + 11, y - 16 * d];
  g.poly(arrow).fill({ color: colour }).stroke({ color: 0x000000, width: 2 });
}
