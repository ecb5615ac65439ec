// Movement primitives: each part of a move (forward, drift, rotation, U-turn) checks its contact
// zone before the model moves (p52): a collision leaves the model in place and becomes a ram,
// a zone over the road's edge is a crash, and passive markers in the zone are hit (p24).
import { emit, vehicle, type Ctx } from './ctx';
import { cellAhead, cellAt, isOnGrid, offRoadEdge, strip, trackLength } from './grid';
import { driftEnd } from './curves';
import { markersIn } from './passives';
import { resolveCollision, type RamHow } from './rams';
import { applyHit } from './damage';
import { hitObstacle, obstacleIn } from './road/hooks';
import { speedFactor } from './data/tables';
import type { Cell, GameState, Heading, MoveKind, Rule, Side, VehicleState, Zone } from './types';

import { forwardZone, laneDelta, rotationZone, travelDir, vehiclesIn } from './travel';

export { forwardZone, laneDelta, rotationZone, travelDir, vehiclesIn };

export type StepResult = 'moved' | 'blocked' | 'crashed' | 'leftPlay';




function nearestTo(others: VehicleState[], dir: 1 | -1): VehicleState {
  return [...others].sort((a, b) => dir * (a.cell.t0 - b.cell.t0))[0];
}

function record(ctx: Ctx, v: VehicleState, zone: Zone): void {
  if (!ctx.move || ctx.move.vehicle !== v.id) return;
  ctx.move.zones.push(zone);
  for (const m of markersIn(ctx.s, zone)) {
    if (!ctx.move.markers.includes(m.id)) ctx.move.markers.push(m.id);
  }
}

function collide(ctx: Ctx, v: VehicleState, zone: Zone, how: RamHow, dir: 1 | -1): boolean {
  const obstacle = obstacleIn(ctx.s, zone);
  if (obstacle) {
    hitObstacle(ctx, v.id, obstacle);
    return true;
  }
  const hit = vehiclesIn(ctx.s, zone, v.id);
  if (hit.length === 0) return false;
  const target = nearestTo(hit, dir);
  const out = resolveCollision(ctx, v.id, target.id, how);
  if (out.shuntTarget) ctx.shunt = { rammer: v.id, target: out.shuntTarget };
  return true;
}

/** Removes a crashed vehicle from play (p58); crash damage only when the option is on. */
export function crash(ctx: Ctx, vid: string, cause: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  emit(ctx, { type: 'crash', vehicle: vid, cause, rule: 'p58', dice: [] });
  if (ctx.s.options.crashDamage) {
    const sf = speedFactor(v.speed);
    for (let i = 0; i < sf; i++) applyHit(ctx, vid, { damage: sf, he: false, source: 'crash', facing: 'crash', rule: 'p58' });
  }
  v.status = 'crashed';
  v.speed = 0;
}

function leaveTrack(ctx: Ctx, v: VehicleState, dir: 1 | -1): StepResult {
  const finish = ctx.s.track.finishTick;
  if (dir === 1 && finish !== null && finish >= trackLength(ctx.s.track)) {
    v.status = 'finished';
    emit(ctx, { type: 'leftPlay', vehicle: v.id, cause: 'crossed the finish line', rule: 'p87', dice: [] });
  } else {
    v.status = 'leftPlay';
    emit(ctx, { type: 'leftPlay', vehicle: v.id, cause: 'drove off the end of the track', rule: 'p75', dice: [] });
  }
  return 'leftPlay';
}


/** One space straight ahead along the grid, in direction `dir`. */
export function stepForward(ctx: Ctx, vid: string, dir: 1 | -1, wide: boolean, kind: MoveKind): StepResult {
  const v = vehicle(ctx.s, vid);
  const dest = cellAhead(ctx.s.track, v.cell, dir);
  if (!dest) return leaveTrack(ctx, v, dir);
  const zone = forwardZone(dest, wide);
  if (offRoadEdge(zone)) {
    crash(ctx, vid, 'its contact zone left the road');
    return 'crashed';
  }
  if (collide(ctx, v, zone, 'forward', dir)) return 'blocked';
  return moveTo(ctx, v, dest, zone, kind, 'p12');
}

