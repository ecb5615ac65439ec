// Left behind on the rolling road (p75, issue 30): track is laid as far as the lead driver sees,
// LINE_OF_SIGHT sections past his own, and taken away behind so that never more than
// SECTIONS_IN_PLAY are in play; a car on the section taken away is out of play. rolling.ts reads
// where the cars will be after one turn, a few points a section. A car that brakes to a crawl
// behind a wreck is still on a section in play then, while the gang's last car, driving on at
// 70-95 mph, takes that section away one or two turns later (Game Six seed 88001, game 1: the Op
// braked from 50 to 10 mph behind the gang car it had wrecked and was outdistanced in turn 4).
import { grid, LINE_OF_SIGHT, previewAction, SECTIONS_IN_PLAY, speedFactor } from '../engine';
import type { Command, GameState, VehicleState } from '../engine';

export const LEFT_BEHIND = {
  /** Turns every car is taken to keep its speed for. */
  turns: 2,
  /** Per section a braking puts the car behind the rearmost still in play then, in the search's points (a won game is 100): its game over (p75). */
  perSection: 80,
};

const TICKS_PER_SPACE = 20;
const TICKS_PER_SECTION = 60;
/** Sections behind the lead car's the rearmost in play is, with the road laid as far as he sees on a straight (p75). */
const REAR = SECTIONS_IN_PLAY - 1 - LINE_OF_SIGHT;

const onRoad = (v: VehicleState): boolean => v.status === 'inPlay' && !v.wreck;

/**
 * How many sections (>= 0, fractions by the tick) behind the rearmost section still in play the
 * car `v` will be once every car going the way of play has kept its speed for LEFT_BEHIND.turns
 * turns: 0 while it stays on the road laid, or leads. Curves stop the lead driver's sight (p75)
 * and only slow the road's taking away, so this is the most it can take.
 */
export function outrun(s: GameState, v: VehicleState): number {
  if (s.track.finishTick !== null || !s.road || !onRoad(v)) return 0;
  const dir = s.road.directionOfPlay;
  const forward = dir === 1 ? 0 : 4;
  // Along the direction of play, where the car's back and front will be.
  const ahead = (c: VehicleState) => (c.heading === forward ? LEFT_BEHIND.turns * speedFactor(c.speed) * TICKS_PER_SPACE : 0);
  const back = (c: VehicleState) => (dir === 1 ? c.cell.t0 : -c.cell.t1) + ahead(c);
  let lead = dir === 1 ? v.cell.t1 + ahead(v) : -v.cell.t0 + ahead(v);
  for (const o of s.vehicles) if (onRoad(o) && o.heading === forward) lead = Math.max(lead, (dir === 1 ? o.cell.t1 : -o.cell.t0) + ahead(o));
  // The lead car's section (a front at a section's end is still in it), and the rearmost REAR behind it.
  const leadSection = dir === 1 ? grid.sectionIndexAt(lead - 1) : grid.sectionIndexAt(-lead);
  const rearStart = dir === 1 ? (leadSection - REAR) * TICKS_PER_SECTION : -(leadSection + REAR + 1) * TICKS_PER_SECTION;
  return Math.max(0, (rearStart - back(v)) / TICKS_PER_SECTION);
}

/**
 * A car of the own side further along the way of play: the side's race is that car's, and what is
 * left behind of it is one car lost, not the game (evaluate.ts counts it so). Charged for a gang
 * car behind its teammate, with the Op further behind both, a gang car kept its speed into an
 * obstacle rather than brake (Game Six seed 89022, turn 6).
 */
function teammateAhead(s: GameState, v: VehicleState): boolean {
  const dir = s.road?.directionOfPlay ?? 1;
  return s.vehicles.some((o) => o.side === v.side && o.id !== v.id && onRoad(o) && dir * (o.cell.t0 - v.cell.t0) > 0);
}

/**
 * What the declaration `c` adds to its car's danger of being left behind over keeping its speed:
 * LEFT_BEHIND.perSection a section it adds to `outrun`, read from where the car is now at the speed
 * and heading the engine's preview gives. Only slowing (braking, or turning off the way of play)
 * is charged: it is never a reason to speed up or to move off from a standstill. Charged on the
 * evaluation of every car after every answer, a gang car standing behind an obstacle moved off into
 * its teammate and shunted it into the obstacle, every answer scoring the same loss (Game Six seed
 * 88022, turn 6).
 */
export function brakingBehind(s: GameState, c: Command): number {
  if (c.type !== 'declare' || s.track.finishTick !== null || !s.road) return 0;
  const v = s.vehicles.find((x) => x.id === c.vehicle);
  if (!v || !onRoad(v) || teammateAhead(s, v)) return 0;
  const p = previewAction(s, v.id, c.action);
  const speed = p.speedAfter ?? v.speed;
  if (speed >= v.speed && p.heading === v.heading) return 0;
  const after = outrun(s, { ...v, speed, heading: p.heading });
  return LEFT_BEHIND.perSection * Math.max(0, after - outrun(s, v));
}
