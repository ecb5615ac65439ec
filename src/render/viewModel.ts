// What to draw for vehicles and markers, decided from the state alone (pure, tested). The
// Pixi layer only turns these records into shapes.
import { eligibleTarget, geometry, grid, WEAPONS } from '../engine';
import type { GameState, Marker, Mount, PassiveKind, Track, VehicleKind, VehicleState, WeaponStatus } from '../engine';
import type { Pose, Pt } from '../engine';
import { keyframePose, sampleVehicle, animatedVehicles, type Timeline } from './animation';
import { vehicleColours, type PaletteName } from './palette';
import type { CrashWreck } from './crashReplay';

/** The badge of a car the last command crashed off the road, drawn where it came to rest. */
export const CRASHED = 'CRASHED';

export interface VehicleView {
  id: string;
  name: string;
  kind: VehicleKind;
  colour: number;
  pose: Pose;
  wreck: boolean;
  /** 'SPINNING' / 'OUT OF CONTROL' badge text, or null. */
  badge: string | null;
  /** The vehicle whose decision the game is waiting for. */
  pending: boolean;
  /** Weapon mounts to draw (hood gun, roof, wings, sides, turret). */
  mounts: Mount[];
  /** Every weapon on the car, one mark each at its mount (p82-83). */
  weapons?: WeaponMark[];
  /** Where the turret points, in radians from the car's heading: at its current target (p27), else ahead. */
  turretAngle?: number | null;
  /** How a bike is drawn (bikePosture); absent for cars. */
  posture?: BikePosture;
  /** Radians turned about its long axis while it rolls over (animation.ts offTheRoad); absent at rest. */
  flip?: number;
}

/**
 * A bike upright on its two-lane zone, leaning to one side (a dodge's one-lane zone, p64), or on
 * its side (fallen: rolled, or a wreck left "at a slight angle to the grid", p64).
 */
export type BikePosture = 'upright' | 'leanLeft' | 'leanRight' | 'fallen';

/** The posture the state gives a bike: fallen, leaning to the side of the dodge it is making (p64), or upright. */
export function bikePosture(v: VehicleState): BikePosture | undefined {
  if (v.kind !== 'bike') return undefined;
  if (v.rolled || v.wreck) return 'fallen';
  return v.dodge === 'left' ? 'leanLeft' : v.dodge === 'right' ? 'leanRight' : 'upright';
}

/** What a weapon looks like on the car: where, what sort, and whether it still works. */
export interface WeaponMark {
  mount: Mount;
  look: 'gun' | 'heavy' | 'laser' | 'passive';
  status: WeaponStatus;
  linked: boolean;
}

export function weaponMarks(v: VehicleState): WeaponMark[] {
  return v.weapons.map((w) => {
    const p = WEAPONS[w.type];
    const look = p.passive ? 'passive' : p.laser ? 'laser' : p.cls === 'heavy' ? 'heavy' : 'gun';
    return { mount: w.mount, look, status: w.status, linked: w.link !== null };
  });
}

// The turret's target depends on the state only: asked once per state (states are immutable).
const turretTargets = new WeakMap<GameState, Map<string, string | null>>();

/** The vehicle a car's turret weapon would fire at now (shooting.eligibleTarget, p25, p27), or null. */
export function turretTarget(s: GameState, v: VehicleState): string | null {
  let cache = turretTargets.get(s);
  if (!cache) turretTargets.set(s, (cache = new Map()));
  if (cache.has(v.id)) return cache.get(v.id) ?? null;
  const w = v.weapons.find((x) => x.mount === 'turret' && x.status !== 'destroyed');
  let target: string | null;
  try {
    target = w ? (eligibleTarget(s, v.id, w.id)?.target ?? null) : null;
  } catch {
    target = null;
  }
  cache.set(v.id, target);
  return target;
}

/** The turret's angle from the car's heading towards the target's pose, in (-pi, pi]. */
export function turretAngle(from: Pose, to: Pose | null): number {
  if (!to) return 0;
  const a = Math.atan2(to.y - from.y, to.x - from.x) - from.a;
  return Math.atan2(Math.sin(a), Math.cos(a));
}

