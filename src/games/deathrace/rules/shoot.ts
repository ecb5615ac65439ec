// "SHOOTING": a shot rolls to hit on the ballistic table; a hit saves or takes the weapon's damage
// (a flaming weapon sets fire instead). Each shot spends a point of the weapon's active status
// ("allowing him to shoot it twice"); a variable power weapon may spend several on one shot.
// "SHOOTING AT PEDESTRIANS FROM VEHICLES": a crew member on foot is a target too.
import { polygonDistance } from '../../../engine/polygon';
import { pedOf, woundPedestrian } from './crew';
import { CREW_WEAPONS, MODULES } from './data';
import { byId, harm, setAlight } from './damage';
import { d3, d6, emit, type DrCtx } from './dice';
import { angleBetween, base, clearLine, footprint, headingTo, racing, rangeBetween, round3 } from './table';
import type { Track } from './tracks';
import type { DrModule, DrPedestrian, DrState, DrTurnFlow, DrVehicle, PickupKind } from './types';

export const isWeapon = (m: DrModule): boolean => MODULES[m.kind].use === 'weapon';

/** A target: a vehicle in the race or a crew member on foot. */
export interface Target {
  id: string;
  name: string;
  x: number;
  y: number;
}

const pedName = (s: DrState, p: DrPedestrian) => `${byId(s, p.vehicle)?.name ?? p.owner}'s crew member on foot`;
/** Range from a vehicle to a target: footprint to footprint, or to the crew member's base. */
export const rangeTo = (s: DrState, v: DrVehicle, id: string): number => {
  const p = pedOf(s, id);
  return p ? polygonDistance(footprint(v), base(p)) : rangeBetween(v, byId(s, id)!);
};

/** Whether `v` may aim `m` at target `id` now: the weapon in range, the line clear of walls. */
export function canTarget(s: DrState, track: Track, v: DrVehicle, m: DrModule, id: string): boolean {
  const t = byId(s, id) ?? pedOf(s, id);
  if (!t || id === v.id || ('status' in t && t.status === 'destroyed')) return false;
  return rangeTo(s, v, id) <= MODULES[m.kind].range && clearLine(track, v, t);
}

const targetsOf = (s: DrState): Target[] => [
  ...racing(s).map((t) => ({ id: t.id, name: t.name, x: t.x, y: t.y })),
  ...s.pedestrians.map((p) => ({ id: p.id, name: pedName(s, p), x: p.x, y: p.y })),
];

/** The weapons `v` can fire now (active, its weapons location not destroyed) and who at. */
export function shots(s: DrState, track: Track, v: DrVehicle): { module: DrModule; targets: Target[] }[] {
  if (v.damage.weapons === 0) return [];
  return v.modules
    .filter((m) => isWeapon(m) && m.active > 0)
    .map((module) => ({ module, targets: targetsOf(s).filter((t) => canTarget(s, track, v, module, t.id)) }))
    .filter((x) => x.targets.length > 0);
}

/**
 * "the first vehicle in front of the attacker, or the first pedestrian if no vehicles are
 * present", measured from the top of the ramp (readings.ts `rampShot`).
 */
export function firstInFront(s: DrState, track: Track, v: DrVehicle, m: DrModule): Target | null {
  const all = targetsOf(s).filter((t) => t.id !== v.id && angleBetween(headingTo(v, t), v.heading) <= 45 && canTarget(s, track, v, m, t.id));
  const nearest = (list: Target[]) => list.reduce<Target | null>((a, t) => (!a || rangeTo(s, v, t.id) < rangeTo(s, v, a.id) ? t : a), null);
  return nearest(all.filter((t) => byId(s, t.id))) ?? nearest(all);
}

/** "If a vehicle wants to use it's primary weapon to shoot at pedestrians it does so at a -1 to BALLISTICS": its first weapon. */
export const isPrimary = (v: DrVehicle, m: DrModule): boolean => v.modules.find(isWeapon)?.id === m.id;

