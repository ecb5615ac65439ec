// How good a road-gang position is for one player (seeds/003 "Victory"): the Slow Gang wins with
// three vehicles at the end of the road, the Fast Gang by stopping that. The position is read as
// the chance that at least three Slow Gang vehicles get home, each vehicle's own chance made of
// two parts: time (the road left at its speed against the rounds left, when the table set a round
// limit) and survival (the crew and wreck losses the Fast Gang's vehicles can still inflict on it
// on the way, from the engine's own odds: beatChance, contestModifier, evadeChance). The Fast
// Gang's value is the opposite. A few small material terms keep a lost or won game moving.
import { rg } from '../../../engine';

type S = rg.RgState;
type V = rg.RgVehicle;

/** Weights of the terms, one table so the tuning reads the same numbers everywhere. */
export const WEIGHTS = {
  /** A won game (a sure thing beats any gamble). */
  win: 100_000,
  /** Per unit chance that the Slow Gang gets three home. */
  chance: 1000,
  /** Per unit of the log-odds of it: a side far behind or ahead still sees what helps. */
  logOdds: 25,
  /** Per Slow Gang vehicle expected home (beyond the three, spares count a little). */
  expectedHome: 10,
  /** Per segment a Slow Gang vehicle has come (or a round of its ride saved): every round on the road is one more for the hunters. */
  progress: 0.4,
  /** Per crewman of each side (abandoning a vehicle needs every one of them). */
  crew: 1.5,
  /** Per missile shot left in the Fast Gang's weapons that have a limited number. */
  ammo: 0.3,
  /** The chance per round that a chasing vehicle shares a target's segment (ram, hand-to-hand). */
  meet: 0.2,
  /** The chance a target that may avoid a contest does so (4-6 on 1D6). */
  avoid: 0.5,
  /** The Fast Gang's own urge (not the Slow Gang's loss): per segment a hunter is beyond its range of the nearest racer. */
  approach: 0.3,
  /** Rounds of delay before a hunter reaches its racer that cut its threat to 1/e. */
  soon: 4,
  /** Rounds over which a hunter's own losses are counted (the racers shoot and fight back). */
  hunterHorizon: 4,
  /** A hunter's threat counts at this share even if it is sure to be lost (it strikes before it goes). */
  doomedHunter: 0.3,
  /** How many racers a hunter's attention covers in a round (its weapons fire once each, one ram, one fight). */
  attention: 1.5,
  /** The share of rounds a hunter lands within range r of its target: min(1, base + perRange * r). */
  engageBase: 0.15,
  engagePerRange: 0.17,
} as const;

const ROAD = rg.ROAD_LENGTH;
/** The standard deviation of 2D6. */
const SD_2D6 = Math.sqrt(35 / 6);

const isTrain = (v: V) => v.type === 'armoredTrain';
const isGyro = (v: V) => v.type === 'gyrocopter';
const active = (v: V) => v.status === 'active';
const usable = (it: rg.RgVehicle['items'][number]) => it.uses === null || it.uses > 0;

/** The average segments a ride covers: 2D6 with the speed modifier (a negative one must come off), the train 1D3+1D3. */
export function meanRide(v: V): number {
  if (isTrain(v)) return 4;
  const m = rg.speedOf(v);
  return Math.max(1.5, 7 + m);
}

/** Segments nitros can still add (each use +4). */
function nitrosReach(v: V): number {
  if (isTrain(v)) return 0;
  return v.items.filter((it) => it.kind === 'nitros' && usable(it)).reduce((n, it) => n + (it.uses ?? 1) * 4, 0);
}

/** Rounds a vehicle may still ride, counting this one if its turn has not come (Infinity without a limit). */
function roundsLeft(s: S, v: V): number {
  const limit = s.options.roundLimit;
  if (limit === null) return Infinity;
  return Math.max(0, limit - Math.max(1, s.round)) + (v.acted && s.round > 0 ? 0 : 1);
}

/** The normal distribution's CDF (Abramowitz-Stegun 26.2.17, plenty for a weight). */
function phi(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - p : p;
}

