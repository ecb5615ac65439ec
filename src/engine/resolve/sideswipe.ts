// Sideswipes (p54) and the skids they force (p57): the sideswipe test, who may be sideswiped,
// and which way a car that lost control through a sideswipe will skid.
import { d6, emit, inPlay, readVehicle, vehicle, type Ctx } from '../core/ctx';
import { footprint, headingDir, innerIndex, sectionAt, zonesOverlap } from '../grid';
import { adverseControl, optimumControl } from './hazards';
import { laneDelta, travelDir } from '../core/travel';
import type { Cell, GameState, Side, VehicleState } from '../types';

/** The rammer's bonus in the sideswipe test (p54). */
export const SIDESWIPE_RAMMER_BONUS = 1;

export interface SideswipeResult {
  rammerTotal: number;
  targetTotal: number;
  /** Vehicle id of the winner; null on a draw. */
  winner: string | null;
  /** Vehicle id of the loser; null on a draw. */
  loser: string | null;
}

/** A driver's control in the test: optimum while in control, adverse when out of control (p54); a bike rider out of control uses reduced handling (p64). */
export function sideswipeControl(v: VehicleState): number {
  return v.outOfControl ? adverseControl(v, 'sideswipeTestOutOfControl') : optimumControl(v, 'sideswipeTest');
}

/**
 * The sideswipe test (p54), taken on contact before damage: d6 + control, the rammer +1; higher
 * wins. A bike against a car loses without a roll (p64-71: "Bikes taking sideswipe tests
 * automatically lose against cars"); the totals are then reported as 0 for the bike, 1 for the car.
 */
export function sideswipeTest(ctx: Ctx, rammer: string, target: string): SideswipeResult {
  const r = vehicle(ctx.s, rammer);
  const t = vehicle(ctx.s, target);
  if ((r.kind === 'bike') !== (t.kind === 'bike')) {
    const [winner, loser] = r.kind === 'bike' ? [target, rammer] : [rammer, target];
    const rammerTotal = winner === rammer ? 1 : 0;
    emit(ctx, { type: 'sideswipeTest', rammer, target, rammerTotal, targetTotal: 1 - rammerTotal, winner, rule: 'p64', dice: [] });
    return { rammerTotal, targetTotal: 1 - rammerTotal, winner, loser };
  }
  const dr = d6(ctx);
  const dt = d6(ctx);
  const rammerTotal = dr + sideswipeControl(r) + SIDESWIPE_RAMMER_BONUS;
  const targetTotal = dt + sideswipeControl(t);
  const winner = rammerTotal > targetTotal ? rammer : targetTotal > rammerTotal ? target : null;
  const loser = winner === null ? null : winner === rammer ? target : rammer;
  emit(ctx, { type: 'sideswipeTest', rammer, target, rammerTotal, targetTotal, winner, rule: 'p54', dice: [dr, dt] });
  return { rammerTotal, targetTotal, winner, loser };
}

/** The side of `me` (relative to its facing) on which `other` lies; null when they share lanes. */
export function sideToward(me: VehicleState, other: VehicleState): Side | null {
  const dLane = other.cell.lane - me.cell.lane;
  if (dLane === 0) return null;
  return dLane * headingDir(me.heading) > 0 ? 'right' : 'left';
}

/**
 * The skid forced on a car that lost control through a sideswipe (p57): on a straight, a drift
 * skid away from the other car; on a curve, outward when struck from an inner lane, or a straight
 * skid losing 10 mph ('straight') when struck from an outer lane.
 */
export function forcedSkidAfterSideswipe(s: GameState, me: VehicleState, other: VehicleState): Side | 'straight' | null {
  const toward = sideToward(me, other);
  if (toward === null) return null;
  const away: Side = toward === 'left' ? 'right' : 'left';
  const section = sectionAt(s.track, me.cell.t0);
  if (!section || section.kind === 'straight') return away;
  const struckFromInner = innerIndex(section, other.cell.lane) < innerIndex(section, me.cell.lane);
  return struckFromInner ? away : 'straight';
}

/**
 * The vehicle a driver may sideswipe to `side` after a straight-ahead move (p54): one on the
 * adjacent lanes in the same space. On curves a staggered car may only be sideswiped by a rammer
 * whose front is not ahead of the target's front (ASSUMPTION, docs/assumptions.md: the stagger
 * rule is applied only to targets facing the rammer's way; fronts cannot be compared otherwise).
 */
export function sideswipeTarget(s: GameState, rammer: string, side: Side, at?: Cell): string | null {
  // Read only: legality asks this before the move, and the ram's rules look the rammer up to change it.
  const found = readVehicle(s, rammer);
  if (!found) throw new Error(`engine bug: no vehicle ${rammer}`);
  if (!inPlay(found)) return null;
  // `at`: where the rammer will be after its straight-ahead move, when legality is asked beforehand.
  const cell = at ?? found.cell;
  const dir = travelDir(found);
  if (found.kind === 'bike') return bikeSideswipeTarget(s, found, cell, side, dir);
  const delta = laneDelta(side, dir);
  const lane = delta < 0 ? cell.lane - 1 : cell.lane + 2;
  for (const o of s.vehicles) {
    if (o.id === rammer || !inPlay(o)) continue;
    // Cheap test first: a footprint covers the car's own ticks and at most four lanes (grid.footprint).
    if (o.cell.lane - 1 > lane || o.cell.lane + 2 < lane || o.cell.t0 >= cell.t1 || o.cell.t1 <= cell.t0) continue;
    const zone = footprint(o.cell, o.heading);
    const beside = zone.some((z) => z.laneFrom <= lane && lane <= z.laneTo && z.t0 < cell.t1 && cell.t0 < z.t1);
    if (!beside) continue;
    if (headingDir(o.heading) === dir && frontAhead(cell, o, dir)) continue;
    return o.id;
  }
  return null;
}

function frontAhead(cell: Cell, o: VehicleState, dir: 1 | -1): boolean {
  return dir === 1 ? cell.t1 > o.cell.t1 : cell.t0 < o.cell.t0;
}

/**
 * A bike may sideswipe only another bike travelling its way whose contact zone overlaps its own
 * (p70: "Bikes can only sideswipe each other when they are travelling in the same direction, and
 * have overlapping contact zones"; never a car, p64), the other bike on the side chosen.
 */
function bikeSideswipeTarget(s: GameState, r: VehicleState, cell: Cell, side: Side, dir: 1 | -1): string | null {
  const mine = footprint(cell, r.heading);
  for (const o of s.vehicles) {
    if (o.id === r.id || !inPlay(o) || o.kind !== 'bike' || o.speed <= 0 || travelDir(o) !== dir) continue;
    if (!zonesOverlap(mine, footprint(o.cell, o.heading))) continue;
    const toward = (o.cell.lane - cell.lane) * laneDelta(side, dir);
    if (toward > 0) return o.id;
  }
  return null;
}
