// "CREW RULES" and "RUNNING DOWN PEDESTRIANS": a co-driver getting out or leaping, walking up to
// its race's M, EVAC points and pick-ups, being run down, and being shot at (readings.ts `crew`).
import { EVAC_REACH, PICKUP_REACH, RACES, WOUND_TABLE } from './data';
import { addPoints, harm } from './damage';
import { d3, d6, emit, test, type DrCtx } from './dice';
import { base, dist, fwd, hitAt, obstacles, pedestrianObstacles, round3, sweep, type Obstacle } from './table';
import type { Track } from './tracks';
import type { DrPedestrian, DrState, DrTurnFlow, DrVehicle, Location, Pose } from './types';
import type { Pt } from '../../../engine/geometry';

export const pedOf = (s: DrState, id: string): DrPedestrian | undefined => s.pedestrians.find((p) => p.id === id);

/** Who scores a crew member killed on foot: a vehicle, or another crew member on foot. */
export interface Attacker {
  owner: string;
  name: string;
}

/** How far a crew member moves on foot: its race's M ("Dwarves: M 6"). */
export const footMove = (p: DrPedestrian): number => RACES[p.race].move;

/** Up, not knocked over or stunned: it may walk, shoot or fight this round. */
export const upright = (s: DrState, p: DrPedestrian): boolean => s.round > p.downUntil;

/** What a crew member on foot cannot walk through: the walls, the vehicles, the other crews, and the lava it will not step into. */
export const footObstacles = (s: DrState, track: Track, ignore: string[]): Obstacle[] => [
  ...obstacles(s, track, ''),
  ...pedestrianObstacles(s, ignore),
  ...track.lava.map((r) => ({ kind: 'wall' as const, id: r.id, poly: [{ x: r.x0, y: r.y0 }, { x: r.x1, y: r.y0 }, { x: r.x1, y: r.y1 }, { x: r.x0, y: r.y1 }] })),
];

/** "after the vehicle has come to a halt in the usual fashion": not moving this turn, or halted. */
export function halted(v: DrVehicle, f: DrTurnFlow): boolean {
  if (f.move === 'before') return v.stationary;
  if (f.move === 'after') return f.halted || f.travelled <= 10;
  return false;
}

/** Where the crew member steps down: beside the vehicle, left, right, behind or ahead, the first clear. */
export function exitSpot(s: DrState, track: Track, v: DrVehicle): Pt | null {
  const around = [[-90, 2], [90, 2], [180, 3], [0, 3]] as const;
  const obs = footObstacles(s, track, []);
  for (const [a, d] of around) {
    const u = fwd(v.heading + a);
    const p = { x: round3(v.x + u.x * d), y: round3(v.y + u.y * d), heading: 0 };
    if (!hitAt(p, obs, base)) return p;
  }
  return null;
}

/** "they may leap from a moving vehicle and take a REFLEX test to avoid becoming incapacitated." */
export function bail(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow): void {
  const leap = !halted(v, f);
  const spot = exitSpot(c.s, track, v)!;
  v.crewOut = true;
  const t = leap ? test(c, v.reflex) : null;
  if (t && !t.passed) {
    emit(c, { type: 'bailed', vehicle: v.id, pedestrian: null, leap, need: t.need, passed: false, rule: 'CREW RULES' });
    return;
  }
  const p: DrPedestrian = {
    id: `crew${c.s.nextId++}`, owner: v.owner, vehicle: v.id, x: spot.x, y: spot.y, reflex: v.reflex, ballistics: v.ballistics, race: c.s.races[v.owner] ?? 'humans',
    status: 'standing', downUntil: 0, walked: 0, fired: 0, items: [],
  };
  c.s.pedestrians.push(p);
  emit(c, { type: 'bailed', vehicle: v.id, pedestrian: p.id, leap, need: t?.need ?? null, passed: true, rule: 'CREW RULES' });
}

export const mayWalk = (s: DrState, p: DrPedestrian): boolean => p.walked < s.round && upright(s, p);

