// Why an option is not offered (issue 10, "hints on the board"): "no drift right: lane 8 is the
// road's edge, p13". Whether an action is offered is legalDeclarations' answer (one truth); this
// module only names the first condition of that same code which refuses it, walking the same
// plan, steps and checks (plan.ts, planSteps.ts, shooting.ts, passives.ts). Pure.
import { readVehicle, inPlay } from '../core/ctx';
import { cutUpAsked, declaredAction } from '../core/frames';
import { blockedAhead, modeFor, moveSteps, stepBlocker } from '../plan/plan';
import { canMoveOff, cutUpVictim, effectiveAcceleration, isLegal, laterMovers, legalDeclarations, sideswipeTargetAt } from '../plan/declarations';
import { brakeAllowance } from '../resolve/hazards';
import { canShoot, eligibleTarget, mayMeasure } from '../resolve/shooting';
import { canLay } from '../resolve/passives';
import { cellAhead, headingDir, isOnGrid, lanesValid } from '../grid';
import { isCurveAt } from '../resolve/curves';
import { laneDelta } from '../core/travel';
import { uTurnCurveAllowed } from '../resolve/planSteps';
import { speedFactor } from '../data/tables';
import { WEAPONS } from '../data/weapons';
import type { Action, GameState, Rule, Side, Slot, VehicleState } from '../types';

export interface Refusal {
  /** The option, as the player would name it: "drift right", "fire the machine gun". */
  option: string;
  action: Action;
  /** Why not, in words, without the page. */
  reason: string;
  rule: Rule;
}

const no = (reason: string, rule: Rule) => ({ reason, rule });
type Why = { reason: string; rule: Rule } | null;

const nameOf = (s: GameState, id: string): string => s.vehicles.find((v) => v.id === id)?.name ?? id;

/** Why a vehicle cannot act at all now, whatever the option. */
function whyNoAction(s: GameState, v: VehicleState): Why {
  if (!inPlay(v)) return no(`${v.name} is out of play`, 'p58');
  if (v.noDriver) return no('nobody is at the wheel: the car takes no actions', 'p34');
  if (v.outOfControl || v.spin) return no('out of control: no actions until control is regained', 'p42');
  if (v.panicBrakedPhase === s.phase) return no('panic braked this phase: the driver does nothing else but drive straight ahead', 'p41');
  return null;
}

const MOVES: Action['kind'][] = ['accelerate', 'brake', 'drift', 'uTurn', 'ram', 'reverse', 'moveOff', 'realign'];

/** Why a moving option is not possible in this slot (too slow this phase, standing still). */
function whyNoMove(s: GameState, v: VehicleState, mode: Slot['mode']): Why {
  if (mode === 'still') {
    if (v.speed === 0) return no(`standing still: a car moves off only at the start of phase 1 (this is phase ${s.phase})`, 'p15');
    return no(`${v.speed} mph is speed factor ${speedFactor(v.speed)}: too slow to move in phase ${s.phase}, so only shooting`, 'p12');
  }
  return null;
}

function whyBlocked(s: GameState, v: VehicleState, a: Action, mode: Slot['mode'], what: string, rule: Rule): Why {
  const steps = moveSteps(s, v, a, mode);
  if (!steps) return null;
  for (const st of steps) {
    const b = stepBlocker(s, v.id, st);
    if (b?.kind === 'edge') return no(`the ${what} would run off the road`, rule);
    if (b?.kind === 'vehicle') return no(`${nameOf(s, b.id)} is in the way of the ${what}`, rule);
    if (b?.kind === 'obstacle') return no(`an obstacle is in the way of the ${what}`, 'p76');
  }
  const drift = steps.find((st) => st.kind === 'drift');
  if (drift) {
    const o = cutUpVictim(s, v, drift.end, drift.dir);
    if (o && laterMovers(s).has(o.id)) return no(`it would cut up ${o.name}, who has still to move this phase`, 'p13');
  }
  return null;
}

