// The race on the rolling road (Games Five to Eight, p74-75, issue 30): there is no finish line
// (finishTick is null), so evaluate.ts's race term was 0 and nothing valued getting anywhere. On
// this road a side wins by leaving the other behind: track is laid in the lead driver's sight and
// taken away behind, and a vehicle on the section taken away is out of play (p75, 'outdistanced',
// data/gameSix.ts FATES). So each car is worth more the further it is along the direction of play
// than the enemy cars, and less the nearer it is to the section at the back.
import { grid } from '../engine';
import type { GameState, VehicleState } from '../engine';

export const ROLLING = {
  /** Per space a car is ahead of (or behind) an enemy car along the direction of play, up to `cap` spaces. */
  perSpace: 0.25,
  cap: 12,
  /** A car on the rearmost section in play (the next one taken away, p75); on the one before it, half. */
  rear: 6,
};

const TICKS_PER_SPACE = 20;

const onRoad = (v: VehicleState): boolean => v.status === 'inPlay' && !v.wreck;

/** How many sections lie behind the car's own along the direction of play (0: it is on the rearmost). */
export function sectionsBehind(s: GameState, v: VehicleState): number {
  const indices = grid.sectionIndices(s.track);
  if (indices.length === 0) return Infinity;
  const at = grid.sectionIndexAt(v.cell.t0);
  const dir = s.road?.directionOfPlay ?? 1;
  return dir === 1 ? at - Math.min(...indices) : Math.max(...indices) - at;
}

/** The rolling road's race for `side` (0 on a road with a finish line, where evaluate.ts's race term counts). */
export function rollingTerm(s: GameState, side: string): number {
  if (s.track.finishTick !== null || !s.road) return 0;
  const dir = s.road.directionOfPlay;
  const cars = s.vehicles.filter(onRoad);
  let x = 0;
  for (const v of cars) {
    const sign = v.side === side ? 1 : -1;
    const back = sectionsBehind(s, v);
    if (back === 0) x -= sign * ROLLING.rear;
    else if (back === 1) x -= (sign * ROLLING.rear) / 2;
    if (v.side !== side) continue;
    for (const e of cars) {
      if (e.side === side) continue;
      const ahead = (dir * (v.cell.t1 - e.cell.t1)) / TICKS_PER_SPACE;
      x += ROLLING.perSpace * Math.max(-ROLLING.cap, Math.min(ROLLING.cap, ahead));
    }
  }
  return x;
}