/** "Once on the ground they can move in any direction up to 8"" (its race's M), stopping at the first contact. */
export function walk(c: DrCtx, track: Track, p: DrPedestrian, heading: number, run: number): void {
  const from: Pose = { x: p.x, y: p.y, heading };
  const r = sweep(from, Math.min(run, footMove(p)), footObstacles(c.s, track, [p.id]), heading, base);
  const u = fwd(heading);
  p.x = round3(p.x + u.x * r.d);
  p.y = round3(p.y + u.y * r.d);
  p.walked = c.s.round;
  p.status = 'standing';
  emit(c, { type: 'walked', pedestrian: p.id, distance: round3(r.d), x: p.x, y: p.y, rule: 'CREW RULES' });
  const item = c.s.pickups.find((k) => dist(k, p) <= PICKUP_REACH);
  if (item) {
    // "special pick-up items lying around the track that only footsloggers can access"
    c.s.pickups = c.s.pickups.filter((k) => k !== item);
    p.items.push(item.kind);
    emit(c, { type: 'pickedUp', pedestrian: p.id, item: item.kind, rule: 'CREW RULES', reading: 'crew' });
  }
  // "EVAC teleport points that can transport crews back to the pit stop in order to save them getting
  // run down and allow them to access their second vehicle": off the track, waiting in the pit.
  if (track.evac.some((e) => dist(e, p) <= EVAC_REACH)) {
    c.s.pedestrians = c.s.pedestrians.filter((x) => x !== p);
    c.s.pitCrew.push(p);
    emit(c, { type: 'evacuated', pedestrian: p.id, rule: 'CREW RULES', reading: 'reboard' });
  }
}

export function kill(c: DrCtx, p: DrPedestrian, by: Attacker): void {
  c.s.pedestrians = c.s.pedestrians.filter((x) => x.id !== p.id);
  // "+1 for every pedestrian you kill OUTSIDE the vehicle"
  if (p.owner !== by.owner) addPoints(c, by.owner, 1, `${by.name} killing a crew member on foot`);
}

/** Lays a crew member down by the wound rolled: "1-2 KNOCKED OVER 3-4 STUNNED 5-6 DEAD". */
export function wound(c: DrCtx, p: DrPedestrian, w: 'knockedOver' | 'stunned' | 'dead', by: Attacker): void {
  if (w === 'dead') return kill(c, p, by);
  p.status = w;
  // Knocked over: up again next round; stunned: a round longer (readings.ts `crew`).
  p.downUntil = c.s.round + (w === 'stunned' ? 1 : 0);
}

/**
 * "They may avoid this by passing a REFLEX test whenever a vehicle comes into contact with them. If
 * the test is failed the pedestrian is killed or wounded seriously enough to be removed from the game."
 */
export function runDown(c: DrCtx, v: DrVehicle, p: DrPedestrian): void {
  const t = test(c, p.reflex);
  emit(c, { type: 'runDown', vehicle: v.id, pedestrian: p.id, need: t.need, passed: t.passed, rule: 'RUNNING DOWN PEDESTRIANS' });
  if (!t.passed) return kill(c, p, v);
  // CHAINSWORD: "if a vehicle attempts to run down a model with the chainsword and it passes it's REFLEX
  // test, it makes a free attack on the location of it's choice for 1 point of damage. Normal saves apply."
  // POWERSWORD: "attacks made against vehicles have a -2 save and do D3 damage".
  const sword = p.items.includes('powersword') ? 'powersword' : p.items.includes('chainsword') ? 'chainsword' : null;
  if (!sword) return;
  const points = sword === 'powersword' ? d3(c) : 1;
  harm(c, v, { points, save: true, saveMod: sword === 'powersword' ? -2 : 0, location: swordTarget(v), cause: `a ${sword} swung from the roadside`, rule: 'CREW RULES', reading: 'crew', by: null });
}

/** The location of its choice (readings.ts `crew`): the crew or hull with the fewest points left, to stop the vehicle. */
const swordTarget = (v: DrVehicle): Location => (v.damage.crew <= v.damage.hull ? 'crew' : 'hull');

/** "Pedestrians who are hit may make a REFLEX test. Failure means they have been wounded. Roll to see how badly". */
export function woundPedestrian(c: DrCtx, by: Attacker, p: DrPedestrian): void {
  const t = test(c, p.reflex);
  const w = t.passed ? null : WOUND_TABLE[d6(c)];
  emit(c, { type: 'pedestrianHit', pedestrian: p.id, need: t.need, passed: t.passed, wound: w, rule: 'RUNNING DOWN PEDESTRIANS' });
  if (w) wound(c, p, w, by);
}
