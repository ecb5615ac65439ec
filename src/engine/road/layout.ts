// Laying and removing track sections (p74-75). Sections keep their global index for the whole
// game (grid.ts): a section laid behind the first gets index first - 1, and the drawing pose of
// the first section (`track.origin`) moves with it so the road stays put on the table.
import { emit, writableTrack, writableVehicle, type Ctx } from '../core/ctx';
import { firstSection, lastSection, sectionByIndex, sectionIndexAt, sectionIndices } from '../grid';
import { endPose, startPoseBefore } from '../geometry';
import { BOX } from './tables';
import type { Section, SectionKind, Track, Turn } from '../types';

/** The section at the front of the track in direction dir: where the next one is laid. */
export const frontIndex = (track: Track, dir: 1 | -1): number => (dir === 1 ? lastSection(track) : firstSection(track));
/** The section at the back of the track in direction dir: the one removed first (p75). */
export const rearIndex = (track: Track, dir: 1 | -1): number => (dir === 1 ? firstSection(track) : lastSection(track));

/** A turn seen by a driver going in direction dir, as the track records it (looking towards higher ticks). */
export const trackTurn = (turn: Turn, dir: 1 | -1): Turn => (dir === 1 ? turn : turn === 'left' ? 'right' : 'left');

/** Sections still in the box (p1, p74): the box's stock less those in play, less `returning` (about to be taken up). */
export function stock(track: Track, returning: number | null = null): Record<SectionKind, number> {
  const left: Record<SectionKind, number> = { ...BOX };
  for (const i of sectionIndices(track)) if (i !== returning) left[sectionByIndex(track, i)!.kind] -= 1;
  return left;
}

/** The sections in play in the order a driver going in direction dir meets them. */
export function inPlayOrder(track: Track, dir: 1 | -1): Section[] {
  return dir === 1 ? [...track.sections] : [...track.sections].reverse();
}

/**
 * Lays `kind` (turning `turn` as the driver in direction dir sees it) at the front of the track
 * in direction dir, and reports it. Returns the new section's global index.
 */
export function layFront(ctx: Ctx, kind: SectionKind, turn: Turn | undefined, dir: 1 | -1, dice: number[], note: string, rule: 'p74' | 'p75'): number {
  const track = writableTrack(ctx);
  const section: Section = kind === 'straight' ? { kind } : { kind, turn: trackTurn(turn ?? 'left', dir) };
  let index: number;
  if (track.sections.length === 0 || dir === 1) {
    index = track.sections.length === 0 ? firstSection(track) : lastSection(track) + 1;
    track.sections.push(section);
  } else {
    index = firstSection(track) - 1;
    track.origin = startPoseBefore(section, track.origin ?? { x: 0, y: 0, a: 0 });
    track.sections.unshift(section);
    track.first = index;
  }
  emit(ctx, { type: 'trackPlaced', section: index, kind, ...(section.turn ? { turn: section.turn } : {}), note, rule, dice });
  return index;
}

/**
 * Takes the section at one end of the track off the table (p75) with everything on it:
 * vehicles leave play undamaged, passive markers and road hazards go.
 */
export function removeSection(ctx: Ctx, index: number, reason: string): void {
  const s = ctx.s;
  const track = writableTrack(ctx);
  const on = (t: number): boolean => sectionIndexAt(t) === index;
  for (const seen of s.vehicles) {
    if (seen.status !== 'inPlay' || !on(seen.cell.t0)) continue;
    const v = writableVehicle(s, seen);
    v.status = 'leftPlay';
    v.leftBy = 'rearSection';
    emit(ctx, { type: 'leftPlay', vehicle: v.id, cause: 'was on the track section taken away from the back: out of the game, undamaged', rule: 'p75', dice: [] });
  }
  for (const m of s.markers.filter((x) => on(x.cell.t0))) emit(ctx, { type: 'markerRemoved', marker: m.id, reason: 'its track section was taken away', rule: 'p75', dice: [] });
  s.markers = s.markers.filter((x) => !on(x.cell.t0));
  s.roadHazards = s.roadHazards.filter((h) => h.section !== index);
  if (index === firstSection(track)) {
    track.origin = endPose(track.sections[0], track.origin ?? { x: 0, y: 0, a: 0 });
    track.sections.shift();
    track.first = index + 1;
  } else if (index === lastSection(track)) {
    track.sections.pop();
  } else {
    throw new Error(`engine bug: section ${index} is not at an end of the track`);
  }
  emit(ctx, { type: 'trackRemoved', section: index, reason, rule: 'p75', dice: [] });
}
