// Curves (p10, p13-14, p17, p38-41, p58): which cells lie on a bend or a corner, the safety limit
// printed under a car's lanes, which way is outwards, and where a drift onto uneven lanes ends.
// grid.ts holds the lane/tick model itself; these are the rules the curves add on top of it.
import { curveLimitByInnerLane } from '../data/curveLimits';
import { cellAt, innerIndex, lanesValid, outerLane, sectionAt } from '../grid';
import type { HazardItem } from './hazards';
import type { Cell, Section, Track } from '../types';

export { sectionAt };

/** Is tick t on a bend or a corner? */
export function isCurveAt(track: Track, t: number): boolean {
  const s = sectionAt(track, t);
  return s !== undefined && s.kind !== 'straight';
}

/** Is a cell on a curve? Cells never straddle sections (every section edge is a divider), so its start decides. */
export const onCurveCell = (track: Track, cell: Cell): boolean => isCurveAt(track, cell.t0);

/**
 * The safety limit printed under a car on `cell` (p38): on two lanes with different limits the
 * car tests against the outer lane's, the higher and safer one. null on a straight.
 */
export function curveLimit(track: Track, cell: Cell): number | null {
  const s = sectionAt(track, cell.t0);
  if (!s || s.kind === 'straight') return null;
  return curveLimitByInnerLane(s.kind, innerIndex(s, outerLane(s, cell.lane)));
}

/** Lane change that points outwards on a curve (p13, p43): a left-hand curve's outer edge is lane 8. */
export function outwardDelta(section: Section): 1 | -1 | 0 {
  if (section.kind === 'straight') return 0;
  return section.turn === 'left' ? 1 : -1;
}

/**
 * The curve hazard after a move that ends on `cell` (p40: "after every move which ends on a
 * curve"; none after a move off the curve onto a straight). The roll itself is skipped at or
 * below the limit (p38).
 */
export function curveHazard(track: Track, cell: Cell): HazardItem | null {
  const limit = curveLimit(track, cell);
  return limit === null ? null : { limit, cause: 'curve', rule: 'p40', kind: 'curve' };
}

/**
 * Where a drift into lanes (toLane, toLane + 1) ends after the straight-ahead part reached `dest`
 * (p13): aligned with a divider of the new pair's outer lane, and never further than the straight
 * move got ("the car's forward move will be shorter"). So the front goes back to the last divider
 * of the new pair at or behind the front the straight move reached. On straights, and between
 * pairs with the same dividers, that is simply the cell beside `dest`.
 */
export function driftEnd(track: Track, dest: Cell, toLane: number, dir: 1 | -1): Cell | null {
  if (!lanesValid(toLane)) return null;
  if (dir === 1) {
    const c = cellAt(track, toLane, dest.t1 - 1);
    if (!c || c.t1 === dest.t1) return c;
    // c reaches past the front: the cell behind it ends on the last divider before the front.
    return cellAt(track, toLane, c.t0 - 1) ?? c;
  }
  const c = cellAt(track, toLane, dest.t0);
  if (!c || c.t0 === dest.t0) return c;
  return cellAt(track, toLane, c.t1) ?? c;
}
