// Road hazards in play (p76): an obstacle is struck like a wreck (p57); sand, debris and railroad
// crossings are hazard rolls for drivers moving through them; on a railroad a second roll of
// double one brings the train.
import { dice, emit, vehicle, writableVehicle, type Ctx } from '../core/ctx';
import { criticalHit } from './damage';
import { setSpeed } from './characteristics';
import { SAFETY_LIMITS, speedFactor } from '../data/tables';
import { isOnGrid, sectionByIndex, sectionIndexAt, zonesOverlap } from '../grid';
import { hazardRoll, type HazardItem } from './hazards';
import type { HazardKind } from '../data/handling';
import { applyRamHits, ramHitsFor, struckFacing } from './ramDamage';
import { forcedSkidAfterSideswipe } from './sideswipe';
import { OPPOSED_SIDESWIPE_SPEED_LOSS, ROAD_LIMITS, TRAIN_DOUBLE, TRAIN_DRIVER_MODIFIER } from '../road/tables';
import type { GameState, RoadHazard, Rule, VehicleState, Zone } from '../types';

/** The obstacle (if any) that part of this zone would run into (p76). */
export function obstacleIn(s: GameState, zone: Zone): string | null {
  return s.roadHazards.find((h) => h.kind === 'obstacle' && zonesOverlap(h.zone, zone))?.id ?? null;
}

/**
 * How a move met an obstacle. Sideways (a drift, a drift skid, a rotation): the obstacle is in the
 * car's own space but not in its lanes. Otherwise along the road, towards the obstacle.
 */
function contact(v: VehicleState, h: RoadHazard): { lateral: boolean; toward: 1 | -1; other: VehicleState } {
  const z = h.zone[0];
  const sharesLanes = z.laneFrom <= v.cell.lane + 1 && v.cell.lane <= z.laneTo;
  const sameSpace = z.t0 < v.cell.t1 && v.cell.t0 < z.t1;
  const toward: 1 | -1 = z.t0 + z.t1 >= v.cell.t0 + v.cell.t1 ? 1 : -1;
  // The obstacle stands in for "the other car" of the ram rules: only its middle lane and its space matter.
  const other: VehicleState = { ...v, id: h.id, cell: { lane: Math.round((z.laneFrom + z.laneTo) / 2), t0: z.t0, t1: z.t1 }, heading: 0, speed: 0, wreck: true, spin: null };
  return { lateral: isOnGrid(v.heading) && sameSpace && !sharesLanes, toward, other };
}


/**
 * A move ran into an obstacle (p76): "treated as a collision with a wreck (p57)", so head-on: the
 * mover takes combined speed factor damage against a speed factor of 0 and stops; the obstacle
 * cannot be destroyed. A sideways contact by a car square to the grid is a sideswipe the driver
 * automatically loses (p76, p54; ASSUMPTION, docs/assumptions.md): one hit, -20 mph, a 20 mph hazard roll.
 */
export function hitObstacle(ctx: Ctx, vid: string, id: string): void {
  const v = vehicle(ctx.s, vid);
  const h = ctx.s.roadHazards.find((x) => x.id === id);
  if (!h || v.status !== 'inPlay') return;
  const c = contact(v, h);
  const sf = speedFactor(v.speed);
  if (!c.lateral) {
    const hits = ramHitsFor('headOn', sf, 0);
    const damage = hits.count ? `${hits.count} hit${hits.count === 1 ? '' : 's'} at +${hits.bonus} (speed factor ${sf} + 0)` : 'no damage at speed factor 0';
    emit(ctx, { type: 'obstacleHit', vehicle: vid, hazard: id, kind: 'headOn', damage: `an obstacle is a wreck, so head-on (p57): ${damage}; the obstacle cannot be destroyed`, rule: 'p76', dice: [] });
    applyRamHits(ctx, vid, hits, 'headOn', struckFacing(v, c.other, false, c.toward), id);
    if (v.status === 'inPlay') setSpeed(ctx, v, 0, 'head-on ram with an obstacle', 'p56', { halted: true });
    return;
  }
  const hits = ramHitsFor('sideswipeOpposed', sf, 0);
  emit(ctx, { type: 'obstacleHit', vehicle: vid, hazard: id, kind: 'sideswipe', damage: `the driver loses the sideswipe test automatically (p76): one hit at +${hits.bonus}, -${OPPOSED_SIDESWIPE_SPEED_LOSS} mph`, rule: 'p76', dice: [] });
  applyRamHits(ctx, vid, hits, 'sideswipeOpposed', struckFacing(v, c.other, true, c.toward), id);
  if (v.status !== 'inPlay') return;
  setSpeed(ctx, v, v.speed - OPPOSED_SIDESWIPE_SPEED_LOSS, 'opposed sideswipe with an obstacle', 'p56', { halted: true });
  if (v.speed > 0 && !v.outOfControl && !v.spin) {
    hazardRoll(ctx, vid, { limit: SAFETY_LIMITS.sideswipeOpposedLoser, cause: 'sideswipe lost to an obstacle', rule: 'p56', kind: 'collision' });
  }
  // p57: a car put out of control by a sideswipe skids away from what it hit.
  const skid = v.status === 'inPlay' && v.outOfControl && !v.spin ? forcedSkidAfterSideswipe(ctx.s, v, c.other) : null;
  if (skid) {
    v.forcedSkid = skid;
    emit(ctx, { type: 'note', vehicle: vid, text: `${v.name} was thrown out of control by the obstacle: its next skid is ${skid === 'straight' ? 'straight, losing 10 mph' : `a drift skid to the ${skid}`}`, rule: 'p57', dice: [] });
  }
}

