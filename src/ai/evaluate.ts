// How good a position is for one side: a sum of plain terms a driver would weigh (how far the
// lead car has to go and how fast, damage, control, who has whom in a fire corridor, markers in
// the road ahead). It reads the state and asks the engine for odds; it decides no rule itself.
import { controlLossOdds, curveLimit, eligibleTarget, grid, hazardOdds, hitChance, leadSide, speedFactor, WEAPONS } from '../engine';
import type { Cell, GameState, Heading, VehicleState } from '../engine';
import { dangerAhead } from './ahead';
import { boxedRisk, haltedAhead, leftBehindRisk, rollingTerm } from './rolling';

/**
 * The side that wins by reaching the end of the road (victory.ts, p87-88: the lead car crosses the
 * finish line or moves off the seventh section); every other side wins by stopping it. The
 * scenario names it (the engine's leadSide), so no side id is assumed here.
 */
export const racingSide = (s: GameState): string => leadSide(s);

/** Ticks in a space of a straight (docs/architecture.md "The board": 60 ticks, 3 spaces). */
const TICKS_PER_SPACE = 20;

/** Weights of the terms. One table, so the levels and the tuning read the same numbers. */
export const WEIGHTS = {
  /** A won game; every other position is squashed into (-win, win), so no gamble is worth more than a sure thing. */
  win: 100,
  /** The spread of the squash: this many points of the raw sum make about three quarters of a win. */
  scale: 12,
  /** Turns the chasing side is taken to need to stop the lead car: fewer left than this favours the lead. */
  turnsToStop: 5,
  /** A side whose every car is out of play: this share of a defeat. */
  eliminated: 0.8,
  /** Per unit chance that the move itself loses control (the engine's preview odds). */
  risk: 25,
  /** Per turn the lead car still needs to reach the line at its speed. */
  turnsLeft: 6,
  /** Per damage point left, and the extra worth of the last few (`damageValue`). */
  damage: 0.8,
  lastPoints: 8,
  lastPointsSpread: 3,
  handling: 2,
  /** Per mph of top speed left (criticals and damage levels lower it). */
  maxSpeed: 0.05,
  /** A car out of play (crashed, a wreck, left play) that has not won. */
  lost: 40,
  /**
   * Out of control: per unit chance of each control-loss result on the next move. A spin or a
   * roll most often ends the car's game (forced to rotate on a curve, off the edge, p42-45): a lead
   * car once accelerated on a bend because a spin cost it less than the speed gained.
   */
  loss: { regain: 1, skidRegain: 3, skid: 8, spin: 30, roll: 55 } as Record<string, number>,
  spinning: 10,
  /** Expected damage points an enemy could shoot into the car from where it is now, per shot. */
  threat: 2.2,
  /** A working weapon with ammunition, and a dummy marker in hand. */
  weapon: 1.5,
  dummy: 0.15,
  /** A real oil or mine marker in the road ahead of an enemy that is fast enough to be hurt by it. */
  marker: 3,
  /** Each further marker in the same path, as a share of the first. */
  markerTrail: 0.25,
  /** Per move a turn (speed factor, p12) of a car chasing the lead car from behind. */
  tempo: 1.5,
  /** Per space the chasing car is behind the lead car beyond close range (`closeRange` spaces). */
  gap: 1.2,
  closeRange: 3,
  /** Per mph a chasing car beyond close range is faster than the lead car. */
  closing: 0.03,
  /** Per lane a chasing car behind the lead car is apart from its lanes, beyond one. */
  lanesApart: 2,
  /**
   * A chasing car that has gone past the lead car: its forward weapons no longer bear, the lead car
   * shoots and lays markers at it, and it must not cross the line itself (it would leave play,
   * p87). Nearly a lost chase, plus this per space it is ahead.
   */
  passed: 20,
  passedPerSpace: 1,
  /** Per speed factor a chasing car's move would take it beyond the finish line (it would leave play, p87). */
  line: 6,
  /** Per speed factor a chasing car close behind is faster than the lead car beyond one: it will overrun it. */
  overrun: 1,
  /** Per unit chance of losing control on a curve ahead that the car cannot brake down for in time. */
  curve: 25,
  /** Per point of danger in the own cars' lanes ahead (ahead.ts), outside the squash: about half its slope at an even game. */
  ownDanger: 2,
  /** Per lane away from the middle of the road (skids and spins near the edge end in crashes, p58). */
  edge: 0.3,
  /** The look-ahead's cheap driver (rollout.ts): staying in control first, then each side's aim. */
  rollout: {
    /** Per unit chance the move keeps control (the engine's preview odds). */
    safe: 10,
    /** Per 10 mph above what the car can still brake down from for a curve ahead (p38-41). */
    curve: 3,
    /** Per 20 mph of speed, for the racing side (sooner over the line, p87). */
    speed: 1,
    /** Per 20 mph away from the speed a chaser wants (top speed far behind, just above its quarry close up). */
    pace: 1,
    /** Per lane a chaser's end is away from its quarry's lanes (fire corridor and ram, p25, p52). */
    lane: 0.4,
    /** Per unit hit chance of a shot a chaser can take now (p26). */
    shot: 5,
    /** A chaser fires only at this chance or better: ammunition is short (p83). */
    minShot: 0.35,
    /** Spaces behind its quarry beyond which a chaser wants its top speed. */
    closeGap: 3,
  },
};

