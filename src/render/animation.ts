// Tweens from the last command's events (the renderer owns animation only; positions come from
// the engine's events). One time slot per 'moved' or 'spin' event in event order, so a chain of
// moves, skids, spins and pushes plays back in the order the rules resolved them; shots, rams
// and crashes take their own time steps for the effects drawn over the board.
import { geometry, grid, LANES } from '../engine';
import type { Cell, GameEvent, GameState, Track } from '../engine';
import type { Pose } from '../engine';

export const MS_PER_MOVE = 250;

/**
 * A vehicle's pose in grid terms: left lane of its pair, mid tick, heading in 45-degree steps
 * (unwrapped); `flip`, radians about its long axis, for a car rolling over (p58).
 */
export interface Keyframe { lane: number; tm: number; heading: number; flip?: number }
/** A move, a skid, a spin or a crash's tumble (`tumble`), `at` time steps (of msPerMove) into the timeline, lasting `len` steps (1). */
export interface Slot { vehicle: string; from: Keyframe; to: Keyframe; at: number; len?: number; tumble?: boolean }
/**
 * What the board flashes over the cars (issue 9): a shot's tracer and hit flash or miss puff, the
 * damage number rising from the target, sparks where a ram struck, a crash's burst, an explosion's
 * fireball, smoke rising from a wreck or a damaged car, and skid marks (rubber laid from `from` to
 * `to`) behind a skid or a spin. `at` and `len` are in time steps; `text` is the damage number.
 */
export type EffectKind = 'hit' | 'miss' | 'damage' | 'sparks' | 'crash' | 'explosion' | 'smoke' | 'skid';
export interface Effect { kind: EffectKind; at: number; len: number; to: Keyframe; from?: Keyframe; text?: string }
/**
 * `reveal[i]`: the time step at which the board shows the result of `events[i]` (a move when the
 * car arrives, a shot when its tracer reaches the target, damage when its number rises), never
 * earlier than the event before it; the panels show each result then (issue 29, reveal.ts).
 */
export interface Timeline {
  slots: Slot[];
  effects: Effect[];
  msPerMove: number;
  steps: number;
  reveal?: number[];
  /** The command's events and the game before it and after each event (the engine's applyByEvent), for the panels (reveal.ts). */
  table?: {
    events: readonly GameEvent[];
    before: GameState;
    states: GameState[];
    /** The end screen's "See the last turn again" (src/ui/lastTurnAgain.ts): a finished turn played again, not the store's last command. */
    lastTurn?: boolean;
  };
}

export const keyframe = (cell: Cell, heading: number): Keyframe => ({ lane: cell.lane, tm: (cell.t0 + cell.t1) / 2, heading });