export function badgeFor(v: VehicleState): string | null {
  if (v.spin) return 'SPINNING';
  if (v.outOfControl) return 'OUT OF CONTROL';
  return null;
}

const DRAWN_MOUNTS: Mount[] = ['hood', 'roof', 'turret', 'wingLeft', 'wingRight', 'sideLeft', 'sideRight', 'fairingLeft', 'fairingRight'];

/** In play, or the winner that crossed the finish line: still drawn where it crossed. */
const onBoard = (v: VehicleState): boolean => v.status === 'inPlay' || v.status === 'finished';

/** Vehicles to draw: those on the board, plus any still being animated out of play. */
/**
 * `left`: the cars the last command crashed off the road (crashReplay.ts crashWrecks), drawn where
 * their tumble ended, wrecked and badged CRASHED, until the next command (issue 29: the crash, not
 * the bare road after it), unless the animation draws them.
 */
export function vehicleViews(s: GameState, poses: Pose[], pendingVehicle: string | null, tl: Timeline | null, elapsed: number, palette: PaletteName = 'standard', left: readonly CrashWreck[] = []): VehicleView[] {
  const moving = tl ? animatedVehicles(tl) : new Set<string>();
  const animated = (v: VehicleState) => !!(moving.has(v.id) && tl && sampleVehicle(tl, v.id, elapsed));
  const rest = new Map(left.map((w) => [w.vehicle, w.rest] as const));
  const shown = s.vehicles.filter((v) => onBoard(v) || animated(v) || rest.has(v.id));
  const sampled = new Map(shown.map((v) => [v.id, (animated(v) && tl ? sampleVehicle(tl, v.id, elapsed) : null) ?? (onBoard(v) ? null : (rest.get(v.id) ?? null))] as const));
  const crashed = (v: VehicleState) => !onBoard(v) && !animated(v);
  const poseOf = new Map(
    shown.map((v) => {
      const k = sampled.get(v.id);
      return [v.id, k ? keyframePose(s.track, poses, k) : geometry.vehiclePose(s.track, poses, v.cell, v.heading)] as const;
    }),
  );
  const colours = vehicleColours(s, palette);
  return shown.map((v) => {
    const pose = poseOf.get(v.id)!;
    const turret = v.weapons.some((w) => w.mount === 'turret');
    const target = turret ? turretTarget(s, v) : null;
    return {
      id: v.id,
      name: v.name,
      kind: v.kind,
      colour: colours.get(v.id)!,
      pose,
      wreck: v.wreck || crashed(v),
      badge: crashed(v) ? CRASHED : badgeFor(v),
      pending: v.id === pendingVehicle,
      mounts: [...new Set(v.weapons.filter((w) => w.status !== 'destroyed' && DRAWN_MOUNTS.includes(w.mount)).map((w) => w.mount))],
      weapons: weaponMarks(v),
      turretAngle: turret ? turretAngle(pose, target ? (poseOf.get(target) ?? null) : null) : null,
      ...(v.kind === 'bike' ? { posture: bikePosture(v) } : {}),
      ...(sampled.get(v.id)?.flip ? { flip: sampled.get(v.id)!.flip } : {}),
    };
  });
}

/** A vehicle's resting pose (after animations), for the test hook and the spin template. */
export function restingPose(s: GameState, poses: Pose[], id: string): Pose | null {
  const v = s.vehicles.find((x) => x.id === id);
  return v && onBoard(v) ? geometry.vehiclePose(s.track, poses, v.cell, v.heading) : null;
}

export type MarkerLook = 'faceDown' | PassiveKind | 'dummy';

export interface MarkerView {
  id: string;
  pose: Pose;
  look: MarkerLook;
  /** The hidden truth, shown only to the marker's owner: 'dummy' or the passive's kind. */
  tag: string | null;
}

/** The player who owns a marker: the driver of the vehicle that laid it. */
export function markerPlayer(s: GameState, m: Marker): string | null {
  return s.vehicles.find((v) => v.id === m.owner)?.owner ?? null;
}

