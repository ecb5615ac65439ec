// "ENCOUNTERING OTHER VEHICLES": the encounter dice, their five faces, head-on, side and
// stationary rams, and the displacements (swerves, pushes) they cause. The die's faces, the
// chooser's preference and the geometry are readings (readings.ts `encounterDie` and on).
import { FREE_TURN_MOVE } from './data';
import { byId, harm } from './damage';
import { d10, d3, d6, emit, type DrCtx } from './dice';
import { along, angleBetween, headingTo, hitAt, norm, obstacles, round3, sweep } from './table';
import type { Track } from './tracks';
import { fallIn, lavaOnRun } from './lava';
import type { DrVehicle, EncounterFace, EncounterKind } from './types';

/** readings.ts `encounterDie`: 1-2 skull, 3 skull and star, 4 arrow, 5 star and "!", 6 star. */
export const ENCOUNTER_DIE: Record<number, EncounterFace> = { 1: 'skull', 2: 'skull', 3: 'skullStar', 4: 'arrow', 5: 'starBang', 6: 'star' };
const ATTACKER_PREFERS: EncounterFace[] = ['skull', 'skullStar', 'arrow', 'starBang', 'star'];
const ATTACKER_PREFERS_HEAD_ON: EncounterFace[] = ['arrow', 'skull', 'skullStar', 'starBang', 'star'];

export function encounterKind(m: DrVehicle, t: DrVehicle, planned: number): EncounterKind {
  if (planned < FREE_TURN_MOVE) return 'slow';
  if (t.stationary) return 'stationary';
  const diff = angleBetween(m.heading, t.heading);
  return diff >= 135 ? 'headOn' : diff > 45 ? 'side' : 'rear';
}

/**
 * Moves a vehicle `d` inches along `dir`, stopping at the first contact (readings.ts `swerve`): a
 * wall is a crash; "If they should come into contact with another vehicle then roll a save for
 * both parties or they will each take a point of damage, randomly allocated." Over a lava pit's
 * edge it falls in (readings.ts `lava`): `shover` is the vehicle whose ram sent it there, if any.
 */
