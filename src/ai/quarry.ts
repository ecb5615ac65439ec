// A chase car's quarry (Games One to Five, p87): the racing side's car it is there to stop before
// the finish line. Standing still, it is what the chase car came for, not a thing in the way: the
// terms for a wreck or a car standing still ahead (ahead.ts, search.ts, issue 30, written for the
// rolling road's wrecks) made a chase car keep out of the lanes of a lead car that had braked to a
// halt, where its hood weapons bear (p25), and the lead car later drove on over the line.
import { leadSide } from '../engine';
import type { GameState, VehicleState } from '../engine';

/** Is `target` the car `chaser` is chasing to the finish line (a race with a line, the racing side's car, `chaser` not of it)? */
export function isQuarry(s: GameState, chaser: VehicleState, target: VehicleState): boolean {
  if (s.track.finishTick === null) return false;
  const racing = leadSide(s);
  return target.side === racing && chaser.side !== racing;
}