/** Railroad sections a vehicle moved onto during the current apply, waiting for the train roll after its hazards. */
const trainRolls = new WeakMap<Ctx, Map<string, number>>();

/** The kind of each test (p64: bikes use reduced handling for debris and for sand on curves; data/handling.ts). */
const ITEMS: { kind: 'sand' | 'debris' | 'railroad'; cause: string; test: HazardKind; onCurve?: HazardKind }[] = [
  { kind: 'sand', cause: 'sand', test: 'sand', onCurve: 'sandOnCurve' },
  { kind: 'debris', cause: 'debris', test: 'debris' },
  { kind: 'railroad', cause: 'railroad crossing', test: 'railroad' },
];

/**
 * The hazard rolls a move owes the road (p76): one per kind of hazard its contact zones touched
 * ("drivers moving through sand": one test however many markers). Moving onto a railroad also
 * books the second roll for the train, made after the move's hazard rolls (trainCheck).
 */
/** The road hazards (sand, debris, railroad) a move through these zones meets, once each (p76). Pure. */
export function roadHazardsMet(s: GameState, zones: Zone[]): { item: HazardItem; section: number; kind: string }[] {
  if (s.roadHazards.length === 0) return [];
  const met = s.roadHazards.filter((h) => zones.some((z) => zonesOverlap(h.zone, z)));
  const out: { item: HazardItem; section: number; kind: string }[] = [];
  for (const it of ITEMS) {
    const here = met.filter((x) => x.kind === it.kind);
    if (here.length === 0) continue;
    // A marker on a curve makes it the curve's test (sand on curves, p64); that one is reported.
    const curved = here.find((x) => sectionByIndex(s.track, x.section)?.kind !== 'straight');
    const h = curved ?? here[0];
    const kind = curved && it.onCurve ? it.onCurve : it.test;
    const rule: Rule = 'p76';
    out.push({ item: { limit: ROAD_LIMITS[it.kind], cause: it.cause, rule, kind }, section: h.section, kind: it.kind });
  }
  return out;
}

export function roadHazardItems(ctx: Ctx, vid: string, zones: Zone[]): HazardItem[] {
  const items: HazardItem[] = [];
  for (const { item, section, kind } of roadHazardsMet(ctx.s, zones)) {
    items.push(item);
    if (kind === 'railroad') {
      const m = trainRolls.get(ctx) ?? new Map<string, number>();
      m.set(vid, section);
      trainRolls.set(ctx, m);
    }
  }
  return items;
}

/**
 * p76: "drivers moving onto the railroad must roll the dice again. If the dice score a double 1
 * ... the vehicle and all others on the railroad section are removed from play immediately.
 * Drivers of vehicles hit by trains suffer a critical hit with +2 to the roll on the results table."
 */
export function trainCheck(ctx: Ctx, vid: string): void {
  const m = trainRolls.get(ctx);
  const section = m?.get(vid);
  if (section === undefined) return;
  m!.delete(vid);
  if (vehicle(ctx.s, vid).status !== 'inPlay') return;
  const ds = dice(ctx, 2);
  const hit = ds[0] === TRAIN_DOUBLE && ds[1] === TRAIN_DOUBLE;
  emit(ctx, { type: 'train', vehicle: vid, hit, rule: 'p76', dice: ds });
  if (!hit) return;
  for (const seen of ctx.s.vehicles) {
    if (seen.status !== 'inPlay' || sectionIndexAt(seen.cell.t0) !== section) continue;
    const o = writableVehicle(ctx.s, seen);
    // Out of play first, so the critical brings no hazard rolls for a car that is no longer there.
    o.status = 'leftPlay';
    o.leftBy = 'train';
    emit(ctx, { type: 'leftPlay', vehicle: o.id, cause: 'was mashed by a speeding express train at the railroad crossing', rule: 'p76', dice: [] });
    criticalHit(ctx, o.id, 'front', 0, { location: 'driver', modifier: TRAIN_DRIVER_MODIFIER });
  }
}
