// STUB — owned by the shooting helper.
import type { Ctx } from './ctx';
import type { GameState, Zone } from './types';

export interface TargetInfo { target: string; range: number; countedRange: number; inRange: boolean }

export function fireCorridor(_s: GameState, _vid: string, _weaponId: string): Zone { throw new Error('not implemented'); }
export function eligibleTarget(_s: GameState, _vid: string, _weaponId: string): TargetInfo | null { throw new Error('not implemented'); }
export function hitModifiers(_s: GameState, _vid: string, _weaponId: string, _target: string): { label: string; value: number; rule: string }[] { throw new Error('not implemented'); }
export function hitChance(_s: GameState, _vid: string, _weaponId: string, _target: string): number { throw new Error('not implemented'); }
export function canShoot(_s: GameState, _vid: string, _weaponId: string): boolean { throw new Error('not implemented'); }
export function fire(_ctx: Ctx, _vid: string, _weaponId: string, _target: string): void { throw new Error('not implemented'); }
