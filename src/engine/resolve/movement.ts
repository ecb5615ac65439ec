// Movement primitives: each part of a move (forward, drift, rotation, U-turn) checks its contact
// zone before the model moves (p52): a collision leaves the model in place and becomes a ram,
// a zone over the road's edge is a crash, and passive markers in the zone are hit (p24).
import { emit, vehicle, type Ctx } from '../core/ctx';
import { offRoadEdge } from '../grid';
import { driftStep, forwardStep, obstacleZone, vehicleZone, type PlanStep } from './planSteps';
import { markersIn } from './passives';
import { resolveCollision, type RamHow } from './rams';
import { crash } from './crash';
import { hitObstacle, obstacleIn } from './roadHooks';
import type { Cell, Heading, MoveKind, Rule, Side, VehicleState, Zone } from '../types';

import { crossesFinish, forwardZone, laneDelta, rotationZone, travelDir, vehiclesIn } from '../core/travel';

export { forwardZone, laneDelta, rotationZone, travelDir, vehiclesIn, crash };

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

/** A contact in `zone` (obstacles in `obstacles`, by default the same): true when it stops the move there (p52). */
function collide(ctx: Ctx, v: VehicleState, zone: Zone, how: RamHow, dir: 1 | -1, obstacles: Zone = zone, met: readonly string[] = []): boolean {
  const obstacle = obstacleIn(ctx.s, obstacles);
  if (obstacle) {
    hitObstacle(ctx, v.id, obstacle);
    return true;
  }
  const hit = vehiclesIn(ctx.s, zone, v.id).filter((o) => !met.includes(o.id));
  if (hit.length === 0) return false;
  const target = nearestTo(hit, dir);
  const out = resolveCollision(ctx, v.id, target.id, how);
  if (out.shuntTarget) ctx.shunt = { rammer: v.id, target: out.shuntTarget };
  // p70-71: a car that rams a bike head-on completes its move, and a partial contact with a bike
  // is a sideswipe that moves the moving model.
  if (!(out.movesOn && vehicle(ctx.s, v.id).status === 'inPlay')) return true;
  // p64: bikes share lanes, so the car moving on may meet a second bike in the same space; each
  // is a collision of its own (the fuzz found a car completing its move on top of one).
  return collide(ctx, v, zone, how, dir, obstacles, [...met, target.id]);
}

function leave(ctx: Ctx, v: VehicleState, dir: 1 | -1): StepResult {
  if (crossesFinish(ctx.s.track, dir)) {
    v.status = 'finished';
    emit(ctx, { type: 'leftPlay', vehicle: v.id, cause: 'crossed the finish line', rule: 'p87', dice: [] });
  } else {
    v.status = 'leftPlay';
    emit(ctx, { type: 'leftPlay', vehicle: v.id, cause: 'drove off the end of the track', rule: 'p75', dice: [] });
  }
  return 'leftPlay';
}


const CRASH_CAUSE: Record<PlanStep['kind'], string> = {
  forward: 'its contact zone left the road',
  realign: 'its contact zone left the road',
  drift: 'skidded off the edge of the road',
  uTurn: 'U-turned off the road',
  dodge: 'its contact zone left the road',
  turnAbout: 'its contact zone left the road',
};

/**
 * Makes one part of a move as planned (planSteps.ts): its zone over the road's edge is a crash
 * (p58), anything in it is a collision that leaves the model where it is (p52, p76), otherwise
 * the model moves to the part's end cell and heading.
 */
export function takeStep(ctx: Ctx, vid: string, step: PlanStep): StepResult {
  const v = vehicle(ctx.s, vid);
  const vz = vehicleZone(step);
  if (offRoadEdge(vz)) {
    crash(ctx, vid, CRASH_CAUSE[step.kind]);
    return 'crashed';
  }
  if (collide(ctx, v, vz, step.kind === 'drift' ? 'drift' : 'forward', step.dir, obstacleZone(step))) return 'blocked';
  v.heading = step.heading;
  return moveTo(ctx, v, step.end, step.zone, step.move, step.rule);
}

/** Drives off the end of the track: across the finish line, or out of play (p75, p87). */
export function leaveTrack(ctx: Ctx, vid: string, dir: 1 | -1): StepResult {
  return leave(ctx, vehicle(ctx.s, vid), dir);
}

/** One space straight ahead along the grid, in direction `dir` (skids, spins, regained control). */
export function stepForward(ctx: Ctx, vid: string, dir: 1 | -1, wide: boolean, kind: MoveKind): StepResult {
  const v = vehicle(ctx.s, vid);
  const step = forwardStep(ctx.s.track, v.cell, v.heading, dir, wide, kind);
  return step ? takeStep(ctx, vid, step) : leave(ctx, v, dir);
}

/** The model is moved: its new cell, the markers its zone covered, and the event. */
function moveTo(ctx: Ctx, v: VehicleState, dest: Cell, zone: Zone, kind: MoveKind, rule: Rule): 'moved' {
  const from = v.cell;
  v.cell = dest;
  record(ctx, v, zone);
  emit(ctx, { type: 'moved', vehicle: v.id, from, to: dest, heading: v.heading, move: kind, rule, dice: [] });
  return 'moved';
}

/** The sideways part of a drift skid (p43): one lane, staying in the same space, as a drift does. */
export function stepDrift(ctx: Ctx, vid: string, side: Side, dir: 1 | -1, kind: MoveKind): StepResult {
  const v = vehicle(ctx.s, vid);
  const step = driftStep(ctx.s.track, v.cell, v.heading, side, dir, kind);
  if (!step) {
    crash(ctx, vid, 'skidded off the edge of the road');
    return 'crashed';
  }
  return takeStep(ctx, vid, step);
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
