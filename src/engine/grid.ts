// The lane/space grid (p10; docs/architecture.md "The board"). Positions are (lane, tick) with 60 ticks per
// section, so uneven curve lanes (2-5 spaces) stay exact integers. Lanes run 1..8 from the left
// edge looking in the direction of play and continue from section to section.
import type { Cell, Heading, Section, Track, Zone, ZoneStrip } from './types';
import { LANES, TICKS_PER_SECTION } from './types';

/** Spaces per lane counted from the inner edge (docs/assumptions.md; one player's tracing of the printed track). */
export const CURVE_SPACES: Record<'bend' | 'corner', number[]> = {
  bend: [3, 3, 3, 4, 4, 5, 5, 5],
  corner: [2, 2, 2, 3, 3, 4, 4, 4],
};
export const STRAIGHT_SPACES = 3;

// ---------------------------------------------------------------------------------------
// Section lookup. The rolling track (p75) lays sections at one end and removes them at the other
// without re-indexing, so a section's *global* index (and every tick) keeps its meaning for the
// whole game; `track.first` is the global index of sections[0]. Every caller looks sections up
// here rather than indexing `track.sections` with a global index.
// ---------------------------------------------------------------------------------------

/** Global index of the first (lowest-tick) section in play. */
export const firstSection = (track: Track): number => track.first ?? 0;
/** Global index of the last (highest-tick) section in play. */
export const lastSection = (track: Track): number => firstSection(track) + track.sections.length - 1;
/** Global tick where the track in play starts. */
export const trackStart = (track: Track): number => firstSection(track) * TICKS_PER_SECTION;
/** Global tick where the track in play ends (its length, for the fixed layouts that start at 0). */
export const trackEnd = (track: Track): number => (lastSection(track) + 1) * TICKS_PER_SECTION;
/** Kept for callers written before the rolling track: the end tick of the track. */
export const trackLength = trackEnd;

/** Global index of the section holding tick t (in play or not). */
export function sectionIndexAt(t: number): number {
  return Math.floor(t / TICKS_PER_SECTION);
}

/** The section with global index i, if it is in play. */
export function sectionByIndex(track: Track, i: number): Section | undefined {
  return track.sections[i - firstSection(track)];
}

/** The section in play under tick t. */
export function sectionAt(track: Track, t: number): Section | undefined {
  return sectionByIndex(track, sectionIndexAt(t));
}

/** Global indices of every section in play, in order of increasing ticks. */
export function sectionIndices(track: Track): number[] {
  return track.sections.map((_, k) => firstSection(track) + k);
}

/** Global indices of the sections in play from the one holding tick t onwards in direction dir. */
export function sectionsFrom(track: Track, t: number, dir: 1 | -1): number[] {
  const i = sectionIndexAt(t);
  return sectionIndices(track).filter((k) => (dir === 1 ? k >= i : k <= i));
}

/** Position of a lane counted from the curve's inner edge (1 = innermost). */
export function innerIndex(section: Section, lane: number): number {
  return section.turn === 'right' ? LANES + 1 - lane : lane;
}

export function spacesIn(section: Section, lane: number): number {
  if (section.kind === 'straight') return STRAIGHT_SPACES;
  return CURVE_SPACES[section.kind][innerIndex(section, lane) - 1];
}

/** The outer lane of the pair (lane, lane + 1): its dividers judge position and moves (p10, p53). */
export function outerLane(section: Section, lane: number): number {
  return section.turn === 'right' ? lane : lane + 1;
}

/** Global ticks of every divider of one lane in one section (global index), both ends included. */
export function dividers(track: Track, sectionIdx: number, lane: number): number[] {
  const section = sectionByIndex(track, sectionIdx);
  if (!section) return [];
  const n = spacesIn(section, lane);
  const base = sectionIdx * TICKS_PER_SECTION;
  const out: number[] = [];
  for (let k = 0; k <= n; k++) out.push(base + (k * TICKS_PER_SECTION) / n);
  return out;
}

export const isOnGrid = (h: Heading): boolean => h === 0 || h === 4;

/** +1 when a heading points along the direction of play, -1 against; angled headings lean. */
export function headingDir(h: Heading): 1 | -1 {
  return h === 0 || h === 1 || h === 7 ? 1 : h === 4 || h === 3 || h === 5 ? -1 : 1;
}

export const lanesValid = (lane: number): boolean => lane >= 1 && lane + 1 <= LANES;

