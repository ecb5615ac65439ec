// "Ram phase" and "HTH phase": a contest of 1D6 + size + ram modifiers (or + crew + HTH
// modifiers) against an enemy in the same segment. A faster or nimbler target may first try to
// avoid it on 4-6. A lost ram: no move next turn, speed -1 for good (READINGS.speedBecomes), and 5-6 on 1D6 destroys the
// loser; a lost hand-to-hand contest: 1D3 crew.
import { AVOID_FROM, RAM_DESTROYED_FROM, RAM_LOSER_SPEED } from './data';
import { d3, d6 } from './dice';
import { emit, nextPhase, type RgCtx } from './flow';
import { destroy, loseCrew } from './losses';
import { byId, fixSpeed, hthOf, mayAvoid, ramOf, sizeOf } from './stats';
import type { RgAttack, RgVehicle } from './types';

/** The modifier each side adds in a contest. */
export const contestModifier = (kind: RgAttack['kind'], v: RgVehicle): number =>
  kind === 'ram' ? sizeOf(v) + ramOf(v) : v.crew + hthOf(v);

export function attack(c: RgCtx, v: RgVehicle, target: string): void {
  const f = c.s.flow;
  if (f.kind !== 'turn' || (f.phase !== 'ram' && f.phase !== 'hth')) return;
  const u = byId(c.s, target)!;
  const a: RgAttack = { kind: f.phase, attacker: v.id, target: u.id };
  if (mayAvoid(v, u)) {
    f.avoid = a;
    return;
  }
  contest(c, a);
}

/** The target's answer: try to avoid (4-6 on 1D6) or stand and fight. */
export function avoid(c: RgCtx, tries: boolean): void {
  const f = c.s.flow;
  if (f.kind !== 'turn' || !f.avoid) return;
  const a = f.avoid;
  f.avoid = null;
  if (tries) {
    const avoided = d6(c.r) >= AVOID_FROM;
    emit(c, { type: 'avoidRolled', attack: a.kind, vehicle: a.target, avoided, rule: a.kind === 'ram' ? 'Ram phase' : 'HTH phase' });
    if (avoided) return nextPhase(c);
  }
  contest(c, a);
}

function contest(c: RgCtx, a: RgAttack): void {
  const rule = a.kind === 'ram' ? 'Ram phase' : 'HTH phase';
  const v = byId(c.s, a.attacker)!;
  const u = byId(c.s, a.target)!;
  const attackerTotal = d6(c.r) + contestModifier(a.kind, v);
  const targetTotal = d6(c.r) + contestModifier(a.kind, u);
  const loser = attackerTotal === targetTotal ? null : attackerTotal > targetTotal ? u : v;
  emit(c, { type: 'contest', attack: a.kind, attacker: v.id, target: u.id, attackerTotal, targetTotal, loser: loser?.id ?? null, rule });
  if (loser && a.kind === 'ram') {
    loser.noMoveNextTurn = true;
    emit(c, { type: 'cannotMoveNextTurn', vehicle: loser.id, reason: 'lost a ram', rule });
    // "has speed –1 permanently"
    emit(c, { type: 'speedSet', vehicle: loser.id, ...fixSpeed(loser, RAM_LOSER_SPEED), reason: 'lost a ram', rule });
    const destroyed = d6(c.r) >= RAM_DESTROYED_FROM;
    emit(c, { type: 'wreckRoll', vehicle: loser.id, destroyed, rule });
    if (destroyed) destroy(c, loser, 'flipped and smashed after losing a ram', rule);
  }
  if (loser && a.kind === 'hth') loseCrew(c, loser, d3(c.r), rule);
  nextPhase(c);
}
