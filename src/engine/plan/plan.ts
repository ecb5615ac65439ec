// One plan per action (issue 15, docs/architecture.md "The engine's contract"): what a declared action will do, worked
// out once on the state before anything is rolled. Legality (declarations.ts), the preview with
// its odds (preview.ts), the execution (execute.ts) and the board's ghost car all read it; nothing
// else walks an action through the rules. Pure.
import { readVehicle, inPlay } from '../core/ctx';
import { headingDir, isOnGrid, offRoadEdge } from '../grid';
import { curveHazard, isCurveAt } from '../resolve/curves';
import { coastReason, COAST_LOSS } from '../resolve/conditions';
import { hazardOrder, type HazardItem } from '../resolve/hazards';
import { obstacleIn } from '../resolve/roadHooks';
import { roadHazardsMet } from '../resolve/roadEffects';
import { SAFETY_LIMITS } from '../data/tables';
import { dodgeStep, driftDirectionAllowed, driftStep, forwardStep, realignStep, obstacleZone, turnAboutStep, uTurnCurveAllowed, uTurnStep, vehicleZone, type PlanStep } from '../resolve/planSteps';
import { firstVehicleIn } from '../core/travel';
import { cutUpAsked } from '../core/frames';
import { overlapHazards } from '../resolve/laneSharing';
import { BIKE_RULES } from '../data/bikes';
import type { Action, Cell, GameState, Heading, MoveKind, Rule, Side, Slot, Track, VehicleState } from '../types';

export type { PlanStep, StepKind } from '../resolve/planSteps';

/** A speed change the action makes: 'before' the move (moving off into a U-turn, reversing) or 'after' it (p15-17). */
export interface SpeedChange {
  when: 'before' | 'after';
  to: number;
  reason: string;
  rule: Rule;
}

export interface Plan {
  vehicle: string;
  action: Action;
  /** The parts of the move in order, each with its contact zone, end cell and heading. Empty: no move. */
  steps: PlanStep[];
  /** The move runs off the end of the track: the car leaves play or finishes (p75, p87). */
  leavesTrack: boolean;
  /** The direction along the road the car travels in (1: the direction of play): where it leaves the track. */
  travelDir: 1 | -1;
  /** Where the car ends and its heading, if every part is made. */
  end: Cell | null;
  heading: Heading;
  /** The action's own speed changes (accelerate, brake, move off, reverse, re-align). */
  speedChanges: SpeedChange[];
  /** p15, p34: the 5 mph a car without power loses straight after the move, before any hazard roll (p38). */
  coast: { reason: string; rule: Rule } | null;
  /** The speed after the move, the one the move's hazards are rolled at. */
  speedAfter: number;
  /** Panic-brake allowance a brake action uses up (p41). */
  brakeUsed: number;
  /** The hazards the move itself meets (manoeuvre, curve, road), in the book's order (p41). */
  hazards: HazardItem[];
  /** Hazards of the manoeuvre alone (drift, U-turn): what the curve and road add is found where the car ends. */
  ownHazards: HazardItem[];
  /** A U-turn at 31+ mph loses control before the car moves (p14). */
  certainControlLoss: boolean;
  /** A reversing car ignores hazard rolls (p17). */
  noHazards: boolean;
  /** What the move counts as for oil and the log (p30). */
  moveKind: MoveKind;
  /** A declared ram: straight into the car or obstacle ahead, or a sideswipe to one side after the forward move (p17, p52-54). */
  ram: null | { how: 'forward' } | { how: 'sideswipe'; side: Side };
}

const SHOOTING: Action['kind'][] = ['none', 'shoot', 'shootPassive', 'switchOff'];

/** The mode a vehicle acts in now: its slot's, moving off when asked early by a cut-up (p13). */
export function modeFor(s: GameState, v: VehicleState): Slot['mode'] {
  if (s.flow.kind === 'phase') {
    if (cutUpAsked(s)?.target === v.id) return 'moveOff';
    const slot = s.flow.queue[0];
    if (slot?.vehicle === v.id) return slot.mode;
  }
  return v.speed > 0 ? 'move' : 'moveOff';
}

export const flipSide = (s: Side): Side => (s === 'left' ? 'right' : 'left');

