// The lava pits (readings.ts `lava`): "+1 for a 'cool' stunt or creative kill e.g. ... shoving an
// enemy vehicle off a cliff or into lava". A vehicle whose centre comes over a pit falls in and is
// destroyed; shoved in by another vehicle's ram, that vehicle's player scores the kill and the stunt.
import type { Pt } from '../../../engine/geometry';
import { addPoints, byId, destroy } from './damage';
import { emit, type DrCtx } from './dice';
import { entersRect, inRect } from './table';
import type { Track } from './tracks';
import type { DrVehicle } from './types';

export const inLava = (track: Track, p: Pt): boolean => track.lava.some((r) => inRect(p, r));

/** How far along a straight run from p to q (a fraction) the centre first comes over lava, or null. */
export function lavaOnRun(track: Track, p: Pt, q: Pt): number | null {
  let best: number | null = null;
  for (const r of track.lava) {
    const t = inRect(p, r) ? 0 : entersRect(p, q, r);
    if (t !== null && (best === null || t < best)) best = t;
  }
  return best;
}

/**
 * The vehicle falls into the lava: destroyed. `by` is the vehicle whose ram shoved it there (null:
 * it drove, flew or swerved in on its own); its player scores the kill and +1 for the stunt.
 */
export function fallIn(c: DrCtx, v: DrVehicle, by: string | null): void {
  if (v.status !== 'racing') return;
  emit(c, { type: 'lava', vehicle: v.id, by, rule: 'THE POINT SYSTEM', reading: 'lava' });
  destroy(c, v, by);
  const shover = by ? byId(c.s, by) : undefined;
  if (shover && shover.owner !== v.owner) addPoints(c, shover.owner, 1, `${shover.name} shoving ${v.name} into the lava: a cool stunt`);
}