/** Time steps into a shot before its tracer reaches the target (a third of its two). */
const TRACER_ARRIVES = 2 / 3;
/** Time steps skid marks stay on the road. */
const SKID_MARKS = 5;
/** Where a crashed or rolled car comes to rest: past the nearer road edge (lanes 1-8; a pair's left lane 1-7), a little ahead. */
export function offTheRoad(k: Keyframe, roll: boolean): Keyframe {
  const left = k.lane < LANES / 2;
  return {
    lane: left ? -1.5 : LANES + 1.5,
    tm: k.tm + (roll ? 14 : 10),
    heading: k.heading + (roll ? (left ? -1 : 1) : left ? -3 : 3),
    flip: (k.flip ?? 0) + (roll ? 4 * Math.PI : 0),
  };
}

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
  // Vehicles skidding in this command: their moves lay rubber.
  const skidding = new Set<string>();
  // When each event's result shows (Timeline.reveal): `shows` for those the board draws.
  const reveal: number[] = [];
  let shown = 0;
  const shows = (at: number) => (shown = Math.max(shown, at));
  // A roll or a crash: the car tumbles from `from` to `to` (laying rubber if it slews off the road), then its burst, dust and smoke.
  const tumble = (vehicle: string, from: Keyframe, to: Keyframe, rubber: boolean) => {
    cur.set(vehicle, to);
    slots.push({ vehicle, from, to, at: t, len: 2, tumble: true });
    if (rubber) effect({ kind: 'skid', at: t, len: SKID_MARKS, from, to });
    effect({ kind: 'crash', at: t + 1, len: 2, to });
    effect({ kind: 'smoke', at: t + 1, len: 4, to });
    shows(t + 1);
    t += 3;
  };
  for (const e of events) {
    reveal.push(shown);
    const i = reveal.length - 1;
    if (e.type === 'skid') skidding.add(e.vehicle);
    else if (e.type === 'regainControl') skidding.delete(e.vehicle);
    else if (e.type === 'moved') {
      const prev = known(e.vehicle);
      const h0 = prev ? prev.heading : e.heading;
      const from = keyframe(e.from, h0);
      const to = keyframe(e.to, unwrapHeading(h0, e.heading));
      if (skidding.has(e.vehicle) || /skid|spin/i.test(e.move)) effect({ kind: 'skid', at: t, len: SKID_MARKS, from, to });
      slots.push({ vehicle: e.vehicle, from, to, at: t++ });
      cur.set(e.vehicle, to);
      shows(t);
    } else if (e.type === 'spin') {
      const prev = known(e.vehicle);
      if (!prev) continue;
      const steps = (e.dir === 'cw' ? 1 : -1) * (e.degrees / 45);
      const to = { ...prev, heading: prev.heading + steps };
      effect({ kind: 'skid', at: t, len: SKID_MARKS, from: prev, to });
      slots.push({ vehicle: e.vehicle, from: prev, to, at: t++ });
      cur.set(e.vehicle, to);
      shows(t);
    } else if (e.type === 'shot') {
      const from = known(e.vehicle), to = known(e.target);
      if (from && to) effect({ kind: e.hit ? 'hit' : 'miss', at: t, len: 2, from, to });
      // The tracer reaches the target a third of the way through (drawEffects.ts).
      shows(t + TRACER_ARRIVES);
      t += 2;
    } else if (e.type === 'hit' || e.type === 'damage') {
      // The damage the hit does shows as its number rises from the car.
      const to = e.type === 'damage' ? known(e.vehicle) : null;
      if (to && e.type === 'damage' && e.points > 0) {
        effect({ kind: 'damage', at: Math.max(0, t - 1), len: 2, to, text: `−${e.points}` });
        effect({ kind: 'smoke', at: Math.max(0, t - 1), len: 2, to });
      }
      shows(Math.max(0, t - 1));
    } else if (e.type === 'ram' || e.type === 'obstacleHit') {
      const a = known(e.type === 'ram' ? e.rammer : e.vehicle), b = e.type === 'ram' ? known(e.target) : null;
      const to = a && b ? { lane: (a.lane + b.lane) / 2, tm: (a.tm + b.tm) / 2, heading: 0 } : a;
      if (to) {
        shows(t);
        effect({ kind: 'sparks', at: t++, len: 1, to });
      }
    } else if (e.type === 'roll') {
      // p46: "cars which have rolled are left in place, with the model turned upside down": the
      // car turns over where its skid and spin left it and stays there, a wreck (it was sent off
      // the road like a crash, so it was drawn beside the view, then jumped back). If that skid or
      // spin left the road, the crash event that follows takes it off.
      const prev = known(e.vehicle);
      if (!prev || cur.get(`${e.vehicle}:gone`)) continue;
      tumble(e.vehicle, prev, { ...prev, flip: (prev.flip ?? 0) + 2 * Math.PI }, false);
    } else if (e.type === 'crash') {
      // The car leaves the road by the nearer edge and is gone (p58): a crash slews it round, a
      // car that rolled first tumbles on over; drawn while its tumble plays, then its dust and smoke.
      const prev = known(e.vehicle);
      if (!prev || cur.get(`${e.vehicle}:gone`)) continue;
      const to = offTheRoad(prev, prev.flip !== undefined);
      cur.set(`${e.vehicle}:gone`, to);
      tumble(e.vehicle, prev, to, true);
    } else if (e.type === 'explosion') {
      const to = known(e.vehicle);
      if (to) {
        shows(t);
        effect({ kind: 'explosion', at: t, len: 3, to });
        effect({ kind: 'smoke', at: t + 1, len: 4, to });
      }
      t += 3;
    }
    reveal[i] = shown;
  }
  return { slots, effects, msPerMove, steps: Math.max(t, end), reveal };
}

export const timelineDuration = (tl: Timeline): number => tl.steps * tl.msPerMove;

/** How many of the timeline's events the board has shown `elapsed` ms in (all of them once it is over). */
export function revealedCount(tl: Timeline, elapsed: number): number {
  const r = tl.reveal ?? [];
  if (elapsed >= timelineDuration(tl)) return r.length;
  let n = 0;
  while (n < r.length && r[n] * tl.msPerMove <= elapsed) n++;
  return n;
}

/** When (ms into the timeline) the next event after the first `n` shows; null when none is left. */
export function nextReveal(tl: Timeline, n: number): number | null {
  const r = tl.reveal ?? [];
  return n < r.length ? r[n] * tl.msPerMove : null;
}

const ease = (x: number): number => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
const lerp = (a: number, b: number, f: number): number => a + (b - a) * f;

export function interpolate(a: Keyframe, b: Keyframe, f: number): Keyframe {
  const e = ease(Math.max(0, Math.min(1, f)));
  const k: Keyframe = { lane: lerp(a.lane, b.lane, e), tm: lerp(a.tm, b.tm, e), heading: lerp(a.heading, b.heading, e) };
  if (a.flip !== undefined || b.flip !== undefined) k.flip = lerp(a.flip ?? 0, b.flip ?? 0, Math.max(0, Math.min(1, f)));
  return k;
}

/** Where a vehicle is `elapsed` ms into the timeline; null when it has no slots or the timeline is over. */
export function sampleVehicle(tl: Timeline, vehicle: string, elapsed: number): Keyframe | null {
  if (elapsed >= timelineDuration(tl)) return null;
  let last: Keyframe | null = null;
  for (const s of tl.slots) {
    if (s.vehicle !== vehicle) continue;
    const start = s.at * tl.msPerMove, len = (s.len ?? 1) * tl.msPerMove;
    if (elapsed < start) return last ?? s.from;
    if (elapsed < start + len) return interpolate(s.from, s.to, (elapsed - start) / len);
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
