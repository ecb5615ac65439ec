// STUB — owned by the hazards helper. Signatures are the contract; bodies to be written.
import type { Ctx } from './ctx';
import type { GameState, Rule, VehicleState } from './types';

export interface HazardItem {
  limit: number;
  cause: string;
  rule: Rule;
  /** Oil is tested last and drops to 30 mph after a panic brake this phase (p30). */
  oil?: boolean;
  /** A shunt target ignores panic-brake results (p40, p57). */
  ignorePanicBrake?: boolean;
}

export type HazardOutcome = 'safe' | 'skipped' | 'ok' | 'panicBrake' | 'controlLoss';

export function optimumControl(v: VehicleState): number { return Math.max(v.handling, v.driveSkill); }
export function adverseControl(v: VehicleState): number { return Math.min(v.handling, v.driveSkill); }
export function hazardRoll(_ctx: Ctx, _vid: string, _item: HazardItem): HazardOutcome { throw new Error('not implemented'); }
export function runHazards(_ctx: Ctx, _vid: string, _items: HazardItem[]): void { throw new Error('not implemented'); }
export function loseControl(_ctx: Ctx, _vid: string, _cause: string, _rule: Rule): void { throw new Error('not implemented'); }
export function brakeAllowance(v: VehicleState): number { return Math.max(0, v.braking - v.brakeUsed); }
export function hazardOdds(_s: GameState, _vid: string, _limit: number, _speed?: number): { ok: number; panicBrake: number; controlLoss: number } { throw new Error('not implemented'); }
