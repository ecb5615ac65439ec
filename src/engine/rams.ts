// STUB — owned by the rams helper.
import type { Ctx } from './ctx';

export type RamHow = 'forward' | 'drift' | 'rotate' | 'sideswipe';
export type RamKind = 'headOn' | 'shunt' | 'sideswipeNeckAndNeck' | 'sideswipeOpposed';

export interface RamOutcome {
  kind: RamKind;
  /** After a shunt the target moves next, then the rammer completes its move (p57). */
  shuntTarget: string | null;
}

export function resolveCollision(_ctx: Ctx, _rammer: string, _target: string, _how: RamHow): RamOutcome { throw new Error('not implemented'); }
