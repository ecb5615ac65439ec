// Random road hazards (p76): rolled whenever a new section is brought into play. A 1 means a
// hazard; two more dice give its type (the higher), side and number of markers (the lower);
// doubles give a railroad crossing or hazards on both sides. Markers are three edge lanes in one
// space, laid from the start of the section forwards, the ones that don't fit going on the next.
import { d6, dice, emit, newId, type Ctx } from '../core/ctx';
import { dividers, sectionByIndex, strip, zonesOverlap } from '../grid';
import { EDGE_LANES, HAZARD_ROLL, hazardKindFor, hazardSideFor, RAILROAD_DOUBLES } from './tables';
import { LANES } from '../types';
import type { RoadHazardKind, RoadState, Side, Track, Zone } from '../types';

/** The edge lanes of `side` for a driver going in direction dir (lanes are numbered looking towards higher ticks). */
export function edgeLanes(side: Side, dir: 1 | -1): [number, number] {
  const low = (side === 'left') === (dir === 1);
  return low ? [1, EDGE_LANES] : [LANES - EDGE_LANES + 1, LANES];
}

/** The spaces along the edge lanes of a section, in the order a driver going in dir meets them. */
export function edgeSpaces(track: Track, section: number, lanes: [number, number], dir: 1 | -1): [number, number][] {
  // The three lanes at either edge of a curve have the same number of spaces (p10), so one lane's dividers serve.
  const ds = dividers(track, section, lanes[0]);
  const spaces = ds.slice(0, -1).map((t, k): [number, number] => [t, ds[k + 1]]);
  return dir === 1 ? spaces : spaces.reverse();
}

/**
 * Places up to `count` markers on one edge of a section in the first free spaces, working forwards
 * in the direction of play (p76). Returns how many did not fit.
 */
export function placeMarkers(ctx: Ctx, road: RoadState, section: number, kind: Exclude<RoadHazardKind, 'railroad'>, side: Side, count: number): number {
  const s = ctx.s;
  const lanes = edgeLanes(side, road.directionOfPlay);
  let left = count;
  for (const [t0, t1] of edgeSpaces(s.track, section, lanes, road.directionOfPlay)) {
    if (left === 0) break;
    const zone: Zone = [strip(lanes[0], lanes[1], t0, t1)];
    if (s.roadHazards.some((h) => h.kind !== 'railroad' && zonesOverlap(h.zone, zone))) continue;
    s.roadHazards.push({ id: newId(s, 'hazard'), kind, section, side, zone });
    left -= 1;
  }
  return left;
}

/**
 * The railroad crossing's zone (p76): across the central spaces of a straight, the end spaces of a
 * curve (ASSUMPTION, docs/assumptions.md: the last space of every lane in the direction of play).
 */
export function railroadZone(track: Track, section: number, dir: 1 | -1): Zone {
  const sec = sectionByIndex(track, section);
  if (!sec) return [];
  const out: Zone = [];
  for (let lane = 1; lane <= LANES; lane++) {
    const ds = dividers(track, section, lane);
    const n = ds.length - 1;
    const k = sec.kind === 'straight' ? Math.floor(n / 2) : dir === 1 ? n - 1 : 0;
    const prev = out[out.length - 1];
    if (prev && prev.t0 === ds[k] && prev.t1 === ds[k + 1]) prev.laneTo = lane;
    else out.push(strip(lane, lane, ds[k], ds[k + 1]));
  }
  return out;
}

/** One batch of markers, with its report; what does not fit waits for the next section. */
function markers(ctx: Ctx, road: RoadState, section: number, high: number, low: number, side: Side, rolled: number[]): void {
  const kind = hazardKindFor(high);
  const overflow = placeMarkers(ctx, road, section, kind, side, low);
  if (overflow > 0) road.overflow.push({ kind, side, count: overflow });
  emit(ctx, { type: 'roadHazard', section, result: kind, side, markers: low - overflow, overflow, rule: 'p76', dice: rolled });
}

/** Two dice that are not a double, re-rolled until they aren't (p76, hazards on both sides). */
function noDouble(ctx: Ctx): { pair: number[]; rolled: number[] } {
  const rolled: number[] = [];
  for (;;) {
    const pair = dice(ctx, 2);
    rolled.push(...pair);
    if (pair[0] !== pair[1]) return { pair, rolled };
  }
}

/** The random road hazard roll for a section just brought into play (p76). */
export function rollRoadHazards(ctx: Ctx, road: RoadState, section: number): void {
  const d = d6(ctx);
  if (d !== HAZARD_ROLL) {
    emit(ctx, { type: 'roadHazard', section, result: 'none', side: null, markers: 0, overflow: 0, rule: 'p76', dice: [d] });
    return;
  }
  const [a, b] = dice(ctx, 2);
  if (a === b && RAILROAD_DOUBLES.includes(a)) {
    ctx.s.roadHazards.push({ id: newId(ctx.s, 'hazard'), kind: 'railroad', section, side: null, zone: railroadZone(ctx.s.track, section, road.directionOfPlay) });
    emit(ctx, { type: 'roadHazard', section, result: 'railroad', side: null, markers: 1, overflow: 0, rule: 'p76', dice: [d, a, b] });
    return;
  }
  if (a === b) {
    // p76: roll again for the left, then for the right, each by the system above; doubles re-rolled.
    emit(ctx, { type: 'roadHazard', section, result: 'bothSides', side: null, markers: 0, overflow: 0, rule: 'p76', dice: [d, a, b] });
    for (const side of ['left', 'right'] as const) {
      const { pair, rolled } = noDouble(ctx);
      markers(ctx, road, section, Math.max(...pair), Math.min(...pair), side, rolled);
    }
    return;
  }
  const low = Math.min(a, b);
  markers(ctx, road, section, Math.max(a, b), low, hazardSideFor(low), [d, a, b]);
}

/** Markers left over from the section behind go on a newly laid section first (p76). */
export function placeOverflow(ctx: Ctx, road: RoadState, section: number): void {
  const waiting = road.overflow;
  road.overflow = [];
  for (const o of waiting) {
    if (o.kind === 'railroad') continue;
    const overflow = placeMarkers(ctx, road, section, o.kind, o.side, o.count);
    if (overflow > 0) road.overflow.push({ ...o, count: overflow });
    emit(ctx, { type: 'roadHazard', section, result: o.kind, side: o.side, markers: o.count - overflow, overflow, rule: 'p76', dice: [] });
  }
}
