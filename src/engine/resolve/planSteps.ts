// The parts a move is made of (issue 15): a forward step, a drift's sideways step, a U-turn,
// a re-alignment. Each is pure geometry on the track: the contact zone the part sweeps (p52: it
// is checked before the model moves), the cell it ends on and the heading it leaves. The plan
// (plan.ts) strings them into a declared move; the movement primitives (movement.ts) carry out
// exactly these parts, for declared moves and for skids alike.
import { cellAhead, cellAt, footprint, isOnGrid, lanesValid, strip } from '../grid';
import { driftEnd, isCurveAt, outwardDelta, sectionAt } from './curves';
import { forwardZone, laneDelta } from '../core/travel';
import { BIKE_RULES } from '../data/bikes';
import type { Cell, Heading, MoveKind, Rule, Side, Track, Zone } from '../types';

export type StepKind = 'forward' | 'drift' | 'uTurn' | 'realign' | 'dodge' | 'turnAbout';

export interface PlanStep {
  kind: StepKind;
  /** Direction of travel along the road while making this part (1: the direction of play). */
  dir: 1 | -1;
  /** The contact zone the part sweeps (p52): what markers and surface hazards are met with. */
  zone: Zone;
  /**
   * The zone other vehicles, wrecks and the road's edge are met with, when it is not `zone`: a
   * dodging bike's contact zone is one lane, but "they can't dodge other vehicles" (p64), so
   * those meet its two lanes. Read it through `vehicleZone(step)`.
   */
  vehicleZone?: Zone;
  /** Where the model ends, and its heading. */
  end: Cell;
  heading: Heading;
  /** What the move counts as in the log and for oil (p30). */
  move: MoveKind;
  rule: Rule;
}

/** One space straight ahead along the grid; null when the track ends (the car leaves play). */
export function forwardStep(track: Track, from: Cell, heading: Heading, dir: 1 | -1, wide: boolean, move: MoveKind): PlanStep | null {
  const end = cellAhead(track, from, dir);
  if (!end) return null;
  return { kind: 'forward', dir, zone: forwardZone(end, wide), end, heading, move, rule: 'p12' };
}

/**
 * The sideways part of a drift or drift skid (p13, p43): one lane over, in the same space. On
 * uneven lanes the car ends aligned with a divider of its new pair at or behind the front it had
 * reached (driftEnd). ASSUMPTION (docs/assumptions.md, p13): the part's contact zone is that end
 * cell: the car slides back into it, never reaching past it in the lane it moves into. null when
 * the new lanes are off the road (a drift skid there crashes, p43).
 */
export function driftStep(track: Track, from: Cell, heading: Heading, side: Side, dir: 1 | -1, move: MoveKind): PlanStep | null {
  const toLane = from.lane + laneDelta(side, dir);
  const end = driftEnd(track, from, toLane, dir);
  if (!end) return null;
  return { kind: 'drift', dir, zone: [strip(end.lane, end.lane + 1, end.t0, end.t1)], end, heading, move, rule: 'p13' };
}

/**
 * A drift manoeuvre's sideways step is allowed this way (p13): on a curve only outwards. The
 * drift happens in the space ahead, so a car leaving a curve for a straight may drift either way,
 * and one coming onto a curve only outwards.
 */
export function driftDirectionAllowed(track: Track, dest: Cell, side: Side, dir: 1 | -1): boolean {
  const delta = laneDelta(side, dir);
  if (!lanesValid(dest.lane + delta)) return false;
  const sec = sectionAt(track, dest.t0);
  return !sec || sec.kind === 'straight' || delta === outwardDelta(sec);
}

/**
 * p14: a car on a curve may U-turn only from its edge, across a straight (the space it turns
 * across is on a straight); a car on a straight may U-turn across a curve. Reversing cars follow
 * the same rule (p14 says so; it is read as overriding p17's "may not U-turn" on curves).
 */
export function uTurnCurveAllowed(track: Track, from: Cell, dir: 1 | -1): boolean {
  if (!isCurveAt(track, from.t0)) return true;
  const dest = cellAhead(track, from, dir);
  return !!dest && !isCurveAt(track, dest.t0);
}

