// STUB — owned by the damage helper.
import type { Ctx } from './ctx';
import type { Facing, Rule } from './types';

export interface Hit {
  /** Damage characteristic added to the roll (weapon +N, ram/crash speed factor). */
  damage: number;
  he: boolean;
  /** Words for the log: 'machine gun', 'head-on ram', 'crash'. */
  source: string;
  /** Facing for a critical; 'oblique' rolls even front/rear, odd side; 'crash' rolls the crash-facing table (p32). */
  facing: Facing | 'oblique' | 'crash';
  rule: Rule;
  /** Vehicle that caused it, if any. */
  by?: string;
}

export function applyHit(_ctx: Ctx, _vid: string, _hit: Hit): void { throw new Error('not implemented'); }
export function disableEngine(_ctx: Ctx, _vid: string, _cause: string, _rule: Rule): void { throw new Error('not implemented'); }
export function setNoDriver(_ctx: Ctx, _vid: string, _cause: string, _rule: Rule): void { throw new Error('not implemented'); }
