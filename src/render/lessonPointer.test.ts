// The lesson's board pointer (issue 10) rings what the step names, where the engine has it: the
// vehicle's pose, the marker's pose, the engine's fire corridor polygon, a space of the grid.
import { describe, expect, it } from 'vitest';
import { darkFuture, fireCorridorPolygon, geometry, type GameState } from '../engine';
import { replaySession } from '../shell/session';
import { GAME_ONE_LESSON } from '../store/tutorial/gameOneLesson';
import { commandsBefore, lessonSetup } from '../store/tutorial/run';
import { pointerOnScreen, pointerView } from './lessonPointer';
import { stripPoly } from './shapes';
import { markerViews, vehicleViews } from './viewModel';

/** Game One's lesson at the start of a step (the same replay the lesson's own resume uses). */
function at(stepId: string): GameState {
  const i = GAME_ONE_LESSON.steps.findIndex((s) => s.id === stepId);
  const r = replaySession(darkFuture, lessonSetup(GAME_ONE_LESSON) as unknown as Record<string, unknown>, GAME_ONE_LESSON.seed, commandsBefore(GAME_ONE_LESSON, i));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state as GameState;
}

const views = (s: GameState) => {
  const poses = geometry.sectionPoses(s.track);
  return { poses, vehicles: vehicleViews(s, poses, null, null, 0), markers: markerViews(s, poses, null) };
};
const inside = (pts: { x: number; y: number }[], p: { x: number; y: number }) => {
  let c = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i], b = pts[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
};

describe('the lesson pointer', () => {
  it('rings a vehicle round its pose', () => {
    const s = at('you-drift');
    const { poses, vehicles, markers } = views(s);
    const p = pointerView({ kind: 'vehicle', vehicle: 'car1' }, s, poses, vehicles, markers)!;
    const car = vehicles.find((v) => v.id === 'car1')!.pose;
    expect(p.name).toBe('vehicle:car1');
    expect(p.centre.x).toBeCloseTo(car.x);
    expect(p.centre.y).toBeCloseTo(car.y);
    expect(inside(p.outline, car)).toBe(true);
    // The other car is not inside the ring.
    expect(inside(p.outline, vehicles.find((v) => v.id === 'car2')!.pose)).toBe(false);
  });

  it('rings a marker where the engine laid it, and nothing once it is gone', () => {
    const s = at('you-brake');
    const { poses, vehicles, markers } = views(s);
    const m2 = markers.find((m) => m.id === 'm2')!;
    const p = pointerView({ kind: 'marker', marker: 'm2' }, s, poses, vehicles, markers)!;
    expect(p.centre.x).toBeCloseTo(m2.pose.x);
    expect(p.centre.y).toBeCloseTo(m2.pose.y);
    // m1 (Razor's dummy) was turned over and removed in the drift before (p22).
    expect(pointerView({ kind: 'marker', marker: 'm1' }, s, poses, vehicles, markers)).toBeNull();
  });

  it('rings the fire corridor the engine computes (p19), and not for a car out of play', () => {
    const s = at('you-shoot');
    const { poses, vehicles, markers } = views(s);
    const p = pointerView({ kind: 'corridor', vehicle: 'car1', weapon: 'car1.w1' }, s, poses, vehicles, markers)!;
    expect(p.outline).toEqual(fireCorridorPolygon(s, 'car1', 'car1.w1'));
    expect(pointerView({ kind: 'corridor', vehicle: 'nobody', weapon: 'car1.w1' }, s, poses, vehicles, markers)).toBeNull();
  });

  it('rings a space two lanes wide, as a car’s cell', () => {
    const s = at('you-drift');
    const { poses, vehicles, markers } = views(s);
    const p = pointerView({ kind: 'space', lane: 1, t0: 300, t1: 320 }, s, poses, vehicles, markers)!;
    expect(p.outline).toEqual(stripPoly(s.track, poses, { laneFrom: 1, laneTo: 2, t0: 300, t1: 320 }));
  });

  it('draws nothing for no target or a vehicle not on the board', () => {
    const s = at('you-drift');
    const { poses, vehicles, markers } = views(s);
    expect(pointerView(null, s, poses, vehicles, markers)).toBeNull();
    expect(pointerView({ kind: 'vehicle', vehicle: 'car9' }, s, poses, vehicles, markers)).toBeNull();
  });

  it('puts the arrow’s tip above the ring on screen', () => {
    const s = at('you-drift');
    const { poses, vehicles, markers } = views(s);
    const p = pointerView({ kind: 'vehicle', vehicle: 'car2' }, s, poses, vehicles, markers)!;
    const scr = pointerOnScreen({ scale: 5, rotation: 0, x: 10, y: 300 }, p);
    expect(scr.tip.y).toBeLessThan(Math.min(...scr.ring.map((q) => q.y)));
    expect(scr.tip.x).toBeCloseTo(scr.centre.x);
    expect(scr.up).toBe(false);
    // In the upper half of the board, under the lesson card, the arrow comes from below instead.
    const high = pointerOnScreen({ scale: 5, rotation: 0, x: 10, y: 10 }, p, 600);
    expect(high.up).toBe(true);
    expect(high.tip.y).toBeGreaterThan(Math.max(...high.ring.map((q) => q.y)));
  });
});
