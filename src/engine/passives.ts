// STUB — owned by the shooting helper.
import type { Ctx } from './ctx';
import type { HazardItem } from './hazards';
import type { GameState, Marker, MoveKind, Zone } from './types';

export function canLay(_s: GameState, _vid: string, _weaponId: string, _moving: boolean): boolean { throw new Error('not implemented'); }
export function layPassive(_ctx: Ctx, _vid: string, _weaponId: string, _dummy: boolean): void { throw new Error('not implemented'); }
export function lockedOnDeploy(_ctx: Ctx, _vid: string, _spun: boolean): void { throw new Error('not implemented'); }
export function markersIn(_s: GameState, _zone: Zone): Marker[] { throw new Error('not implemented'); }
export function resolveMarkerHits(_ctx: Ctx, _vid: string, _markerIds: string[], _move: MoveKind): HazardItem[] { throw new Error('not implemented'); }
