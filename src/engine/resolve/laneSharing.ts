// Bikes sharing lanes (p64, "overlapping contact zones"): riding close to another bike is not a
// collision (travel.ts meets), "but it is not without risks. When bikes end a move with
// overlapping contact zones, both riders must take an immediate hazard roll. The safety limit is
// 80mph if the two bikes are going in the same direction; 40mph if they're travelling in opposite
// directions." The plan lists the mover's rolls for the preview; the execution rolls them after
// the move (the mover's with its move's others, in the p41 order), then the other riders'.
import { inPlay, vehicle, type Ctx } from '../core/ctx';
import { footprint, headingDir, overlapsFootprint } from '../grid';
import { hazardRoll, type HazardItem } from './hazards';
import { BIKE_RULES } from '../data/bikes';
import type { Cell, GameState, Heading, VehicleState } from '../types';

/** Other bikes in play whose contact zones overlap a bike's at `cell` (one lane shared, p64). */
export function bikesSharing(s: GameState, v: VehicleState, cell: Cell, heading: Heading): VehicleState[] {
  if (v.kind !== 'bike') return [];
  const mine = footprint(cell, heading);
  // overlapsFootprint: zonesOverlap with the other's footprint, without building it (grid.ts).
  return s.vehicles.filter((o) => o.id !== v.id && o.kind === 'bike' && inPlay(o) && overlapsFootprint(mine, o.cell, o.heading));
}

/** The overlap's safety limit: 80 mph going the same way, 40 mph opposed (p64). */
export function overlapLimit(heading: Heading, other: VehicleState): number {
  return headingDir(heading) === headingDir(other.heading) ? BIKE_RULES.overlapSameWay : BIKE_RULES.overlapOpposed;
}

const item = (heading: Heading, o: VehicleState): HazardItem => ({
  limit: overlapLimit(heading, o),
  cause: `riding in ${o.name}'s lane`,
  rule: 'p64',
  kind: 'overlap',
});

/**
 * The mover's overlap rolls if it ends at `cell` facing `heading`: one for each bike it shares a
 * lane with (ASSUMPTION, docs/assumptions.md: each overlap is its own hazard, p41).
 */
export function overlapHazards(s: GameState, v: VehicleState, cell: Cell, heading: Heading): HazardItem[] {
  return bikesSharing(s, v, cell, heading).map((o) => item(heading, o));
}

/** After a bike's move and its own rolls: every bike it now shares a lane with rolls too ("both riders", p64). */
export function othersRoll(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (!inPlay(v)) return;
  for (const o of bikesSharing(ctx.s, v, v.cell, v.heading)) hazardRoll(ctx, o.id, item(o.heading, v));
}