function whyNotManoeuvre(s: GameState, v: VehicleState, kind: 'drift' | 'uTurn', side: Side, mode: Slot['mode']): Why {
  const dir = headingDir(v.heading);
  const a: Action = mode === 'moveOff' ? { kind: 'moveOff', by: Math.max(1, Math.min(v.acceleration, 5)), manoeuvre: { kind, side } } : { kind, side };
  if (mode === 'moveOff' && !canMoveOff(v)) return whyNoMoveOff(v);
  if (!isOnGrid(v.heading)) return no('the car is at an angle: it must re-align first', 'p46');
  const dest = cellAhead(s.track, v.cell, dir);
  if (!dest) return no('the track ends ahead', 'p75');
  if (kind === 'drift') {
    const to = dest.lane + laneDelta(side, dir);
    if (!lanesValid(to)) return no(`lane ${to < 1 ? 1 : 8} is the road's edge`, 'p13');
    if (isCurveAt(s.track, dest.t0)) return no('on a curve a drift may only go to the outside lane', 'p13');
  } else if (!uTurnCurveAllowed(s.track, v.cell, dir)) {
    return no('no U-turn on a curve, except from its edge across a straight', 'p14');
  }
  return whyBlocked(s, v, a, mode, kind === 'drift' ? 'drift' : "U-turn's six lanes", kind === 'drift' ? 'p13' : 'p14')
    ?? (kind === 'uTurn' ? no('the six lanes of the U-turn do not fit on the road here', 'p14') : null);
}

function whyNoMoveOff(v: VehicleState): Why {
  if (v.wreck) return no('the car is a wreck', 'p57');
  if (v.engineDisabled || v.terminal) return no('the engine is disabled', 'p34');
  if (v.brokenAxle) return no('a broken axle: it will not move again', 'p34');
  if (v.handling <= 0) return no('handling 0: the car stays where it stopped', 'p40');
  if (v.acceleration <= 0) return no('acceleration 0: the engine cannot move the car', 'p15');
  return null;
}

function whyNotAccelerate(s: GameState, v: VehicleState, mode: Slot['mode']): Why {
  if (mode === 'moveOff') return whyNoMoveOff(v) ?? whyBlocked(s, v, { kind: 'moveOff', by: 5 }, mode, 'move off', 'p15');
  if (v.speed > v.maxSpeed) return no(`above its maximum speed of ${v.maxSpeed} mph: no acceleration until it has slowed to it`, 'p15');
  if (effectiveAcceleration(v) <= 0) return no('acceleration 0: the engine cannot push the car', 'p15');
  if (v.speed >= v.maxSpeed) return no(`already at its maximum speed of ${v.maxSpeed} mph`, 'p15');
  return null;
}

function whyNotBrake(v: VehicleState, mode: Slot['mode']): Why {
  if (mode === 'moveOff' || v.speed <= 0) return no('standing still: nothing to brake', 'p16');
  if (brakeAllowance(v) <= 0) return no(`the ${v.braking} mph of braking this phase is used up`, 'p41');
  return null;
}

function whyNotShoot(s: GameState, v: VehicleState, weapon: string, moving: boolean): Why {
  const w = v.weapons.find((x) => x.id === weapon);
  if (!w) return no('no such weapon', 'p83');
  const label = WEAPONS[w.type].label.toLowerCase();
  if (w.status === 'destroyed') return no(`the ${label} is destroyed`, 'p35');
  if (w.status === 'linkSevered') return no(`the ${label}'s command link is severed`, 'p35');
  if (w.ammo === 0) return no(`the ${label} is out of ammunition`, 'p83');
  if (WEAPONS[w.type].laser && w.firedThisTurn) return no('a laser fires once a turn and this one has fired', 'p83');
  if (WEAPONS[w.type].laser && v.lasersOff && !v.laserLastShot) return no('no power for the lasers', 'p34');
  if (w.mount === 'turret' && v.turretOff) return no('the turret has no power or no VDU', 'p34');
  if (w.type === 'missilePod' && v.guidanceOff) return no('the missile guidance is out', 'p34');
  if (!canShoot(s, v.id, weapon)) return no(`the ${label} cannot fire now`, 'p25');
  if (!moving && mayMeasure(s) && !eligibleTarget(s, v.id, weapon)) return no(`nothing in the ${label}'s fire corridor`, 'p25');
  return null;
}

