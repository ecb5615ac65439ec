// The odds of a choice before it is made, from the same rules that will resolve it: the
// counters a ride will meet, a shot's chance to hit, a contest's chance to win.
import { AVOID_FROM, EVADE_TARGET, OWN_COUNTER_BONUS, READINGS, ROAD_LENGTH, equipmentOf } from './data';
import { contestModifier } from './melee';
import { attackModifier, beatChance } from './missile';
import { distance, turnVehicle } from './options';
import { evadeChance, rideDistance } from './ride';
import { armorOf, byId, isGyro, mayAvoid, mnvrOf } from './stats';
import type { RgCommand, RgState } from './types';

export interface RgOdds {
  /** The chance the choice goes the player's way (evades every counter, hits, wins), or null when no die decides. */
  chance: number | null;
  /** In words, with the numbers behind the chance. */
  text: string;
}

export function rgPreview(s: RgState, cmd: RgCommand): RgOdds {
  const f = s.flow;
  if (f.kind !== 'turn') return { chance: null, text: '' };
  const v = turnVehicle(s, f);
  if (cmd.type === 'move') {
    const step = cmd.direction === 'forward' ? 1 : -1;
    const to = Math.max(1, Math.min(ROAD_LENGTH, v.segment + step * rideDistance(v, f.roll, cmd.boost, !!cmd.nitros)));
    if (isGyro(v) && READINGS.gyroFlies) return { chance: null, text: `Ride to segment ${to}; a gyrocopter flies over counters.` };
    const met = s.counters.filter((k) => (step > 0 ? k.segment > v.segment && k.segment <= to : k.segment < v.segment && k.segment >= to));
    if (met.length === 0) return { chance: null, text: `Ride to segment ${to}: no counters on the way.` };
    const chutes = cmd.chutes ? equipmentOf('dragChutes').mnvrBoost : 0;
    let all = 1;
    const parts = met.map((k) => {
      const mod = mnvrOf(v) + chutes + (k.owner !== null && k.owner === v.owner ? OWN_COUNTER_BONUS : 0);
      const p = evadeChance(mod);
      all *= p;
      return `${k.kind} at ${k.segment}: 2D6 ${mod >= 0 ? '+' : '-'} ${Math.abs(mod)} needs ${EVADE_TARGET}+, ${Math.round(p * 100)}%`;
    });
    return { chance: all, text: `Ride to segment ${to}, testing ${parts.join('; ')}.` };
  }
  if (cmd.type === 'fire') {
    const u = byId(s, cmd.target)!;
    const it = v.items.find((i) => i.id === cmd.weapon)!;
    const a = attackModifier(it.kind, distance(u, v));
    const p = beatChance(a, armorOf(u));
    return { chance: p, text: `1D6 + ${a} against 1D6 + ${armorOf(u)} (armor): ${Math.round(p * 100)}% to hit.` };
  }
  if (cmd.type === 'attack' && (f.phase === 'ram' || f.phase === 'hth')) {
    const u = byId(s, cmd.target)!;
    const a = contestModifier(f.phase, v);
    const b = contestModifier(f.phase, u);
    const win = beatChance(a, b);
    const avoid = mayAvoid(v, u) ? ` ${u.name} may first try to avoid it (${AVOID_FROM}-6).` : '';
    return { chance: win, text: `1D6 + ${a} against 1D6 + ${b}: ${Math.round(win * 100)}% to win, ${Math.round(beatChance(b, a) * 100)}% to lose.${avoid}` };
  }
  if (cmd.type === 'avoid' && f.avoid) {
    return cmd.avoid ? { chance: (7 - AVOID_FROM) / 6, text: `Avoided on ${AVOID_FROM}-6: 50%.` } : { chance: null, text: 'Stand and fight.' };
  }
  return { chance: null, text: '' };
}