// The parts of a move, as functions of the vehicle rather than closures made afresh on every
// call of steps(): legality asks for several plans a declaration, and the closures showed among
// the engine's allocations (issue 13).
const forwardOf = (t: Track, v: VehicleState, d: 1 | -1, move: MoveKind, wide = false): PlanStep | null => forwardStep(t, v.cell, v.heading, d, wide, move);

function driftOf(t: Track, v: VehicleState, dir: 1 | -1, side: Side, d: 1 | -1, move: MoveKind): PlanStep[] | null {
  const f = forwardOf(t, v, d, d === dir ? 'straight' : move);
  if (!f || !driftDirectionAllowed(t, f.end, side, d)) return null;
  const sd = driftStep(t, f.end, v.heading, side, d, move);
  return sd ? [f, sd] : null;
}

function uTurnOf(t: Track, v: VehicleState, side: Side, d: 1 | -1): PlanStep[] | null {
  if (!uTurnCurveAllowed(t, v.cell, d)) return null;
  const u = uTurnStep(t, v.cell, v.heading, side, d);
  return u ? [u] : null;
}

function aheadOf(t: Track, v: VehicleState, dir: 1 | -1): PlanStep[] {
  const f = forwardOf(t, v, dir, 'straight', !isOnGrid(v.heading));
  return f ? [f] : [];
}

function steps(s: GameState, v: VehicleState, a: Action, moving: boolean): PlanStep[] | null {
  const t = s.track;
  const dir = headingDir(v.heading);
  const back = (dir === 1 ? -1 : 1) as 1 | -1;
  switch (a.kind) {
    case 'drift':
      return driftOf(t, v, dir, a.side, dir, 'drift');
    case 'uTurn':
      return uTurnOf(t, v, a.side, dir);
    case 'moveOff':
      if (a.manoeuvre?.kind === 'drift') return driftOf(t, v, dir, a.manoeuvre.side, dir, 'drift');
      if (a.manoeuvre?.kind === 'uTurn') return uTurnOf(t, v, a.manoeuvre.side, dir);
      return aheadOf(t, v, dir);
    case 'reverse': {
      if (v.kind === 'bike') return null;
      // p17: "left" and "right" are the car's own sides; travelling backwards they swap on the grid.
      const m = a.manoeuvre;
      if (m?.kind === 'uTurn') return uTurnOf(t, v, flipSide(m.side), back);
      if (m?.kind === 'drift') {
        // p17: no drifting when reversing on curves, neither from one nor into one (docs/assumptions.md).
        const f = forwardOf(t, v, back, 'reverse');
        if (!f || isCurveAt(t, v.cell.t0) || isCurveAt(t, f.end.t0)) return null;
        return driftOf(t, v, dir, flipSide(m.side), back, 'reverse');
      }
      // p75: "the moment a car goes off the end of the track system it is out of the game" - in
      // reverse too; over the finish line it has crossed it (p87, docs/assumptions.md).
      const f = forwardOf(t, v, back, 'reverse');
      return f ? [f] : [];
    }
    case 'realign': {
      // p46, p75: re-aligned, its straight-ahead move may run off the end of the track as any does.
      const r = realignStep(t, v.cell, a.heading);
      return r ? [r] : [];
    }
    case 'ram':
      return aheadOf(t, v, dir);
    // p64: bikes only. A dodge off the end of the track leaves it, as any forward move does.
    case 'dodge': {
      if (v.kind !== 'bike' || !isOnGrid(v.heading)) return null;
      const d = dodgeStep(t, v.cell, v.heading, a.side, dir);
      return d ? [d] : [];
    }
    case 'turnAbout': {
      const r = v.kind === 'bike' ? turnAboutStep(v.cell, v.heading) : null;
      return r ? [r] : null;
    }
    case 'push': {
      if (v.kind !== 'bike') return null;
      const f = forwardOf(t, v, dir, 'push');
      return f ? [f] : [];
    }
    default:
      return moving ? aheadOf(t, v, dir) : [];
  }
}

