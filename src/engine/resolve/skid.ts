// Skidding (p43): a straight skid (-5 mph) or a drift skid (-10 mph), random or, after a
// sideswipe, forced (p56). The skid's forward part is the car's ordinary forward move; the drift
// skid adds one lane sideways, exactly like a drift manoeuvre.
import { d6, emit, vehicle, type Ctx } from '../core/ctx';
import { sectionAt } from '../grid';
import { setSpeed } from './characteristics';
import { laneDelta, stepDrift, type StepResult } from './movement';
import type { Rule, Side, Track, VehicleState } from '../types';

/** Speed lost by each kind of skid (p43). */
export const SKID_SPEED_LOSS = { straight: 5, drift: 10 } as const;

export interface Skid {
  kind: 'straight' | 'drift';
  side: Side | null;
  speedLoss: number;
}

/** Is the car on a bend or a corner? Judged on the section holding its cell. */
export function onCurve(track: Track, v: VehicleState): boolean {
  const section = sectionAt(track, v.cell.t0);
  return section !== undefined && section.kind !== 'straight';
}

/** The side that drifts a car outwards on a curve (p43), seen from a car travelling in `dir`. */
export function outwardSide(track: Track, v: VehicleState, dir: 1 | -1): Side | null {
  const section = sectionAt(track, v.cell.t0);
  if (!section || section.kind === 'straight' || !section.turn) return null;
  // A left-hand curve has its outer edge on the right (higher lanes), and vice versa.
  const outwardLanes = section.turn === 'left' ? 1 : -1;
  return laneDelta('right', dir) === outwardLanes ? 'right' : 'left';
}

/**
 * The skid test (p43), or the automatic skid after a lost sideswipe (p56), which uses up
 * v.forcedSkid. Rolled where the car is now (after its forward part), so "on a curve" means the
 * section the skid drifts in.
 */
export function skidTest(ctx: Ctx, vid: string, dir: 1 | -1): Skid {
  const v = vehicle(ctx.s, vid);
  const forced = v.forcedSkid;
  if (forced) {
    v.forcedSkid = null;
    // Skidding straight after being sideswiped from an outer lane still costs a drift skid's 10 mph.
    const skid: Skid = forced === 'straight'
      ? { kind: 'straight', side: null, speedLoss: SKID_SPEED_LOSS.drift }
      : { kind: 'drift', side: forced, speedLoss: SKID_SPEED_LOSS.drift };
    emitSkid(ctx, vid, skid, [], 'p56');
    return skid;
  }
  const kindDie = d6(ctx);
  if (kindDie % 2 === 0) {
    const skid: Skid = { kind: 'straight', side: null, speedLoss: SKID_SPEED_LOSS.straight };
    emitSkid(ctx, vid, skid, [kindDie], 'p43');
    return skid;
  }
  const outward = outwardSide(ctx.s.track, v, dir);
  if (outward) {
    const skid: Skid = { kind: 'drift', side: outward, speedLoss: SKID_SPEED_LOSS.drift };
    emitSkid(ctx, vid, skid, [kindDie], 'p43');
    return skid;
  }
  const sideDie = d6(ctx);
  const skid: Skid = { kind: 'drift', side: sideDie % 2 === 0 ? 'right' : 'left', speedLoss: SKID_SPEED_LOSS.drift };
  emitSkid(ctx, vid, skid, [kindDie, sideDie], 'p43');
  return skid;
}

function emitSkid(ctx: Ctx, vid: string, skid: Skid, dice: number[], rule: Rule): void {
  emit(ctx, { type: 'skid', vehicle: vid, skid: skid.kind, ...(skid.side ? { side: skid.side } : {}), speedLoss: skid.speedLoss, rule, dice });
}

/** The sideways part of a drift skid (p43: the same as a drift manoeuvre). */
export function skidDrift(ctx: Ctx, vid: string, skid: Skid, dir: 1 | -1): StepResult {
  if (skid.kind !== 'drift' || !skid.side) return 'moved';
  return stepDrift(ctx, vid, skid.side, dir, 'driftSkid');
}

/**
 * ASSUMPTION (docs/assumptions.md, p43): the skid's speed loss comes straight after the skid move,
 * even when a collision cut the move short; never below 0.
 */
export function applySkidLoss(ctx: Ctx, vid: string, skid: Skid): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  setSpeed(ctx, v, v.speed - skid.speedLoss, skid.kind === 'drift' ? 'drift skid' : 'straight skid', 'p43');
}
