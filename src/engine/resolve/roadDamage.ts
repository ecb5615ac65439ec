// Road damage (p64-71, "Road Damage"): "A rider is forced to take road damage when the bike
// rolls, crashes or is involved in a head-on ram ... simulated by an automatic driver critical"
// with a modifier by speed factor. Low in the module graph (it needs only the damage rules), so
// the fall, the crash and the ram modules can all ask it without an import cycle.
import { criticalHit } from './damage';
import { emit, vehicle, type Ctx } from '../core/ctx';
import { BIKE_RULE, ROAD_DAMAGE_MODIFIER, roadDamageModifier, roadDamageWords } from '../data/bikes';

export { BIKE_RULE };

export { ROAD_DAMAGE_MODIFIER, roadDamageModifier };

/**
 * Road damage: an automatic driver critical modified by the speed factor. A rider who has left
 * play is not hurt (p64). In a crash the bike leaves play, so the critical's hazard roll is not taken (p58).
 */
export function roadDamage(ctx: Ctx, vid: string, sf: number, inCrash = false): void {
  const v = vehicle(ctx.s, vid);
  if (v.kind !== 'bike' || v.riderGone) return;
  emit(ctx, { type: 'note', vehicle: vid, text: roadDamageWords(sf), rule: BIKE_RULE, dice: [] });
  criticalHit(ctx, vid, 'roof', 0, { location: 'driver', modifier: roadDamageModifier(sf), ...(inCrash ? { hazards: [] } : {}) });
}