/** Hot-seat secrecy (p22): a face-down counter's truth is shown only to its owner. */
export function markerViews(s: GameState, poses: Pose[], viewer: string | null): MarkerView[] {
  return s.markers.map((m) => {
    const look: MarkerLook = m.faceUp ? (m.dummy ? 'dummy' : m.kind) : 'faceDown';
    const mine = viewer !== null && markerPlayer(s, m) === viewer;
    return {
      id: m.id,
      pose: geometry.vehiclePose(s.track, poses, m.cell, 0),
      look,
      tag: !m.faceUp && mine ? (m.dummy ? 'dummy' : m.kind) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Car body geometry in the car's own frame: +x is the front. A car is 2 lanes x 1 space.
// ---------------------------------------------------------------------------------------------

export const CAR_LENGTH = geometry.SPACE_CM;
export const CAR_WIDTH = 2 * geometry.LANE_CM;
/** How far (cm) the deciding vehicle's ring reaches beyond its cell, stroke included (drawVehicles.ts draws it). */
export const RING_OUT = 1;

export function bodySize(kind: VehicleKind): { length: number; width: number } {
  // A bike fills its two-lane cell's length but is drawn narrower so it reads as a bike.
  return kind === 'bike' ? { length: CAR_LENGTH * 0.85, width: CAR_WIDTH * 0.45 } : { length: CAR_LENGTH * 0.94, width: CAR_WIDTH * 0.86 };
}

/** A point given in the car's frame, in world coordinates. */
export const toWorld = (pose: Pose, local: Pt): Pt => ({
  x: pose.x + local.x * Math.cos(pose.a) - local.y * Math.sin(pose.a),
  y: pose.y + local.x * Math.sin(pose.a) + local.y * Math.cos(pose.a),
});

/** Corners of the car's full cell footprint (4 x 8 cm) in world coordinates. */
export function bodyCorners(pose: Pose): Pt[] {
  const l = CAR_LENGTH / 2, w = CAR_WIDTH / 2;
  return [{ x: l, y: -w }, { x: l, y: w }, { x: -l, y: w }, { x: -l, y: -w }].map((p) => toWorld(pose, p));
}

/** Where the range ruler starts (p25: "next to whichever weapon is firing"), in the car's frame. */
export function mountPoint(mount: Mount): Pt {
  const l = CAR_LENGTH / 2, w = CAR_WIDTH / 2;
  switch (mount) {
    case 'wingLeft': case 'fairingLeft': return { x: l, y: -w * 0.6 };
    case 'wingRight': case 'fairingRight': return { x: l, y: w * 0.6 };
    case 'sideLeft': case 'passiveLeft': return { x: 0, y: -w };
    case 'sideRight': case 'passiveRight': return { x: 0, y: w };
    case 'roof': case 'turret': return { x: 0, y: 0 };
    case 'passive': return { x: -l, y: 0 };
    default: return { x: l, y: 0 };
  }
}

/** The point of a polygon's outline closest to p (p25: measure to the closest point on the target). */
export function closestOnPolygon(p: Pt, poly: Pt[]): Pt {
  let best = poly[0], bestD = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i], b = poly[(i + 1) % poly.length];
    const dx = b.x - a.x, dy = b.y - a.y, len = dx * dx + dy * dy;
    const f = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
    const q = { x: a.x + f * dx, y: a.y + f * dy };
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bestD) [best, bestD] = [q, d];
  }
  return best;
}

/** Screen-reader summary of the board (the UI holds the full record sheets). */
export function boardSummary(s: GameState | null, track: Track | null = s?.track ?? null): string {
  if (!s || !track) return 'Dark Future board: no game yet.';
  const parts = s.vehicles.filter((v) => v.status === 'inPlay').map((v) => {
    const section = grid.sectionIndexAt(v.cell.t0) + 1;
    const state = v.wreck ? ', wrecked' : v.spin ? ', spinning' : v.outOfControl ? ', out of control' : '';
    return `${v.name}: lanes ${v.cell.lane}-${v.cell.lane + 1}, section ${section}, ${v.speed} mph, facing ${v.heading * 45} degrees${state}`;
  });
  const markers = s.markers.length ? ` ${s.markers.length} counter${s.markers.length === 1 ? '' : 's'} on the road.` : '';
  return `Dark Future board, ${track.sections.length} sections, turn ${s.turn} phase ${s.phase}. ${parts.join('; ') || 'No vehicles in play'}.${markers}`;
}
