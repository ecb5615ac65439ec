// A chase car's quarry (Games One to Five, p87): the racing side's car it is there to stop before
// the finish line. Standing still, it is what the chase car came for, not a thing in the way: the
// terms for a wreck or a car standing still ahead (ahead.ts, search.ts, issue 30, written for the
// rolling road's wrecks) made a chase car keep out of the lanes of a lead car that had braked to a
// halt, where its hood weapons bear (p25), and the lead car later drove on over the line.
import { leadSide } from '../engine';
import type { GameState, VehicleState } from '../engine';
import { STOPPED_MPH } from './collisions';

/** Is `target` the car `chaser` is chasing to the finish line (a race with a line, the racing side's car, `chaser` not of it)? */
export function isQuarry(s: GameState, chaser: VehicleState, target: VehicleState): boolean {
  if (s.track.finishTick === null) return false;
  const racing = leadSide(s);
  return target.side === racing && chaser.side !== racing;
}

/**
 * Is `target`, standing still in `chaser`'s lanes, a quarry that is no danger to it: any but a
 * compulsory ram at the speed from which a ram is laughable (collisions.ts), `ramMph` (0 when the
 * ram is not certain: a space or more to brake in). Such a ram hurts the rammer as well (p56-57),
 * and a move into the very next space is compulsory (p17): Game Five seed 88006, the chase car at
 * 60 mph drifted into the lanes of the lead car standing still a space ahead, scored 27 points
 * above braking, and its next move was the ram at 60.
 */
export const harmlessQuarry = (s: GameState, chaser: VehicleState, target: VehicleState, ramMph: number): boolean => ramMph < STOPPED_MPH && isQuarry(s, chaser, target);
