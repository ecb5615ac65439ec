// Control loss (p42-46): the test an out-of-control vehicle takes before each move, and the move
// it forces. The parts of a skid, spin or roll go in the order of p57 - forward move, drift skid,
// rotation - and the sequence ends at the first part that does not simply move (a collision, a
// crash, leaving the track). The turn engine resolves marker hits and hazards afterwards.
import { adverseControl } from './hazards';
import { d6, emit, vehicle, type Ctx } from '../core/ctx';
import { controlLossResult, speedFactor } from '../data/tables';
import { cellAhead, isOnGrid, lanesValid, offRoadEdge, shiftedCell } from '../grid';
import { forwardZone, laneDelta, stepForward, travelDir, vehiclesIn, type StepResult } from './movement';
import { applySkidLoss, skidDrift, skidTest, type Skid } from './skid';
import { BIKE_CRASH_SPEED, BIKE_RULE, bikeCrash, finishRoll, rollDamage, rotationCrashes, spinRotation } from './spin';
import type { GameState, Rule, VehicleState } from '../types';

export type ControlLossResult = 'regain' | 'skidRegain' | 'skid' | 'spin' | 'roll';

/** Added to control-loss tests with zero handling or no driver (p40, p42). */
export const HELPLESS_CONTROL_LOSS_MODIFIER = 2;

/** The bike control-loss table (bike chapter): bikes roll where cars would spin. */
export function bikeControlLossResult(total: number): ControlLossResult {
  if (total <= 1) return 'regain';
  if (total <= 3) return 'skidRegain';
  if (total <= 5) return 'skid';
  return 'roll';
}

export function lossTable(v: VehicleState): (total: number) => ControlLossResult {
  return v.kind === 'bike' ? bikeControlLossResult : controlLossResult;
}

/** The modifiers of a control-loss test (p42): + speed factor - adverse control (+2 when helpless). */
export function controlLossFactors(v: VehicleState): { speedFactor: number; adverseControl: number; extra: number } {
  const helpless = v.handling <= 0 || v.noDriver;
  return { speedFactor: speedFactor(v.speed), adverseControl: adverseControl(v), extra: helpless ? HELPLESS_CONTROL_LOSS_MODIFIER : 0 };
}

/** The control-loss test (p42) and the move it forces, for an out-of-control vehicle that is not spinning. */
export function controlLossMove(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  if (v.spin) {
    spinningMove(ctx, vid);
    return;
  }
  const f = controlLossFactors(v);
  const die = d6(ctx);
  const total = die + f.speedFactor - f.adverseControl + f.extra;
  const result = lossTable(v)(total);
  const rule: Rule = v.kind === 'bike' ? BIKE_RULE : 'p42';
  emit(ctx, { type: 'controlLossTest', vehicle: vid, speedFactor: f.speedFactor, adverseControl: f.adverseControl, extra: f.extra, total, result, rule, dice: [die] });
  if (result === 'regain') {
    regainAndMove(ctx, vid);
    return;
  }
  if (result === 'skidRegain') v.regainAfterMove = true;
  if (result === 'roll' && v.kind === 'bike' && v.speed >= BIKE_CRASH_SPEED) {
    bikeCrash(ctx, vid);
    return;
  }
  lossSequence(ctx, vid, result);
}

/**
 * A bike that must roll in its next move (p64-71): "Bikes with no rider automatically roll in
 * their next move", as does one that lost a wheel at 80 mph or less. No test: at 81+ mph the roll
 * is a crash, otherwise the skid test, the move and the fall.
 */
export function forcedRoll(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  v.rollsNextMove = false;
  emit(ctx, { type: 'note', vehicle: vid, text: `${v.name} rolls: ${v.noDriver ? 'no rider' : 'a wheel came off'}`, rule: BIKE_RULE, dice: [] });
  if (v.speed >= BIKE_CRASH_SPEED) bikeCrash(ctx, vid);
  else lossSequence(ctx, vid, 'roll');
}

/** Result 1 or less (p42): control comes back and the car moves straight ahead, rolling for new hazards. */
function regainAndMove(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  v.outOfControl = false;
  v.regainAfterMove = false;
  emit(ctx, { type: 'regainControl', vehicle: vid, rule: 'p42', dice: [] });
  v.lastMove = 'straight';
  stepForward(ctx, vid, travelDir(v), !isOnGrid(v.heading), 'straight');
}

type Part = 'forward' | 'drift' | 'rotate';

/** Does this part of a rolling car's move leave the road? Then the roll's damage comes first (p46). */
function partCrashes(ctx: Ctx, v: VehicleState, part: Part, dir: 1 | -1, wide: boolean, skid: Skid | null): boolean {
  if (part === 'forward') {
    const dest = cellAhead(ctx.s.track, v.cell, dir);
    return dest !== null && offRoadEdge(forwardZone(dest, wide));
  }
  if (part === 'drift') {
    if (!skid || skid.kind !== 'drift' || !skid.side) return false;
    const toLane = v.cell.lane + laneDelta(skid.side, dir);
    return !lanesValid(toLane) || shiftedCell(ctx.s.track, v.cell, toLane, dir) === null;
  }
  return rotationCrashes(ctx, v);
}

