// Which actions a driver may declare (p9-17). The UI, the fuzzer and the bench all use this one
// list through legalCommands; nothing else re-derives legality.
import { findVehicle, inPlay } from './ctx';
import { cellAhead, headingDir, isOnGrid, lanesInCommon, lanesValid, offRoadEdge, strip } from './grid';
import { driftEnd, isCurveAt, outwardDelta, sectionAt } from './curves';
import { forwardZone, laneDelta, uTurnGeometry, vehiclesIn } from './movement';
import { canShoot, eligibleTarget } from './shooting';
import { sideswipeTarget } from './sideswipe';
import { canLay } from './passives';
import { brakeAllowance } from './hazards';
import { earlyDeclaration } from './earlyDeclarations';
import { WEAPONS } from './data/weapons';
import type { Action, Cell, GameState, Heading, Side, Slot, VehicleState, Zone } from './types';

const SIDES: Side[] = ['left', 'right'];
export const flipSide = (s: Side): Side => (s === 'left' ? 'right' : 'left');

/** Amounts offered for accelerate / brake: steps of 5 mph and the maximum (p15-16). */
export function amounts(max: number): number[] {
  if (max <= 0) return [];
  const out: number[] = [];
  for (let a = 5; a < max; a += 5) out.push(a);
  out.push(max);
  return out;
}

/** Acceleration is zero while above a reduced maximum speed (p15). */
export function effectiveAcceleration(v: VehicleState): number {
  return v.speed > v.maxSpeed ? 0 : v.acceleration;
}

/** A stationary vehicle can drive away (not a wreck, has a driver, handling, an engine and acceleration). */
export function canMoveOff(v: VehicleState): boolean {
  return !v.wreck && !v.noDriver && !v.terminal && !v.engineDisabled && !v.brokenAxle && v.handling > 0 && v.acceleration > 0;
}

/** The car that was neck and neck at the start and is left directly behind the end cell, if any (p13). */
export function cutUpVictim(s: GameState, v: VehicleState, end: Cell, dir: 1 | -1): VehicleState | null {
  return s.vehicles.find((o) => {
    if (o.id === v.id || !inPlay(o)) return false;
    const neck = Math.abs(o.cell.lane - v.cell.lane) === 2 && o.cell.t0 < v.cell.t1 && v.cell.t0 < o.cell.t1;
    const ahead = lanesInCommon(end, o.cell) > 0 && (dir === 1 ? end.t0 === o.cell.t1 : end.t1 === o.cell.t0);
    return neck && ahead && headingDir(o.heading) === dir;
  }) ?? null;
}

const MOVING_KINDS: Action['kind'][] = ['moveOff', 'reverse', 'realign'];
export const isMovingOff = (a: Action): boolean => MOVING_KINDS.includes(a.kind);

/**
 * p13: no cutting up a car that has yet to move this phase. A stationary car that could still move
 * off is the exception: its driver declares at once, and only if he moves off is the cut-up refused.
 * So the drift is refused for a car still to move, or one whose early declaration moves it off.
 */
function cutsUp(s: GameState, v: VehicleState, end: Cell, dir: 1 | -1, laterMovers: Set<string>): boolean {
  const o = cutUpVictim(s, v, end, dir);
  if (!o || !laterMovers.has(o.id)) return false;
  if (o.speed > 0) return true;
  const early = earlyDeclaration(s, o.id);
  return !!early && isMovingOff(early);
}

/**
 * A stationary car this drift would cut up whose driver has not yet declared: he must declare now
 * (p13). A car with nothing to declare (out of control, no driver) cannot move off, so the cut-up
 * goes ahead without asking it.
 */
export function cutUpToAsk(s: GameState, v: VehicleState, a: Action): VehicleState | null {
  if (a.kind !== 'drift' || s.flow.kind !== 'phase') return null;
  const dir = headingDir(v.heading);
  const plan = driftPlan(s, v, a.side, dir);
  if (!plan) return null;
  const o = cutUpVictim(s, v, plan.end, dir);
  if (!o || o.speed > 0 || !laterMovers(s).has(o.id) || earlyDeclaration(s, o.id)) return null;
  return legalDeclarations(s, o.id, 'moveOff').length > 0 ? o : null;
}

/** Vehicles that have yet to move this phase (or could move off from a standstill, p13). */
export function laterMovers(s: GameState): Set<string> {
  const ids = new Set<string>();
  if (s.flow.kind !== 'phase') return ids;
  for (const sl of s.flow.queue.slice(1)) {
    if (sl.mode === 'move' || sl.mode === 'moveOff') ids.add(sl.vehicle);
  }
  return ids;
}