function whyNotLay(s: GameState, v: VehicleState, weapon: string, moving: boolean): Why {
  const w = v.weapons.find((x) => x.id === weapon);
  if (!w) return no('no such weapon', 'p83');
  const p = WEAPONS[w.type];
  if (w.lockedOn) return no(`the ${p.label.toLowerCase()} is locked on and lays after every move: switch it off instead`, 'p23');
  if (!moving && p.passive !== 'smoke') return no('only smoke can be laid by a car that does not move this phase', 'p22');
  if ((w.ammo ?? 0) <= 0) return no(`the ${p.label.toLowerCase()} is empty`, 'p83');
  if (w.status !== 'ok' && w.status !== 'damaged') return no(`the ${p.label.toLowerCase()} is ${w.status === 'linkSevered' ? 'cut off' : w.status}`, 'p35');
  if (v.heading === 2 || v.heading === 6) return no('turned across the road, the car has no lanes behind it to lay on', 'p22');
  if (!canLay(s, v.id, weapon, moving)) return no('there is no road behind the car to lay on', 'p22');
  return null;
}

/** The answer for one option, assuming it is not offered; null when no particular reason is found. */
function reasonFor(s: GameState, v: VehicleState, a: Action, mode: Slot['mode']): Why {
  const moving = mode === 'move';
  const all = whyNoAction(s, v);
  if (all) return all;
  if (MOVES.includes(a.kind)) {
    const m = whyNoMove(s, v, mode);
    if (m) return m;
  }
  // p17: with something right ahead, the ram is the only action at all (no shot, no passive).
  if (mode === 'move' && !(a.kind === 'ram' && !a.side) && blockedAhead(s, v)) return no('something fills the space ahead: the only action is to ram it', 'p17');
  switch (a.kind) {
    case 'accelerate':
    case 'moveOff':
      return a.kind === 'moveOff' && a.manoeuvre ? whyNotManoeuvre(s, v, a.manoeuvre.kind, a.manoeuvre.side, mode) : whyNotAccelerate(s, v, mode);
    case 'brake':
      return whyNotBrake(v, mode);
    case 'drift':
    case 'uTurn':
      return whyNotManoeuvre(s, v, a.kind, a.side, mode);
    case 'ram': {
      if (!a.side) return no('nothing is right ahead to ram', 'p17');
      if (mode !== 'move') return no('a sideswipe comes after a straight-ahead move, so the car must be moving', 'p54');
      const dest = cellAhead(s.track, v.cell, headingDir(v.heading));
      if (!dest || !sideswipeTargetAt(s, v, a.side, dest)) return no(`after the move there is no vehicle beside on the ${a.side} to sideswipe`, 'p54');
      return null;
    }
    case 'reverse':
      if (v.kind === 'bike') return no('bikes cannot reverse', 'p17');
      if (mode !== 'moveOff') return no('only a car standing still at the start of phase 1 may reverse', 'p17');
      return whyNoMoveOff(v) ?? whyBlocked(s, v, a, mode, 'reverse', 'p17');
    case 'shoot':
      return whyNotShoot(s, v, a.weapon, moving);
    case 'shootPassive':
      return whyNotLay(s, v, a.weapon, moving);
    default:
      return null;
  }
}

/** A stand-in for "some amount": legality compares amounts loosely (isLegal), the reasons never look at them. */
function offered(legal: Action[], a: Action, mode: Slot['mode']): boolean {
  if (a.kind === 'accelerate' && mode === 'moveOff') return legal.some((l) => l.kind === 'moveOff' && !l.manoeuvre);
  if (a.kind === 'moveOff' && a.manoeuvre) return legal.some((l) => l.kind === 'moveOff' && l.manoeuvre?.kind === a.manoeuvre!.kind && l.manoeuvre.side === a.manoeuvre!.side);
  if (a.kind === 'accelerate' || a.kind === 'brake') return legal.some((l) => l.kind === a.kind);
  if (a.kind === 'shootPassive') return legal.some((l) => l.kind === 'shootPassive' && l.weapon === a.weapon && !l.dummy);
  return isLegal(legal, a);
}

