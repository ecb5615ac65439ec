// Properties every Deathrace state keeps, checked after every command by the fuzz test and by
// anything that loads a game: a state that breaks one is a bug, never a position.
import { convexOverlap } from '../../../engine/polygon';
import { LOCATIONS } from './types';
import { LOCATION_POINTS, MAX_ACTIVE } from './data';
import { drLegalCommands } from './options';
import { base, footprint, racing } from './table';
import { trackOf } from './tracks';
import { inLava } from './lava';
import type { DrState } from './types';

/** Overlap thinner than this is a touch (a vehicle halted at contact). */
const TOUCH = 1e-3;

export function drInvariantProblems(s: DrState): string[] {
  const out: string[] = [];
  const track = trackOf(s.options.track);
  const field = racing(s);
  for (const v of s.vehicles) {
    for (const l of LOCATIONS) if (!(v.damage[l] >= 0 && v.damage[l] <= LOCATION_POINTS)) out.push(`${v.id}'s ${l} has ${v.damage[l]} points`);
    for (const m of v.modules) if (m.active < 0 || m.active > MAX_ACTIVE) out.push(`${m.id} has ${m.active} active status`);
    if (![v.x, v.y, v.heading].every(Number.isFinite)) out.push(`${v.id} has no position`);
    if (v.status === 'racing' && (v.damage.crew === 0 || v.damage.hull === 0)) out.push(`${v.id} races with no crew or hull`);
    if (v.nextGate < 0 || v.nextGate >= track.gates.length) out.push(`${v.id} waits for gate ${v.nextGate}`);
  }
  for (let i = 0; i < field.length; i++) {
    const a = footprint(field[i]);
    if (field[i].x < 0 || field[i].y < 0 || field[i].x > track.width || field[i].y > track.height) out.push(`${field[i].id} is off the table`);
    for (const w of track.walls) if (convexOverlap(a, w, TOUCH)) out.push(`${field[i].id} is inside a wall`);
    if (inLava(track, field[i])) out.push(`${field[i].id} races on in the lava`);
    for (let j = i + 1; j < field.length; j++) if (convexOverlap(a, footprint(field[j]), TOUCH)) out.push(`${field[i].id} overlaps ${field[j].id}`);
  }
  for (const p of s.pedestrians) {
    if (![p.x, p.y].every(Number.isFinite)) out.push(`${p.id} has no position`);
    else if (track.walls.some((w) => convexOverlap(base(p), w, TOUCH))) out.push(`${p.id} is inside a wall`);
  }
  for (const p of s.players) if (!((s.points[p.id] ?? 0) >= 0)) out.push(`${p.id} has ${s.points[p.id]} points`);
  if (s.round > s.options.turnLimit) out.push(`round ${s.round} is past the limit of ${s.options.turnLimit}`);
  const f = s.flow;
  if (f.kind === 'turn') {
    const v = s.vehicles.find((x) => x.id === f.vehicle);
    if (!v || v.status !== 'racing') out.push(`the turn is ${f.vehicle}'s, not in the race`);
    if (f.left < 0 || f.min < 0 || f.min > f.left + 1e-9) out.push(`the turn's move is ${f.left}" with ${f.min}" required`);
    if (drLegalCommands(s).length === 0) out.push(`nothing is offered to ${f.vehicle}`);
  }
  return out;
}
