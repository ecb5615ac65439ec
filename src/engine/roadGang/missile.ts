// "Missile phase": each weapon in range (forwards or backwards) rolls 1D6 + its to-hit (+1 at
// range 1, READINGS.closeRange) against the target's 1D6 + armor; higher kills a crewman (rockets
// 1D3), or at the tyres sets its speed to -2 for good; a fire weapon's hit may become a ball of flame.
import { BALL_OF_FLAME_ON, READINGS, TYRES_SPEED, equipmentOf } from './data';
import { d3, d6 } from './dice';
import { emit, type RgCtx } from './flow';
import { destroy, loseCrew } from './losses';
import { distance } from './options';
import { armorOf, byId, fixSpeed, spend } from './stats';
import type { RgCommand, RgVehicle } from './types';

/** "+1 if Range = 1": range is counted in segments apart, so a target in the shooter's own segment is range 0 (READINGS.closeRange). */
export const CLOSE_RANGE = 1;

/** The firer's modifier: the weapon's to-hit, +1 when the target is at range 1. */
export function attackModifier(kind: Parameters<typeof equipmentOf>[0], range: number): number {
  return equipmentOf(kind).toHit + (range === CLOSE_RANGE ? 1 : 0);
}

/** The chance that 1D6 + a beats 1D6 + b (a tie is no hit, no win). */
export function beatChance(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a > y + b) n++;
  return n / 36;
}

export function fire(c: RgCtx, v: RgVehicle, cmd: Extract<RgCommand, { type: 'fire' }>): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  const it = v.items.find((i) => i.id === cmd.weapon)!;
  const e = equipmentOf(it.kind);
  const u = byId(c.s, cmd.target)!;
  spend(it);
  f.fired.push(it.id);
  const attack = d6(c.r) + attackModifier(it.kind, distance(u, v));
  const defence = d6(c.r) + armorOf(u);
  const hit = attack > defence;
  emit(c, { type: 'fired', vehicle: v.id, weapon: it.id, target: u.id, aim: cmd.aim, attack, defence, hit, rule: 'Missile phase' });
  if (!hit) return;
  if (cmd.aim === 'tyres') {
    // "the speed of the target becomes –2 permanently"
    emit(c, { type: 'speedSet', vehicle: u.id, ...fixSpeed(u, TYRES_SPEED), reason: 'tyres', rule: 'Missile phase' });
  } else {
    loseCrew(c, u, e.crewLoss === '1D3' ? d3(c.r) : 1, 'Missile phase');
  }
  if (e.fire && (cmd.aim === 'crew' || READINGS.flameOnAnyHit)) {
    const burst = d6(c.r) >= BALL_OF_FLAME_ON;
    emit(c, { type: 'ballOfFlame', vehicle: u.id, burst, rule: 'Missile phase' });
    if (burst) destroy(c, u, 'a ball of flame', 'Missile phase');
  }
}
