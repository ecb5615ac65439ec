// "Drop phase" and "Ride phase": dropping a counter; riding 2D6 (the train 1D3+1D3) forwards or
// backwards with the speed modifier; testing every counter passed or landed on; crew transfers.
import { EVADE_TARGET, OWN_COUNTER_BONUS, READINGS, ROAD_LENGTH, TACKS_SPEED, equipmentOf } from './data';
import { d3, twoD6 } from './dice';
import { emit, nextPhase, type RgCtx } from './flow';
import { byId, fixSpeed, isGyro, isTrain, mnvrOf, spend, speedOf } from './stats';
import type { RgCommand, RgVehicle } from './types';

type Cmd<T extends RgCommand['type']> = Extract<RgCommand, { type: T }>;

export function drop(c: RgCtx, v: RgVehicle, cmd: Cmd<'drop'>): void {
  const it = v.items.find((i) => i.id === cmd.item)!;
  const kind = equipmentOf(it.kind).drops!;
  spend(it);
  c.s.counters.push({ id: `c${c.s.nextCounter++}`, kind, owner: v.owner, segment: v.segment });
  emit(c, { type: 'dropped', vehicle: v.id, kind, segment: v.segment, rule: 'Drop phase' });
  nextPhase(c);
}

export function rollRide(c: RgCtx, v: RgVehicle): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  // "the train moves always 1D3+1D3 spaces forward"
  f.roll = isTrain(v) ? d3(c.r) + d3(c.r) : twoD6(c.r);
  f.phase = 'move';
  f.rollDice = [...c.r.faces];
  emit(c, { type: 'rideRolled', vehicle: v.id, roll: f.roll, rule: isTrain(v) ? 'Armored train' : 'Ride phase' });
}

/** The ride's length: a negative modifier must come off the roll; a positive one may be added, up to all of it. */
export function rideDistance(v: RgVehicle, roll: number, boost: number, nitros: boolean): number {
  if (isTrain(v) && READINGS.trainIgnoresSpeed) return roll;
  const mod = speedOf(v) + (nitros ? equipmentOf('nitros').speedBoost : 0);
  return mod < 0 ? Math.max(0, roll + mod) : roll + Math.min(boost, mod);
}

/** The chance to evade a counter: 2D6 + modifier, 7 or more. */
export function evadeChance(modifier: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + modifier >= EVADE_TARGET) n++;
  return n / 36;
}

function testCounters(c: RgCtx, v: RgVehicle, segments: number[], chutes: boolean): void {
  if (isGyro(v) && READINGS.gyroFlies) return;
  for (const seg of segments) {
    for (const k of c.s.counters.filter((x) => x.segment === seg)) {
      const own = k.owner !== null && k.owner === v.owner ? OWN_COUNTER_BONUS : 0;
      const total = twoD6(c.r) + mnvrOf(v) + (chutes ? equipmentOf('dragChutes').mnvrBoost : 0) + own;
      const evaded = total >= EVADE_TARGET;
      emit(c, { type: 'counterTest', vehicle: v.id, counter: k.kind, segment: seg, total, evaded, rule: 'Ride phase' });
      if (evaded) continue;
      if (k.kind === 'tacks') {
        // "If you fail a Tacks counter your speed becomes –2 permanently"
        emit(c, { type: 'speedSet', vehicle: v.id, ...fixSpeed(v, TACKS_SPEED), reason: 'tacks', rule: 'Ride phase' });
      } else {
        v.noMoveNextTurn = true;
        emit(c, { type: 'cannotMoveNextTurn', vehicle: v.id, reason: k.kind, rule: 'Ride phase' });
      }
    }
  }
}

export function move(c: RgCtx, v: RgVehicle, cmd: Cmd<'move'>): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  const nitros = cmd.nitros ? v.items.find((i) => i.id === cmd.nitros) : undefined;
  const chutes = cmd.chutes ? v.items.find((i) => i.id === cmd.chutes) : undefined;
  if (nitros) spend(nitros);
  if (chutes) spend(chutes);
  const want = rideDistance(v, f.roll, cmd.boost, !!nitros);
  const step = cmd.direction === 'forward' ? 1 : -1;
  const from = v.segment;
  const to = Math.max(1, Math.min(ROAD_LENGTH, from + step * want));
  const path: number[] = [];
  for (let seg = from + step; step > 0 ? seg <= to : seg >= to; seg += step) path.push(seg);
  v.segment = to;
  emit(c, { type: 'moved', vehicle: v.id, from, to, distance: Math.abs(to - from), rule: 'Ride phase' });
  testCounters(c, v, path, !!chutes);
  if (v.owner === c.s.slowGang && to === ROAD_LENGTH) {
    v.status = 'finished';
    emit(c, { type: 'reachedEnd', vehicle: v.id, rule: 'Victory' });
  }
  f.phase = 'ride';
  nextPhase(c);
}

export function transfer(c: RgCtx, v: RgVehicle, cmd: Cmd<'transfer'>): void {
  const u = byId(c.s, cmd.to)!;
  const took = u.status === 'abandoned';
  v.crew -= cmd.crew;
  u.crew += cmd.crew;
  if (took) {
    u.status = 'active';
    u.owner = v.owner;
    u.acted = READINGS.takenActsNextRound;
  }
  emit(c, { type: 'transferred', from: v.id, to: u.id, crew: cmd.crew, tookControl: took, rule: 'Ride phase' });
  if (v.crew === 0) {
    v.status = 'abandoned';
    v.owner = null;
    emit(c, { type: 'abandoned', vehicle: v.id, rule: 'Destroying vehicles' });
  }
  nextPhase(c);
}
