// An enemy car ahead may brake (issue 30). Each move a car may brake by up to its braking (p16),
// and a car a shot wrecks stops dead in its lanes (p52-57), so a car going the same way is only as
// far off as the speed it may drop to in its next move. dangerAhead reads such a car at the speed
// it goes now, and the Op accelerated from 80 to 105 mph a few spaces behind gang cars at 80 in
// turn 1; one braked to 25 and another was wrecked by the Op's own shot, and from 105 its braking
// (40 a move) was too little: it rammed the wreck (Game Six seed 86006). Read for every answer, as
// a slower car ahead (the sixth session's `closing`), it left the Op behind more (p75), so here
// it is read for the car's own acceleration alone: what the answer adds to the speed it would
// meet such a car at, never a reason to brake.
import { grid, speedFactor } from '../engine';
import type { Command, GameState, VehicleState } from '../engine';
import { AHEAD, cellsAhead, hurt } from './ahead';

/** The danger, at `mph`, of the enemy cars going `v`'s way in its lanes within a turn of moves and a move of braking room, each at the speed it may brake to next (dangerAhead's weights). */
function atSpeed(s: GameState, v: VehicleState, mph: number): number {
  let worst = 0;
  for (const { cell, moves } of cellsAhead(s, v, speedFactor(mph) + AHEAD.spare)) {
    for (const o of s.vehicles) {
      if (o.side === v.side || o.status !== 'inPlay' || o.wreck || o.outOfControl || o.spin || o.speed <= 0 || o.heading !== v.heading) continue;
      if (!grid.zonesOverlap(grid.footprint(o.cell, o.heading), grid.footprint(cell, v.heading))) continue;
      const braked = Math.max(0, o.speed - o.braking);
      worst = Math.max(worst, 0.5 ** (moves - 1) * AHEAD.stopped * hurt(Math.max(0, mph - braked)));
    }
  }
  return worst;
}

/**
 * What an accelerate answer adds to the danger ahead (dangerAhead's units), on the rolling road
 * (`finishTick === null`: Games Six to Eight) only; 0 for any other answer.
 */
export function accelerationDanger(s: GameState, c: Command): number {
  if (s.track.finishTick !== null || c.type !== 'declare' || c.action.kind !== 'accelerate') return 0;
  const v = s.vehicles.find((x) => x.id === c.vehicle);
  if (!v || v.speed <= 0 || v.outOfControl) return 0;
  const to = Math.min(v.maxSpeed, v.speed + c.action.by);
  return Math.max(0, atSpeed(s, v, to) - atSpeed(s, v, v.speed));
}