/** The cell of the pair (lane, lane+1) that contains tick t, judged on the outer lane. */
export function cellAt(track: Track, lane: number, t: number): Cell | null {
  const i = sectionIndexAt(t);
  const section = sectionByIndex(track, i);
  if (!section || !lanesValid(lane)) return null;
  // The space is found by arithmetic rather than a scan of dividers(), whose array per call
  // showed in the profile; its ends are dividers()'s own expressions, so the values are the same.
  const n = spacesIn(section, outerLane(section, lane));
  const base = i * TICKS_PER_SECTION;
  const k = Math.floor(((t - base) * n) / TICKS_PER_SECTION);
  const t0 = base + (k * TICKS_PER_SECTION) / n;
  const t1 = base + ((k + 1) * TICKS_PER_SECTION) / n;
  return k >= 0 && k < n && t >= t0 && t < t1 ? { lane, t0, t1 } : null;
}

/** The next cell along the same lanes in direction dir, or null when it would leave the track. */
export function cellAhead(track: Track, cell: Cell, dir: 1 | -1): Cell | null {
  return dir === 1 ? cellAt(track, cell.lane, cell.t1) : cellAt(track, cell.lane, cell.t0 - 1);
}

/** The cell behind a vehicle (where its passive markers go, p22). */
export function cellBehind(track: Track, cell: Cell, dir: 1 | -1): Cell | null {
  return cellAhead(track, cell, dir === 1 ? -1 : 1);
}

/**
 * After a straight-ahead move into `cell`, shift one lane to `toLane` (a drift, p13). On uneven
 * lanes the car is aligned with the outer divider of its new pair, which can shorten the move.
 */
export function shiftedCell(track: Track, cell: Cell, toLane: number, dir: 1 | -1): Cell | null {
  if (!lanesValid(toLane)) return null;
  const front = dir === 1 ? cell.t1 : cell.t0;
  // The front stays at the furthest divider of the new outer lane that the move reached.
  const probe = dir === 1 ? front - 1 : front;
  const c = cellAt(track, toLane, probe);
  return c;
}

/** A lane range over a tick interval. */
export const strip = (laneFrom: number, laneTo: number, t0: number, t1: number): ZoneStrip => ({ laneFrom, laneTo, t0, t1 });

/** The footprint of a vehicle: its two lanes, or four when it is at an angle to the grid (p52). */
export function footprint(cell: Cell, heading: Heading): Zone {
  return isOnGrid(heading) ? [strip(cell.lane, cell.lane + 1, cell.t0, cell.t1)] : [strip(cell.lane - 1, cell.lane + 2, cell.t0, cell.t1)];
}

/** zonesOverlap(zone, footprint(cell, heading)) without building the footprint: every move asks it of every vehicle and marker. */
export function overlapsFootprint(zone: Zone, cell: Cell, heading: Heading): boolean {
  const on = isOnGrid(heading);
  const from = on ? cell.lane : cell.lane - 1;
  const to = on ? cell.lane + 1 : cell.lane + 2;
  for (const z of zone) if (z.laneFrom <= to && from <= z.laneTo && z.t0 < cell.t1 && cell.t0 < z.t1) return true;
  return false;
}

/** A marker's zone is the footprint of a model on the grid in its cell. */
export function markerZone(cell: Cell): Zone {
  return [strip(cell.lane, cell.lane + 1, cell.t0, cell.t1)];
}

export function stripsOverlap(a: ZoneStrip, b: ZoneStrip): boolean {
  return a.laneFrom <= b.laneTo && b.laneFrom <= a.laneTo && a.t0 < b.t1 && b.t0 < a.t1;
}

export function zonesOverlap(a: Zone, b: Zone): boolean {
  for (const x of a) for (const y of b) if (stripsOverlap(x, y)) return true;
  return false;
}

/** Does any part of the zone lie off the road's edges (a crash, p52)? */
export function offRoadEdge(zone: Zone): boolean {
  // A loop, not some() with an arrow: legality asks this of every part of every plan (issue 31).
  for (let i = 0; i < zone.length; i++) if (zone[i].laneFrom < 1 || zone[i].laneTo > LANES) return true;
  return false;
}

/** Lanes shared by two cells (0, 1 or 2). */
export function lanesInCommon(a: Cell, b: Cell): number {
  const lo = Math.max(a.lane, b.lane);
  const hi = Math.min(a.lane + 1, b.lane + 1);
  return Math.max(0, hi - lo + 1);
}

/** Space number (0-based, counted along the outer lane of the section) of a cell, for display. */
export function spaceLabel(track: Track, cell: Cell): { section: number; space: number } {
  const si = sectionIndexAt(cell.t0);
  const section = sectionByIndex(track, si);
  const ds = section ? dividers(track, si, outerLane(section, cell.lane)) : [];
  return { section: si, space: Math.max(0, ds.indexOf(cell.t0)) };
}

/** Straight track of n sections. */
export function straightTrack(n: number, finish: boolean): Track {
  const sections: Section[] = [];
  for (let i = 0; i < n; i++) sections.push({ kind: 'straight' });
  return { sections, finishTick: finish ? n * TICKS_PER_SECTION : null };
}
