// Continuous generation (p75): the road is laid as far as the lead driver can see — three
// sections past his own, or up to a curve — and taken away behind so that never more than seven
// sections are in play. The majority of cars decides the direction of play.
import { emit, inPlay, type Ctx } from '../core/ctx';
import { headingDir, sectionByIndex, sectionIndexAt } from '../grid';
import { bringIntoPlay, newRoad, nextSection, openingTrack, type Generated } from './generate';
import { frontIndex, inPlayOrder, rearIndex, removeSection } from './layout';
import { LINE_OF_SIGHT, SAME_WAY_LIMIT, SECTIONS_IN_PLAY } from './tables';
import type { GameState, RoadState, Track, Turn, VehicleState } from '../types';

/** The start of a continuous game (p75): three straights, generation switched on. Lay the rest with lineOfSight once the cars are placed. */
export function rollingRoad(hazards = true): { track: Track; road: RoadState } {
  return { track: openingTrack(), road: newRoad(true, hazards) };
}

/**
 * The way a vehicle is going along the road: its spin's line of travel, else its heading; a car
 * turned 90 degrees across the road counts for neither direction (ASSUMPTION, docs/assumptions.md).
 */
export function travelling(v: VehicleState): 1 | -1 | 0 {
  if (v.spin) return v.spin.travel;
  if (v.heading === 2 || v.heading === 6) return 0;
  return headingDir(v.heading);
}

/** Vehicles that count for the direction of play and may lead: on the road, not wrecks. */
const runners = (s: GameState): VehicleState[] => s.vehicles.filter((v) => inPlay(v) && !v.wreck);

/** The lead car (p75): the one furthest along the road of those going in the direction of play. */
export function leadVehicle(s: GameState, dir: 1 | -1): VehicleState | undefined {
  // The first of the furthest (as a stable sort would list it), found in one pass: every move asks.
  let lead: VehicleState | undefined;
  for (const v of s.vehicles) {
    if (!inPlay(v) || v.wreck || travelling(v) !== dir) continue;
    if (!lead || (dir === 1 ? v.cell.t1 > lead.cell.t1 : v.cell.t0 < lead.cell.t0)) lead = v;
  }
  return lead;
}

/** Curve memory for the 180 degree rule, read off the road in play in the new direction. */
function curvesSeen(track: Track, dir: 1 | -1): Turn[] {
  const flip = (t: Turn): Turn => (dir === 1 ? t : t === 'left' ? 'right' : 'left');
  return inPlayOrder(track, dir)
    .filter((x) => x.kind !== 'straight' && x.turn)
    .map((x) => flip(x.turn!))
    .slice(-SAME_WAY_LIMIT);
}

/** p75: "The direction of play is determined by the majority of cars ... equal numbers: the old direction remains." */
export function updateDirectionOfPlay(ctx: Ctx, road: RoadState): void {
  const ways = runners(ctx.s).map(travelling);
  const fwd = ways.filter((w) => w === 1).length;
  const back = ways.filter((w) => w === -1).length;
  const dir: 1 | -1 = fwd > back ? 1 : back > fwd ? -1 : road.directionOfPlay;
  if (dir === road.directionOfPlay) return;
  road.directionOfPlay = dir;
  // A new stretch of road is generated ahead of the new lead (p75): the old one's pending markers are forgotten.
  road.curves = curvesSeen(ctx.s.track, dir);
  road.overflow = [];
  emit(ctx, { type: 'directionOfPlay', dir, reason: `${Math.max(fwd, back)} of ${ways.length} cars are going this way`, rule: 'p75', dice: [] });
}

/** Lays a new section at the front, first taking the one at the back away when seven are in play (p75). */
function lay(ctx: Ctx, road: RoadState, g: Generated): void {
  const track = ctx.s.track;
  if (track.sections.length >= SECTIONS_IN_PLAY) removeSection(ctx, rearIndex(track, road.directionOfPlay), 'never more than seven sections in play');
  bringIntoPlay(ctx, road, g, 'p75');
}

/** The section at the back goes back into the box as the new one is laid, so it counts as stock. */
const returning = (track: Track, dir: 1 | -1): number | null => (track.sections.length >= SECTIONS_IN_PLAY ? rearIndex(track, dir) : null);

/** No more track can be laid: a straight is owed and the box has none (p74). */
function end(ctx: Ctx, road: RoadState): void {
  road.ended = true;
  emit(ctx, { type: 'note', text: 'A straight is needed and none is left in the box: no more track is laid (p74)', rule: 'p74', dice: [] });
}

/**
 * Generates track as far as the lead driver can see (p75). On a straight he sees three sections
 * past his own or up to a curve; a curve stops generation; the straight after a curve is laid only
 * when he is on the curve, and more track only once he has moved off it into that straight.
 */
export function lineOfSight(ctx: Ctx): void {
  const s = ctx.s;
  const road = s.road;
  if (!road?.continuous || road.ended) return;
  for (let guard = 0; guard <= SECTIONS_IN_PLAY; guard++) {
    const dir = road.directionOfPlay;
    const lead = leadVehicle(s, dir);
    if (!lead || s.track.sections.length === 0) return;
    const at = sectionIndexAt(lead.cell.t0);
    const front = frontIndex(s.track, dir);
    if (sectionByIndex(s.track, front)!.kind !== 'straight') {
      if (at !== front) return; // the curve blocks the view
      const g = nextSection(ctx, road, true, returning(s.track, dir));
      if (!g) return end(ctx, road);
      lay(ctx, road, { ...g, note: 'the lead car is on the curve: the straight after it is laid (p75)' });
      return; // nothing more until a car has moved off the curve into this straight
    }
    const beyond = (front - at) * dir; // sections in play past the lead car's own
    if (beyond < 0) return;
    const ahead = Array.from({ length: beyond + 1 }, (_, k) => at + k * dir);
    // Sight ends at a curve — including the one the lead car is still on.
    if (ahead.some((i) => sectionByIndex(s.track, i)?.kind !== 'straight')) return;
    if (beyond >= LINE_OF_SIGHT) return;
    const g = nextSection(ctx, road, false, returning(s.track, dir));
    if (!g) return end(ctx, road);
    lay(ctx, road, g);
    if (g.kind !== 'straight') return; // p75: when a curve is generated the process stops
  }
}

/** After any move in a continuous game: the majority may have turned round; then the lead driver's sight. */
export function rollingTrack(ctx: Ctx): void {
  const road = ctx.s.road;
  if (!road?.continuous) return;
  updateDirectionOfPlay(ctx, road);
  lineOfSight(ctx);
}
