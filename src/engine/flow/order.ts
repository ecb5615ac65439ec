// The move order for a phase (p12): fastest first; at equal speed the one in front; neck and neck
// or opposite directions, both roll and the lowest moves first. Vehicles too slow to move act
// afterwards (shoot only), stationary ones last, in die order (p8). In phase 1 vehicles standing
// still may move off, after everyone else (p15).
import { d6, emit, inPlay, type Ctx } from './ctx';
import { headingDir } from '../grid';
import { speedFactor } from '../data/tables';
import type { Slot, VehicleState } from '../types';

const front = (v: VehicleState): number => (headingDir(v.heading) === 1 ? v.cell.t1 : -v.cell.t0);

/** Orders vehicles of equal standing: the one in front first, else by dice (lowest first). */
function breakTies(ctx: Ctx, group: VehicleState[], reason: string): VehicleState[] {
  if (group.length < 2) return group;
  const dirs = new Set(group.map((v) => headingDir(v.heading)));
  const fronts = group.map(front);
  if (dirs.size === 1 && new Set(fronts).size === group.length) {
    return [...group].sort((a, b) => front(b) - front(a));
  }
  let rolls = group.map(() => d6(ctx));
  // Equal rolls roll again between themselves (p12 "whoever gets the lowest score").
  for (let guard = 0; new Set(rolls).size < rolls.length && guard < 20; guard++) rolls = group.map(() => d6(ctx));
  emit(ctx, { type: 'orderTie', vehicles: group.map((v) => v.id), reason, rule: 'p12', dice: rolls });
  return group.map((v, i) => ({ v, r: rolls[i] })).sort((a, b) => a.r - b.r).map((x) => x.v);
}

/** Stationary vehicles always roll for their order (p8). */
function byDice(ctx: Ctx, group: VehicleState[]): VehicleState[] {
  if (group.length < 2) return group;
  let rolls = group.map(() => d6(ctx));
  for (let guard = 0; new Set(rolls).size < rolls.length && guard < 20; guard++) rolls = group.map(() => d6(ctx));
  emit(ctx, { type: 'orderTie', vehicles: group.map((v) => v.id), reason: 'stationary vehicles roll for their order', rule: 'p8', dice: rolls });
  return group.map((v, i) => ({ v, r: rolls[i] })).sort((a, b) => a.r - b.r).map((x) => x.v);
}

/** Fastest first; each group of equal speeds in the order breakTies gives it (plain loops: this runs every phase). */
function bySpeed(ctx: Ctx, vs: VehicleState[], reason: string): VehicleState[] {
  if (vs.length < 2) return vs;
  // A stable sort keeps each speed's vehicles in their board order, as filtering them out did.
  const sorted = [...vs].sort((a, b) => b.speed - a.speed);
  const out: VehicleState[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j].speed === sorted[i].speed) j++;
    if (j - i === 1) out.push(sorted[i]);
    else for (const v of breakTies(ctx, sorted.slice(i, j), reason)) out.push(v);
    i = j;
  }
  return out;
}

export function moveOrder(ctx: Ctx): Slot[] {
  const phase = ctx.s.phase;
  const vs = ctx.s.vehicles.filter(inPlay);
  const moving = vs.filter((v) => v.speed > 0 && speedFactor(v.speed) >= phase);
  const slow = vs.filter((v) => v.speed > 0 && speedFactor(v.speed) < phase);
  const still = vs.filter((v) => v.speed === 0);
  const slots: Slot[] = [];
  bySpeed(ctx, moving, 'same speed').forEach((v, i) =>
    slots.push({ vehicle: v.id, mode: 'move', why: `${i === 0 ? 'Fastest' : 'Next fastest'} at ${v.speed} mph: speed factor ${speedFactor(v.speed)} moves in phase ${phase} (p12)` }),
  );
  bySpeed(ctx, slow, 'same speed').forEach((v) =>
    slots.push({ vehicle: v.id, mode: 'still', why: `${v.speed} mph is speed factor ${speedFactor(v.speed)}: too slow to move in phase ${phase}, may still shoot (p8, p12)` }),
  );
  byDice(ctx, still).forEach((v) =>
    slots.push(
      phase === 1
        ? { vehicle: v.id, mode: 'moveOff', why: 'Stationary at the start of phase 1: may move off after all moving vehicles (p15)' }
        : { vehicle: v.id, mode: 'still', why: 'Stationary: may shoot direct-fire weapons or lay smoke (p8)' },
    ),
  );
  return slots;
}