/**
 * Why `action` is not offered to `vid` now: null when it is offered (legalDeclarations lists it),
 * else the first refusing condition with its page. A refused option the checks cannot name still
 * gets an answer ("not allowed now"), so a hint never stays silent.
 */
export function whyNot(s: GameState, vid: string, action: Action): { reason: string; rule: Rule } | null {
  const ready = decider(s, vid);
  if ('reason' in ready) return ready;
  return explain(s, ready.v, ready.mode, legalDeclarations(s, vid, ready.mode), action);
}

/** The vehicle and its mode when it is the one declaring now, else why it is not. */
function decider(s: GameState, vid: string): { v: VehicleState; mode: Slot['mode'] } | { reason: string; rule: Rule } {
  const v = readVehicle(s, vid);
  if (!v) return no('no such vehicle', 'p8');
  if (s.flow.kind !== 'phase' || declaredAction(s) || (s.flow.queue[0]?.vehicle !== vid && cutUpAsked(s)?.target !== vid)) {
    return no(`it is not ${v.name}'s turn to declare an action`, 'p12');
  }
  return { v, mode: modeFor(s, v) };
}

function explain(s: GameState, v: VehicleState, mode: Slot['mode'], legal: Action[], action: Action): Why {
  if (offered(legal, action, mode)) return null;
  return reasonFor(s, v, action, mode) ?? no('not allowed at this moment', 'p11');
}

const SIDES: Side[] = ['left', 'right'];

/** The options a driver might look for, in the book's order (p11): each move, manoeuvre, sideswipe and weapon. */
export function candidateOptions(s: GameState, vid: string): { option: string; action: Action }[] {
  const v = readVehicle(s, vid);
  if (!v) return [];
  const standing = modeFor(s, v) === 'moveOff';
  const out: { option: string; action: Action }[] = [
    { option: standing ? 'move off' : 'accelerate', action: standing ? { kind: 'moveOff', by: 5 } : { kind: 'accelerate', by: 5 } },
    { option: 'brake', action: { kind: 'brake', by: 5 } },
  ];
  for (const kind of ['drift', 'uTurn'] as const) {
    for (const side of SIDES) {
      out.push({ option: `${kind === 'drift' ? 'drift' : 'U-turn'} ${side}`, action: standing ? { kind: 'moveOff', by: 5, manoeuvre: { kind, side } } : { kind, side } });
    }
  }
  for (const side of SIDES) out.push({ option: `sideswipe ${side}`, action: { kind: 'ram', side } });
  if (v.kind !== 'bike') out.push({ option: 'reverse', action: { kind: 'reverse' } });
  for (const w of v.weapons) {
    const p = WEAPONS[w.type];
    if (p.passive) out.push({ option: `lay ${p.label.toLowerCase()}`, action: { kind: 'shootPassive', weapon: w.id, dummy: false } });
    else out.push({ option: `fire the ${p.label.toLowerCase()}`, action: { kind: 'shoot', weapon: w.id } });
  }
  return out;
}

/** Every candidate option the driver deciding now is not offered, each with why not. */
export function refusals(s: GameState, vid: string): Refusal[] {
  const ready = decider(s, vid);
  if ('reason' in ready) return [];
  // Legality is asked once for all the candidates.
  const legal = legalDeclarations(s, vid, ready.mode);
  const out: Refusal[] = [];
  for (const c of candidateOptions(s, vid)) {
    const w = explain(s, ready.v, ready.mode, legal, c.action);
    if (w) out.push({ option: c.option, action: c.action, ...w });
  }
  return out;
}