/** Contact zone and end cell of a drift (p13), or null when the drift is impossible. */
export function driftPlan(s: GameState, v: VehicleState, side: Side, dir: 1 | -1, from: Cell = v.cell): { zone: Zone; end: Cell } | null {
  const dest = cellAhead(s.track, from, dir);
  if (!dest) return null;
  const delta = laneDelta(side, dir);
  const toLane = dest.lane + delta;
  if (!lanesValid(toLane)) return null;
  // p13: on a curve only outwards. The drift happens in the space ahead, so a car leaving a curve
  // for a straight may drift either way, and one coming onto a curve only outwards.
  const sec = sectionAt(s.track, dest.t0);
  if (sec && sec.kind !== 'straight' && delta !== outwardDelta(sec)) return null;
  const end = driftEnd(s.track, dest, toLane, dir);
  if (!end) return null;
  const zone: Zone = [...forwardZone(dest, false), strip(end.lane, end.lane + 1, end.t0, end.t1)];
  return { zone, end };
}

function driftLegal(s: GameState, v: VehicleState, side: Side, dir: 1 | -1, movers: Set<string>, from: Cell = v.cell): boolean {
  const p = driftPlan(s, v, side, dir, from);
  if (!p || offRoadEdge(p.zone) || vehiclesIn(s, p.zone, v.id).length > 0) return false;
  return !cutsUp(s, v, p.end, dir, movers);
}

/**
 * p14: a car on a curve may U-turn only from its edge, across a straight (the space it turns
 * across is on a straight); a car on a straight may U-turn across a curve. Reversing cars follow
 * the same rule (p14 says so; it is read as overriding p17's "may not U-turn" on curves).
 */
export function uTurnCurveAllowed(s: GameState, v: VehicleState, dir: 1 | -1): boolean {
  if (!isCurveAt(s.track, v.cell.t0)) return true;
  const dest = cellAhead(s.track, v.cell, dir);
  return !!dest && !isCurveAt(s.track, dest.t0);
}

function uTurnLegal(s: GameState, v: VehicleState, side: Side, dir: 1 | -1): boolean {
  if (!uTurnCurveAllowed(s, v, dir)) return false;
  const g = uTurnGeometry(s, v, side, dir);
  return !!g && !offRoadEdge(g.zone) && vehiclesIn(s, g.zone, v.id).length === 0;
}

/** p17: a reversing car may not drift on a curve: neither from one nor into one (docs/assumptions.md). */
export function reverseDriftAllowed(s: GameState, v: VehicleState, back: 1 | -1): boolean {
  const dest = cellAhead(s.track, v.cell, back);
  return !!dest && !isCurveAt(s.track, v.cell.t0) && !isCurveAt(s.track, dest.t0);
}

/** The vehicle in the lanes beside the end of a straight-ahead move, for a sideswipe (p54; on curves only with the rammer's front behind the target's). */
export function sideswipeTargetAt(s: GameState, v: VehicleState, side: Side, dest: Cell): VehicleState | null {
  const id = sideswipeTarget(s, v.id, side, dest);
  return id ? (s.vehicles.find((o) => o.id === id) ?? null) : null;
}

function shootActions(s: GameState, v: VehicleState, moving: boolean): Action[] {
  const out: Action[] = [];
  for (const w of v.weapons) {
    const p = WEAPONS[w.type];
    if (p.passive) {
      // A locked-on layer already lays after every move (p23): the only choice left is to switch it off.
      if (!w.lockedOn && (p.passive === 'smoke' || moving)) {
        if (canLay(s, v.id, w.id, moving)) {
          out.push({ kind: 'shootPassive', weapon: w.id, dummy: false });
          if ((p.passive === 'oil' || p.passive === 'smoke') && !w.lockedOn) out.push({ kind: 'shootPassive', weapon: w.id, dummy: false, lockOn: true });
        }
        // p22: any car with a passive weapon may deploy dummies, a smoke layer's included.
        if (canLay(s, v.id, 'dummy', moving)) out.push({ kind: 'shootPassive', weapon: w.id, dummy: true });
      }
      if (w.lockedOn && moving) out.push({ kind: 'switchOff', weapon: w.id });
    } else if (canShoot(s, v.id, w.id) && (moving || eligibleTarget(s, v.id, w.id))) {
      // One shoot action fires the turret pair at the turret's one target (p17, p27): offer it once.
      if (w.mount === 'turret' && out.some((a) => a.kind === 'shoot' && v.weapons.find((x) => x.id === a.weapon)?.mount === 'turret')) continue;
      out.push({ kind: 'shoot', weapon: w.id });
    }
  }
  return out;
}

function moveActions(s: GameState, v: VehicleState): Action[] {
  const dir = headingDir(v.heading);
  const dest = cellAhead(s.track, v.cell, dir);
  if (dest && vehiclesIn(s, forwardZone(dest, false), v.id).length > 0) return [{ kind: 'ram' }]; // p17
  const movers = laterMovers(s);
  const out: Action[] = [{ kind: 'none' }];
  for (const by of amounts(Math.min(effectiveAcceleration(v), v.maxSpeed - v.speed))) out.push({ kind: 'accelerate', by });
  for (const by of amounts(Math.min(brakeAllowance(v), v.speed))) out.push({ kind: 'brake', by });
  if (dest) {
    for (const side of SIDES) if (driftLegal(s, v, side, dir, movers)) out.push({ kind: 'drift', side });
    for (const side of SIDES) if (uTurnLegal(s, v, side, dir)) out.push({ kind: 'uTurn', side });
    for (const side of SIDES) if (sideswipeTargetAt(s, v, side, dest)) out.push({ kind: 'ram', side });
  }
  return [...out, ...shootActions(s, v, true)];
}

