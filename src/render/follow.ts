// The camera follows the action: it frames the stretch of road around the cars still in play
// (at least two and a half sections, so a car is big enough to read), not the whole track, and
// turns the board so that stretch runs along the screen (left to right, or bottom to top on a
// portrait screen) however the road bends. When the cars are spread over more road than reads at
// once (a long rolling road with many vehicles), it frames the deciding vehicle and those near it.
// During set-up, the sections where cars are being placed. Pure, so it is unit tested.
import { geometry, grid, pending, type GameState, type VehicleState } from '../engine';
import type { Pose, Pt } from '../engine';

/** Ticks of road kept in view at the least (2.5 sections), and beyond the outermost cars. */
export const MIN_WINDOW = 150;
export const LEAD_IN = 40;

/** Ticks of road framed at the most before the camera follows the deciding vehicle instead of all (4 sections). */
export const MAX_WINDOW = 240;

/** A small screen (a phone) frames a tighter stretch, so lanes stay big enough to read and tap. */
export const COMPACT = { minWindow: 80, leadIn: 15, maxWindow: 150 };
export interface Framing { minWindow: number; leadIn: number; maxWindow?: number }
const NORMAL: Framing = { minWindow: MIN_WINDOW, leadIn: LEAD_IN, maxWindow: MAX_WINDOW };

// Asked once per state (states are immutable): the vehicle whose decision the game waits for.
const deciders = new WeakMap<GameState, string | null>();
export function decider(game: GameState): string | null {
  if (!deciders.has(game)) {
    let id: string | null;
    try {
      id = pending(game).vehicle;
    } catch {
      id = null;
    }
    deciders.set(game, id);
  }
  return deciders.get(game) ?? null;
}

const mid = (v: VehicleState): number => (v.cell.t0 + v.cell.t1) / 2;

/** The cars to frame: all of them, or, when they spread over more than `max` ticks, the deciding one and those within half of `max` of it. */
export function framedCars(game: GameState, cars: VehicleState[], max: number | undefined): VehicleState[] {
  if (max === undefined || cars.length < 2) return cars;
  const span = Math.max(...cars.map((v) => v.cell.t1)) - Math.min(...cars.map((v) => v.cell.t0));
  const focus = span > max ? cars.find((v) => v.id === decider(game)) : undefined;
  return focus ? cars.filter((v) => Math.abs(mid(v) - mid(focus)) <= max / 2) : cars;
}

/** The furthest section (0-based) any car is still to be placed in, or null when no placement is left. */
function placementSections(game: GameState): number | null {
  const f = game.flow;
  if (f.kind !== 'setup') return null;
  const secs = f.steps.flatMap((x) => (x.kind === 'place' ? x.sections : []));
  if (secs.length === 0) return null;
  const placed = game.vehicles.filter((v) => v.status === 'inPlay').map((v) => Math.floor(v.cell.t0 / 60));
  return Math.max(...secs, ...placed);
}

export function focusWindow(game: GameState, framing: Framing = NORMAL): { t0: number; t1: number } {
  const { minWindow, leadIn } = framing;
  // The track in play: the rolling track (p75) starts past tick 0 once sections have been taken away.
  const start = grid.trackStart(game.track), total = grid.trackEnd(game.track);
  // A car that crossed the finish line stays framed (it is drawn where it crossed); when every
  // car is out, the camera stays where they were last rather than jumping back to section 1.
  const onBoard = game.vehicles.filter((v) => v.status === 'inPlay' || v.status === 'finished');
  const cars = framedCars(game, onBoard.length || game.flow.kind !== 'over' ? onBoard : game.vehicles.filter((v) => v.status !== 'unplaced'), framing.maxWindow);
  let lo: number;
  let hi: number;
  const placing = placementSections(game);
  if (placing !== null || cars.length === 0) {
    // While cars are still to be placed the view holds still on the whole placing area, the cars
    // already down included: framing the first car placed moved the road under the second click.
    const sec = placing ?? 1;
    lo = start;
    hi = Math.max(start + 120, (sec + 1) * 60);
  } else {
    lo = Math.min(...cars.map((v) => v.cell.t0)) - leadIn;
    hi = Math.max(...cars.map((v) => v.cell.t1)) + leadIn;
  }
  if (hi - lo < minWindow) {
    const mid = (lo + hi) / 2;
    lo = mid - minWindow / 2;
    hi = mid + minWindow / 2;
  }
  // Keep the window on the track, sliding it rather than shrinking it at the ends.
  if (lo < start) {
    hi = Math.min(total, hi + (start - lo));
    lo = start;
  }
  if (hi > total) {
    lo = Math.max(start, lo - (hi - total));
    hi = total;
  }
  return { t0: lo, t1: hi };
}

/** Rotations are rounded to this step so small bends do not turn the board at every move. */
export const ROTATION_STEP = Math.PI / 12;

/**
 * The mean direction of play over the window (radians, world): the circular mean of the road's
 * heading sampled along it, so a corner in view gives the diagonal and a hairpin its axis.
 */
export function focusHeading(game: GameState, poses: Pose[], framing: Framing = NORMAL): number {
  const { t0, t1 } = focusWindow(game, framing);
  const total = grid.trackEnd(game.track);
  let sx = 0, sy = 0;
  const n = 24;
  for (let i = 0; i <= n; i++) {
    const a = geometry.headingAt(game.track, poses, Math.min(t0 + ((t1 - t0) * i) / n, total - 1e-6));
    sx += Math.cos(a);
    sy += Math.sin(a);
  }
  return Math.hypot(sx, sy) < 1e-6 ? poses[0]?.a ?? 0 : Math.atan2(sy, sx);
}

/** The board's rotation that runs `heading` left to right (landscape) or bottom to top (portrait). */
export function followRotation(heading: number, portrait: boolean): number {
  const r = (portrait ? -Math.PI / 2 : 0) - heading;
  const q = Math.round(r / ROTATION_STEP) * ROTATION_STEP;
  return Math.atan2(Math.sin(q), Math.cos(q));
}

/** Road-edge points of the window, sampled so curves are framed properly. */
export function focusPoints(game: GameState, poses: Pose[], framing: Framing = NORMAL): Pt[] {
  const { t0, t1 } = focusWindow(game, framing);
  const pts: Pt[] = [];
  const n = 12;
  for (let i = 0; i <= n; i++) {
    const t = Math.min(t0 + ((t1 - t0) * i) / n, grid.trackEnd(game.track) - 1e-6);
    pts.push(geometry.pointAt(game.track, poses, 0, t), geometry.pointAt(game.track, poses, geometry.ROAD_CM, t));
  }
  return pts;
}
