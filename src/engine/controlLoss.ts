// STUB — owned by the hazards helper.
import type { Ctx } from './ctx';
import type { GameState } from './types';

export function controlLossMove(_ctx: Ctx, _vid: string): void { throw new Error('not implemented'); }
export function spinningMove(_ctx: Ctx, _vid: string): void { throw new Error('not implemented'); }
export function controlLossOdds(_s: GameState, _vid: string): Record<'regain' | 'skidRegain' | 'skid' | 'spin' | 'roll', number> { throw new Error('not implemented'); }
