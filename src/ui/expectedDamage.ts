// A shot's odds in words, for the shoot choices: the numbers are the engine's (`shotOdds`: the hit
// chance of p26 for every weapon that fires, times the average points after armour of p28); this
// file only says them.
import { shotOdds, WEAPONS, type GameState, type WeaponState } from '../engine';
import { pct } from './names';
import { safe } from './safe';

/** One decimal: 1.25 -> '1.3'. */
export const oneDecimal = (x: number): string => (Math.round(x * 10) / 10).toFixed(1);

export interface ShotWords {
  /** The weapons that fire together: the chosen one first (the engine's fireGroup). */
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

/** `alone`: a turret weapon fired without its partner (p17). */
export function shotWords(s: GameState, vid: string, weaponId: string, target: string, alone = false): ShotWords | null {
  const o = safe(() => shotOdds(s, vid, weaponId, target, alone), null);
  const t = s.vehicles.find((x) => x.id === target);
  if (!o || !t) return null;
  const { weapons, chances, expected } = o;
  const many = weapons.length > 1;
  const same = chances.every((c) => c === chances[0]);
  const hit = same ? `hit ${pct(chances[0])}${many ? ` ×${weapons.length}` : ''}` : `hit ${chances.map(pct).join(' / ')}`;
  const text = `${hit} · exp. damage ${oneDecimal(expected)}`;
  const formula = o.armourOnly
    ? `${t.name} has suffered terminal damage: hits do no more points, only criticals (p35).`
    : `Average points per hit ${oneDecimal(o.perHit[0])}: one die + ${WEAPONS[weapons[0].type].damage} damage − armour ${o.armour}, never below 0 (p28).`;
  const tip = `Expected damage ${oneDecimal(expected)} = ${many ? `${weapons.length} shots fired together, each ` : ''}hit chance × average points. ${formula} Hit chance from the hit roll (p26)${many ? '; linked weapons and a turret pair all fire, each rolled in turn (p17, p82)' : ''}. Criticals on a natural 6 (p32) and HE hazards (p38) come on top.`;
  return { weapons, chances, expected, text, tip };
}
