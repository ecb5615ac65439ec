// Road damage (p64-71, "Road Damage"): "A rider is forced to take road damage when the bike
// rolls, crashes or is involved in a head-on ram ... simulated by an automatic driver critical"
// with a modifier by speed factor. Low in the module graph (it needs only the damage rules), so
// the fall, the crash and the ram modules can all ask it without an import cycle.
import { criticalHit } from './damage';
import { emit, vehicle, type Ctx } from './ctx';
import type { Rule } from './types';

/** The bike chapter spans p64-71 and the text gives no finer page for these rules. */
export const BIKE_RULE: Rule = 'p64';

/** Road damage (bike chapter): the driver-critical roll's modifier by speed factor, 8+ = +6. */
export const ROAD_DAMAGE_MODIFIER: readonly number[] = [-4, -4, -2, 0, 2, 3, 4, 5, 6];

export function roadDamageModifier(sf: number): number {
  return ROAD_DAMAGE_MODIFIER[Math.min(Math.max(sf, 0), ROAD_DAMAGE_MODIFIER.length - 1)];
}

/** Road damage: an automatic driver critical modified by the speed factor. A rider who has left play is not hurt (p64). */
export function roadDamage(ctx: Ctx, vid: string, sf: number): void {
  const v = vehicle(ctx.s, vid);
  if (v.kind !== 'bike' || v.riderGone) return;
  const m = roadDamageModifier(sf);
  emit(ctx, { type: 'note', vehicle: vid, text: `Road damage: a driver critical at ${m >= 0 ? '+' : ''}${m}`, rule: BIKE_RULE, dice: [] });
  criticalHit(ctx, vid, 'roof', 0, { location: 'driver', modifier: m });
}
