// The road to draw this frame: every section in play with the hazards on it, plus the sections
// being taken away, each with its look from the rolling-road animation (roadAnimation.ts).
import { useMemo } from 'react';
import { grid } from '../engine';
import type { GameState } from '../engine';
import { roadFeed } from './animationFeed';
import { hazardLimitLabels, hazardShape, type HazardLike, type HazardShape } from './hazardShapes';
import { arrivingLook, leavingLook, type DrawnSection, type SectionLook } from './roadAnimation';
import { sectionShapes, type Label, type SectionShapes, type TrackShapes } from './trackShapes';
import { useAnimation } from './useAnimation';
import type { FrameLoop } from './frameLoop';
import { useStable } from './useStable';

export interface RoadPiece {
  key: string;
  shapes: SectionShapes;
  hazards: HazardShape[];
  look: SectionLook;
}

export interface Road {
  /** Leaving sections first (under), then the sections in play. */
  pieces: RoadPiece[];
  /** What is printed on the sections that are showing. */
  sectionLabels: Label[];
  limitLabels: Label[];
  hazardLabels: Label[];
  animating: boolean;
}

/** The section a hazard lies on (the engine says; a zone's first tick otherwise, for a saved game from before). */
const sectionOf = (h: HazardLike & { section?: number }): number => h.section ?? grid.sectionIndexAt(h.zone[0]?.t0 ?? 0);

export function useRoad(game: GameState, drawn: DrawnSection[], shapes: TrackShapes, loop: FrameLoop): Road {
  const { value: road, elapsed } = useAnimation(roadFeed, loop);
  const list = useStable(game.roadHazards as (HazardLike & { section?: number })[] | undefined);
  const bySection = useMemo(() => {
    const m = new Map<number, HazardShape[]>();
    const d = drawn[0];
    if (!d) return m;
    for (const h of list ?? []) m.set(sectionOf(h), [...(m.get(sectionOf(h)) ?? []), hazardShape(d.track, d.poses, h)]);
    return m;
  }, [list, drawn]);
  const leaving = useMemo(
    () =>
      (road?.leaving ?? []).map((l) => ({
        l,
        shapes: sectionShapes(l.section.track, l.section.poses, l.section.index),
        hazards: l.hazards.map((h) => hazardShape(l.section.track, l.section.poses, h)),
      })),
    [road],
  );

  const current = drawn.map((d, i) => ({ key: d.key, shapes: shapes.sections[i], hazards: bySection.get(d.index) ?? [], look: arrivingLook(road, d, elapsed) }));
  const gone = road ? leaving.map((x) => ({ key: `leaving-${x.l.section.key}`, shapes: x.shapes, hazards: x.hazards, look: leavingLook(road, x.l, elapsed) })) : [];
  // Labels go with their section once it is more there than not.
  const showing = current.filter((p) => p.shapes && p.look.alpha >= 0.5);
  return {
    pieces: [...gone, ...current.filter((p) => p.shapes)],
    sectionLabels: showing.map((p) => p.shapes.label),
    limitLabels: showing.flatMap((p) => p.shapes.limitLabels),
    hazardLabels: hazardLimitLabels(showing.flatMap((p) => p.hazards)),
    animating: road !== null,
  };
}