export function displace(c: DrCtx, track: Track, v: DrVehicle, dir: number, d: number, by: string | null, shover: string | null = by): void {
  const r = sweep(v, d, obstacles(c.s, track, v.id), dir);
  const lava = lavaOnRun(track, v, along(v, r.d, dir));
  const to = along(v, lava === null ? r.d : lava * r.d, dir);
  v.x = round3(to.x);
  v.y = round3(to.y);
  if (lava !== null) return fallIn(c, v, shover);
  if (!r.hit) return;
  if (r.hit.kind === 'wall') {
    harm(c, v, { points: 1, save: true, cause: 'hitting a wall', rule: 'Our reading', reading: 'crash', by });
    return;
  }
  const other = byId(c.s, r.hit.id)!;
  harm(c, v, { points: 1, save: true, cause: `coming into contact with ${other.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by });
  harm(c, other, { points: 1, save: true, cause: `coming into contact with ${v.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by });
}

/** "Roll a D6 - 1-3 = left D10". 4-6 = Right D10"": sideways, keeping the heading; `shover` the rammer when it is the target that swerves. */
function swerve(c: DrCtx, track: Track, v: DrVehicle, by: string | null, shover: string | null): void {
  if (v.status !== 'racing') return;
  const side = d6(c) <= 3 ? 'left' : 'right';
  const distance = d10(c);
  const dir = v.heading + (side === 'left' ? -90 : 90);
  const faces = c.faces;
  c.faces = [];
  displace(c, track, v, dir, distance, by, shover);
  c.events.push({ type: 'swerved', vehicle: v.id, side, distance, at: { x: v.x, y: v.y, heading: v.heading }, rule: 'ENCOUNTERING OTHER VEHICLES', reading: 'swerve', dice: faces });
}

/** Moved D6" along `dir`, then (a side ram) facing a scatter direction (readings.ts `scatter`). */
function push(c: DrCtx, track: Track, v: DrVehicle, dir: number, by: string, scatter: boolean): void {
  if (v.status !== 'racing') return;
  const distance = d6(c);
  const faces = c.faces;
  c.faces = [];
  displace(c, track, v, dir, distance, by);
  c.events.push({ type: 'pushed', vehicle: v.id, distance, at: { x: v.x, y: v.y, heading: v.heading }, rule: 'ENCOUNTERING OTHER VEHICLES', dice: faces });
  if (scatter && v.status === 'racing') scatterFacing(c, track, v);
}

/** readings.ts `scatter`: D6 x 60 degrees clockwise from the heading, not taken if it would overlap. */
export function scatterFacing(c: DrCtx, track: Track, v: DrVehicle): void {
  const heading = norm(v.heading + d6(c) * 60);
  if (!hitAt({ x: v.x, y: v.y, heading }, obstacles(c.s, track, v.id))) v.heading = heading;
  emit(c, { type: 'pushed', vehicle: v.id, distance: 0, at: { x: v.x, y: v.y, heading: v.heading }, rule: 'ENCOUNTERING OTHER VEHICLES', reading: 'scatter' });
}

/** The face kept of the dice rolled, and whose choice it was. */
function rollFaces(c: DrCtx, m: DrVehicle, t: DrVehicle, headOn: boolean): { faces: EncounterFace[]; face: EncounterFace; chooser: string | null } {
  if (m.skill === t.skill) {
    const f = ENCOUNTER_DIE[d6(c)];
    return { faces: [f], face: f, chooser: null };
  }
  const faces = [ENCOUNTER_DIE[d6(c)], ENCOUNTER_DIE[d6(c)]];
  const order = headOn ? ATTACKER_PREFERS_HEAD_ON : ATTACKER_PREFERS;
  const rank = (f: EncounterFace) => order.indexOf(f);
  const attacker = m.skill > t.skill;
  const [a, b] = faces;
  const best = rank(a) <= rank(b) ? a : b;
  const worst = rank(a) <= rank(b) ? b : a;
  return { faces, face: attacker ? best : worst, chooser: attacker ? m.id : t.id };
}

/**
 * Mover `m` has come into contact with `t` in its move; `planned` is its turn's move. Returns
 * 'pass' when it may go on (the arrow), 'halt' otherwise.
 */
export function encounter(c: DrCtx, track: Track, m: DrVehicle, t: DrVehicle, planned: number): 'pass' | 'halt' {
  const kind = encounterKind(m, t, planned);
  const base = { type: 'encounter' as const, vehicle: m.id, target: t.id, kind, rule: 'ENCOUNTERING OTHER VEHICLES' as const };
  if (kind === 'slow') {
    emit(c, { ...base, faces: [], face: null, chooser: null, reading: 'intentional' });
    return 'halt';
  }
  if (kind === 'stationary') {
    // "will automatically ram it ... a head-on ram wont effect the ramming vehicle ... The rammed
    // vehicle will move D6” in the opposite direction it was rammed in."
    emit(c, { ...base, faces: [], face: 'skull', chooser: null, reading: 'stationaryRam' });
    harm(c, t, { points: 1, save: true, cause: `rammed by ${m.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by: m.id });
    push(c, track, t, m.heading, m.id, false);
    return 'halt';
  }
  const headOn = kind === 'headOn';
  const { faces, face, chooser } = rollFaces(c, m, t, headOn);
  emit(c, { ...base, faces, face, chooser, reading: chooser ? 'encounterChoice' : 'encounterDie' });
  if (face === 'arrow') return 'pass';
  t.stationary = true;
  if (face === 'skull' || face === 'skullStar') {
    if (headOn) {
      // "a result of a skull or a skull + star will mean both cars take D3 damage with no save allowed."
      harm(c, t, { points: d3(c), save: false, cause: `a head-on collision with ${m.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by: m.id });
      harm(c, m, { points: d3(c), save: false, cause: `a head-on collision with ${t.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by: t.id });
      return 'halt';
    }
    harm(c, t, { points: 1, save: true, cause: `rammed by ${m.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by: m.id });
    if (face === 'skullStar') harm(c, m, { points: 1, save: true, cause: `ramming ${t.name}`, rule: 'ENCOUNTERING OTHER VEHICLES', by: t.id });
    if (kind === 'side') {
      // "move D6" directly away from the attacking vehicle and end up facing a random direction"
      push(c, track, t, headingTo(m, t), m.id, true);
    }
    return 'halt';
  }
  if (face === 'starBang') swerve(c, track, t, m.id, m.id);
  swerve(c, track, m, t.id, null);
  return 'halt';
}
