// Pure geometry of travel on the grid: which way a vehicle is going, which lanes a drift moves
// to, the contact zones of a forward step and of a rotation, and who stands in a zone. No state
// changes: the plan (plan.ts), the movement primitives (movement.ts) and the ram rules read it.
import { inPlay } from './ctx';
import { footprint, headingDir, isOnGrid, lanesInCommon, overlapsFootprint, strip, trackLength, zonesOverlap } from '../grid';
import type { Cell, GameState, Side, Track, VehicleState, Zone } from '../types';

/** The direction a vehicle travels: along its heading, or along the line of its spin (p44). */
export function travelDir(v: VehicleState): 1 | -1 {
  return v.spin ? v.spin.travel : headingDir(v.heading);
}

/** Does driving off the end of the track in direction `dir` cross the finish line (p87), rather than leave play (p75)? */
export function crossesFinish(track: Track, dir: 1 | -1): boolean {
  return dir === 1 && track.finishTick !== null && track.finishTick >= trackLength(track);
}

/** Lane change for a drift to `side` of a car travelling in `dir` (left is lower lanes going forward). */
export function laneDelta(side: Side, dir: 1 | -1): number {
  return (side === 'left' ? -1 : 1) * dir;
}

/**
 * Does a zone swept by `mover` run into `o`? Any overlap with its footprint does, except between
 * two bikes: "bikes are allowed to share one or both lanes of their contact zones, but only with
 * other bikes" (p64). ASSUMPTION (docs/assumptions.md): two bikes collide when the zone covers
 * both of the other bike's lanes (their models, on the dividers, would meet); sharing one lane is
 * riding close, not a collision.
 */
export function meets(zone: Zone, mover: VehicleState | undefined, o: VehicleState): boolean {
  if (!overlapsFootprint(zone, o.cell, o.heading)) return false;
  if (mover?.kind !== 'bike' || o.kind !== 'bike') return true;
  return zone.some((z) => z.laneFrom <= o.cell.lane && o.cell.lane + 1 <= z.laneTo && z.t0 < o.cell.t1 && o.cell.t0 < z.t1);
}

/** The nearest vehicle vehiclesIn would list first (the first of the nearest, as its stable sort does), without the list. */
export function firstVehicleIn(s: GameState, zone: Zone, except: string): VehicleState | undefined {
  // Plain loops, no closure: legality asks this of every part of every plan, against every vehicle (issue 31).
  const vs = s.vehicles;
  let mover: VehicleState | undefined;
  for (let i = 0; i < vs.length; i++)
    if (vs[i].id === except) {
      mover = vs[i];
      break;
    }
  let best: VehicleState | undefined;
  for (let i = 0; i < vs.length; i++) {
    const o = vs[i];
    if (o.id !== except && inPlay(o) && meets(zone, mover, o) && (!best || o.cell.t0 < best.cell.t0)) best = o;
  }
  return best;
}

/** Other vehicles still on the road that a zone swept by `except`'s move runs into (meets), nearest first. */
export function vehiclesIn(s: GameState, zone: Zone, except: string): VehicleState[] {
  const mover = s.vehicles.find((x) => x.id === except);
  return s.vehicles
    .filter((o) => o.id !== except && inPlay(o) && meets(zone, mover, o))
    .sort((a, b) => a.cell.t0 - b.cell.t0);
}

/**
 * May two vehicles stand where they are (p52: contact ends a move before footprints overlap)?
 * Apart, always; sharing one lane when both are bikes (p64), or when one is a bike and the other
 * was brought into contact by a partial head-on or shunt, which is a sideswipe that moves the
 * moving model (p70-71, "bringing the models briefly into contact").
 */
export function mayStandTogether(a: VehicleState, b: VehicleState): boolean {
  if (!zonesOverlap(footprint(a.cell, a.heading), footprint(b.cell, b.heading))) return true;
  if (a.kind !== 'bike' && b.kind !== 'bike') return false;
  return isOnGrid(a.heading) && isOnGrid(b.heading) && lanesInCommon(a.cell, b.cell) === 1;
}

/** The zone of a forward move into `dest`: two lanes, or all four when the car is angled (p44, p52). */
export function forwardZone(dest: Cell, wide: boolean): Zone {
  return wide ? [strip(dest.lane - 1, dest.lane + 2, dest.t0, dest.t1)] : [strip(dest.lane, dest.lane + 1, dest.t0, dest.t1)];
}

/** The zone of a rotation in place: four lanes across the car's space (p44). */
export function rotationZone(cell: Cell): Zone {
  return [strip(cell.lane - 1, cell.lane + 2, cell.t0, cell.t1)];
}