const inPlay = (v: VehicleState): boolean => v.status === 'inPlay';

/**
 * Damage points left, worth more the fewer there are: the last few stand between a car and a
 * wreck (p28), so a chaser trades hits for the lead car's last points and a lead car guards them.
 */
export function damageValue(points: number): number {
  return WEIGHTS.damage * points - WEIGHTS.lastPoints * Math.exp(-points / WEIGHTS.lastPointsSpread);
}

function carValue(s: GameState, v: VehicleState): number {
  if (v.status === 'unplaced') return 0;
  if (v.status === 'crashed' || v.status === 'leftPlay' || v.wreck) return -WEIGHTS.lost;
  if (v.status !== 'inPlay') return 0;
  let x = damageValue(v.damage) + WEIGHTS.handling * v.handling + WEIGHTS.maxSpeed * v.maxSpeed;
  if (v.outOfControl || v.spin) {
    const odds = controlLossOdds(s, v.id);
    for (const k of Object.keys(odds)) x -= (WEIGHTS.loss[k] ?? 0) * odds[k as keyof typeof odds];
    if (v.spin) x -= WEIGHTS.spinning;
  }
  for (const w of v.weapons) {
    if (w.status === 'destroyed' || w.status === 'linkSevered' || w.ammo === 0) continue;
    x += WEAPONS[w.type].passive ? WEIGHTS.weapon / 3 : WEIGHTS.weapon;
  }
  x += WEIGHTS.dummy * v.dummies;
  x -= WEIGHTS.curve * curveDanger(s, v);
  x -= WEIGHTS.edge * Math.max(0, Math.abs(v.cell.lane + 0.5 - 4.5) - 1);
  return x;
}

/**
 * The curves on the car's lanes within its next moves, and the chance of losing control on each
 * even if it brakes as hard as it may on every move until it gets there (p38-41: the hazard is
 * rolled after each move that ends on the curve, at the speed after that move's braking).
 */
function curveDanger(s: GameState, v: VehicleState): number {
  if (v.outOfControl || v.spin || v.speed <= 0 || (v.heading !== 0 && v.heading !== 4)) return 0;
  let danger = 0;
  for (const c of curvesAhead(s, v.cell, v.heading, speedFactor(v.speed) + 2)) danger += approachLoss(s, v, c.limit, c.moves);
  return danger;
}

/** The safety limits on the spaces ahead of `from` along `heading`, each with how many moves away it is. */
export function curvesAhead(s: GameState, from: Cell, heading: Heading, reach: number): { limit: number; moves: number }[] {
  const dir = grid.headingDir(heading);
  const out: { limit: number; moves: number }[] = [];
  let cell = from;
  for (let i = 1; i <= reach; i++) {
    const next = grid.cellAhead(s.track, cell, dir);
    if (!next) break;
    cell = next;
    const limit = curveLimit(s.track, cell);
    if (limit !== null) out.push({ limit, moves: i });
  }
  return out;
}

/**
 * The least chance of losing control at a curve `moves` moves ahead: the car may brake on each
 * move, but braking on the last one uses up the allowance a panic brake would need (p41), so
 * every split of that last brake is tried with the engine's own odds.
 */
function approachLoss(s: GameState, v: VehicleState, limit: number, moves: number): number {
  const before = Math.max(0, v.speed - (moves - 1) * v.braking);
  let least = 1;
  for (let last = 0; last <= v.braking; last += 5) {
    const speed = Math.max(0, before - last);
    if (speed <= limit) return Math.min(least, 0);
    const braked = { ...s, vehicles: s.vehicles.map((x) => (x.id === v.id ? { ...x, brakeUsed: last } : x)) };
    least = Math.min(least, hazardOdds(braked, v.id, limit, speed).controlLoss);
  }
  return least;
}

/** How much a hit from this weapon is worth, as a rough size: a heuristic weight, not the damage rule. */
const hitWorth = (type: keyof typeof WEAPONS): number => 1 + WEAPONS[type].damage / 2;