/** P(Poisson(lambda) < k): survives fewer than k losses. */
function poissonBelow(k: number, lambda: number): number {
  if (k <= 0) return 0;
  let term = Math.exp(-lambda);
  let sum = term;
  for (let i = 1; i < k; i++) {
    term *= lambda / i;
    sum += term;
  }
  return Math.min(1, sum);
}

/** What a Slow Gang vehicle must still do: rounds to the end and the chance of finishing in the time left. */
interface Race {
  v: V;
  rounds: number;
  mean: number;
  time: number;
}

/** Rounds lost to the counters ahead (a failed oil or obstacle test: a round; tacks: speed -2 for the rest). */
function counterDelay(s: S, v: V, mean: number): number {
  if (isGyro(v)) return 0;
  let delay = 0;
  for (const k of s.counters) {
    if (k.segment <= v.segment) continue;
    const own = k.owner !== null && k.owner === v.owner ? 1 : 0;
    const fail = 1 - rg.evadeChance(rg.mnvrOf(v) + own);
    if (k.kind === 'tacks') {
      const slowed = Math.max(1.5, 7 + Math.min(rg.speedOf(v), -2));
      delay += fail * Math.max(0, (ROAD - k.segment) / slowed - (ROAD - k.segment) / mean);
    } else delay += fail;
  }
  return delay;
}

function race(s: S, v: V): Race {
  const mean = meanRide(v);
  const rem = Math.max(0, ROAD - v.segment - nitrosReach(v));
  const stuck = v.noMoveNextTurn ? 1 : 0;
  const rounds = rem / mean + stuck + counterDelay(s, v, mean);
  const left = roundsLeft(s, v) - stuck;
  let time = 1;
  if (Number.isFinite(left)) {
    if (left <= 0) time = rem <= 0 ? 1 : 0;
    else {
      const sd = (isTrain(v) ? 1.2 : SD_2D6) * Math.sqrt(left);
      time = phi((mean * left - rem - counterDelay(s, v, mean) * mean + 0.5) / sd);
    }
  }
  return { v, rounds, mean, time };
}

interface Threat {
  /** Expected crew killed per round engaged, by each missile weapon (with its shots left) and in hand-to-hand. */
  shots: { kills: number; wreck: number; uses: number | null }[];
  hth: number;
  /** The chance per round engaged of wrecking it outright (a won ram's 5-6). */
  ram: number;
  range: number;
}

function threatOf(f: V, t: V): Threat {
  const shots: Threat['shots'] = [];
  let range = 0;
  for (const it of f.items) {
    const e = rg.equipmentOf(it.kind);
    if (e.range < 1 || !usable(it)) continue;
    range = Math.max(range, e.range);
    const p = rg.beatChance(rg.attackModifier(it.kind, 2), rg.armorOf(t)) * Math.min(1, WEIGHTS.engageBase + WEIGHTS.engagePerRange * e.range);
    shots.push({ kills: p * (e.crewLoss === '1D3' ? 2 : 1), wreck: e.fire ? p / 6 : 0, uses: it.uses });
  }
  let hth = 0;
  let ram = 0;
  if (!isGyro(f) && !isGyro(t)) {
    const avoid = rg.speedOf(t) > rg.speedOf(f) || rg.mnvrOf(t) > rg.mnvrOf(f) ? 1 - WEIGHTS.avoid : 1;
    hth = WEIGHTS.meet * avoid * rg.beatChance(rg.contestModifier('hth', f), rg.contestModifier('hth', t)) * 2;
    ram = WEIGHTS.meet * avoid * rg.beatChance(rg.contestModifier('ram', f), rg.contestModifier('ram', t)) / 3;
  }
  return { shots, hth, ram, range };
}

