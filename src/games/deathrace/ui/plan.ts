// What a filled command would do on the table, before it is committed, drawn by the board and
// told by the decision panel: the ghost of a move (its runs and turns, stopped where the rules'
// own sweep finds the first contact, or at a ramp's top), the brake's halt, a jump's reach, a
// shot's ruler. Geometry only, from the rules' own helpers; the dice are not looked at (a tight
// turn or an encounter is named with its odds, not foretold). Whether the command is legal is
// the ruleset's validate, asked separately.
import type { Pt } from '../../../engine';
import { BALLISTIC_TABLE, MODULES, footprint, rangeBetween, trackOf, type DrEvent, type DrState, type DrVehicle, type Pose } from '../rules';
import { rampOnRun } from '../rules/course';
import { FREE_TURN, FREE_TURN_MOVE, BRAKE_SHORT } from '../rules/data';
import { brakeObstacle } from '../rules/drive';
import { CREW_WEAPONS } from '../rules/data';
import { footRange, footShotNeed } from '../rules/foot';
import { lavaOnRun } from '../rules/lava';
import { along, hitAt, norm, obstacles, sweep } from '../rules/table';

export type GhostStop =
  | { kind: 'wall'; at: Pose }
  | { kind: 'vehicle'; at: Pose; target: string }
  | { kind: 'ramp'; at: Pose; ramp: string }
  /** Its centre would come over a lava pit: it falls in (readings.ts `lava`). */
  | { kind: 'lava'; at: Pose }
  | { kind: 'noRoom'; at: Pose };

export interface Ghost {
  /** The centre's path: the start, then the end of each run driven. */
  path: Pose[];
  /** Where the footprint ends (if nothing rolled goes wrong). */
  end: Pose;
  /** Inches the command asks for, and inches it would drive before a stop. */
  asked: number;
  driven: number;
  stop: GhostStop | null;
  /** The tight turns, with the skill test each needs. */
  tight: { angle: number; need: number }[];
  /** A jump's reach: the fewest and most inches it may fly. */
  reach?: { min: number; max: number };
  /** The brake's halt when its test passes (the test's need). */
  brakeNeed?: number;
  /** A crew member's walk, not a vehicle's move (no footprint at its end). */
  walk?: boolean;
}

export interface Ruler {
  from: Pt;
  to: Pt;
  /** Footprint to footprint, inches (the rules' rangeBetween). */
  range: number;
  /** The weapon's range. */
  reach: number;
  /** The shot hits on a D6 of this or more. */
  need: number;
}

/** A skill or reflex test's need (readings.ts `tests`: 7 minus the value). */
export const testNeed = (value: number): number => 7 - Math.max(1, Math.min(5, value));
/** The chance of a D6 of `need` or more, in whole percent. */
export const chance = (need: number): number => Math.round((Math.max(0, Math.min(6, 7 - need)) / 6) * 100);

const num = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
const poseOf = (v: DrVehicle): Pose => ({ x: v.x, y: v.y, heading: v.heading });

function vehicleOf(s: DrState, c: Record<string, unknown>): DrVehicle | null {
  return s.vehicles.find((v) => v.id === c.vehicle) ?? null;
}

