// The printed track as world-space shapes (pure; drawTrack.ts strokes them with Pixi).
import { geometry, grid, LANES, TICKS_PER_SECTION } from '../engine';
import type { Track } from '../engine';
import type { Pose, Pt } from '../engine/geometry';
import { curveLimitByInnerLane } from '../engine/data/curveLimits';
import { across, band, laneU, lineAlong } from './shapes';

export interface Label {
  text: string;
  at: Pt;
  /** Labels that belong together (the plates of one curve, by section index). */
  group?: number | string;
}

export interface TrackShapes {
  /** Asphalt of each section (alternate shading). */
  asphalt: { poly: Pt[]; alt: boolean }[];
  /** The seven lines between the eight lanes. */
  laneLines: Pt[][];
  /** Left and right road edges. */
  edges: Pt[][];
  /** Space dividers, one short segment across one lane each (curve lanes have their own counts). */
  dividers: [Pt, Pt][];
  /** Full-width lines where sections join. */
  sectionLines: [Pt, Pt][];
  start: [Pt, Pt];
  /** Chequered squares just before the finish line (null when the scenario has none). */
  finish: { dark: Pt[][]; light: Pt[][] } | null;
  sectionLabels: Label[];
  limitLabels: Label[];
  /** Every outline point, for fitting the camera. */
  extent: Pt[];
}

/** Finish band depth in ticks (5 ticks of a straight = 2 cm) and chequer columns per lane. */
const FINISH_TICKS = 5;
const CHECKS_PER_LANE = 2;

/** How far into a curve (ticks) its limit plates sit: on its first space, clear of the join. */
export const PLATE_TICKS = 7;

/** The printed limits on a curve: one plate per lane pair at the curve's start, centred on the pair. */
export function curveLimitLabels(track: Track, poses: Pose[], si: number): Label[] {
  const s = track.sections[si];
  if (s.kind === 'straight') return [];
  const out: Label[] = [];
  for (let lane = 1; lane < LANES; lane += 2) {
    const limit = curveLimitByInnerLane(s.kind, grid.innerIndex(s, lane));
    const at = geometry.pointAt(track, poses, lane * geometry.LANE_CM, si * TICKS_PER_SECTION + PLATE_TICKS);
    out.push({ text: String(limit), at, group: si });
  }
  return out;
}

export function trackShapes(track: Track, poses: Pose[]): TrackShapes {
  const total = grid.trackLength(track);
  const road = LANES * geometry.LANE_CM;
  const asphalt = track.sections.map((_, si) => ({
    poly: band(track, poses, 0, road, si * TICKS_PER_SECTION, (si + 1) * TICKS_PER_SECTION),
    alt: si % 2 === 1,
  }));
  const laneLines: Pt[][] = [];
  for (let k = 1; k < LANES; k++) laneLines.push(lineAlong(track, poses, k * geometry.LANE_CM, 0, total));
  const edges = [lineAlong(track, poses, 0, 0, total), lineAlong(track, poses, road, 0, total)];

  const dividers: [Pt, Pt][] = [];
  track.sections.forEach((_, si) => {
    for (let lane = 1; lane <= LANES; lane++) {
      const ds = grid.dividers(track, si, lane);
      for (const d of ds.slice(1, -1)) dividers.push(across(track, poses, laneU(lane), laneU(lane + 1), d));
    }
  });

  const sectionLines: [Pt, Pt][] = [];
  for (let si = 1; si < track.sections.length; si++) sectionLines.push(across(track, poses, 0, road, si * TICKS_PER_SECTION));

  let finish: TrackShapes['finish'] = null;
  if (track.finishTick !== null) {
    const f = Math.min(track.finishTick, total);
    const dark: Pt[][] = [], light: Pt[][] = [];
    const cols = LANES * CHECKS_PER_LANE, w = geometry.LANE_CM / CHECKS_PER_LANE, half = FINISH_TICKS / 2;
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < 2; r++) {
        const t0 = f - FINISH_TICKS + r * half;
        (((c + r) % 2 === 0) ? dark : light).push(band(track, poses, c * w, (c + 1) * w, t0, t0 + half));
      }
    }
    finish = { dark, light };
  }

  const sectionLabels = track.sections.map((_, si) => ({
    text: String(si + 1),
    at: geometry.pointAt(track, poses, -2.2, si * TICKS_PER_SECTION + TICKS_PER_SECTION / 2),
  }));
  const limitLabels = track.sections.flatMap((_, si) => curveLimitLabels(track, poses, si));

  return {
    asphalt,
    laneLines,
    edges,
    dividers,
    sectionLines,
    start: across(track, poses, 0, road, 0),
    finish,
    sectionLabels,
    limitLabels,
    extent: [...edges[0], ...edges[1], ...sectionLabels.map((l) => l.at)],
  };
}
