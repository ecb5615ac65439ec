// Pointer -> grid: which lane and tick lies under a world point. A point-in-polygon search over
// the same shapes the track is drawn with, so a click lands where the eye sees it on curves too.
import { geometry, grid, LANES, TICKS_PER_SECTION } from '../engine';
import type { Cell, Track } from '../engine';
import type { Pose, Pt } from '../engine';
import { band, laneU, pointInPolygon } from './shapes';
import { placeAt } from '../store/placeAt';

export interface GridPoint {
  /** The lane under the point, 1..8. */
  lane: number;
  /** The global tick under the point (integer, the tick interval [t, t+1) contains it). */
  t: number;
}

export function hitTest(track: Track, poses: Pose[], p: Pt): GridPoint | null {
  const road = LANES * geometry.LANE_CM;
  for (const si of grid.sectionIndices(track)) {
    const s0 = si * TICKS_PER_SECTION, s1 = s0 + TICKS_PER_SECTION;
    if (!pointInPolygon(p, band(track, poses, 0, road, s0, s1))) continue;
    for (let lane = 1; lane <= LANES; lane++) {
      const u0 = laneU(lane), u1 = laneU(lane + 1);
      if (!pointInPolygon(p, band(track, poses, u0, u1, s0, s1))) continue;
      // Bisect along the lane: each half is again a band, so curves need no special case.
      let lo = s0, hi = s1;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (pointInPolygon(p, band(track, poses, u0, u1, lo, mid))) hi = mid;
        else lo = mid;
      }
      return { lane, t: lo };
    }
  }
  return null;
}

/**
 * The two-lane cell a pointer indicates for highlighting: the pointed lane as the left lane of
 * the pair (lane 8 has no right neighbour, so it pairs with lane 7), judged on the outer lane's
 * dividers by the engine's own cellAt.
 */
export function pairCellAt(track: Track, gp: GridPoint): Cell | null {
  return grid.cellAt(track, Math.min(gp.lane, LANES - 1), gp.t);
}

/**
 * The cell to highlight under the pointer while a vehicle is being placed: the legal placement a
 * click there would choose (the store's own placeAt), else the plain pair, marked not legal.
 */
export function hoverPlace(track: Track, legal: Cell[], gp: GridPoint): { cell: Cell; legal: boolean } | null {
  const cmds = legal.map((c) => ({ type: 'place' as const, vehicle: '', lane: c.lane, t0: c.t0 }));
  const hit = placeAt(cmds, track, gp);
  const cell = hit ? grid.cellAt(track, hit.lane, hit.t0) : null;
  if (cell) return { cell, legal: true };
  const plain = pairCellAt(track, gp);
  return plain ? { cell: plain, legal: false } : null;
}
