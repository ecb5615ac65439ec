// A shot's odds before it is fired, for the shoot choices and the computer: the engine's own hit
// chance (p26) for every weapon the shoot action fires (the turret pair, p17; linked weapons, p82:
// `fireGroup`), and the average points a hit does after armour (p28, `hitPoints`, the sum the hit
// itself uses). Criticals on a natural 6 (p32) and HE hazards (p38) come on top and are not counted.
import { hitPoints } from '../resolve/damage';
import { fireGroup, hitChance } from '../resolve/shooting';
import { WEAPONS } from '../data/weapons';
import type { GameState, WeaponState } from '../types';

/** Average points one hit does: the mean of `hitPoints` over the six faces of the die (p28). */
export function averageHitPoints(damageBonus: number, armour: number): number {
  let sum = 0;
  for (let d = 1; d <= 6; d++) sum += hitPoints(d, damageBonus, armour);
  return sum / 6;
}

export interface ShotOdds {
  /** The weapons that fire together: the named one first (fireGroup). */
  weapons: WeaponState[];
  /** The hit chance of each at this target (0 for one that cannot reach it: it fires elsewhere, p82). */
  chances: number[];
  /** Average points per hit of each (0 on a terminally damaged or exploded target: only criticals, p35). */
  perHit: number[];
  /** Expected damage points to the target: the sum of chance × points per hit. */
  expected: number;
  /** The target takes no more points, only criticals (p35). */
  armourOnly: boolean;
  /** The target's armour, for the words. */
  armour: number;
}

export function shotOdds(s: GameState, vid: string, weaponId: string, target: string, alone = false): ShotOdds | null {
  const v = s.vehicles.find((x) => x.id === vid);
  const w = v?.weapons.find((x) => x.id === weaponId);
  const t = s.vehicles.find((x) => x.id === target);
  if (!v || !w || !t) return null;
  const weapons = fireGroup(v, w, alone);
  const chances = weapons.map((g) => hitChance(s, vid, g.id, target));
  const armourOnly = t.terminal || t.exploded;
  const perHit = weapons.map((g) => (armourOnly ? 0 : averageHitPoints(WEAPONS[g.type].damage, t.armour)));
  const expected = chances.reduce((a, c, i) => a + c * perHit[i], 0);
  return { weapons, chances, perHit, expected, armourOnly, armour: t.armour };
}
