// Tweens from the last command's events (the renderer owns animation only; positions come from
// the engine's events). One time slot per 'moved' or 'spin' event in event order, so a chain of
// moves, skids, spins and pushes plays back in the order the rules resolved them.
import { geometry, grid } from '../engine';
import type { Cell, GameEvent, GameState, Track } from '../engine';
import type { Pose } from '../engine/geometry';

export const MS_PER_MOVE = 250;

/** A vehicle's pose in grid terms: left lane of its pair, mid tick, heading in 45-degree steps (unwrapped). */
export interface Keyframe { lane: number; tm: number; heading: number }
export interface Slot { vehicle: string; from: Keyframe; to: Keyframe }
export interface Timeline { slots: Slot[]; msPerMove: number }

export const keyframe = (cell: Cell, heading: number): Keyframe => ({ lane: cell.lane, tm: (cell.t0 + cell.t1) / 2, heading });

/** The value equal to `target` mod 8 nearest to `from` (a half turn goes clockwise). */
export function unwrapHeading(from: number, target: number): number {
  let d = (((target - from) % 8) + 8) % 8;
  if (d > 4) d -= 8;
  return from + d;
}

export function buildTimeline(events: GameEvent[], before: GameState | null, after: GameState | null, msPerMove = MS_PER_MOVE): Timeline {
  const cur = new Map<string, Keyframe>();
  const known = (id: string): Keyframe | null => {
    const k = cur.get(id);
    if (k) return k;
    const v = before?.vehicles.find((x) => x.id === id) ?? after?.vehicles.find((x) => x.id === id);
    return v ? keyframe(v.cell, v.heading) : null;
  };
  const slots: Slot[] = [];
  for (const e of events) {
    if (e.type === 'moved') {
      const prev = known(e.vehicle);
      const h0 = prev ? prev.heading : e.heading;
      const from = keyframe(e.from, h0);
      const to = keyframe(e.to, unwrapHeading(h0, e.heading));
      slots.push({ vehicle: e.vehicle, from, to });
      cur.set(e.vehicle, to);
    } else if (e.type === 'spin') {
      const prev = known(e.vehicle);
      if (!prev) continue;
      const steps = (e.dir === 'cw' ? 1 : -1) * (e.degrees / 45);
      const to = { ...prev, heading: prev.heading + steps };
      slots.push({ vehicle: e.vehicle, from: prev, to });
      cur.set(e.vehicle, to);
    }
  }
  return { slots, msPerMove };
}

export const timelineDuration = (tl: Timeline): number => tl.slots.length * tl.msPerMove;

const ease = (x: number): number => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
const lerp = (a: number, b: number, f: number): number => a + (b - a) * f;

export function interpolate(a: Keyframe, b: Keyframe, f: number): Keyframe {
  const e = ease(Math.max(0, Math.min(1, f)));
  return { lane: lerp(a.lane, b.lane, e), tm: lerp(a.tm, b.tm, e), heading: lerp(a.heading, b.heading, e) };
}

/** Where a vehicle is `elapsed` ms into the timeline; null when it has no slots or the timeline is over. */
export function sampleVehicle(tl: Timeline, vehicle: string, elapsed: number): Keyframe | null {
  if (elapsed >= timelineDuration(tl)) return null;
  let last: Keyframe | null = null;
  for (let i = 0; i < tl.slots.length; i++) {
    const s = tl.slots[i];
    if (s.vehicle !== vehicle) continue;
    const start = i * tl.msPerMove;
    if (elapsed < start) return last ?? s.from;
    if (elapsed < start + tl.msPerMove) return interpolate(s.from, s.to, (elapsed - start) / tl.msPerMove);
    last = s.to;
  }
  return last;
}

/** Vehicles that appear in the timeline (drawn while it plays even if the move took them out of play). */
export const animatedVehicles = (tl: Timeline): Set<string> => new Set(tl.slots.map((s) => s.vehicle));

/** World pose of a keyframe; matches geometry.vehiclePose for whole cells and headings. */
export function keyframePose(track: Track, poses: Pose[], k: Keyframe): Pose {
  const tm = Math.max(grid.trackStart(track), Math.min(grid.trackEnd(track) - 1e-6, k.tm));
  const c = geometry.pointAt(track, poses, k.lane * geometry.LANE_CM, tm);
  return { x: c.x, y: c.y, a: geometry.headingAt(track, poses, tm) + (k.heading * Math.PI) / 4 };
}