/** The model is moved: its new cell, the markers its zone covered, and the event. */
function moveTo(ctx: Ctx, v: VehicleState, dest: Cell, zone: Zone, kind: MoveKind, rule: Rule): 'moved' {
  const from = v.cell;
  v.cell = dest;
  record(ctx, v, zone);
  emit(ctx, { type: 'moved', vehicle: v.id, from, to: dest, heading: v.heading, move: kind, rule, dice: [] });
  return 'moved';
}

/** The sideways part of a drift or drift skid (p13, p43): one lane, staying in the same space. */
export function stepDrift(ctx: Ctx, vid: string, side: Side, dir: 1 | -1, kind: MoveKind): StepResult {
  const v = vehicle(ctx.s, vid);
  const toLane = v.cell.lane + laneDelta(side, dir);
  const newEdgeLane = laneDelta(side, dir) < 0 ? toLane : toLane + 1;
  const dest = driftEnd(ctx.s.track, v.cell, toLane, dir);
  if (!dest) {
    crash(ctx, vid, 'skidded off the edge of the road');
    return 'crashed';
  }
  // The lane moved into, plus the end cell itself: on uneven lanes it can start a little behind
  // the space the car is in (p13), and that part must be free too.
  const zone: Zone = [strip(newEdgeLane, newEdgeLane, v.cell.t0, v.cell.t1), strip(dest.lane, dest.lane + 1, dest.t0, dest.t1)];
  if (collide(ctx, v, zone, 'drift', dir)) return 'blocked';
  return moveTo(ctx, v, dest, zone, kind, 'p13');
}


/** Rotates a spinning car by `steps` x 45 degrees (positive clockwise). */
export function rotate(ctx: Ctx, vid: string, steps: number): StepResult {
  const v = vehicle(ctx.s, vid);
  const zone = rotationZone(v.cell);
  if (offRoadEdge(zone)) {
    crash(ctx, vid, 'spun off the edge of the road');
    return 'crashed';
  }
  if (collide(ctx, v, zone, 'rotate', travelDir(v))) return 'blocked';
  v.heading = ((((v.heading + steps) % 8) + 8) % 8) as Heading;
  record(ctx, v, zone);
  return 'moved';
}

/** The U-turn's six-lane zone and end cell (p14; ASSUMPTION: the car ends four lanes over, in the space ahead). */
export function uTurnGeometry(s: GameState, v: VehicleState, side: Side, dir: 1 | -1): { zone: Zone; end: Cell; heading: Heading } | null {
  const dest = cellAhead(s.track, v.cell, dir);
  if (!dest) return null;
  const delta = laneDelta(side, dir);
  const endLane = v.cell.lane + 4 * delta;
  const lo = Math.min(v.cell.lane, endLane);
  const hi = Math.max(v.cell.lane, endLane) + 1;
  const end = cellAt(s.track, endLane, dir === 1 ? dest.t1 - 1 : dest.t0);
  if (!end || !isOnGrid(v.heading)) return null;
  // On a curve the end pair's dividers differ from the space the car turns across: the end cell
  // joins the zone so the car never lands on anything the six-lane strip missed.
  const zone: Zone = [strip(lo, hi, dest.t0, dest.t1)];
  if (end.t0 !== dest.t0 || end.t1 !== dest.t1) zone.push(strip(end.lane, end.lane + 1, end.t0, end.t1));
  return { zone, end, heading: ((v.heading + 4) % 8) as Heading };
}

export function stepUTurn(ctx: Ctx, vid: string, side: Side, dir: 1 | -1): StepResult {
  const v = vehicle(ctx.s, vid);
  const g = uTurnGeometry(ctx.s, v, side, dir);
  if (!g) return stepForward(ctx, vid, dir, false, 'straight');
  if (offRoadEdge(g.zone)) {
    crash(ctx, vid, 'U-turned off the road');
    return 'crashed';
  }
  if (collide(ctx, v, g.zone, 'forward', dir)) return 'blocked';
  v.heading = g.heading;
  return moveTo(ctx, v, g.end, g.zone, 'uTurn', 'p14');
}
