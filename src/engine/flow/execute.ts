// Carrying out a declared action (p8 sequence): the move with its manoeuvre, speed changes right
// after the move (p15-16), damage then hazards for what the move ran into (p24, p38), lasting
// conditions, and finally the action part (shoot, lay a passive) if the driver still can.
import { emit, eventSince, inPlay, vehicle, writableMarker, type Ctx } from '../core/ctx';
import { curveHazard, isCurveAt } from '../resolve/curves';
import { crash, leaveTrack, takeStep, type StepResult } from '../resolve/movement';
import { plan, type Plan } from '../plan/plan';
import { controlLossMove, forcedRoll, spinningMove } from '../resolve/controlLoss';
import { othersRoll, overlapHazards } from '../resolve/laneSharing';
import { loseControl, type HazardItem } from '../resolve/hazards';
import { lockedOnDeploy, canLay, resolveMarkerHits, shootPassive, switchOff } from '../resolve/passives';
import { eligibleTarget } from '../resolve/shooting';
import { resolveCollision } from '../resolve/rams';
import { afterMove } from '../resolve/conditions';
import { setSpeed } from '../resolve/characteristics';
import { sideswipeTargetAt } from '../plan/declarations';
import { afterMoveRoad, roadHazardItems } from '../resolve/roadHooks';
import type { Action, MoveKind, Side, VehicleState } from '../types';


/** Damage, hazards and conditions after any move (p24, p38-41, p34). */
export function postMove(ctx: Ctx, vid: string, move: MoveKind, hazards: HazardItem[], opts: { noHazards?: boolean; eventStart: number; switchOff?: string }): void {
  const v = vehicle(ctx.s, vid);
  const hit = ctx.move?.vehicle === vid ? [...ctx.move.markers] : [];
  const zones = ctx.move?.vehicle === vid ? ctx.move.zones : [];
  ctx.move = null;
  // p23: a marker laid under a tail-gater is hit after that vehicle's next move.
  for (const m of ctx.s.markers) {
    if (m.underVehicle === vid) {
      writableMarker(ctx, m).underVehicle = null;
      if (!hit.includes(m.id)) hit.push(m.id);
    }
  }
  let moveHazards: HazardItem[] = [];
  if (inPlay(v)) {
    // p24: the markers' damage first (a critical's own hazards are rolled at once, p40).
    const items = hit.length ? resolveMarkerHits(ctx, vid, hit, move) : [];
    const road = inPlay(v) ? roadHazardItems(ctx, vid, zones, move) : [];
    // p40: a hazard roll after every move that ends on a curve, ordered with the move's others
    // (p41). A rammer stopped by its own shunt has not finished its move: it tests when it has (p57).
    const curve = ctx.shunt?.rammer === vid ? null : curveHazard(ctx.s.track, v.cell);
    // p64: a bike that ends its move in another bike's lane rolls for it (laneSharing.ts).
    const overlap = overlapHazards(ctx.s, v, v.cell, v.heading);
    if (!opts.noHazards) moveHazards = [...(curve ? [curve] : []), ...hazards, ...items, ...road, ...overlap];
  }
  // The lasting conditions' tests (broken axle, tyres) join the move's, so p41's order holds for all.
  if (inPlay(v)) afterMove(ctx, vid, moveHazards);
  // p64: "both riders must take an immediate hazard roll": the bikes it rides beside, after its own.
  if (inPlay(v) && !opts.noHazards) othersRoll(ctx, vid);
  if (inPlay(v) && v.regainAfterMove) {
    v.regainAfterMove = false;
    v.outOfControl = false;
    emit(ctx, { type: 'regainControl', vehicle: vid, rule: 'p42', dice: [] });
  }
  // p34, p58: a car with no driver crashes after any move that leaves it on a curve.
  if (inPlay(v) && v.noDriver && isCurveAt(ctx.s.track, v.cell.t0)) crash(ctx, vid, 'no driver at the wheel on a curve');
  v.movedThisPhase = true;
  v.lastMove = move;
  const spun = eventSince(ctx, opts.eventStart, (e) => e.type === 'spin' && e.vehicle === vid);
  // p23: a switch-off takes effect if the move ends in control, before the layer would lay again.
  if (opts.switchOff && inPlay(v) && !v.outOfControl && !v.spin && v.panicBrakedPhase !== ctx.s.phase) switchOff(ctx, vid, opts.switchOff);
  if (inPlay(v)) lockedOnDeploy(ctx, vid, spun);
  afterMoveRoad(ctx, vid);
}