/**
 * The U-turn (p14; ASSUMPTION, docs/assumptions.md): a six-lane zone over the space ahead, from
 * the car's lanes towards the turning side; the car ends four lanes over in that space, facing
 * the other way. On a curve the end pair's dividers differ from the space turned across: the end
 * cell joins the zone so the car never lands on anything the six-lane strip missed.
 */
export function uTurnStep(track: Track, from: Cell, heading: Heading, side: Side, dir: 1 | -1): PlanStep | null {
  if (!isOnGrid(heading)) return null;
  const dest = cellAhead(track, from, dir);
  if (!dest) return null;
  const delta = laneDelta(side, dir);
  const endLane = from.lane + 4 * delta;
  const end = cellAt(track, endLane, dir === 1 ? dest.t1 - 1 : dest.t0);
  if (!end) return null;
  const lo = Math.min(from.lane, endLane);
  const hi = Math.max(from.lane, endLane) + 1;
  const zone: Zone = [strip(lo, hi, dest.t0, dest.t1)];
  if (end.t0 !== dest.t0 || end.t1 !== dest.t1) zone.push(strip(end.lane, end.lane + 1, end.t0, end.t1));
  return { kind: 'uTurn', dir, zone, end, heading: ((heading + 4) % 8) as Heading, move: 'uTurn', rule: 'p14' };
}

/** p46: a car at an angle turns back onto the grid, then moves one space ahead with a four-lane zone. */
export function realignStep(track: Track, from: Cell, heading: 0 | 4): PlanStep | null {
  const dir = heading === 0 ? 1 : -1;
  const end = cellAhead(track, from, dir);
  if (!end) return null;
  return { kind: 'realign', dir, zone: forwardZone(end, true), end, heading, move: 'realign', rule: 'p46' };
}

/** The zone a part of a move meets vehicles, wrecks and the road's edge with (p52, p64). */
export const vehicleZone = (step: PlanStep): Zone => step.vehicleZone ?? step.zone;

/** The zone a part of a move meets obstacles with: a dodge slips past surface hazards only (p64, data/bikes.ts). */
export const obstacleZone = (step: PlanStep): Zone => (BIKE_RULES.dodgePassesObstacles ? step.zone : vehicleZone(step));

/** The lane a dodging bike keeps to (p64): its own left or right lane as the rider faces. */
export function dodgeLane(cell: Cell, side: Side, dir: 1 | -1): number {
  return laneDelta(side, dir) < 0 ? cell.lane : cell.lane + 1;
}

/**
 * p64, the dodge: "a normal straight-ahead move, but with the reduced (single lane) contact
 * zones ... The rider is free to choose which side the bike's contact zone goes on". The one lane
 * meets passive markers and surface hazards; vehicles meet both lanes. null: the track ends.
 */
export function dodgeStep(track: Track, from: Cell, heading: Heading, side: Side, dir: 1 | -1): PlanStep | null {
  const f = forwardStep(track, from, heading, dir, false, 'dodge');
  if (!f) return null;
  const lane = dodgeLane(f.end, side, dir);
  // Built field by field: spreading the forward step into a step of another kind showed in the profile.
  return { kind: 'dodge', dir: f.dir, zone: [strip(lane, lane, f.end.t0, f.end.t1)], end: f.end, heading: f.heading, move: f.move, rule: 'p64', vehicleZone: f.zone };
}

/**
 * p64: "A bike moving off in a different direction is turned around and aligned against the
 * dividing lines at the opposite end of the square" - it stays in its square, facing the other way.
 */
export function turnAboutStep(from: Cell, heading: Heading): PlanStep | null {
  if (!isOnGrid(heading)) return null;
  const back = ((heading + 4) % 8) as Heading;
  return { kind: 'turnAbout', dir: heading === 0 ? -1 : 1, zone: footprint(from, heading), end: from, heading: back, move: 'turnAbout', rule: 'p64' };
}
