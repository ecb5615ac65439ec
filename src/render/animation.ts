// Tweens from the last command's events (the renderer owns animation only; positions come from
// the engine's events). One time slot per 'moved' or 'spin' event in event order, so a chain of
// moves, skids, spins and pushes plays back in the order the rules resolved them; shots, rams
// and crashes take their own time steps for the effects drawn over the board.
import { geometry, grid } from '../engine';
import type { Cell, GameEvent, GameState, Track } from '../engine';
import type { Pose } from '../engine';

export const MS_PER_MOVE = 250;

/** A vehicle's pose in grid terms: left lane of its pair, mid tick, heading in 45-degree steps (unwrapped). */
export interface Keyframe { lane: number; tm: number; heading: number }
/** A move, a skid, a spin or a crash's tumble, `at` time steps (of msPerMove) into the timeline. */
export interface Slot { vehicle: string; from: Keyframe; to: Keyframe; at: number }
/**
 * What the board flashes over the cars (issue 9): a shot's tracer and hit flash or miss puff, the
 * damage number rising from the target, sparks where a ram struck, a crash's burst. `at` and `len`
 * are in time steps; `text` is the damage number.
 */
export interface Effect { kind: 'hit' | 'miss' | 'damage' | 'sparks' | 'crash' | 'explosion'; at: number; len: number; to: Keyframe; from?: Keyframe; text?: string }
export interface Timeline { slots: Slot[]; effects: Effect[]; msPerMove: number; steps: number }

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
  const effects: Effect[] = [];
  // Time steps used so far; effects may run on past it (a damage number rising).
  let t = 0;
  let end = 0;
  const effect = (e: Effect) => {
    effects.push(e);
    end = Math.max(end, e.at + e.len);
  };
  for (const e of events) {
    if (e.type === 'moved') {
      const prev = known(e.vehicle);
      const h0 = prev ? prev.heading : e.heading;
      const from = keyframe(e.from, h0);
      const to = keyframe(e.to, unwrapHeading(h0, e.heading));
      slots.push({ vehicle: e.vehicle, from, to, at: t++ });
      cur.set(e.vehicle, to);
    } else if (e.type === 'spin') {
      const prev = known(e.vehicle);
      if (!prev) continue;
      const steps = (e.dir === 'cw' ? 1 : -1) * (e.degrees / 45);
      const to = { ...prev, heading: prev.heading + steps };
      slots.push({ vehicle: e.vehicle, from: prev, to, at: t++ });
      cur.set(e.vehicle, to);
    } else if (e.type === 'shot') {
      const from = known(e.vehicle), to = known(e.target);
      if (from && to) effect({ kind: e.hit ? 'hit' : 'miss', at: t, len: 2, from, to });
      t += 2;
    } else if (e.type === 'damage') {
      const to = known(e.vehicle);
      if (to && e.points > 0) effect({ kind: 'damage', at: Math.max(0, t - 1), len: 2, to, text: `−${e.points}` });
    } else if (e.type === 'ram' || e.type === 'obstacleHit') {
      const a = known(e.type === 'ram' ? e.rammer : e.vehicle), b = e.type === 'ram' ? known(e.target) : null;
      const to = a && b ? { lane: (a.lane + b.lane) / 2, tm: (a.tm + b.tm) / 2, heading: 0 } : a;
      if (to) effect({ kind: 'sparks', at: t++, len: 1, to });
    } else if (e.type === 'crash' || e.type === 'roll') {
      // The car tumbles off its line and is gone (p58): drawn while its tumble plays.
      const prev = known(e.vehicle);
      if (!prev || cur.get(`${e.vehicle}:gone`)) continue;
      cur.set(`${e.vehicle}:gone`, prev);
      const to = { lane: prev.lane + (prev.lane < 4 ? -1 : 1), tm: prev.tm + 10, heading: prev.heading + 3 };
      slots.push({ vehicle: e.vehicle, from: prev, to, at: t });
      effect({ kind: 'crash', at: t, len: 2, to });
      t += 2;
    } else if (e.type === 'explosion') {
      const to = known(e.vehicle);
      if (to) effect({ kind: 'explosion', at: t, len: 2, to });
      t += 2;
    }
  }
  return { slots, effects, msPerMove, steps: Math.max(t, end) };
}

export const timelineDuration = (tl: Timeline): number => tl.steps * tl.msPerMove;

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
  for (const s of tl.slots) {
    if (s.vehicle !== vehicle) continue;
    const start = s.at * tl.msPerMove;
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
