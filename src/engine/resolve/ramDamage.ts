// Ram damage (p56): how many hits each vehicle takes and at what damage characteristic, and
// which facing takes any critical (p32). Pure helpers plus the one step that applies the hits.
import { vehicle, type Ctx } from '../core/ctx';
import { applyHit, type Hit } from './damage';
import { speedFactor } from '../data/tables';
import { isOnGrid } from '../grid';
import type { GameState, VehicleState } from '../types';

export type RamKind = 'headOn' | 'shunt' | 'sideswipeNeckAndNeck' | 'sideswipeOpposed';

/** A batch of ram hits: `count` hits, each with damage characteristic +`bonus`. */
export interface RamHits {
  count: number;
  bonus: number;
}

export interface RamDamagePlan {
  kind: RamKind;
  rammerSpeedFactor: number;
  targetSpeedFactor: number;
  rammer: RamHits;
  target: RamHits;
  /** Sideswipes: only the loser of the sideswipe test takes its hits; both do on a draw (p56). */
  loserOnly: boolean;
}

/** Words for the log, one per kind of ram. */
export const RAM_SOURCE: Record<RamKind, string> = {
  headOn: 'head-on ram',
  shunt: 'shunt ram',
  sideswipeNeckAndNeck: 'neck and neck sideswipe',
  sideswipeOpposed: 'opposed sideswipe',
};

/**
 * The four kinds of ram damage (p56). Relative = slower speed factor taken from the faster;
 * combined = the two added. "Damage" is that many hits at that bonus; a "hit" is one hit.
 */
export function ramHitsFor(kind: RamKind, sfA: number, sfB: number): RamHits {
  const relative = Math.abs(sfA - sfB);
  const combined = sfA + sfB;
  switch (kind) {
    case 'headOn':
      return { count: combined, bonus: combined };
    case 'shunt':
      return { count: relative, bonus: relative };
    case 'sideswipeNeckAndNeck':
      // ASSUMPTION (docs/assumptions.md, p56): equal speed factors still give one hit, at +0.
      return { count: 1, bonus: relative };
    case 'sideswipeOpposed':
      return { count: 1, bonus: combined };
  }
}

/** The hits each side of a ram will take, for the referee and the UI's preview. Speeds are the current (impact) speeds. */
export function ramDamagePlan(s: GameState, rammer: string, target: string, kind: RamKind): RamDamagePlan {
  const r = vehicle(s, rammer);
  const t = vehicle(s, target);
  const sfR = speedFactor(r.speed);
  const sfT = speedFactor(t.speed);
  // p64-71: "In bike vs car shunt rams both sides suffer a relative speed hit": one hit each.
  const bikeCarShunt = kind === 'shunt' && (r.kind === 'bike') !== (t.kind === 'bike');
  // p70: "When a bike is involved in a head-on collision with a car, both vehicles suffer one combined speed factor hit."
  const bikeCarHeadOn = kind === 'headOn' && (r.kind === 'bike') !== (t.kind === 'bike');
  const hits = bikeCarShunt ? { count: 1, bonus: Math.abs(sfR - sfT) } : bikeCarHeadOn ? { count: 1, bonus: sfR + sfT } : ramHitsFor(kind, sfR, sfT);
  return {
    kind,
    rammerSpeedFactor: sfR,
    targetSpeedFactor: sfT,
    rammer: { ...hits },
    target: { ...hits },
    loserOnly: kind === 'sideswipeNeckAndNeck' || kind === 'sideswipeOpposed',
  };
}

export function describePlan(plan: RamDamagePlan): string {
  const { count, bonus } = plan.rammer;
  if (plan.loserOnly) return `the loser of the sideswipe test takes one hit at +${bonus} (both on a draw)`;
  if (count === 0) return 'no damage: equal speed factors';
  return `both take ${count} hit${count === 1 ? '' : 's'} at +${bonus}`;
}

/** Where a ram strikes a car (p32): the facing, and for an oblique strike the end and side nearer the other car. */
export type StruckFacing = Pick<Hit, 'facing' | 'obliqueFrontRear' | 'obliqueSide'>;

/** Unit steps (along the track, across the lanes to the right) of each heading, 45 degrees apart. */
const HEADING_VECTORS: readonly (readonly [number, number])[] = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];

const dot = (a: readonly [number, number], b: readonly [number, number]): number => a[0] * b[0] + a[1] * b[1];

/**
 * The facing of `me` struck by `other` (critical hits, p32). A lateral contact (sideswipe, drift
 * skid, spin rotation) comes from the other car's lanes; a forward contact from along the track
 * (`towardOther`): a rammer's front, a shunt target's rear, a wreck hit from behind its rear.
 * A car at an angle to the grid is struck obliquely (p32); the end and side that face the other
 * car are named for the damage roll, or left to its die when the car is square to the blow.
 */
export function struckFacing(me: VehicleState, other: VehicleState, lateral: boolean, towardOther: 1 | -1): StruckFacing {
  const dLane = Math.sign(other.cell.lane - me.cell.lane);
  const blow: [number, number] = lateral && dLane !== 0 ? [0, dLane] : [towardOther, 0];
  const front = dot(HEADING_VECTORS[me.heading], blow);
  const right = dot(HEADING_VECTORS[(me.heading + 2) % 8], blow);
  if (isOnGrid(me.heading)) {
    if (front !== 0) return { facing: front > 0 ? 'front' : 'rear' };
    return { facing: right > 0 ? 'right' : 'left' };
  }
  return {
    facing: 'oblique',
    ...(front !== 0 ? { obliqueFrontRear: front > 0 ? 'front' : 'rear' } : {}),
    ...(right !== 0 ? { obliqueSide: right > 0 ? 'right' : 'left' } : {}),
  };
}

/** Applies `hits` to one vehicle (p56: rolled normally, a natural six is a critical). */
export function applyRamHits(ctx: Ctx, vid: string, hits: RamHits, kind: RamKind, facing: StruckFacing, by: string): void {
  for (let i = 0; i < hits.count; i++) {
    if (vehicle(ctx.s, vid).status !== 'inPlay') return;
    applyHit(ctx, vid, { damage: hits.bonus, he: false, source: RAM_SOURCE[kind], ...facing, rule: 'p56', by });
  }
}
