// STUB — owned by the damage helper.
import type { Ctx } from './ctx';
import type { Facing } from './types';

export interface CriticalOptions {
  /** Skip the target matrix and go straight to a result table (spikes: wheels; train, terminal explosion: driver). */
  location?: 'wheels' | 'frontWheels' | 'rearWheels' | 'driver' | 'engine' | 'bodywork' | 'fuel';
  /** Added to the result-table roll (train: +2, p76). */
  modifier?: number;
}

export function criticalHit(_ctx: Ctx, _vid: string, _facing: Facing, _hitDamage: number, _opts?: CriticalOptions): void { throw new Error('not implemented'); }
