// A way out for a car boxed in (issue 30): a road obstacle (p76), a wreck or a car standing still
// in its lanes just ahead leaves a moving car only a compulsory ram (p17: the engine offers
// nothing else) and a stopped one no move off at all. Before, a gang car standing behind an
// obstacle sat there for 450 turns until the game hit the command cap, or moved off at 5 mph
// straight into it, three times in one game: neither straight ahead nor standing still got it out.
// The way out is sideways: this counts how many lanes a car is from lanes that are clear ahead,
// so that reversing with a drift (p17) towards them is progress. Cells come from the engine's
// grid (cellAt, cellAhead, footprints); nothing here decides a rule.
import { grid } from '../engine';
import type { Cell, GameState, Heading } from '../engine';

export const WAY_OUT = {
  /**
   * How far ahead a lane must be clear, in ticks past the front of the car where it stands now
   * (two sections). Both ends of a move are measured to the same point, so backing off is never
   * a way out: measured a few spaces from each end, a car reversed out of the window and drove
   * back in, over and over, until the game hit the command cap.
   */
  horizon: 120,
  /** Lanes looked at on each side. */
  lanes: 4,
};

/** Something a car cannot drive through in `cell`: a road obstacle, a wreck or a vehicle standing still (not `self`). */
export function blockerIn(s: GameState, cell: Cell, heading: Heading, self: string): boolean {
  for (const h of s.roadHazards) if (h.kind === 'obstacle' && grid.overlapsFootprint(h.zone, cell, heading)) return true;
  const zone = grid.footprint(cell, heading);
  for (const o of s.vehicles) {
    if (o.id === self || o.status !== 'inPlay' || !(o.wreck || o.speed <= 0)) continue;
    if (grid.zonesOverlap(grid.footprint(o.cell, o.heading), zone)) return true;
  }
  return false;
}

/** No blocker in the cells ahead of `cell` along `heading` up to tick `until` (the road's end counts as clear). */
function clearAhead(s: GameState, cell: Cell, heading: Heading, self: string, until: number): boolean {
  const dir = grid.headingDir(heading);
  let c: Cell | null = cell;
  for (;;) {
    c = grid.cellAhead(s.track, c, dir);
    if (!c || (dir === 1 ? c.t0 >= until : c.t1 <= until)) return true;
    if (blockerIn(s, c, heading, self)) return false;
  }
}

/** The heading along the way of play: towards the finish line, or the rolling road's direction of play (p74-75). */
export const wayOfPlay = (s: GameState): Heading => ((s.road?.directionOfPlay ?? 1) === 1 ? 0 : 4);

/**
 * How many lanes `self`'s car at `cell` is from lanes clear ahead along the way of play up to
 * `from`'s horizon (0: its own are clear; `WAY_OUT.lanes + 1` when none near are). The way of
 * play, not the car's heading: measured along its heading, a U-turn onto clear lanes behind looked
 * like a way out, and a gang car U-turned back and forth for ten turns. `from` is where the car
 * stands before the move, so both ends of a move are measured to the same point.
 */
export function lanesToClear(s: GameState, cell: Cell, self: string, from: Cell = cell): number {
  const heading = wayOfPlay(s);
  const until = heading === 0 ? from.t1 + WAY_OUT.horizon : from.t0 - WAY_OUT.horizon;
  if (clearAhead(s, cell, heading, self, until)) return 0;
  const mid = (cell.t0 + cell.t1) / 2;
  for (let d = 1; d <= WAY_OUT.lanes; d++) {
    for (const lane of [cell.lane - d, cell.lane + d]) {
      const c = grid.cellAt(s.track, lane, mid);
      if (c && !blockerIn(s, c, heading, self) && clearAhead(s, c, heading, self, until)) return d;
    }
  }
  return WAY_OUT.lanes + 1;
}