/** The ghost of a move, brake or jump command; null for any other. */
export function ghostOf(s: DrState, c: Record<string, unknown>): Ghost | null {
  const v = vehicleOf(s, c);
  if (!v || s.flow.kind !== 'turn') return null;
  const f = s.flow;
  const track = trackOf(s.options.track);
  const start = poseOf(v);
  if (c.type === 'move') {
    const legs = [{ turn: num(c.turn), run: num(c.run) }, { turn: num(c.turn2), run: num(c.run2) }];
    const asked = legs[0].run + legs[1].run;
    const planned = f.travelled + asked;
    const path: Pose[] = [start];
    const tight: Ghost['tight'] = [];
    let p = start;
    let driven = 0;
    let stop: GhostStop | null = null;
    for (const leg of legs) {
      if (leg.turn !== 0) {
        if (Math.abs(leg.turn) > FREE_TURN && planned > FREE_TURN_MOVE) tight.push({ angle: leg.turn, need: testNeed(v.skill) });
        const turned = { ...p, heading: norm(p.heading + leg.turn) };
        if (hitAt(turned, obstacles(s, track, v.id))) {
          stop = { kind: 'noRoom', at: p };
          break;
        }
        p = turned;
      }
      if (leg.run <= 0) continue;
      const r = sweep(p, leg.run, obstacles(s, track, v.id, f.passed));
      const end = along(p, r.d);
      const ramp = rampOnRun(track, p, end, p.heading);
      const lava = lavaOnRun(track, p, end);
      if (lava !== null && (!ramp || lava < ramp.t)) {
        const at = along(p, lava * r.d);
        driven += lava * r.d;
        path.push(at);
        p = at;
        stop = { kind: 'lava', at };
        break;
      }
      if (ramp) {
        const at = along(p, ramp.t * r.d);
        driven += ramp.t * r.d;
        path.push(at);
        p = at;
        stop = { kind: 'ramp', at, ramp: ramp.ramp.id };
        break;
      }
      driven += r.d;
      path.push(end);
      p = end;
      if (r.hit) {
        stop = r.hit.kind === 'wall' ? { kind: 'wall', at: end } : { kind: 'vehicle', at: end, target: r.hit.id };
        break;
      }
    }
    return { path, end: p, asked, driven, stop, tight };
  }
  if (c.type === 'brake') {
    const turn = num(c.turn);
    const turned = { ...start, heading: norm(start.heading + turn) };
    const ob = brakeObstacle({ s }, track, v, turn, Math.max(f.min, 0.01));
    const d = ob ? Math.max(0, ob.d - BRAKE_SHORT) : 0;
    const end = along(turned, d);
    return { path: [start, end], end, asked: d, driven: d, stop: null, tight: [], brakeNeed: testNeed(v.skill) };
  }
  if (c.type === 'jump') {
    const dice = Math.max(1, Math.min(3, num(c.dice)));
    const sign = c.skill === 'subtract' ? -1 : 1;
    const min = Math.max(0, dice + sign * v.skill), max = Math.max(0, 6 * dice + sign * v.skill);
    // Over the vehicles, not through the walls.
    const walls = obstacles(s, track, v.id).filter((o) => o.kind === 'wall');
    const r = sweep(start, max, walls);
    const end = along(start, r.d);
    return { path: [start, end], end, asked: max, driven: r.d, stop: r.hit ? { kind: 'wall', at: end } : null, tight: [], reach: { min: Math.min(min, r.d), max: r.d } };
  }
  if (c.type === 'walk') {
    // A crew member on foot: straight, up to 8" (no sweep: the rules judge what is in the way).
    const ped = s.pedestrians.find((x) => x.id === c.pedestrian);
    if (!ped) return null;
    const from = { x: ped.x, y: ped.y, heading: norm(num(c.heading)) };
    const end = along(from, num(c.run));
    return { path: [from, end], end, asked: num(c.run), driven: num(c.run), stop: null, tight: [], walk: true };
  }
  return null;
}

/** The ruler of a fire command (or a jump that fires off the ramp), or of a shot on foot: shooter to target, with the odds. */
export function rulerOf(s: DrState, c: Record<string, unknown>): Ruler | null {
  if (c.type === 'shoot') return footRuler(s, c);
  const v = vehicleOf(s, c);
  if (!v) return null;
  const weaponId = c.type === 'fire' ? c.weapon : null;
  const targetId = c.type === 'fire' ? c.target : null;
  if (typeof weaponId !== 'string' || typeof targetId !== 'string') return null;
  const m = v.modules.find((x) => x.id === weaponId);
  const t = s.vehicles.find((x) => x.id === targetId);
  if (!m || !t) return null;
  return { from: { x: v.x, y: v.y }, to: { x: t.x, y: t.y }, range: rangeBetween(v, t), reach: MODULES[m.kind].range, need: BALLISTIC_TABLE[Math.max(1, Math.min(5, v.ballistics))] };
}

/** A crew member's shot on foot: its base to the target, the range and odds the rules give (a missile hits on anything: 1+). */
function footRuler(s: DrState, c: Record<string, unknown>): Ruler | null {
  const p = s.pedestrians.find((x) => x.id === c.pedestrian);
  const kind = c.weapon as keyof typeof CREW_WEAPONS;
  const to = s.vehicles.find((x) => x.id === c.target) ?? s.pedestrians.find((x) => x.id === c.target);
  if (!p || !to || !(kind in CREW_WEAPONS)) return null;
  const id = String(c.target);
  return { from: { x: p.x, y: p.y }, to: { x: to.x, y: to.y }, range: footRange(s, p, id), reach: CREW_WEAPONS[kind].range, need: footShotNeed(s, p, kind, id) ?? 1 };
}

/** The footprint's corners at a pose (for the ghost's outline). */
export const outline = (p: Pose): Pt[] => footprint(p);

/** What the last command did on the table, drawn faintly so the table shows it happened: the paths driven, the jumps' flights, crashes, swerves, shoves and spins. */
export interface Trail {
  paths: Pose[][];
  flights: { from: Pose; to: Pose }[];
  marks: { at: Pose; kind: 'crash' | 'swerve' | 'push' | 'spin' }[];
}

export function trailOf(events: readonly DrEvent[]): Trail {
  const t: Trail = { paths: [], flights: [], marks: [] };
  for (const e of events) {
    if (e.type === 'moved' && e.path.length > 1) t.paths.push(e.path);
    if (e.type === 'jumped') t.flights.push({ from: e.from, to: e.to });
    if (e.type === 'crashed') t.marks.push({ at: e.at, kind: 'crash' });
    if (e.type === 'braked' && !e.passed) t.marks.push({ at: e.at, kind: 'crash' });
    if (e.type === 'swerved') t.marks.push({ at: e.at, kind: 'swerve' });
    if (e.type === 'pushed') t.marks.push({ at: e.at, kind: e.distance > 0 ? 'push' : 'spin' });
  }
  return t;
}