/** What the enemies of `v` could do to it with a shot from where they stand now. */
function threatTo(s: GameState, v: VehicleState): number {
  let t = 0;
  for (const e of s.vehicles) {
    if (e.side === v.side || !inPlay(e) || e.noDriver) continue;
    let best = 0;
    for (const w of e.weapons) {
      if (WEAPONS[w.type].passive || w.ammo === 0 || w.status === 'destroyed') continue;
      const target = eligibleTarget(s, e.id, w.id);
      if (!target || target.target !== v.id || !target.inRange) continue;
      best = Math.max(best, hitChance(s, e.id, w.id, v.id) * hitWorth(w.type));
    }
    t += best * Math.max(1, speedFactor(e.speed) / 2);
  }
  return t;
}

/** Real oil and mines (in this world) lying ahead of enemies of their layer, in their lanes. */
function markerTerm(s: GameState, side: string): number {
  let x = 0;
  for (const e of s.vehicles) {
    if (!inPlay(e)) continue;
    // The markers of e's enemies in its lanes within its reach; worse the faster it meets them
    // (p38 hazards grow with speed), with no step at some speed for a driver to hide under (a
    // chaser once crawled at 30 mph all game behind one oil marker).
    let count = 0;
    for (const m of s.markers) {
      if (m.dummy || (m.kind !== 'oil' && m.kind !== 'mines')) continue;
      const layer = s.vehicles.find((v) => v.id === m.owner);
      if (!layer || layer.side === e.side) continue;
      const ahead = e.heading === 0 ? m.cell.t0 - e.cell.t1 : e.heading === 4 ? e.cell.t0 - m.cell.t1 : -1;
      if (Math.abs(m.cell.lane - e.cell.lane) <= 1 && ahead >= 0 && ahead < speedFactor(e.speed) * TICKS_PER_SPACE * 1.5) count++;
    }
    if (count === 0) continue;
    // The first marker hurts most; a trail of them (a locked-on layer, p23) is not eight times worse.
    const hurt = Math.min(1.5, Math.max(0, (e.speed - 20) / 40)) * (1 + WEIGHTS.markerTrail * (count - 1));
    x += (e.side === side ? -1 : 1) * WEIGHTS.marker * hurt;
  }
  return x;
}

/**
 * How far `e`'s front is behind `racer`'s rear along `e`'s own heading, in spaces: negative once
 * level, at or below minus a car's length once past; null when `e` does not face along the road.
 */
export function behind(e: VehicleState, racer: VehicleState): number | null {
  if (e.heading === 0) return (racer.cell.t0 - e.cell.t1) / TICKS_PER_SPACE;
  if (e.heading === 4) return (e.cell.t0 - racer.cell.t1) / TICKS_PER_SPACE;
  return null;
}

/** The race to the line, good for the racing side: turns still needed, and the chasers' reach. */
function raceTerm(s: GameState, racer: VehicleState): number {
  const finish = s.track.finishTick;
  if (finish === null || !inPlay(racer)) return 0;
  const spacesLeft = Math.max(0, (finish - racer.cell.t1) / TICKS_PER_SPACE);
  // Speed takes a car facing the line there; one facing away (backwards, or at an angle) gets
  // nothing from it but a longer way back: it must slow and U-turn first (p14), the longer the
  // faster it goes (a lead car re-aligned backwards once raced on backwards off the road).
  // At an angle it must re-align before it can U-turn: one turn more than facing backwards.
  const facing = racer.heading === 0;
  const perTurn = facing ? Math.max(1, speedFactor(racer.speed)) : 1;
  const turnAround = facing ? 0 : (racer.heading === 4 ? 1 : 2) + speedFactor(racer.speed);
  let x = WEIGHTS.turnsLeft * (WEIGHTS.turnsToStop - spacesLeft / perTurn - turnAround);
  for (const e of s.vehicles) {
    if (e.side === racer.side || !inPlay(e)) continue;
    const sf = speedFactor(e.speed);
    const gap = behind(e, racer);
    // A chaser that crosses the line leaves play (p87) and can stop nobody: too fast too near it.
    // Only a chaser level with or past the lead car can get there first; one behind it meets the
    // lead car (a shot, a ram) before the line, so braking for the line only costs it its last
    // shots (issue 12: chase cars braked to 17 mph with shots left while the lead car crossed).
    if (e.heading === 0 && gap !== null && gap < 0) x += WEIGHTS.line * Math.max(0, sf + 1 - (finish - e.cell.t1) / TICKS_PER_SPACE);
    if (gap === null) {
      x += WEIGHTS.passed / 2; // spun across the road: no forward weapon bears for now
      continue;
    }
    if (gap <= -1) {
      x += WEIGHTS.passed + WEIGHTS.passedPerSpace * -gap;
      continue;
    }
    // Beyond close range and not closing: each space is a shot the chaser will not get before the
    // line. Closing counts in mph, not speed factor, so a chaser far behind takes all the speed it
    // can (65 and 80 mph are both speed factor 4, but only one catches up).
    const reach = Math.max(0, gap - WEIGHTS.closeRange);
    const closingMph = e.speed - racer.speed;
    x += WEIGHTS.gap * reach * (closingMph >= 20 ? 0.4 : closingMph > 0 ? 0.7 : 1);
    if (reach > 0) x -= WEIGHTS.closing * closingMph;
    // Each move a chaser makes is a shot it may fire: more moves a turn, more shots; but close
    // behind, speed beyond the lead car's only brings it alongside and past.
    const close = gap < 3;
    x -= WEIGHTS.tempo * (close ? Math.min(sf, perTurn + 1) : sf);
    if (close && sf > perTurn + 1) x += WEIGHTS.overrun * (sf - perTurn - 1);
    if (gap < 0) x += WEIGHTS.gap * 4; // alongside: its forward weapons cannot bear
  }
  return x;
}