function speedChanges(v: VehicleState, a: Action): SpeedChange[] {
  switch (a.kind) {
    case 'accelerate':
      return [{ when: 'after', to: Math.min(v.maxSpeed, v.speed + a.by), reason: `accelerated by ${a.by} mph`, rule: 'p15' }];
    case 'brake':
      return [{ when: 'after', to: Math.max(0, v.speed - a.by), reason: `braked by ${a.by} mph`, rule: 'p16' }];
    case 'moveOff':
      return a.manoeuvre?.kind === 'uTurn' && a.by >= SAFETY_LIMITS.uTurnControlLoss
        ? [{ when: 'before', to: a.by, reason: `moved off at ${a.by} mph`, rule: 'p15' }]
        : [{ when: 'after', to: a.by, reason: `moved off, accelerating to ${a.by} mph`, rule: 'p15' }];
    case 'reverse':
      // p17: a reversing car is assumed to be doing 10 mph and stops at the end of the move.
      return [
        { when: 'before', to: 10, reason: 'reversing (assumed 10 mph)', rule: 'p17' },
        { when: 'after', to: 0, reason: 'end of the reverse move', rule: 'p17' },
      ];
    case 'realign':
      return [{ when: 'after', to: a.by, reason: `re-aligned, moving off at ${a.by} mph`, rule: 'p46' }];
    case 'turnAbout':
      return [{ when: 'after', to: a.by, reason: `turned about, moving off at ${a.by} mph`, rule: 'p64' }];
    case 'push':
      return [{ when: 'after', to: BIKE_RULES.pushSpeed, reason: `pushed at ${BIKE_RULES.pushSpeed} mph`, rule: 'p64' }];
    default:
      return [];
  }
}

function moveKindOf(a: Action): MoveKind {
  switch (a.kind) {
    case 'accelerate':
    case 'brake':
    case 'drift':
    case 'uTurn':
    case 'reverse':
    case 'realign':
    case 'dodge':
    case 'turnAbout':
    case 'push':
      return a.kind;
    case 'moveOff':
      return a.manoeuvre ? a.manoeuvre.kind : 'accelerate';
    default:
      return 'straight';
  }
}

const manoeuvreOf = (a: Action): { kind: 'drift' | 'uTurn'; side: Side } | null =>
  a.kind === 'drift' || a.kind === 'uTurn' ? { kind: a.kind, side: a.side } : a.kind === 'moveOff' ? (a.manoeuvre ?? null) : null;

/**
 * Only the parts of the move (cheap: what legality needs), or null when the action cannot be
 * planned. `plan` builds the rest on these.
 */
export function moveSteps(s: GameState, v: VehicleState, action: Action, mode: Slot['mode']): PlanStep[] | null {
  return mode === 'still' && SHOOTING.includes(action.kind) ? [] : steps(s, v, action, mode === 'move');
}

/**
 * The plan of `action` for vehicle `vid`, or null when the action cannot be planned (no such
 * vehicle, or a manoeuvre the track does not allow: off the road's lanes, inwards on a curve, a
 * U-turn on a curve's middle, reversing a bike). `mode` defaults to the vehicle's slot now.
 */
