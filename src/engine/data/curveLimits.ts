// Safety limits printed on curved track (p38 refers to them; the numbers are on the track
// pieces, not in the rulebook text). ASSUMPTION: one player's tracing of the printed track
// (the curve grid), listed in docs/assumptions.md.
//
// One value per pair of lanes, counted from the curve's inner edge: index 0 = lanes 1-2
// (innermost), 3 = lanes 7-8 (outermost). Which lane is "inner" depends on the turn
// (grid.innerIndex). A car on two lanes with different limits tests against the outer lane's
// (p38) — the engine's concern; this file only holds the numbers.

/** mph per lane pair, inner pair first. */
export const CURVE_LIMITS: Record<'bend' | 'corner', readonly [number, number, number, number]> = {
  bend: [50, 60, 70, 80],
  corner: [30, 40, 50, 60],
};

/** The printed limit on a lane counted from the inner edge (1..8). */
export function curveLimitByInnerLane(kind: 'bend' | 'corner', innerLane: number): number {
  return CURVE_LIMITS[kind][Math.floor((innerLane - 1) / 2)];
}
