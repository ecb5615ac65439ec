// Damage by location, armour saves, destruction and the points it scores, and fire
// ("VEHICLES ON FIRE"). Locations, saves and tests are readings (readings.ts `locations`, `tests`).
import { LOCATION_TABLE } from './data';
import { d3, d6, emit, type DrCtx } from './dice';
import type { DrRule, DrState, DrVehicle, Location } from './types';

export const byId = (s: DrState, id: string): DrVehicle | undefined => s.vehicles.find((v) => v.id === id);
export const hasModule = (v: DrVehicle, kind: string): boolean => v.modules.some((m) => m.kind === kind);

/** The D6 a save needs: the armour, one better with extra armour, moved by the weapon ("+1 to their armour save"). */
export const saveNeed = (v: DrVehicle, saveMod: number): number => Math.max(2, v.armour - (hasModule(v, 'extraArmour') ? 1 : 0) - saveMod);

export function addPoints(c: DrCtx, player: string, gained: number, why: string): void {
  c.s.points[player] = (c.s.points[player] ?? 0) + gained;
  emit(c, { type: 'points', player, gained, total: c.s.points[player], why, rule: 'THE POINT SYSTEM' });
}

export interface Harm {
  /** Points of damage. */
  points: number;
  /** Whether a save is allowed, and its modifier. */
  save: boolean;
  saveMod?: number;
  cause: string;
  rule: DrRule;
  reading?: string;
  /** The vehicle whose attack it is (null: a crash, fire): a kill scores for its owner (readings.ts `killer`). */
  by: string | null;
  /** A location already known (fire in a section); otherwise rolled. */
  location?: Location;
}

/** Deals harm to a vehicle: the location, then the save (if any), then the damage; true when damage was done. */
export function harm(c: DrCtx, v: DrVehicle, h: Harm): boolean {
  if (v.status !== 'racing') return false;
  const location = h.location ?? LOCATION_TABLE[d6(c)];
  const need = h.save ? saveNeed(v, h.saveMod ?? 0) : null;
  const saved = need !== null && need <= 6 && d6(c) >= need;
  const damage = saved ? 0 : h.points;
  v.damage[location] = Math.max(0, v.damage[location] - damage);
  emit(c, { type: 'hit', vehicle: v.id, location, save: need, saved, damage, left: v.damage[location], cause: h.cause, rule: h.rule, ...(h.reading ? { reading: h.reading } : {}) });
  if (damage > 0 && (v.damage.crew === 0 || v.damage.hull === 0)) destroy(c, v, h.by);
  return damage > 0;
}

/** "+1 for every vehicle you destroy": for the attacker's player, when it is not the victim's own team. */
export function destroy(c: DrCtx, v: DrVehicle, by: string | null): void {
  v.status = 'destroyed';
  v.fire = [];
  emit(c, { type: 'destroyed', vehicle: v.id, by, rule: 'THE POINT SYSTEM', reading: 'locations' });
  const killer = by ? byId(c.s, by) : undefined;
  if (killer && killer.owner !== v.owner) addPoints(c, killer.owner, 1, `destroying ${v.name}`);
}

/**
 * "When hit by a flaming weapon, roll a D3. This many locations have been effected. Roll to see
 * which locations are now set alight. If the same section is rolled twice or three times, take a
 * point of damage, no save allowed."
 */
export function setAlight(c: DrCtx, v: DrVehicle, by: string): void {
  const n = d3(c);
  const rolled: Location[] = [];
  for (let i = 0; i < n; i++) rolled.push(LOCATION_TABLE[d6(c)]);
  const fresh = [...new Set(rolled)];
  for (const l of fresh) if (!v.fire.includes(l)) v.fire.push(l);
  emit(c, { type: 'setAlight', vehicle: v.id, locations: fresh, rule: 'VEHICLES ON FIRE' });
  for (const l of fresh) {
    const repeats = rolled.filter((x) => x === l).length - 1;
    for (let k = 0; k < repeats; k++) harm(c, v, { points: 1, save: false, location: l, cause: `${l} rolled again for the flames`, rule: 'VEHICLES ON FIRE', by });
  }
}

/**
 * "Each subsequent turn, roll a D6 for each section that is alight. On a roll of a 1 the flames go
 * out on their own. On a roll of a 6, take a save or suffer another point of damage to that section."
 */
export function burn(c: DrCtx, v: DrVehicle): void {
  for (const l of [...v.fire]) {
    if (v.status !== 'racing') return;
    const roll = d6(c);
    if (roll === 1) v.fire = v.fire.filter((x) => x !== l);
    emit(c, { type: 'fireRoll', vehicle: v.id, location: l, out: roll === 1, rule: 'VEHICLES ON FIRE' });
    if (roll === 6) harm(c, v, { points: 1, save: true, location: l, cause: 'the flames', rule: 'VEHICLES ON FIRE', by: null });
  }
}