/** Rounds a hunter behind its racer loses to the counters between them (a failed oil or obstacle test: a round; tacks: two). */
function hunterDelay(s: S, f: V, t: V): number {
  if (isGyro(f)) return 0;
  let delay = 0;
  for (const k of s.counters) {
    if (k.segment <= f.segment || k.segment > t.segment) continue;
    const own = k.owner !== null && k.owner === f.owner ? 1 : 0;
    delay += (1 - rg.evadeChance(rg.mnvrOf(f) + own)) * (k.kind === 'tacks' ? 2 : 1);
  }
  return delay;
}

/** Rounds the hunter `f` spends within reach of the racer `r` before it gets home. */
function exposure(s: S, f: V, r: Race): number {
  if (f.segment === 0) return 0.6 * r.rounds;
  const t = r.v;
  const fm = meanRide(f) + (isTrain(f) ? 0 : 0.5);
  const keep = fm >= r.mean;
  const range = Math.max(1, ...f.items.filter((it) => usable(it) && rg.equipmentOf(it.kind).range > 0).map((it) => rg.equipmentOf(it.kind).range));
  const d = f.segment - t.segment;
  let e: number;
  // Rounds before a hunter behind has the racer in reach: threats further off count for less (the
  // racer may be elsewhere by then). A hunter ahead is met however long the racer waits.
  let delay = 0;
  if (d >= 0) {
    const meet = Math.max(0, d - range) / (r.mean + (isTrain(f) ? 0 : 0.5 * fm));
    const stay = keep ? r.rounds : Math.min(r.rounds, 1.5 + (2 * range) / Math.max(1, r.mean - fm));
    e = Math.min(r.rounds - meet, stay);
  } else {
    const gap = -d;
    delay = Math.max(0, gap - range) / Math.max(1.5, fm - r.mean + 2.5) + hunterDelay(s, f, t);
    if (isTrain(f)) e = 0;
    else if (keep) e = r.rounds - delay;
    else e = gap <= range ? Math.min(r.rounds, 1 + range / Math.max(1, r.mean - fm)) : 0.3 / (1 + gap / 10);
  }
  return Math.max(0, e) * Math.exp(-delay / WEIGHTS.soon);
}

/**
 * The chance a hunter is still in the hunt after `hunterHorizon` rounds: the racers near it
 * shoot at it, ram it and fight it too (a vehicle among several racers is soon emptied and taken).
 */
function hunterSurvival(f: V, racers: Race[]): number {
  if (f.segment === 0) return 1;
  let lambda = 0;
  let wreck = 0;
  for (const r of racers) {
    const t = r.v;
    const d = Math.abs(t.segment - f.segment);
    const th = threatOf(t, f);
    const near = d <= th.range + 3 ? 1 : Math.exp(-(d - th.range - 3) / 5);
    for (const w of th.shots) {
      const n = Math.min(WEIGHTS.hunterHorizon, w.uses ?? Infinity) * near;
      lambda += w.kills * n;
      wreck += w.wreck * n;
    }
    // Sharing the segment now: a contest is there for the taking this round, and likely after.
    const close = (d === 0 ? 1 / WEIGHTS.meet : 0) + (d <= 12 ? WEIGHTS.hunterHorizon - 1 : 0);
    lambda += th.hth * close;
    wreck += th.ram * close;
  }
  return poissonBelow(f.crew, lambda) * Math.exp(-wreck);
}

/** Each Slow Gang vehicle still running, its race and its chance to get home. */
export function prospects(s: S): { race: Race; p: number }[] {
  const racers = s.vehicles.filter((v) => active(v) && v.owner === s.slowGang).map((v) => race(s, v));
  const hunters = s.vehicles.filter((v) => active(v) && v.owner !== null && v.owner !== s.slowGang);
  const lambda = racers.map(() => 0);
  const wreck = racers.map(() => 0);
  // A hunter's attention is split among the racers: a share that moving a racer, or getting it
  // home, does not shift onto the others (those home still count); a racer lost does.
  const home = s.vehicles.filter((v) => v.status === 'finished' && v.owner === s.slowGang).length;
  const share = Math.min(1, WEIGHTS.attention / Math.max(1, racers.length + home));
  for (const f of hunters) {
    const alive = WEIGHTS.doomedHunter + (1 - WEIGHTS.doomedHunter) * hunterSurvival(f, racers);
    racers.forEach((r, i) => {
      const e = exposure(s, f, r) * share * alive;
      if (e <= 0) return;
      const th = threatOf(f, r.v);
      for (const w of th.shots) {
        const n = w.uses === null ? e : Math.min(e, w.uses * share);
        lambda[i] += w.kills * n;
        wreck[i] += w.wreck * n;
      }
      lambda[i] += th.hth * e;
      wreck[i] += th.ram * e;
    });
  }
  return racers.map((r, i) => ({ race: r, p: r.time * poissonBelow(r.v.crew, lambda[i]) * Math.exp(-wreck[i]) }));
}

