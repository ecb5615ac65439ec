// The printed track as world-space shapes (pure; drawTrack.ts strokes them with Pixi).
import { curveLimitByInnerLane, geometry, grid, LANES, TICKS_PER_SECTION, type Pose, type Pt, type Track } from '../engine';
import { across, band, laneU, lineAlong } from './shapes';
import { roadside, type Roadside } from './roadside';

export interface Label {
  text: string;
  at: Pt;
  /** Labels that belong together (the plates of one curve, by section index). */
  group?: number | string;
}

/** One section of the printed track, drawn on its own so it can slide in and fade out (p75). */
export interface SectionShapes {
  /** Global index of the section (grid.ts: the rolling track never re-indexes). */
  index: number;
  /** Its asphalt (alternate sections shaded apart). */
  asphalt: Pt[];
  alt: boolean;
  /** The seven lines between the eight lanes. */
  laneLines: Pt[][];
  /** Left and right road edges. */
  edges: Pt[][];
  /** Space dividers, one short segment across one lane each (curve lanes have their own counts). */
  dividers: [Pt, Pt][];
  /** The line across the road where the section starts: the road's start line on section 0, else a join. */
  startLine: [Pt, Pt];
  roadStart: boolean;
  /** Chequered squares just before the finish line, when it lies in this section. */
  finish: { dark: Pt[][]; light: Pt[][] } | null;
  label: Label;
  limitLabels: Label[];
  /** Every outline point, for fitting the camera. */
  extent: Pt[];
  /** The verge, shoulder, asphalt texture and lane paint (roadside.ts): looks only. */
  roadside?: Roadside;
}

export interface TrackShapes {
  sections: SectionShapes[];
  sectionLabels: Label[];
  limitLabels: Label[];
  extent: Pt[];
}

/** Finish band depth in ticks (5 ticks of a straight = 2 cm) and chequer columns per lane. */
const FINISH_TICKS = 5;
const CHECKS_PER_LANE = 2;

/** How far into a curve (ticks) its limit plates sit: on its first space, clear of the join. */
export const PLATE_TICKS = 7;

/** The printed limits on a curve: one plate per lane pair at the curve's start, centred on the pair. */
export function curveLimitLabels(track: Track, poses: Pose[], si: number): Label[] {
  const s = grid.sectionByIndex(track, si);
  if (!s || s.kind === 'straight') return [];
  const out: Label[] = [];
  for (let lane = 1; lane < LANES; lane += 2) {
    const limit = curveLimitByInnerLane(s.kind, grid.innerIndex(s, lane));
    const at = geometry.pointAt(track, poses, lane * geometry.LANE_CM, si * TICKS_PER_SECTION + PLATE_TICKS);
    out.push({ text: String(limit), at, group: si });
  }
  return out;
}

function finishIn(track: Track, poses: Pose[], si: number): SectionShapes['finish'] {
  const f = track.finishTick;
  if (f === null || f <= si * TICKS_PER_SECTION || f > (si + 1) * TICKS_PER_SECTION) return null;
  const dark: Pt[][] = [], light: Pt[][] = [];
  const cols = LANES * CHECKS_PER_LANE, w = geometry.LANE_CM / CHECKS_PER_LANE, half = FINISH_TICKS / 2;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < 2; r++) {
      const t0 = f - FINISH_TICKS + r * half;
      ((c + r) % 2 === 0 ? dark : light).push(band(track, poses, c * w, (c + 1) * w, t0, t0 + half));
    }
  }
  return { dark, light };
}

/** The shapes of one section in play (global index si). */
export function sectionShapes(track: Track, poses: Pose[], si: number): SectionShapes {
  const road = LANES * geometry.LANE_CM;
  const t0 = si * TICKS_PER_SECTION, t1 = t0 + TICKS_PER_SECTION;
  const laneLines: Pt[][] = [];
  for (let k = 1; k < LANES; k++) laneLines.push(lineAlong(track, poses, k * geometry.LANE_CM, t0, t1));
  const edges = [lineAlong(track, poses, 0, t0, t1), lineAlong(track, poses, road, t0, t1)];
  const dividers: [Pt, Pt][] = [];
  for (let lane = 1; lane <= LANES; lane++) {
    for (const d of grid.dividers(track, si, lane).slice(1, -1)) dividers.push(across(track, poses, laneU(lane), laneU(lane + 1), d));
  }
  // Section numbers sit along the right-hand edge, clear of the name labels drawn above the cars.
  const label = { text: String(si + 1), at: geometry.pointAt(track, poses, geometry.ROAD_CM + 2.2, t0 + TICKS_PER_SECTION / 2) };
  return {
    index: si,
    asphalt: band(track, poses, 0, road, t0, t1),
    alt: Math.abs(si) % 2 === 1,
    laneLines,
    edges,
    dividers,
    startLine: across(track, poses, 0, road, t0),
    roadStart: si === 0,
    finish: finishIn(track, poses, si),
    label,
    limitLabels: curveLimitLabels(track, poses, si),
    extent: [...edges[0], ...edges[1], label.at],
    roadside: roadside(track, poses, si),
  };
}

/** The printed track: every section in play (or the given global indices). */
export function trackShapes(track: Track, poses: Pose[], indices: number[] = grid.sectionIndices(track)): TrackShapes {
  const sections = indices.map((si) => sectionShapes(track, poses, si));
  return {
    sections,
    sectionLabels: sections.map((x) => x.label),
    limitLabels: sections.flatMap((x) => x.limitLabels),
    extent: sections.flatMap((x) => x.extent),
  };
}