/** The move of a vehicle that is out of control or spinning: no action, the dice decide (p42-45). */
export function executeOutOfControl(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  const start = ctx.events.length;
  ctx.move = { vehicle: vid, markers: [], zones: [] };
  v.dodge = null; // p64: a move whose action is not a dodge has the two-lane zone again
  if (v.kind === 'bike' && (v.rollsNextMove || v.noDriver) && !v.spin) forcedRoll(ctx, vid);
  else if (v.spin) spinningMove(ctx, vid);
  else controlLossMove(ctx, vid);
  postMove(ctx, vid, v.outOfControl || v.spin ? 'skid' : 'straight', [], { eventStart: start });
}

/**
 * The movement part of a declared action, carried out from its plan (plan.ts): the speed change
 * made before moving, each part of the move (a collision or a crash ends the move there), then
 * the action's speed change. p52: "a vehicle may never perform any other actions in the same
 * phase as a ram", so after a collision neither the speed change nor the action part follow.
 */
function moveFor(ctx: Ctx, v: VehicleState, p: Plan): { kind: MoveKind; noHazards?: boolean; hazards: HazardItem[]; rammed: boolean } {
  const start = ctx.events.length;
  // p64: the dodge's one-lane zone lasts "until the next move's action is not a dodge".
  v.dodge = p.action.kind === 'dodge' ? p.action.side : null;
  if (p.action.kind === 'push') v.pushedTurn = ctx.s.turn;
  for (const c of p.speedChanges) if (c.when === 'before') setSpeed(ctx, v, c.to, c.reason, c.rule);
  if (p.certainControlLoss) {
    // p14, p40: the car loses control before moving; the control-loss result dictates the move.
    emit(ctx, { type: 'uTurnFailed', vehicle: v.id, rule: 'p14', dice: [] });
    loseControl(ctx, v.id, 'U-turn attempted at 31 mph or faster', 'p14');
    controlLossMove(ctx, v.id);
    // p40: a driver who regains control makes an ordinary straight-ahead move.
    return { kind: v.outOfControl || v.spin ? 'skid' : 'straight', hazards: [], rammed: false };
  }
  let result: StepResult = 'moved';
  if (p.leavesTrack) result = leaveTrack(ctx, v.id, p.travelDir);
  for (const step of p.steps) {
    if (step.kind === 'realign') {
      // p46: turned back onto the grid first, then the straight-ahead move.
      v.heading = step.heading;
      emit(ctx, { type: 'realigned', vehicle: v.id, heading: step.heading, rule: 'p46', dice: [] });
    }
    result = takeStep(ctx, v.id, step);
    if (result !== 'moved' || !inPlay(v)) break;
  }
  // p52: any ram ends the action, also one whose rammer moved on (a car into a bike, p70-71).
  const rammed = result === 'blocked' || eventSince(ctx, start, (e) => e.type === 'ram' && e.rammer === v.id);
  // p70: a rider's sideswipe waits for the move's hazard rolls (executeMove); a driver's is made now (p54).
  if (p.ram?.how === 'sideswipe' && result === 'moved' && inPlay(v) && v.kind !== 'bike') {
    const t = sideswipeTargetAt(ctx.s, v, p.ram.side, v.cell);
    if (t) resolveCollision(ctx, v.id, t.id, 'sideswipe');
  }
  if (!rammed) {
    v.brakeUsed += p.brakeUsed; // p41: a brake action eats the panic-brake allowance
    for (const c of p.speedChanges) if (c.when === 'after') setSpeed(ctx, v, c.to, c.reason, c.rule);
  } else if (p.noHazards) setSpeed(ctx, v, 0, 'end of the reverse move', 'p17');
  return { kind: p.moveKind, noHazards: p.noHazards, hazards: p.ownHazards, rammed };
}

