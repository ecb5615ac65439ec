// "SHOOTING": a shot rolls to hit on the ballistic table; a hit saves or takes the weapon's damage
// (a flaming weapon sets fire instead). Each shot spends a point of the weapon's active status
// ("allowing him to shoot it twice"); a variable power weapon may spend several on one shot.
import { MODULES, toHit } from './data';
import { byId, harm, setAlight } from './damage';
import { d3, d6, emit, type DrCtx } from './dice';
import { angleBetween, clearLine, headingTo, racing, rangeBetween, round3 } from './table';
import type { Track } from './tracks';
import type { DrModule, DrState, DrVehicle } from './types';

export const isWeapon = (m: DrModule): boolean => MODULES[m.kind].use === 'weapon';

/** Whether `v` may aim `m` at `t` now: the weapon in range, the line clear of walls. */
export function canTarget(_s: DrState, track: Track, v: DrVehicle, m: DrModule, t: DrVehicle): boolean {
  if (t.id === v.id || t.status !== 'racing') return false;
  return rangeBetween(v, t) <= MODULES[m.kind].range && clearLine(track, v, t);
}

/** The weapons `v` can fire now (active, its weapons location not destroyed) and who at. */
export function shots(s: DrState, track: Track, v: DrVehicle): { module: DrModule; targets: DrVehicle[] }[] {
  if (v.damage.weapons === 0) return [];
  return v.modules
    .filter((m) => isWeapon(m) && m.active > 0)
    .map((module) => ({ module, targets: racing(s).filter((t) => canTarget(s, track, v, module, t)) }))
    .filter((x) => x.targets.length > 0);
}

/** "the first vehicle in front of the attacker", measured from the top of the ramp (readings.ts `rampShot`). */
export function firstInFront(s: DrState, track: Track, v: DrVehicle, m: DrModule): DrVehicle | null {
  let best: DrVehicle | null = null;
  let bestD = Infinity;
  for (const t of racing(s)) {
    if (t.id === v.id || angleBetween(headingTo(v, t), v.heading) > 45 || !canTarget(s, track, v, m, t)) continue;
    const d = rangeBetween(v, t);
    if (d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best;
}

/** One shot: `power` points spent (1 unless a variable power weapon). */
export function fire(c: DrCtx, v: DrVehicle, moduleId: string, targetId: string, power: number): void {
  const m = v.modules.find((x) => x.id === moduleId)!;
  const t = byId(c.s, targetId)!;
  const w = MODULES[m.kind];
  m.active -= power;
  const need = toHit(v.ballistics);
  const hit = d6(c) >= need;
  emit(c, { type: 'shot', vehicle: v.id, weapon: m.id, target: t.id, need, hit, power, range: round3(rangeBetween(v, t)), rule: 'SHOOTING' });
  if (!hit) return;
  if (w.flaming) return setAlight(c, t, v.id);
  const points = w.variable ? power : w.damage === 'D3' ? d3(c) : w.damage;
  harm(c, t, { points, save: true, saveMod: w.saveMod, cause: `${v.name}'s ${w.name}`, rule: w.variable ? 'WEAPONS AND DEFENSIVE MODULES' : 'SHOOTING', reading: 'weapons', by: v.id });
}
