// The driver's own follow-up once it has moved for a shot (p22: fire or hold): fire at the enemy
// it has the best chance to hit; never at a car of its own side.
import { declaredAction, hitChance, pending } from '../engine';
import type { Command, GameState } from '../engine';

export function defaultFollowUp(s: GameState, legal: Command[]): Command {
  const p = pending(s);
  const me = s.vehicles.find((v) => v.id === p.vehicle);
  const declared = declaredAction(s);
  let best: Command | null = null;
  let bestChance = 0;
  for (const c of legal) {
    if (c.type !== 'fire' || !me || declared?.kind !== 'shoot') continue;
    const target = s.vehicles.find((v) => v.id === c.target);
    if (!target || target.side === me.side) continue;
    const chance = hitChance(s, me.id, declared.weapon, target.id);
    if (chance > bestChance) {
      bestChance = chance;
      best = c;
    }
  }
  return best ?? legal.find((c) => c.type === 'holdFire') ?? legal[0];
}
