// The road as it rolls (p74-75): which sections are drawn, and how they come and go. Sections
// laid by a command slide and fade in one after another once the cars' moves have played; the
// ones taken away behind fade out where they were, drawn from the track they belonged to. Pure:
// the renderer gets a look (alpha, offset) per section from the clock and this model.
import { geometry, grid } from '../engine';
import type { GameEvent, GameState, Pose, Track } from '../engine';
import type { HazardLike } from './hazardShapes';

export const FADE_MS = 450;
export const STAGGER_MS = 140;
/** How far (cm) a section slides as it comes in or goes. */
export const SLIDE_CM = 6;

/** A section to draw: its global index and the track (and poses) it belongs to. */
export interface DrawnSection {
  key: string;
  index: number;
  track: Track;
  poses: Pose[];
}

/**
 * Identifies a section as laid on the table: its index, its kind and its place. A Game Two layout
 * rolled over the placeholder road, or a section laid again after a change of direction, is new.
 */
export function sectionKey(track: Track, poses: Pose[], index: number): string {
  const s = grid.sectionByIndex(track, index);
  const p = poses[index - grid.firstSection(track)];
  if (!s || !p) return `${index}:none`;
  return `${index}:${s.kind}:${s.turn ?? ''}:${p.x.toFixed(2)},${p.y.toFixed(2)},${p.a.toFixed(3)}`;
}

/** The layout is still to be rolled (Game Two, p87): the track held meanwhile is a placeholder. */
export const awaitingLayout = (g: GameState): boolean => g.flow.kind === 'setup' && g.flow.steps.some((s) => s.kind === 'rollTrack');

/** The sections to draw for a game: every section in play, or none before the layout is rolled. */
export function drawnSections(g: GameState, poses: Pose[]): DrawnSection[] {
  if (awaitingLayout(g)) return [];
  return grid.sectionIndices(g.track).map((index) => ({ key: sectionKey(g.track, poses, index), index, track: g.track, poses }));
}

export interface LeavingSection {
  section: DrawnSection;
  /** The hazards that lay on it, to fade out with it. */
  hazards: HazardLike[];
}

export interface RoadTransition {
  leaving: LeavingSection[];
  /** Key of each arriving section -> ms before it starts to come in. */
  arriving: Record<string, number>;
  /** ms before the leaving sections start to go (the moves play first). */
  start: number;
}

const ROAD_EVENTS = new Set(['trackPlaced', 'trackRemoved', 'trackRolled']);

/** What changed on the road with one command; null when nothing did. */
export function roadTransition(prev: GameState | null, next: GameState | null, events: GameEvent[], msPerMove: number): RoadTransition | null {
  if (!prev || !next) return null;
  const before = drawnSections(prev, geometry.sectionPoses(prev.track));
  const after = drawnSections(next, geometry.sectionPoses(next.track));
  const had = new Set(before.map((d) => d.key)), has = new Set(after.map((d) => d.key));
  const leavingSections = before.filter((d) => !has.has(d.key));
  const arrivingSections = after.filter((d) => !had.has(d.key));
  if (leavingSections.length === 0 && arrivingSections.length === 0) return null;

  // The road changes after the moves that made it change: count the move slots played first.
  const firstRoad = events.findIndex((e) => ROAD_EVENTS.has(e.type));
  const moves = events.slice(0, firstRoad < 0 ? 0 : firstRoad).filter((e) => e.type === 'moved' || e.type === 'spin').length;
  const start = moves * msPerMove;

  // Sections come in in the order they were laid; any the events do not name, in road order.
  const laid = events.flatMap((e) => (e.type === 'trackPlaced' ? [e.section] : []));
  const order = [...arrivingSections].sort((a, b) => rank(laid, a.index) - rank(laid, b.index) || a.index - b.index);
  const arriving: Record<string, number> = {};
  order.forEach((d, i) => (arriving[d.key] = start + i * STAGGER_MS));

  const hazards = prev.roadHazards ?? [];
  const leaving = leavingSections.map((section) => ({ section, hazards: hazards.filter((h) => h.section === section.index) }));
  return { leaving, arriving, start };
}

const rank = (laid: number[], index: number): number => {
  const i = laid.indexOf(index);
  return i < 0 ? laid.length : i;
};

export function roadDuration(t: RoadTransition): number {
  return Math.max(t.start, ...Object.values(t.arriving)) + FADE_MS;
}

export interface SectionLook {
  alpha: number;
  /** World offset (cm) of the section while it slides. */
  dx: number;
  dy: number;
}

export const SETTLED: SectionLook = { alpha: 1, dx: 0, dy: 0 };

const ease = (x: number): number => 1 - (1 - x) ** 3;

/** Direction (unit, world) a section slides along: its heading where it starts. */
function along(d: DrawnSection): { x: number; y: number } {
  const p = d.poses[d.index - grid.firstSection(d.track)];
  return p ? { x: Math.cos(p.a), y: Math.sin(p.a) } : { x: 0, y: 0 };
}

/** How a section in play looks `elapsed` ms into a transition: arriving ones slide back into place from ahead as they fade in. */
export function arrivingLook(t: RoadTransition | null, d: DrawnSection, elapsed: number): SectionLook {
  const delay = t?.arriving[d.key];
  if (delay === undefined) return SETTLED;
  const f = Math.max(0, Math.min(1, (elapsed - delay) / FADE_MS));
  const e = ease(f), u = along(d), off = SLIDE_CM * (1 - e);
  return { alpha: e, dx: u.x * off, dy: u.y * off };
}

/** A section taken away: it fades out where it lay, drifting back a little. */
export function leavingLook(t: RoadTransition, l: LeavingSection, elapsed: number): SectionLook {
  const f = Math.max(0, Math.min(1, (elapsed - t.start) / FADE_MS));
  const e = ease(f), u = along(l.section), off = -SLIDE_CM * e;
  return { alpha: 1 - e, dx: u.x * off, dy: u.y * off };
}
