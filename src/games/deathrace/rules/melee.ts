// "CREWS IN MELEE": "Melee between crews on the racetrack will use a lite version of the Necromunda
// melee rules. Chargers get +1 to their attack roll. Initiative is determined by reflex skills." The
// text gives no tables: our stand-in (readings.ts `melee`) is a charge into base contact within the
// charger's M, one round of blows, the higher REFLEX striking first, each attack a D6 to hit on the
// WS table and a D6 to wound on the Str-against-T table, and a wound on W 1 rolled on the text's own
// wound table. The fight ends at the first wound.
import type { Pt } from '../../../engine/geometry';
import { footMove, footObstacles, mayWalk, upright, wound, type Attacker } from './crew';
import { PED_SIZE, RACES, WOUND_TABLE } from './data';
import { d6, emit, type DrCtx } from './dice';
import { footAttacker } from './foot';
import { base, dist, headingTo, round3, sweep } from './table';
import type { Track } from './tracks';
import type { DrPedestrian, DrState } from './types';

/** Centre to centre along the axis when two 1" bases touch, with a hair between them. */
const TOUCH = PED_SIZE + 0.02;

/** Where a charger ends in base contact: on the line from its target toward it, the bases touching. */
export function contactSpot(p: Pt, t: Pt): Pt {
  const d = dist(p, t);
  const ux = d > 1e-9 ? (p.x - t.x) / d : -1;
  const uy = d > 1e-9 ? (p.y - t.y) / d : 0;
  const k = TOUCH / Math.max(Math.abs(ux), Math.abs(uy));
  return { x: round3(t.x + ux * k), y: round3(t.y + uy * k) };
}

/** The charge's run to base contact, or null when it is beyond the charger's M or something is in the way. */
export function chargeRun(s: DrState, track: Track, p: DrPedestrian, t: DrPedestrian): { to: Pt; distance: number } | null {
  const to = contactSpot(p, t);
  const distance = dist(p, to);
  if (distance > footMove(p) + 1e-9) return null;
  const heading = headingTo(p, to);
  const r = sweep({ x: p.x, y: p.y, heading }, distance, footObstacles(s, track, [p.id, t.id]), heading, base);
  return r.hit ? null : { to, distance };
}

/** Whether `p` may charge `t` now: another team's, `p` up and not yet moved, shot or fought this round, the run clear. */
export function canCharge(s: DrState, track: Track, p: DrPedestrian, t: DrPedestrian): boolean {
  return t.owner !== p.owner && mayWalk(s, p) && p.fired < s.round && chargeRun(s, track, p, t) !== null;
}

/** A fighter's blows: "The chainsword gives you two attacks in melee fights with a strength of 4"; the powersword "As above, but the strength is 6"; else its race's A and Str (the knife or club). */
export function blows(p: DrPedestrian): { attacks: number; str: number } {
  if (p.items.includes('powersword')) return { attacks: 2, str: 6 };
  if (p.items.includes('chainsword')) return { attacks: 2, str: 4 };
  return { attacks: RACES[p.race].a, str: RACES[p.race].str };
}

/** The D6 to hit on the WS table (higher WS 3+, equal 4+, lower 5+), before the charge's +1. */
export const toHitNeed = (ws: number, theirs: number): number => (ws > theirs ? 3 : ws === theirs ? 4 : 5);

/** The D6 to wound on the Str against T table (equal 4+, each point more one better to 2+, each less one worse to 6+); null when T is 4 or more above Str. */
export const toWoundNeed = (str: number, t: number): number | null => (str - t <= -4 ? null : Math.max(2, Math.min(6, 4 - (str - t))));

/** The odds the rules give a charge, for the words offered (the D6 needs, the charge's +1 counted). */
export function meleeOdds(p: DrPedestrian, t: DrPedestrian): { attacks: number; hit: number; wound: number | null; first: boolean } {
  const b = blows(p);
  return { attacks: b.attacks, hit: Math.max(2, toHitNeed(RACES[p.race].ws, RACES[t.race].ws) - 1), wound: toWoundNeed(b.str, RACES[t.race].t), first: p.reflex >= t.reflex };
}

/** One fighter's blows on the other; true when it wounded (the fight is over). */
function strike(c: DrCtx, a: DrPedestrian, d: DrPedestrian, charging: boolean, by: Attacker): boolean {
  const b = blows(a);
  for (let i = 0; i < b.attacks; i++) {
    // "Chargers get +1 to their attack roll": shown as a need one lower.
    const need = Math.max(2, toHitNeed(RACES[a.race].ws, RACES[d.race].ws) - (charging ? 1 : 0));
    const hit = d6(c) >= need;
    const woundNeed = hit ? toWoundNeed(b.str, RACES[d.race].t) : null;
    const wounded = woundNeed !== null && d6(c) >= woundNeed;
    // W 1: the one wound is its last; how badly, on the text's table for crews on foot.
    const w = wounded ? WOUND_TABLE[d6(c)] : null;
    emit(c, { type: 'meleeAttack', attacker: a.id, defender: d.id, need, hit, woundNeed, wounded, wound: w, rule: 'Our reading', reading: 'melee' });
    if (w) {
      wound(c, d, w, by);
      return true;
    }
  }
  return false;
}

/** The charge and the fight: the charger moves into base contact, then both strike in REFLEX order, a fighter down striking nothing. */
export function charge(c: DrCtx, track: Track, p: DrPedestrian, t: DrPedestrian): void {
  const run = chargeRun(c.s, track, p, t)!;
  p.x = run.to.x;
  p.y = run.to.y;
  p.walked = c.s.round;
  p.fired = c.s.round;
  p.status = 'standing';
  emit(c, { type: 'charged', pedestrian: p.id, target: t.id, distance: round3(run.distance), x: p.x, y: p.y, rule: 'CREW RULES', reading: 'melee' });
  // "Initiative is determined by reflex skills": the higher strikes first, the charger on a tie.
  const order: [DrPedestrian, DrPedestrian][] = t.reflex > p.reflex ? [[t, p], [p, t]] : [[p, t], [t, p]];
  for (const [a, d] of order) {
    if (!upright(c.s, a)) continue;
    if (strike(c, a, d, a === p, footAttacker(c.s, a))) return;
  }
}
