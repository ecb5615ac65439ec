// The value of a Deathrace state for one player (the 'normal' computer's yardstick, in points):
// the points scored (what decides the race, THE POINT SYSTEM), each vehicle's way round the
// course (a lap is a point), how much of each vehicle is left (a vehicle destroyed scores no more
// laps and gives the other side a point), the shots its active weapons hold, and where a vehicle
// stands for its next move (what one straight run from there could gain). Mine less the best
// other team's.
import { type DrState, type DrVehicle, type ModuleKind } from '../rules';
import { fwd, pointInPoly } from '../rules/table';
import { courseOf, crossGates, progressOf, type Course } from './progress';

export interface Weights {
  /** A racing vehicle, whole, beyond its laps (the laps it may still score; the point it denies). */
  alive: number;
  /** Each damage point left at the locations whose loss destroys (crew, hull), the lower counting twice. */
  vital: number;
  /** Each point left at the drive (0: no move) and the engine (0: 10" at most). */
  drive: number;
  engine: number;
  weapons: number;
  /** A point of active status on a module, by kind (a shot held). */
  active: Record<ModuleKind, number>;
  /** An activation plate run over, not yet assigned. */
  plate: number;
  /** A location alight. */
  fire: number;
  /** Of what the best straight run of a full move from where it stands would gain (its next move). */
  reach: number;
  /** Counting as stationary: any vehicle at full speed rams it. */
  stationary: number;
}

export const WEIGHTS: Weights = {
  alive: 1,
  vital: 0.12,
  drive: 0.12,
  engine: 0.06,
  weapons: 0.03,
  active: { heavyMachineGuns: 0.03, gobsmashaKannon: 0.03, rokkitLauncha: 0.05, flamer: 0.03, oilSlickDropper: 0.01, extraArmour: 0 },
  plate: 0.12,
  fire: 0.06,
  reach: 0.6,
  stationary: 0.02,
};

const TURNS = [-90, -60, -30, 0, 30, 60, 90];

/**
 * The most progress (inches) one straight run of up to `reach` inches could add from the vehicle's
 * place, after a turn of up to 90 degrees, stopping short of the walls (other vehicles move away).
 */
export function reachGain(c: Course, v: DrVehicle, reach: number): number {
  if (reach <= 0) return 0;
  const key = `${c.track.id} ${v.x} ${v.y} ${v.heading} ${v.laps} ${v.nextGate} ${reach}`;
  const hit = reachCache.get(key);
  if (hit !== undefined) return hit;
  const out = reachGainUncached(c, v, reach);
  if (reachCache.size > 20000) reachCache.clear();
  reachCache.set(key, out);
  return out;
}

/** Reach gains already worked out, by place (a pure function of the place, so a cache changes no choice). */
const reachCache = new Map<string, number>();

function reachGainUncached(c: Course, v: DrVehicle, reach: number): number {
  const here = progressOf(c, v.laps, v.nextGate, v);
  let best = 0;
  for (const turn of TURNS) {
    const u = fwd(v.heading + turn);
    // Stepped an inch at a time, the vehicle a disc of CLEAR inches: close enough for a guess at the next move.
    let d = 0;
    while (d + 1 <= reach && clearOfWalls(c, v.x + u.x * (d + 1), v.y + u.y * (d + 1))) d += 1;
    const to = { x: v.x + u.x * d, y: v.y + u.y * d };
    const g = crossGates(c.track, v.laps, v.nextGate, v, to);
    const gain = progressOf(c, g.laps, g.next, to) - here;
    if (gain > best) best = gain;
  }
  return best;
}

/** The distance from p to the segment a-b. */
function segmentDistance(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const L2 = dx * dx + dy * dy;
  const t = L2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / L2)) : 0;
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Half the footprint's diagonal, near enough: a centre this far from every wall keeps the vehicle off it. */
const CLEAR = 1.6;

/** The walls as boxes (x0, y0, x1, y1) when every wall is an axis-aligned rectangle (the shipped tracks), else null. */
const boxes = new WeakMap<Course, number[][] | null>();
function boxesOf(c: Course): number[][] | null {
  if (boxes.has(c)) return boxes.get(c)!;
  const out: number[][] = [];
  for (const w of c.track.walls) {
    const xs = w.map((p) => p.x), ys = w.map((p) => p.y);
    const b = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const aligned = w.length === 4 && w.every((p) => (p.x === b[0] || p.x === b[2]) && (p.y === b[1] || p.y === b[3]));
    if (!aligned) {
      boxes.set(c, null);
      return null;
    }
    out.push(b);
  }
  boxes.set(c, out);
  return out;
}

/** Whether a centre at (x, y) stands CLEAR inches from every wall (convex polygons; boxes the quick way). */
function clearOfWalls(c: Course, x: number, y: number): boolean {
  const bs = boxesOf(c);
  if (bs) {
    for (const [x0, y0, x1, y1] of bs) {
      const dx = Math.max(x0 - x, 0, x - x1), dy = Math.max(y0 - y, 0, y - y1);
      if (dx * dx + dy * dy < CLEAR * CLEAR) return false;
    }
    return true;
  }
  for (const w of c.track.walls) {
    if (pointInPoly({ x, y }, w)) return false;
    for (let i = 0; i < w.length; i++) if (segmentDistance({ x, y }, w[i], w[(i + 1) % w.length]) < CLEAR) return false;
  }
  return true;
}

/** One vehicle's worth to its team, beyond the points already scored. */
function vehicleValue(c: Course, v: DrVehicle, w: Weights, plates: number, mine: boolean): number {
  if (v.status !== 'racing') return 0;
  const lap = c.length;
  // Laps done are points already; what counts here is this lap so far (a lap: one point).
  const p = progressOf(c, v.laps, v.nextGate, v) / lap - v.laps;
  const dmg = v.damage;
  const vital = Math.min(dmg.crew, dmg.hull) * 2 + Math.max(dmg.crew, dmg.hull);
  let x = w.alive + p + w.vital * vital + w.drive * dmg.drive + w.engine * dmg.engine + w.weapons * dmg.weapons;
  // A vehicle that cannot move is nearly out of the race.
  if (dmg.drive === 0) x -= 0.6;
  if (dmg.weapons > 0) for (const m of v.modules) x += w.active[m.kind] * m.active;
  x += plates * w.plate;
  x -= w.fire * v.fire.length;
  if (v.stationary) x -= w.stationary;
  if (!mine) return x;
  const move = dmg.drive === 0 ? 0 : dmg.engine === 0 ? Math.min(v.move, 10) : v.move;
  x += (w.reach * reachGain(c, v, move)) / lap;
  return x;
}

/** The state's worth to `player`: its points and vehicles, less the strongest other team's. */
export function evaluate(s: DrState, player: string, w: Weights = WEIGHTS): number {
  if (s.flow.kind === 'over') {
    const mine = s.points[player] ?? 0;
    const best = Math.max(...s.players.filter((p) => p.id !== player).map((p) => s.points[p.id] ?? 0));
    return (s.flow.winner === player ? 100 : s.flow.winner === null ? 0 : -100) + mine - best;
  }
  const c = courseOf(s.options.track);
  const f = s.flow;
  const team = (id: string) =>
    (s.points[id] ?? 0) + s.vehicles.filter((v) => v.owner === id).reduce((n, v) => n + vehicleValue(c, v, w, f.vehicle === v.id ? f.plates : 0, id === player), 0);
  const others = s.players.filter((p) => p.id !== player).map((p) => team(p.id));
  return team(player) - (others.length ? Math.max(...others) : 0);
}
