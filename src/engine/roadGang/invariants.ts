// Properties every road-gang state keeps, checked after every command by the fuzz test and by
// anything that loads a game: a state that breaks one is a bug, never a position.
import { ROAD_LENGTH } from './data';
import { rgLegalCommands } from './turn';
import type { RgState } from './types';

export function rgInvariantProblems(s: RgState): string[] {
  const out: string[] = [];
  const placed = s.flow.kind !== 'slowGang' && s.flow.kind !== 'train' && s.flow.kind !== 'place';
  for (const v of s.vehicles) {
    if (v.crew < 0) out.push(`${v.id} has ${v.crew} crew`);
    if (v.status === 'active' && (v.owner === null || v.crew === 0)) out.push(`${v.id} is in play without crew or owner`);
    if (v.status === 'abandoned' && (v.owner !== null || v.crew !== 0)) out.push(`${v.id} is abandoned but crewed`);
    if (v.status === 'destroyed' && v.crew !== 0) out.push(`${v.id} is destroyed with crew`);
    if (v.status === 'finished' && (v.segment !== ROAD_LENGTH || v.owner !== s.slowGang)) out.push(`${v.id} finished away from the end or not for the Slow Gang`);
    if (placed && (v.segment < 1 || v.segment > ROAD_LENGTH)) out.push(`${v.id} is off the road at ${v.segment}`);
    for (const it of v.items) if (it.uses !== null && it.uses < 0) out.push(`${it.id} has ${it.uses} uses`);
  }
  for (const c of s.counters) if (c.segment < 1 || c.segment > ROAD_LENGTH) out.push(`counter ${c.id} is off the road`);
  if (s.options.roundLimit !== null && s.round > s.options.roundLimit) out.push(`round ${s.round} is past the limit of ${s.options.roundLimit}`);
  if (new Set(s.vehicles.map((v) => v.id)).size !== s.vehicles.length) out.push('two vehicles share an id');
  if (s.flow.kind !== 'over' && rgLegalCommands(s).length === 0) out.push(`nothing is offered at ${s.flow.kind}`);
  return out;
}