export function plan(s: GameState, vid: string, action: Action, mode?: Slot['mode']): Plan | null {
  const v = readVehicle(s, vid);
  if (!v) return null;
  const m = mode ?? modeFor(s, v);
  const moving = m === 'move';
  const st = moveSteps(s, v, action, m);
  if (!st) return null;
  const changes = speedChanges(v, action);
  const man = manoeuvreOf(action);
  const before = changes.find((c) => c.when === 'before')?.to ?? v.speed;
  const certainControlLoss = man?.kind === 'uTurn' && before >= SAFETY_LIMITS.uTurnControlLoss;
  const leavesTrack = st.length === 0 && (moving || action.kind === 'moveOff' || action.kind === 'ram' || action.kind === 'reverse' || action.kind === 'realign');
  const ahead = headingDir(action.kind === 'realign' ? action.heading : v.heading);
  const travelDir = action.kind === 'reverse' ? (ahead === 1 ? -1 : 1) : ahead;
  const last = st[st.length - 1];
  let afterAction = before;
  // The last change made after the move (the list is in the order the changes happen).
  for (let i = changes.length - 1; i >= 0; i--)
    if (changes[i].when === 'after') {
      afterAction = changes[i].to;
      break;
    }
  const coast = st.length ? coastReason(v, afterAction) : null;
  const speedAfter = coast && afterAction > 0 ? Math.max(0, afterAction - COAST_LOSS) : afterAction;
  const noHazards = action.kind === 'reverse';
  const ownHazards: HazardItem[] = [];
  if (man?.kind === 'drift') ownHazards.push({ limit: SAFETY_LIMITS.drift, cause: 'drift', rule: 'p13', kind: 'manoeuvre' });
  if (man?.kind === 'uTurn' && !certainControlLoss) ownHazards.push({ limit: SAFETY_LIMITS.uTurn, cause: 'U-turn', rule: 'p14', kind: 'manoeuvre' });
  // p64: "Dodge manoeuvres are hazards with a safety limit of 40mph"; a manoeuvre, so full handling.
  if (action.kind === 'dodge') ownHazards.push({ limit: SAFETY_LIMITS.dodge, cause: 'dodge', rule: 'p64', kind: 'manoeuvre' });
  const hazards: HazardItem[] = [];
  if (last && !noHazards && !certainControlLoss) {
    const curve = curveHazard(s.track, last.end);
    if (curve) hazards.push(curve);
    hazards.push(...ownHazards);
    // p76: sand, debris and railroad crossings in any of the move's zones, once each.
    if (s.roadHazards.length) for (const { item } of roadHazardsMet(s, st.map((x) => x.zone))) hazards.push(item);
    // p64: a bike ending its move in another bike's lane rolls for it (laneSharing.ts; a car never does).
    if (v.kind === 'bike') hazards.push(...overlapHazards(s, v, last.end, last.heading));
  }
  return {
    vehicle: vid,
    action,
    steps: certainControlLoss ? [] : st,
    leavesTrack,
    travelDir,
    end: certainControlLoss ? null : (last?.end ?? null),
    heading: certainControlLoss ? v.heading : (last?.heading ?? (action.kind === 'realign' ? action.heading : v.heading)),
    speedChanges: changes,
    coast,
    speedAfter,
    brakeUsed: action.kind === 'brake' ? action.by : 0,
    hazards: hazardOrder(hazards),
    ownHazards,
    certainControlLoss,
    noHazards,
    moveKind: moveKindOf(action),
    ram: action.kind === 'ram' ? (action.side ? { how: 'sideswipe', side: action.side } : { how: 'forward' }) : null,
  };
}

/**
 * Is this part of a move clear: on the road, and free of other vehicles and of obstacles (p13-14,
 * p52, p58, p76)? A bike may ride in another bike's lane (p64, travel.ts meets).
 */
export function stepClear(s: GameState, vid: string, step: PlanStep): boolean {
  // stepBlocker's tests, in its order, without building its answer: legality asks this of every
  // part of every manoeuvre it plans (issue 31: the answers were a share of the garbage with five vehicles).
  const vz = vehicleZone(step);
  return !offRoadEdge(vz) && firstVehicleIn(s, vz, vid) === undefined && obstacleIn(s, obstacleZone(step)) === null;
}

/** What makes a part of a move unclear, in stepClear's order, for the why-not hints (whyNot.ts); null when clear. */
export function stepBlocker(s: GameState, vid: string, step: PlanStep): { kind: 'edge' } | { kind: 'vehicle'; id: string } | { kind: 'obstacle' } | null {
  const vz = vehicleZone(step);
  if (offRoadEdge(vz)) return { kind: 'edge' };
  const o = firstVehicleIn(s, vz, vid);
  if (o) return { kind: 'vehicle', id: o.id };
  return obstacleIn(s, obstacleZone(step)) === null ? null : { kind: 'obstacle' };
}

/** Something the car would run into straight ahead, a vehicle or an obstacle (a wreck, p76): only a ram may be declared (p17). */
export function blockedAhead(s: GameState, v: VehicleState): boolean {
  if (!inPlay(v)) return false;
  const f = forwardStep(s.track, v.cell, v.heading, headingDir(v.heading), false, 'straight');
  return !!f && (firstVehicleIn(s, f.zone, v.id) !== undefined || obstacleIn(s, f.zone) !== null);
}