/**
 * How many lanes `side`'s cars behind `racer` are apart from it, beyond one: a hood weapon's
 * fire corridor (p25) covers little to the side, and a chaser four lanes over once drove a whole
 * game without a shot (issue 12). Only the chasing side weighs it: a lead car steering away from
 * the chaser's lanes on Game Two's curves lost more than the shots it dodged.
 */
function lanesApart(s: GameState, racer: VehicleState, side: string): number {
  let n = 0;
  for (const e of s.vehicles) {
    const gap = e.side !== side || !inPlay(e) ? null : behind(e, racer);
    if (gap !== null && gap >= 0) n += Math.max(0, Math.abs(e.cell.lane - racer.cell.lane) - 1);
  }
  return n;
}

/** The value of `s` for `side` (higher is better); a won game is worth `win`, sooner more. */
export function evaluate(s: GameState, side: string): number {
  if (s.winner) {
    if (s.winner.side === 'none') return 0;
    const sooner = Math.max(0, 50 - s.turn) / 10;
    return s.winner.side === side ? WEIGHTS.win + sooner : -WEIGHTS.win - sooner;
  }
  let x = 0;
  // A side with no car left that can drive has as good as lost (nobody is left to stop the lead
  // car, or to reach the line): nearly a defeat, not a few points.
  const sides = new Set(s.vehicles.map((v) => v.side));
  for (const sd of sides) {
    const cars = s.vehicles.filter((v) => v.side === sd && v.status !== 'unplaced');
    if (cars.length > 0 && cars.every((v) => v.status !== 'inPlay' || v.wreck)) x += (sd === side ? -1 : 1) * WEIGHTS.eliminated * WEIGHTS.scale * 4;
  }
  const racing = racingSide(s);
  let own = 0;
  // Being left behind (rolling.ts) ends the side's game only when its last car goes: outside the
  // squash counts the best-placed car's risk, each other car's inside it like any other car lost.
  // Counting every car's outside, a gang held its car with a clear road at 0 mph beside its
  // teammate boxed in behind an obstacle, and the game hit the command cap at turn 473 (issue 30).
  const halted = haltedAhead(s);
  const risks = s.vehicles.flatMap((v, i) => (v.side === side && inPlay(v) && !v.wreck ? [leftBehindRisk(s, v) + boxedRisk(halted, halted.vehicles[i])] : []));
  const leastRisk = risks.length ? Math.min(...risks) : 0;
  own += leastRisk;
  x -= risks.reduce((a, b) => a + b, 0) - leastRisk;
  for (const v of s.vehicles) {
    const sign = v.side === side ? 1 : -1;
    x += sign * carValue(s, v);
    if (inPlay(v)) x -= sign * WEIGHTS.threat * threatTo(s, v);
    // What is in its lanes ahead (ahead.ts): a hazard, a wreck, a stopped car, its own side's car.
    // The own side's count outside the squash: a nearly won position squashed a teammate about to
    // be shunted to nothing (issue 30).
    if (v.side === side) own += dangerAhead(s, v);
    else x += dangerAhead(s, v, false);
    if (v.side === racing) x += (side === racing ? 1 : -1) * raceTerm(s, v);
    if (v.side === racing && side !== racing && inPlay(v)) x -= WEIGHTS.lanesApart * lanesApart(s, v, side);
  }
  return squash(x + markerTerm(s, side) + rollingTerm(s, side)) - WEIGHTS.ownDanger * own;
}

/** The raw sum as a share of a win: 2 * sigmoid - 1, times `win`. */
function squash(x: number): number {
  return WEIGHTS.win * (2 / (1 + Math.exp(-x / WEIGHTS.scale)) - 1);
}
