// Crew weapons used on foot (readings.ts `footShooting`): "Various weapons may be picked up during
// the race and used by crews either in the cars or on the track." A crew member on foot fires a gun
// it carries once a round, at a vehicle or a crew member on foot of another team; the guided missile
// launcher only so ("Cannot be used inside a vehicle!"), once, hitting automatically.
import { polygonDistance } from '../../../engine/polygon';
import { pedOf, upright, woundPedestrian, type Attacker } from './crew';
import { CREW_WEAPONS } from './data';
import { byId, harm } from './damage';
import { d3, d6, emit, type DrCtx } from './dice';
import { base, clearLine, footprint, racing, round3 } from './table';
import type { Track } from './tracks';
import type { DrPedestrian, DrState, PickupKind } from './types';

/** The guns a crew member on foot may fire (not the swords: they are for melee). */
export const footGun = (kind: PickupKind): boolean => CREW_WEAPONS[kind].range > 0;

/** "allows crew to fire ... at a range of 12"": measured from its base to the target's footprint or base. */
export function footRange(s: DrState, p: DrPedestrian, id: string): number {
  const v = byId(s, id);
  const q = pedOf(s, id);
  return polygonDistance(base(p), v ? footprint(v) : base(q!));
}

export const footName = (s: DrState, p: DrPedestrian): string => `${byId(s, p.vehicle)?.name ?? p.owner}'s co-driver`;
export const footAttacker = (s: DrState, p: DrPedestrian): Attacker => ({ owner: p.owner, name: footName(s, p) });

/** The other teams' vehicles in the race and crews on foot: what a crew member on foot may aim at. */
export function footTargets(s: DrState, p: DrPedestrian): { id: string; name: string }[] {
  return [
    ...racing(s).filter((v) => v.owner !== p.owner).map((v) => ({ id: v.id, name: v.name })),
    ...s.pedestrians.filter((q) => q.owner !== p.owner).map((q) => ({ id: q.id, name: footName(s, q) })),
  ];
}

/** Whether `p` may fire `kind` at `id` now: carried, a gun, up and not yet shot or fought this round, in range, the line clear. */
export function canFootShoot(s: DrState, track: Track, p: DrPedestrian, kind: PickupKind, id: string): boolean {
  if (!p.items.includes(kind) || !footGun(kind) || p.fired >= s.round || !upright(s, p)) return false;
  const t = footTargets(s, p).find((x) => x.id === id);
  if (!t) return false;
  const at = byId(s, id) ?? pedOf(s, id)!;
  return footRange(s, p, id) <= CREW_WEAPONS[kind].range && clearLine(track, p, at);
}

/** The odds of a shot on foot, from the rules: the D6 to hit (null: it hits automatically) and the vehicle's save modifier. */
export function footShotNeed(s: DrState, p: DrPedestrian, kind: PickupKind, id: string): number | null {
  if (kind === 'guidedMissileLauncher') return null;
  const w = CREW_WEAPONS[kind];
  // "+2 to BALLISTICS rolls at half range"; the ballistic table read on (0: a 7, no hit).
  const ballistics = p.ballistics + (footRange(s, p, id) <= w.range / 2 ? w.halfRangeBonus : 0);
  return 7 - Math.max(0, Math.min(5, ballistics));
}

/**
 * One shot on foot. A vehicle hit saves with the weapon's modifier or takes a point ("Vehicles get
 * +1 to their armour save vs a pistol shot"); the missile "hits automatically with -2 to saves and
 * does D3 damage". A crew member hit takes the REFLEX test and the wound roll, as from a vehicle.
 */
export function footShoot(c: DrCtx, p: DrPedestrian, kind: PickupKind, targetId: string): void {
  const w = CREW_WEAPONS[kind];
  p.fired = c.s.round;
  const need = footShotNeed(c.s, p, kind, targetId);
  const range = round3(footRange(c.s, p, targetId));
  // "One shot only": the launcher is spent.
  if (kind === 'guidedMissileLauncher') p.items.splice(p.items.indexOf(kind), 1);
  const hit = need === null || d6(c) >= need;
  emit(c, { type: 'crewShot', pedestrian: p.id, weapon: kind, target: targetId, need, hit, range, rule: 'CREW RULES', reading: 'footShooting' });
  if (!hit) return;
  const ped = pedOf(c.s, targetId);
  if (ped) return woundPedestrian(c, footAttacker(c.s, p), ped);
  const points = kind === 'guidedMissileLauncher' ? d3(c) : 1;
  // The crew's kill scores for its team: its vehicle stands for it (readings.ts `killer`).
  harm(c, byId(c.s, targetId)!, { points, save: true, saveMod: w.saveMod, cause: `${footName(c.s, p)}'s ${w.name.toLowerCase()}`, rule: 'CREW RULES', reading: 'footShooting', by: p.vehicle });
}