/** One shot: `power` points spent (1 unless a variable power weapon). */
export function fire(c: DrCtx, v: DrVehicle, moduleId: string, targetId: string, power: number): void {
  const m = v.modules.find((x) => x.id === moduleId)!;
  const w = MODULES[m.kind];
  const ped = pedOf(c.s, targetId);
  const range = round3(rangeTo(c.s, v, targetId));
  m.active -= power;
  const ballistics = v.ballistics - (ped && isPrimary(v, m) ? 1 : 0);
  // The ballistic table, read on: ballistics 0 needs a 7 (no hit).
  const need = 7 - Math.max(0, Math.min(5, ballistics));
  const hit = d6(c) >= need;
  emit(c, { type: 'shot', vehicle: v.id, weapon: m.id, target: targetId, need, hit, power, range, rule: ped ? 'RUNNING DOWN PEDESTRIANS' : 'SHOOTING' });
  if (!hit) return;
  if (ped) return woundPedestrian(c, v, ped);
  const t = byId(c.s, targetId)!;
  if (w.flaming) return setAlight(c, t, v.id);
  const points = w.variable ? power : w.damage === 'D3' ? d3(c) : w.damage;
  harm(c, t, { points, save: true, saveMod: w.saveMod, cause: `${v.name}'s ${w.name}`, rule: w.variable ? 'WEAPONS AND DEFENSIVE MODULES' : 'SHOOTING', reading: 'weapons', by: v.id });
}

/** A crew weapon's id in a fire command: `crew:<kind>`. */
export const CREW_PREFIX = 'crew:';
export const crewKind = (weapon: string): PickupKind | null =>
  weapon.startsWith(CREW_PREFIX) && weapon.slice(CREW_PREFIX.length) in CREW_WEAPONS ? (weapon.slice(CREW_PREFIX.length) as PickupKind) : null;

/** "allows crew to fire from their vehicles at a range of 12"": the co-driver aboard, the weapon carried, once a turn. */
export function crewCanFire(s: DrState, track: Track, v: DrVehicle, f: DrTurnFlow, kind: PickupKind, id: string): boolean {
  const w = CREW_WEAPONS[kind];
  if (v.crewOut || !v.crewWeapons.includes(kind) || !w.fromVehicle || f.crewFired.includes(kind)) return false;
  const t = byId(s, id) ?? pedOf(s, id);
  if (!t || id === v.id || ('status' in t && t.status === 'destroyed')) return false;
  return rangeTo(s, v, id) <= w.range && clearLine(track, v, t);
}

/** The crew weapons `v` can fire now and who at. */
export function crewShots(s: DrState, track: Track, v: DrVehicle, f: DrTurnFlow): { kind: PickupKind; targets: Target[] }[] {
  return [...new Set(v.crewWeapons)]
    .map((kind) => ({ kind, targets: targetsOf(s).filter((t) => crewCanFire(s, track, v, f, kind, t.id)) }))
    .filter((x) => x.targets.length > 0);
}

/** A crew weapon's shot: "+2 to BALLISTICS rolls at half range"; "Vehicles get +1 to their armour save vs a pistol shot". */
export function crewFire(c: DrCtx, v: DrVehicle, f: DrTurnFlow, kind: PickupKind, targetId: string, driveBy: boolean): void {
  const w = CREW_WEAPONS[kind];
  f.crewFired.push(kind);
  const range = round3(rangeTo(c.s, v, targetId));
  const ballistics = v.ballistics + (range <= w.range / 2 ? w.halfRangeBonus : 0);
  const need = 7 - Math.max(0, Math.min(5, ballistics));
  const hit = d6(c) >= need;
  emit(c, { type: 'shot', vehicle: v.id, weapon: `${CREW_PREFIX}${kind}`, target: targetId, need, hit, power: 1, range, rule: driveBy ? 'SHOOTING' : 'CREW RULES', reading: 'crewWeapons' });
  if (!hit) return;
  const ped = pedOf(c.s, targetId);
  if (ped) return woundPedestrian(c, v, ped);
  harm(c, byId(c.s, targetId)!, { points: 1, save: true, saveMod: w.saveMod, cause: `${v.name}'s crew's ${w.name.toLowerCase()}`, rule: 'CREW RULES', reading: 'crewWeapons', by: v.id });
}

/** "Crew may make a drive-by shooting attack on vehicles they encounter if they get a PASS (ARROW) result." */
export function driveBy(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow, t: DrVehicle): void {
  const kind = [...new Set(v.crewWeapons)].find((k) => crewCanFire(c.s, track, v, f, k, t.id));
  if (kind) crewFire(c, v, f, kind, t.id, true);
}
