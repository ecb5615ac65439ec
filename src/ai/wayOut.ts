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
   * Spaces ahead a lane must be clear for: two sections, so that backing off a few spaces in the
   * same lanes is no way out (with three, a car reversed out of the window and drove back in).
   */
  spaces: 6,
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

/** The `spaces` cells ahead of `cell` along `heading` hold no blocker (the road's end counts as clear). */
function clearAhead(s: GameState, cell: Cell, heading: Heading, self: string): boolean {
  const dir = grid.headingDir(heading);
  let c: Cell | null = cell;
  for (let i = 0; i < WAY_OUT.spaces; i++) {
    c = grid.cellAhead(s.track, c, dir);
    if (!c) return true;
    if (blockerIn(s, c, heading, self)) return false;
  }
  return true;
}

/** The heading along the way of play: towards the finish line, or the rolling road's direction of play (p74-75). */
export const wayOfPlay = (s: GameState): Heading => ((s.road?.directionOfPlay ?? 1) === 1 ? 0 : 4);

/**
 * How many lanes `self`'s car at `cell` is from lanes clear ahead along the way of play (0: its
 * own are clear; `WAY_OUT.lanes + 1` when none near are). The way of play, not the car's heading:
 * measured along its heading, a U-turn onto clear lanes behind looked like a way out, and a gang
 * car U-turned back and forth for ten turns.
 */
export function lanesToClear(s: GameState, cell: Cell, self: string): number {
  const heading = wayOfPlay(s);
  if (clearAhead(s, cell, heading, self)) return 0;
  const mid = (cell.t0 + cell.t1) / 2;
  for (let d = 1; d <= WAY_OUT.lanes; d++) {
    for (const lane of [cell.lane - d, cell.lane + d]) {
      const c = grid.cellAt(s.track, lane, mid);
      if (c && !blockerIn(s, c, heading, self) && clearAhead(s, c, heading, self)) return d;
    }
  }
  return WAY_OUT.lanes + 1;
}