/** Headings a car at an angle may re-align to (p46): back 45 degrees, or either way from 90. */
export function realignHeadings(h: Heading): (0 | 4)[] {
  if (h === 1 || h === 7) return [0];
  if (h === 3 || h === 5) return [4];
  if (h === 2 || h === 6) return [0, 4];
  return [];
}

function moveOffActions(s: GameState, v: VehicleState): Action[] {
  const out: Action[] = [{ kind: 'none' }];
  if (canMoveOff(v)) {
    if (!isOnGrid(v.heading)) {
      for (const heading of realignHeadings(v.heading)) {
        const dest = cellAhead(s.track, v.cell, heading === 0 ? 1 : -1);
        const zone = dest ? forwardZone(dest, true) : [];
        if (dest && !offRoadEdge(zone) && vehiclesIn(s, zone, v.id).length === 0)
          for (const by of amounts(Math.min(20, v.acceleration))) out.push({ kind: 'realign', heading, by }); // p46: at most 20 mph
      }
      return [...out, ...shootActions(s, v, false)];
    }
    const dir = headingDir(v.heading);
    const movers = laterMovers(s);
    const dest = cellAhead(s.track, v.cell, dir);
    if (!dest) {
      // Driving off the end of the track is a legal move: the car leaves play (p75) or finishes (p87).
      for (const by of amounts(Math.min(v.acceleration, v.maxSpeed))) out.push({ kind: 'moveOff', by });
    } else if (vehiclesIn(s, forwardZone(dest, false), v.id).length === 0) {
      const mans: ({ kind: 'drift' | 'uTurn'; side: Side } | undefined)[] = [undefined];
      for (const side of SIDES) if (driftLegal(s, v, side, dir, movers)) mans.push({ kind: 'drift', side });
      for (const side of SIDES) if (uTurnLegal(s, v, side, dir)) mans.push({ kind: 'uTurn', side });
      for (const by of amounts(Math.min(v.acceleration, v.maxSpeed)))
        for (const m of mans) out.push(m ? { kind: 'moveOff', by, manoeuvre: m } : { kind: 'moveOff', by });
    }
    if (v.kind !== 'bike') {
      const back = cellAhead(s.track, v.cell, dir === 1 ? -1 : 1);
      if (back && vehiclesIn(s, forwardZone(back, false), v.id).length === 0) {
        out.push({ kind: 'reverse' });
        // Sides are the car's own left and right; travelling backwards they swap on the grid.
        const backDir = dir === 1 ? -1 : 1;
        if (reverseDriftAllowed(s, v, backDir))
          for (const side of SIDES) if (driftLegal(s, v, flipSide(side), backDir, movers)) out.push({ kind: 'reverse', manoeuvre: { kind: 'drift', side } });
        for (const side of SIDES) if (uTurnLegal(s, v, flipSide(side), backDir)) out.push({ kind: 'reverse', manoeuvre: { kind: 'uTurn', side } });
      }
    }
  }
  return [...out, ...shootActions(s, v, false)];
}

/** Every action the vehicle in this slot may declare. Empty when it has no decision to make. */
export function legalDeclarations(s: GameState, vid: string, mode: Slot['mode']): Action[] {
  const v = findVehicle(s, vid);
  if (!v || !inPlay(v) || v.outOfControl || v.spin || v.noDriver || mode === 'resume') return [];
  const panicked = v.panicBrakedPhase === s.phase; // p41: a panic-braking driver has no action this phase
  if (mode === 'move') return panicked ? [{ kind: 'none' }] : moveActions(s, v);
  if (panicked) return [];
  if (mode === 'moveOff') return moveOffActions(s, v);
  const shots = shootActions(s, v, false);
  return shots.length ? [{ kind: 'none' }, ...shots] : [];
}

/** JSON with sorted keys, so {side, kind} and {kind, side} compare equal. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(x);
}

/** Is a declared action one of the legal ones? Amounts may be any whole number within the listed range. */
export function isLegal(legal: Action[], a: Action): boolean {
  const key = (x: Action): string => canonical({ ...x, by: undefined });
  // Compare only actions of the same kind: canonical keys are costly to build.
  legal = legal.filter((l) => l.kind === a.kind);
  return legal.some((l) => {
    if (key(l) !== key(a)) return false;
    if ('by' in l && 'by' in a) {
      const max = Math.max(...legal.filter((x) => key(x) === key(a)).map((x) => ('by' in x ? x.by : 0)));
      return Number.isInteger(a.by) && a.by >= 1 && a.by <= max;
    }
    return true;
  });
}

