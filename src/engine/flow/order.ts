// The move order for a phase (p12): fastest first. At equal speed the rule is stated for a pair
// and holds for every pair: the one in front moves first; neck and neck (fronts level) or
// travelling in different directions, both roll and the lowest moves first. Vehicles too slow to
// move act afterwards (shoot only), stationary ones last, in die order (p8). In phase 1 vehicles
// standing still may move off, after everyone else (p15).
import { d6, emit, inPlay, type Ctx } from '../core/ctx';
import { travelDir } from '../core/travel';
import { speedFactor } from '../data/tables';
import type { Slot, VehicleState } from '../types';

/**
 * How far along its own way a vehicle's front is: the front divider of its space (p10: judged on
 * the outer lane on uneven lanes). A bike is shorter than a car, but it sits against the dividers
 * to its front (p64), so its front is its space's front like a car's.
 */
const front = (v: VehicleState): number => (travelDir(v) === 1 ? v.cell.t1 : -v.cell.t0);

/** "a", "a and b", "a, b and c" */
function listed(xs: string[]): string {
  return xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

/** Lexicographic order of dice sequences: a reroll counts only where the earlier dice were equal. */
function byDiceSeq(a: number[], b: number[]): number {
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k] - b[k];
  return 0;
}

/** A same-speed group in move order, with each vehicle's reason for its place. */
interface Ordered {
  order: VehicleState[];
  why: Map<string, string>;
}

/**
 * Orders vehicles at one speed (p12). For each pair: going the same way with fronts apart, the
 * one in front moves first; fronts level (neck and neck) or going different ways, the dice decide.
 * Vehicles joined by such dice pairs form a class and each of its vehicles rolls one die (equal
 * rolls between two that are compared roll again between themselves); the others roll nothing.
 * The order is then built one vehicle at a time: the candidates are the foremost vehicles still
 * waiting in each direction, and of several the lowest roll goes. So every vehicle in front moves
 * before every vehicle behind it going its way, and a vehicle going the other way is placed by its
 * roll against the foremost one still waiting (docs/assumptions.md p12).
 */
function breakTies(ctx: Ctx, group: VehicleState[], words = true): Ordered {
  const why = new Map<string, string>();
  if (group.length < 2) return { order: group, why };
  const speed = group[0].speed;
  const name = (v: VehicleState): string => v.name;
  const dir = new Map(group.map((v) => [v.id, travelDir(v)]));
  const fr = new Map(group.map((v) => [v.id, front(v)]));
  const sameWay = (a: VehicleState, b: VehicleState): boolean => dir.get(a.id) === dir.get(b.id);
  const level = (a: VehicleState, b: VehicleState): boolean => sameWay(a, b) && fr.get(a.id) === fr.get(b.id);
  /** The pair is decided by dice (p12): neck and neck, or going different ways. */
  const rolls = (a: VehicleState, b: VehicleState): boolean => !sameWay(a, b) || level(a, b);
  const ahead = (a: VehicleState, b: VehicleState): boolean => sameWay(a, b) && fr.get(a.id)! > fr.get(b.id)!;

  // Classes: vehicles joined by dice pairs, transitively; the foremost class rolls first.
  const classOf = new Map<string, number>(group.map((v, i) => [v.id, i]));
  for (const a of group)
    for (const b of group) {
      const ca = classOf.get(a.id)!;
      const cb = classOf.get(b.id)!;
      if (ca !== cb && rolls(a, b)) for (const v of group) if (classOf.get(v.id) === cb) classOf.set(v.id, ca);
    }
  const classes: VehicleState[][] = [];
  for (const v of group) {
    const c = classes.find((x) => classOf.get(x[0].id) === classOf.get(v.id));
    if (c) c.push(v);
    else classes.push([v]);
  }
  const top = (c: VehicleState[]): number => Math.max(...c.map((v) => fr.get(v.id)!));
  classes.sort((a, b) => top(b) - top(a));

  const dice = new Map<string, number[]>();
  for (const c of classes) {
    if (c.length < 2) continue;
    const mixed = c.some((v) => !sameWay(v, c[0]));
    const first = c.map(() => d6(ctx));
    c.forEach((v, i) => dice.set(v.id, [first[i]]));
    const reason = mixed
      ? `Going different ways${c.some((a) => c.some((b) => a !== b && level(a, b))) ? ' or neck and neck' : ''} at ${speed} mph, none moving before one in front of it going its way (p12)`
      : `Neck and neck at ${speed} mph (p12)`;
    emit(ctx, { type: 'orderTie', vehicles: c.map((v) => v.id), reason, rule: 'p12', dice: first });
    // Equal rolls of a pair the dice decide roll again between themselves (p12 "whoever gets the lowest score").
    for (let guard = 0; guard < 20; guard++) {
      const again = c.filter((a) => c.some((b) => a !== b && rolls(a, b) && byDiceSeq(dice.get(a.id)!, dice.get(b.id)!) === 0));
      if (again.length === 0) break;
      const next = again.map(() => d6(ctx));
      again.forEach((v, i) => dice.get(v.id)!.push(next[i]));
      emit(ctx, { type: 'orderTie', vehicles: again.map((v) => v.id), reason: `Equal rolls at ${speed} mph, rolled again between themselves (p12)`, rule: 'p12', dice: next });
    }
  }
  /** A vehicle's roll in words: "4", or "2 then 6" when an equal roll was rolled again. */
  const rolled = (v: VehicleState): string => (dice.get(v.id) ?? []).join(' then ');

  // One at a time: the foremost still waiting in each direction are the candidates.
  const waiting = [...group];
  const order: VehicleState[] = [];
  const rivals = new Map<string, VehicleState[]>(group.map((v) => [v.id, []]));
  /** "a>b": a beat b on the dice, both candidates. */
  const beaten = new Set<string>();
  while (waiting.length) {
    const candidates = waiting.filter((v) => !waiting.some((u) => ahead(u, v)));
    for (const a of candidates) for (const b of candidates) if (a !== b && !rivals.get(a.id)!.includes(b)) rivals.get(a.id)!.push(b);
    const best = candidates.reduce((x, y) => (byDiceSeq(dice.get(y.id) ?? [], dice.get(x.id) ?? []) < 0 ? y : x));
    for (const u of candidates) if (u !== best) beaten.add(`${best.id}>${u.id}`);
    order.push(best);
    waiting.splice(waiting.indexOf(best), 1);
  }

  // The reasons, in words: only the movers' slots show them (moveOrder); the dice are rolled above either way.
  if (!words) return { order, why };
  // Names are listed in move order.
  const byOrder = (xs: VehicleState[]): VehicleState[] => [...xs].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const v of order) {
    const i = order.indexOf(v);
    const parts: string[] = [];
    const met = byOrder(rivals.get(v.id)!);
    const behind = byOrder(group.filter((u) => ahead(u, v))).map(name);
    const inFront = byOrder(group.filter((u) => ahead(v, u))).map(name);
    if (met.length) {
      const nn = met.filter((u) => sameWay(u, v)).map(name);
      const opp = met.filter((u) => !sameWay(u, v)).map(name);
      const who = [nn.length ? `neck and neck with ${listed(nn)}` : '', opp.length ? `going the other way from ${listed(opp)}` : ''].filter(Boolean).join(' and ');
      const against = met.length === 1 ? rolled(met[0]) : listed(met.map((u) => `${rolled(u)} (${name(u)})`));
      parts.push(`${who[0].toUpperCase()}${who.slice(1)} at ${speed} mph: rolled ${rolled(v)} against ${against}, lowest moves first`);
    } else {
      const others = order.filter((u) => u !== v);
      const but = behind.length || inFront.length ? ', but' : '';
      parts.push(`At ${speed} mph like ${listed(others.map(name))}${but}`);
    }
    const place = [behind.length ? `behind ${listed(behind)}` : '', inFront.length ? `in front of ${listed(inFront)}` : ''].filter(Boolean).join(' and ');
    // "like a and b, but in front of them": name them once when they are all the others.
    const all = group.length - 1;
    if (place) {
      const them = (n: number): string => (n === 1 ? 'it' : 'them');
      const words = !met.length && behind.length === all ? `behind ${them(all)}` : !met.length && inFront.length === all ? `in front of ${them(all)}` : place;
      parts[0] += met.length ? `; ${words}` : ` ${words}`;
    }
    // Going the other way, placed before v without meeting it: it beat the one in front of v.
    const waitedFor = order.slice(0, i).filter((u) => !sameWay(u, v) && !met.includes(u));
    for (const u of waitedFor) {
      const l = group.find((x) => ahead(x, v) && beaten.has(`${u.id}>${x.id}`));
      if (l) parts.push(`after ${name(u)} too, which beat ${name(l)} on the dice`);
    }
    why.set(v.id, parts.join('; '));
  }
  return { order, why };
}

