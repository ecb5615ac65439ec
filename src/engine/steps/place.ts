// p87: "The driver of the chase car may place it anywhere in the shaded track section at the
// start of the course. The driver of the lead car may then place his model anywhere in the
// shaded track section in front."
import { emit, findVehicle } from '../core/ctx';
import { cellAt, footprint, zonesOverlap } from '../grid';
import { obstacleIn } from '../resolve/roadHooks';
import type { Command, GameState, SetupStep, VehicleState } from '../types';
import { CHASE, LEAD } from '../scenarios/chaseEnd';
import { sideLabel } from '../scenarios/sides';
import { startAt } from './startSpeed';
import type { StepHandler } from './types';

/** The next unplaced vehicle of a side. */
export function toPlace(s: GameState, side: string): VehicleState | undefined {
  return s.vehicles.find((v) => v.side === side && v.status === 'unplaced');
}

export function placeCommands(s: GameState, vid: string, sections: number[]): Command[] {
  const out: Command[] = [];
  const others = s.vehicles.filter((o) => o.status === 'inPlay');
  for (const section of sections) {
    for (let lane = 1; lane <= 7; lane++) {
      for (let t = section * 60; t < section * 60 + 60; ) {
        const c = cellAt(s.track, lane, t);
        if (!c) break;
        // Not on another car, nor on an obstacle (p76).
        if (!others.some((o) => zonesOverlap(footprint(o.cell, o.heading), footprint(c, 0))) && !obstacleIn(s, footprint(c, 0))) out.push({ type: 'place', vehicle: vid, lane, t0: c.t0 });
        t = c.t1;
      }
    }
  }
  return out;
}

/** Games One to Five keep their words (p87); other sides are named by the scenario (p88). */
function placeWhy(s: GameState, step: Extract<SetupStep, { kind: 'place' }>, v: VehicleState | undefined, secs: string): string {
  if (step.side === LEAD || step.side === CHASE) return `The ${step.side} car is placed anywhere in section ${secs} (p87)`;
  const facing = step.heading === 4 ? ', facing back down the road' : '';
  const speed = step.speed !== undefined ? ` at ${step.speed} mph` : '';
  return `${v?.name ?? 'A vehicle'} (${sideLabel(s, step.side)}) is placed anywhere in section ${secs}${facing}${speed} (p88)`;
}

export const place: StepHandler<'place'> = {
  pending(s, step) {
    const v = toPlace(s, step.side);
    const secs = step.sections.map((x) => x + 1).join(' or ');
    return {
      kind: 'place',
      player: v?.owner ?? null,
      vehicle: v?.id ?? null,
      why: placeWhy(s, step, v, secs),
      secret: false,
      step,
    };
  },
  commands(s, step) {
    const v = toPlace(s, step.side);
    return v ? placeCommands(s, v.id, step.sections) : [];
  },
  apply(ctx, step, c) {
    if (c.type !== 'place') return;
    const v = findVehicle(ctx.s, c.vehicle)!;
    v.cell = cellAt(ctx.s.track, c.lane, c.t0)!;
    v.status = 'inPlay';
    // Game Eight's intercept (p88): the target at 60 mph, the attacker facing it.
    if (step.heading !== undefined) v.heading = step.heading;
    if (step.speed !== undefined) startAt(v, step.speed);
    emit(ctx, { type: 'placed', vehicle: v.id, cell: v.cell, rule: 'p87', dice: [] });
  },
};