/** P(at least `need` of independent events with chances `ps`). */
export function atLeast(ps: number[], need: number): number {
  if (need <= 0) return 1;
  // dist[k]: chance of exactly k successes so far, k capped at `need`.
  let dist = new Array(need + 1).fill(0);
  dist[0] = 1;
  for (const p of ps) {
    const next = new Array(need + 1).fill(0);
    for (let k = 0; k <= need; k++) {
      if (dist[k] === 0) continue;
      const up = Math.min(need, k + 1);
      next[up] += dist[k] * p;
      next[k] += dist[k] * (1 - p);
    }
    dist = next;
  }
  return dist[need];
}

/** The Slow Gang's chance to win from here (as this model reads it), and its expected vehicles home. */
export function slowChance(s: S): { chance: number; expected: number } {
  const home = s.vehicles.filter((v) => v.status === 'finished' && v.owner === s.slowGang).length;
  const ps = prospects(s).map((x) => x.p);
  return { chance: atLeast(ps, rg.SLOW_GANG_NEEDS - home), expected: home + ps.reduce((a, b) => a + b, 0) };
}

/** The value of `s` for `player`: higher is better. */
export function evaluate(s: S, player: string): number {
  if (s.flow.kind === 'over') return s.flow.winner === player ? WEIGHTS.win : -WEIGHTS.win;
  if (s.slowGang === '') return 0;
  const { chance, expected } = slowChance(s);
  const racing = s.vehicles.filter((v) => v.owner === s.slowGang && (active(v) || v.status === 'finished'));
  const progress = racing.reduce((n, v) => n + (v.status === 'finished' ? rg.ROAD_LENGTH : v.segment - meanRide(v) * (v.noMoveNextTurn ? 1 : 0)), 0);
  const c = Math.min(1 - 1e-6, Math.max(1e-6, chance));
  let slow = WEIGHTS.chance * chance + WEIGHTS.logOdds * Math.log(c / (1 - c)) + WEIGHTS.expectedHome * expected + WEIGHTS.progress * progress;
  for (const v of s.vehicles) {
    // A vehicle home keeps its crew's worth: getting there must never look like a loss.
    if (!(active(v) || v.status === 'finished') || v.owner === null) continue;
    const sign = v.owner === s.slowGang ? 1 : -1;
    slow += sign * WEIGHTS.crew * Math.sqrt(v.crew);
    if (sign < 0) for (const it of v.items) if (it.uses !== null && rg.equipmentOf(it.kind).range > 0) slow -= WEIGHTS.ammo * it.uses;
  }
  if (player === s.slowGang) return slow;
  // The Fast Gang goes to the racers: a Slow Gang that will not ride is not left alone to wait.
  const racers = s.vehicles.filter((v) => active(v) && v.owner === s.slowGang);
  let approach = 0;
  for (const f of s.vehicles) {
    if (!active(f) || f.owner === null || f.owner === s.slowGang || f.segment === 0 || racers.length === 0) continue;
    const range = Math.max(0, ...f.items.filter((it) => usable(it) && rg.equipmentOf(it.kind).range > 0).map((it) => rg.equipmentOf(it.kind).range));
    approach += Math.max(0, Math.min(...racers.map((r) => Math.abs(r.segment - f.segment))) - range);
  }
  return -slow - WEIGHTS.approach * approach;
}