/**
 * The skid (and spin, and roll) of a control-loss result of 2 or more (p42-46). The skid test is
 * taken after the forward part, which is the same for a straight and a drift skid: so a move
 * stopped by its own shunt resumes as p57 says - forward move, then the skid and/or spin test.
 */
function lossSequence(ctx: Ctx, vid: string, result: Exclude<ControlLossResult, 'regain'>, fromResume = false): void {
  const v = vehicle(ctx.s, vid);
  const dir = travelDir(v);
  const wide = !isOnGrid(v.heading);
  const rolling = result === 'roll';
  const spins = result === 'spin' || (rolling && v.kind !== 'bike');
  const guard = (part: Part, skid: Skid | null): void => {
    if (rolling && partCrashes(ctx, vehicle(ctx.s, vid), part, dir, wide, skid)) rollDamage(ctx, vid);
  };

  guard('forward', null);
  let r: StepResult = stepForward(ctx, vid, dir, wide, 'skid');
  v.lastMove = 'skid';
  if (r !== 'moved') {
    if (r === 'blocked' && !rolling && !fromResume && ctx.shunt?.rammer === vid && vehicle(ctx.s, vid).status === 'inPlay') {
      v.resumeLoss = spins ? 'spin' : 'skid';
    }
    endSequence(ctx, vid, rolling);
    return;
  }
  const skid = skidTest(ctx, vid, dir);
  if (skid.kind === 'drift') {
    guard('drift', skid);
    r = skidDrift(ctx, vid, skid, dir);
    v.lastMove = 'driftSkid';
  }
  applySkidLoss(ctx, vid, skid);
  if (r === 'moved' && spins) {
    guard('rotate', skid);
    spinRotation(ctx, vid, { ignoreSpeedLoss: rolling });
  }
  endSequence(ctx, vid, rolling);
}

/** After the parts: a roll takes its damage and halts (p46); anything brought to 0 mph has halted. */
function endSequence(ctx: Ctx, vid: string, rolling: boolean): void {
  if (rolling) finishRoll(ctx, vid);
  else settle(ctx, vid);
}

/**
 * A car that skids or spins to a standstill has halted and no longer spins (p46). It stays out of
 * control: "until the car is back under control" it takes no action (p42), and the turn engine
 * gives control back at the start of the next turn (docs/assumptions.md) - never to a car with no
 * driver or zero handling, stationary for the rest of the game (p40). At an angle to the grid its
 * next move must be a re-alignment (p46, the turn engine's business).
 */
export function settle(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay' || v.speed > 0 || v.rolled) return;
  const spun = v.spin !== null;
  v.spin = null;
  emit(ctx, { type: 'halted', vehicle: vid, reason: spun ? 'spun to a halt' : 'skidded to a halt', rule: spun ? 'p46' : 'p43', dice: [] });
}

/**
 * The move of a spinning car (p44-45): no control-loss or skid test; straight ahead along the
 * original line of travel - four lanes wide while the car is at an angle, two once a 180 or 360
 * has put it back on the grid - then the next rotation in the same direction.
 */
export function spinningMove(ctx: Ctx, vid: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay' || !v.spin) return;
  const r = stepForward(ctx, vid, v.spin.travel, !isOnGrid(v.heading), 'spin');
  v.lastMove = 'spin';
  if (r === 'moved') spinRotation(ctx, vid);
  settle(ctx, vid);
}

/**
 * A rammer completing its move after the target of its shunt has moved (p57). A spinning car
 * spins on; a car whose out-of-control move was stopped completes the forward move and then skids
 * or spins as its earlier test said; anything else simply moves straight ahead (no action).
 * ASSUMPTION (as the turn engine's): if `shunted` is still in the way, the move ends there.
 */
export function resumeMove(ctx: Ctx, vid: string, shunted?: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  const pending = v.resumeLoss;
  v.resumeLoss = null;
  const dir = travelDir(v);
  const wide = !isOnGrid(v.heading);
  const dest = cellAhead(ctx.s.track, v.cell, dir);
  if (shunted && dest && vehiclesIn(ctx.s, forwardZone(dest, wide), vid).some((o) => o.id === shunted)) return;
  if (v.spin) spinningMove(ctx, vid);
  else if (pending) lossSequence(ctx, vid, pending, true);
  else stepForward(ctx, vid, dir, wide, 'straight');
}

/** Exact odds of each control-loss result for the vehicle's next test (p42). */
export function controlLossOdds(s: GameState, vid: string): Record<ControlLossResult, number> {
  const v = vehicle(s, vid);
  const f = controlLossFactors(v);
  const out: Record<ControlLossResult, number> = { regain: 0, skidRegain: 0, skid: 0, spin: 0, roll: 0 };
  for (let die = 1; die <= 6; die++) out[lossTable(v)(die + f.speedFactor - f.adverseControl + f.extra)] += 1;
  for (const k of Object.keys(out) as ControlLossResult[]) out[k] /= 6;
  return out;
}