/** A moving vehicle's declared action: the move, then what follows it. 'fireOrHold' means the shot waits for the player. */
export function executeMove(ctx: Ctx, vid: string, a: Action): 'done' | 'fireOrHold' {
  const v = vehicle(ctx.s, vid);
  const start = ctx.events.length;
  const p = plan(ctx.s, vid, a, 'move') ?? plan(ctx.s, vid, { kind: 'none' }, 'move')!;
  ctx.move = { vehicle: vid, markers: [], zones: [] };
  const m = moveFor(ctx, v, p);
  postMove(ctx, vid, m.kind, m.hazards, { noHazards: m.noHazards, eventStart: start, switchOff: a.kind === 'switchOff' && !m.rammed ? a.weapon : undefined });
  if (m.rammed) return 'done';
  if (a.kind === 'ram' && a.side && v.kind === 'bike') bikeSideswipe(ctx, v, a.side);
  return actionPart(ctx, vid, a, true);
}

/**
 * p70: "Riders forced to panic brake, or who lose control, can't sideswipe" - the overlap's hazard
 * roll comes first ("After the move is completed the player takes a hazard roll, scores low and is
 * forced to panic brake. The bike can't sideswipe and has effectively lost this move's action").
 */
function bikeSideswipe(ctx: Ctx, v: VehicleState, side: Side): void {
  if (!inPlay(v)) return;
  if (v.outOfControl || v.spin || v.panicBrakedPhase === ctx.s.phase) {
    emit(ctx, { type: 'note', vehicle: v.id, text: 'cannot sideswipe: the rider panic braked or lost control', rule: 'p64', dice: [] });
    return;
  }
  const t = sideswipeTargetAt(ctx.s, v, side, v.cell);
  if (t) resolveCollision(ctx, v.id, t.id, 'sideswipe');
}

/** The shoot part of an action (p22): only if the driver neither panic braked nor lost control. */
export function actionPart(ctx: Ctx, vid: string, a: Action, moving: boolean): 'done' | 'fireOrHold' {
  const v = vehicle(ctx.s, vid);
  if (a.kind !== 'shoot' && a.kind !== 'shootPassive' && a.kind !== 'switchOff') return 'done';
  if (!inPlay(v)) return 'done'; // it left the road (finish line, crash): nothing more to do
  if (v.outOfControl || v.spin || v.panicBrakedPhase === ctx.s.phase) {
    emit(ctx, { type: 'note', vehicle: vid, text: 'cannot use the shoot action: the driver panic braked or lost control', rule: 'p22', dice: [] });
    return 'done';
  }
  if (a.kind === 'switchOff') return 'done'; // applied in postMove (p23)
  if (a.kind === 'shootPassive') {
    if (canLay(ctx.s, vid, a.dummy ? 'dummy' : a.weapon, moving)) shootPassive(ctx, vid, a.weapon, a.dummy, !!a.lockOn);
    else emit(ctx, { type: 'passiveFailed', vehicle: vid, weapon: a.weapon, reason: 'no room behind the car or nothing left to lay', rule: 'p22', dice: [] });
    return 'done';
  }
  if (!eligibleTarget(ctx.s, vid, a.weapon)) {
    emit(ctx, { type: 'shotDeclined', vehicle: vid, rule: 'p25', dice: [] });
    return 'done';
  }
  return 'fireOrHold';
}
