// Expected damage of a shot, for the shoot choices: the engine's hit chance (p26) times the
// average damage points a hit does after armour (p28: one die + the weapon's damage bonus −
// the target's armour, never below 0). Criticals and HE hazards come on top and are not counted.
import { hitChance, WEAPONS, type GameState, type WeaponState } from '../engine';
import { pct } from './names';
import { safe } from './safe';

/** Average points one hit does: the mean over d = 1..6 of max(0, d + bonus − armour) (p28). */
export function expectedPoints(damageBonus: number, armour: number): number {
  let sum = 0;
  for (let d = 1; d <= 6; d++) sum += Math.max(0, d + damageBonus - armour);
  return sum / 6;
}

/** Hit chance × average points after armour. */
export const expectedDamage = (chance: number, damageBonus: number, armour: number): number => chance * expectedPoints(damageBonus, armour);

/** One decimal: 1.25 -> '1.3'. */
export const oneDecimal = (x: number): string => (Math.round(x * 10) / 10).toFixed(1);

export interface ShotOdds {
  /** The weapons that fire together: the chosen one and those linked to it (p82). */
  weapons: WeaponState[];
  /** The engine's hit chance for each of them at this target. */
  chances: number[];
  /** Total expected damage points to the target. */
  expected: number;
  /** For the button: 'hit 58% · exp. damage 1.3' or, linked, 'hit 58% ×2 · exp. damage 2.6'. */
  text: string;
  /** For the tooltip: the formula with the numbers and the pages. */
  tip: string;
}

/** The weapons that fire with `w` (p82): identical weapons sharing its link. */
export function linkedGroup(weapons: WeaponState[], w: WeaponState): WeaponState[] {
  return w.link === null ? [w] : [w, ...weapons.filter((o) => o !== w && o.link === w.link && o.type === w.type)];
}

export function shotOdds(s: GameState, vid: string, weaponId: string, target: string): ShotOdds | null {
  const v = s.vehicles.find((x) => x.id === vid);
  const w = v?.weapons.find((x) => x.id === weaponId);
  const t = s.vehicles.find((x) => x.id === target);
  if (!v || !w || !t) return null;
  const group = linkedGroup(v.weapons, w);
  const chances = group.map((g) => safe(() => hitChance(s, vid, g.id, target), 0));
  // A terminally damaged or exploded car takes no more points, only criticals (p35).
  const armourOnly = t.terminal || t.exploded;
  const per = group.map((g) => (armourOnly ? 0 : expectedPoints(WEAPONS[g.type].damage, t.armour)));
  const expected = chances.reduce((a, c, i) => a + c * per[i], 0);
  const p = WEAPONS[w.type];
  const same = chances.every((c) => c === chances[0]);
  const hit = same ? `hit ${pct(chances[0])}${group.length > 1 ? ` ×${group.length}` : ''}` : `hit ${chances.map(pct).join(' / ')}`;
  const text = `${hit} · exp. damage ${oneDecimal(expected)}`;
  const formula = armourOnly
    ? `${t.name} has suffered terminal damage: hits do no more points, only criticals (p35).`
    : `Average points per hit ${oneDecimal(per[0])}: one die + ${p.damage} damage − armour ${t.armour}, never below 0 (p28).`;
  const tip = `Expected damage ${oneDecimal(expected)} = ${group.length > 1 ? `${group.length} linked shots, each ` : ''}hit chance × average points. ${formula} Hit chance from the hit roll (p26)${group.length > 1 ? '; linked weapons all fire, each rolled in turn (p82)' : ''}. Criticals on a natural 6 (p32) and HE hazards (p38) come on top.`;
  return { weapons: group, chances, expected, text, tip };
}
