// A way past that starts with a ram (issue 30). Game Seven seed 86002 (arena --seed 86001, normal
// against itself, games 2 and 3): the Op, its chain gun empty, stood on the last space of the road
// with a wreck lying across lanes 4-7 a space ahead and the target's last car, immobilised but armed
// (in the fight, p88), 13 spaces on. Every move off ends at 5 mph with the wreck straight ahead, so
// a compulsory ram next (p17), and reversing leaves the road. The way past (escape.ts) is that ram,
// a reverse with a drift and up the clear lanes 1-3; left behind when the road is taken up behind
// the Op, the target's car is outdistanced and the gang loses (p75, p88). But the search charges the
// ram as it charges any ram of a wreck (search.ts's ownBumps, 38 points at 5 mph) and one move of
// the way past was worth 16: the Op declared 'no action' until the command cap at turn 476. A ram
// at walking pace is not a laughable one (collisions.ts: from 50 mph). So, on the rolling road,
// waiting on itself, with no way past that does not start so, the move into that ram is worth its
// price back. Nothing here decides a rule: the moves are the engine's own plans.
import { grid, legalCommands, plan } from '../engine';
import type { Command, GameState, VehicleState } from '../engine';
import { blockedAhead, escapeGain } from './escape';
import { wayOfPlay } from './wayOut';

/** The move `c` of the car `v`: how many moves nearer a way past it ends (escapeGain), and whether it ends moving with a blocker straight ahead, and which. */
function stepOf(s: GameState, v: VehicleState, c: Command): { gain: number; ahead: 'none' | 'vehicle' | 'obstacle' } | null {
  if (c.type !== 'declare' || c.vehicle !== v.id) return null;
  const p = plan(s, v.id, c.action);
  if (!p?.end || p.leavesTrack || p.heading !== wayOfPlay(s)) return null;
  const gain = escapeGain(s, v.id, v.cell, p.end);
  const moving = (p.speedChanges.at(-1)?.to ?? v.speed) > 0;
  if (!moving || !blockedAhead(s, v.id, p.end, p.heading)) return { gain, ahead: 'none' };
  const next = grid.cellAhead(s.track, p.end, grid.headingDir(p.heading));
  const zone = next && grid.footprint(next, p.heading);
  // Only a wreck or a car standing still: an obstacle met head-on is a laughable collision at any speed (p76).
  const obstacle = !!zone && s.roadHazards.some((h) => h.kind === 'obstacle' && grid.zonesOverlap(h.zone, zone));
  return { gain, ahead: obstacle ? 'obstacle' : 'vehicle' };
}

/** Some move of the car standing still gets it nearer a way past without ending moving towards a blocker. */
const cleanWays = new WeakMap<GameState, Map<string, boolean>>();
function cleanWayOn(s: GameState, v: VehicleState): boolean {
  let byCar = cleanWays.get(s);
  if (!byCar) cleanWays.set(s, (byCar = new Map()));
  let clean = byCar.get(v.id);
  if (clean === undefined) {
    clean = legalCommands(s).some((c) => {
      const st = stepOf(s, v, c);
      return !!st && st.gain > 0 && st.ahead === 'none';
    });
    byCar.set(v.id, clean);
  }
  return clean;
}

/**
 * `c` moves the car `v`, standing still on the rolling road, onto the only kind of way past there
 * is: a space nearer it at walking pace with a wreck or a car standing still straight ahead, to be
 * rammed next. Only read when the side is waiting on itself (progress.ts's `thorough`).
 */
export function rammedIn(s: GameState, v: VehicleState, c: Command): boolean {
  if (s.track.finishTick !== null || v.speed !== 0) return false;
  const st = stepOf(s, v, c);
  return !!st && st.gain > 0 && st.ahead === 'vehicle' && !cleanWayOn(s, v);
}
