// Pure geometry of travel on the grid: which way a vehicle is going, which lanes a drift moves
// to, the contact zones of a forward step and of a rotation, and who stands in a zone. No state
// changes: the plan (plan.ts), the movement primitives (movement.ts) and the ram rules read it.
import { inPlay } from './ctx';
import { footprint, headingDir, strip, zonesOverlap } from './grid';
import type { Cell, GameState, Side, VehicleState, Zone } from './types';

/** The direction a vehicle travels: along its heading, or along the line of its spin (p44). */
export function travelDir(v: VehicleState): 1 | -1 {
  return v.spin ? v.spin.travel : headingDir(v.heading);
}

/** Lane change for a drift to `side` of a car travelling in `dir` (left is lower lanes going forward). */
export function laneDelta(side: Side, dir: 1 | -1): number {
  return (side === 'left' ? -1 : 1) * dir;
}

/** Other vehicles still on the road whose footprint meets `zone`, nearest first. */
export function vehiclesIn(s: GameState, zone: Zone, except: string): VehicleState[] {
  return s.vehicles
    .filter((o) => o.id !== except && inPlay(o) && zonesOverlap(zone, footprint(o.cell, o.heading)))
    .sort((a, b) => a.cell.t0 - b.cell.t0);
}

/** The zone of a forward move into `dest`: two lanes, or all four when the car is angled (p44, p52). */
export function forwardZone(dest: Cell, wide: boolean): Zone {
  return wide ? [strip(dest.lane - 1, dest.lane + 2, dest.t0, dest.t1)] : [strip(dest.lane, dest.lane + 1, dest.t0, dest.t1)];
}

/** The zone of a rotation in place: four lanes across the car's space (p44). */
export function rotationZone(cell: Cell): Zone {
  return [strip(cell.lane - 1, cell.lane + 2, cell.t0, cell.t1)];
}