/** Stationary vehicles always roll for their order (p8). */
function byDice(ctx: Ctx, group: VehicleState[]): VehicleState[] {
  if (group.length < 2) return group;
  let rolls = group.map(() => d6(ctx));
  for (let guard = 0; new Set(rolls).size < rolls.length && guard < 20; guard++) rolls = group.map(() => d6(ctx));
  emit(ctx, { type: 'orderTie', vehicles: group.map((v) => v.id), reason: 'stationary vehicles roll for their order', rule: 'p8', dice: rolls });
  return group.map((v, i) => ({ v, r: rolls[i] })).sort((a, b) => a.r - b.r).map((x) => x.v);
}

/** Fastest first; each group of equal speeds in the order breakTies gives it, with its reasons (plain loops: this runs every phase). */
function bySpeed(ctx: Ctx, vs: VehicleState[], words = true): Ordered {
  const why = new Map<string, string>();
  if (vs.length < 2) return { order: vs, why };
  // A stable sort keeps each speed's vehicles in their board order, as filtering them out did.
  const sorted = [...vs].sort((a, b) => b.speed - a.speed);
  const out: VehicleState[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j].speed === sorted[i].speed) j++;
    if (j - i === 1) out.push(sorted[i]);
    else {
      const tied = breakTies(ctx, sorted.slice(i, j), words);
      for (const v of tied.order) out.push(v);
      for (const [id, w] of tied.why) why.set(id, w);
    }
    i = j;
  }
  return { order: out, why };
}

export function moveOrder(ctx: Ctx): Slot[] {
  const phase = ctx.s.phase;
  const vs = ctx.s.vehicles.filter(inPlay);
  const moving = vs.filter((v) => v.speed > 0 && speedFactor(v.speed) >= phase);
  const slow = vs.filter((v) => v.speed > 0 && speedFactor(v.speed) < phase);
  const still = vs.filter((v) => v.speed === 0);
  const slots: Slot[] = [];
  const movers = bySpeed(ctx, moving);
  movers.order.forEach((v, i) => {
    const place = movers.why.get(v.id) ?? `${i === 0 ? 'Fastest' : 'Next fastest'} at ${v.speed} mph`;
    slots.push({ vehicle: v.id, mode: 'move', why: `${place}: speed factor ${speedFactor(v.speed)} moves in phase ${phase} (p12)` });
  });
  // Too slow to move: their slots give their own reason, so the ties' words are not built.
  bySpeed(ctx, slow, false).order.forEach((v) =>
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
