import { describe, expect, it } from 'vitest';
import { geometry, pending, type GameState } from '../engine';
import { threeSides as spreadGame } from '../engine/fixtures/threeSides';
import { testState } from '../engine/testkit';
import { fitCamera, worldToScreen } from './camera';
import { COMPACT, focusHeading, focusPoints, focusWindow, followRotation, framedCars, MAX_WINDOW, MIN_WINDOW } from './follow';


describe('follow camera window', () => {
  it('frames at least two and a half sections around the cars', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 9, speed: 60 }] });
    const w = focusWindow(s);
    expect(w.t1 - w.t0).toBe(MIN_WINDOW);
    expect(w.t0).toBeLessThanOrEqual(180);
    expect(w.t1).toBeGreaterThanOrEqual(200);
  });

  it('widens to keep every car in view', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }, { id: 'b', lane: 5, space: 15 }] });
    const w = focusWindow(s);
    expect(w.t0).toBeLessThanOrEqual(20);
    expect(w.t1).toBeGreaterThanOrEqual(320);
  });

  it('slides instead of shrinking at the ends of the track', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 20 }] });
    const w = focusWindow(s);
    expect(w.t1).toBe(420);
    expect(w.t1 - w.t0).toBe(MIN_WINDOW);
  });

  it('frames a tighter stretch on a small screen (issue 9: lanes big enough to tap)', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 9 }, { id: 'b', lane: 2, space: 11 }] });
    const w = focusWindow(s, COMPACT);
    expect(w.t1 - w.t0).toBe(90);
    expect(focusWindow(s).t1 - focusWindow(s).t0).toBe(MIN_WINDOW);
  });

  it('ignores cars no longer in play', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 2 }, { id: 'b', lane: 5, space: 20, patch: { status: 'crashed' } }] });
    expect(focusWindow(s).t1).toBeLessThan(300);
  });

  it('p87: at game over it stays on the winner that crossed the finish line, not section 1', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 20, patch: { status: 'finished' } }, { id: 'b', lane: 5, space: 17, patch: { status: 'crashed' } }] });
    s.flow = { kind: 'over' };
    expect(focusWindow(s).t1).toBe(420);
    s.vehicles[0].status = 'crashed';
    expect(focusWindow(s).t0).toBeGreaterThan(200);
  });
});

describe('follow camera on curves', () => {
  const L = { kind: 'corner' as const, turn: 'left' as const };
  const S = { kind: 'straight' as const };
  const land = false;

  it('turns the board so the stretch in view runs left to right: straight road, no turn', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 4 }] });
    const poses = geometry.sectionPoses(s.track);
    expect(followRotation(focusHeading(s, poses), land)).toBeCloseTo(0);
    expect(followRotation(focusHeading(s, poses), true)).toBeCloseTo(-Math.PI / 2);
  });

  it('a car past a 90-degree corner is seen with the road after the corner running left to right', () => {
    const s = testState({ sections: [S, L, S, S, S], vehicles: [{ id: 'a', lane: 4, space: 10 }] });
    const poses = geometry.sectionPoses(s.track);
    // window on sections 3-4 (all after the corner): heading -90 degrees, turned back by +90
    expect(followRotation(focusHeading(s, poses), land)).toBeCloseTo(Math.PI / 2);
    const cam = fitCamera(focusPoints(s, poses), { width: 800, height: 400 }, followRotation(focusHeading(s, poses), land), 10);
    const a = worldToScreen(cam, geometry.pointAt(s.track, poses, 8, 170)), b = worldToScreen(cam, geometry.pointAt(s.track, poses, 8, 230));
    expect(b.x - a.x).toBeGreaterThan(0);
    expect(Math.abs(b.y - a.y)).toBeLessThan(1e-6);
  });

  it('frames both cars and the whole of a hairpin (two corners, 180 degrees) in view', () => {
    const s = testState({ sections: [S, L, L, S, S], vehicles: [{ id: 'a', lane: 3, space: 2 }, { id: 'b', lane: 5, space: 10 }] });
    const poses = geometry.sectionPoses(s.track);
    const rot = followRotation(focusHeading(s, poses), land);
    // the mean heading of the window is across the hairpin: the board turns a quarter
    expect(Math.abs(rot)).toBeGreaterThan(Math.PI / 3);
    expect(Math.abs(rot)).toBeLessThan((2 * Math.PI) / 3);
    const view = { width: 800, height: 500 };
    const cam = fitCamera(focusPoints(s, poses), view, rot, 10);
    for (const v of s.vehicles) {
      const p = worldToScreen(cam, geometry.vehiclePose(s.track, poses, v.cell, v.heading));
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(view.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(view.height);
    }
  });

  it('rounds the rotation to 15-degree steps so small bends do not turn the board', () => {
    expect(followRotation(0.05, land)).toBeCloseTo(0);
    expect(followRotation(Math.PI / 3, land)).toBeCloseTo(-Math.PI / 3);
  });
});

describe('follow camera on the rolling track (p75)', () => {
  const S = { kind: 'straight' as const };
  it('keeps the window on the sections still in play once the back ones are taken away', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 7 }] });
    // sections 0 and 1 are gone: the road in play runs from tick 120 to 540, placed where it lay
    const rolled = { ...s, track: { sections: [S, S, S, S, S, S, S], finishTick: null, first: 2, origin: { x: 48, y: 0, a: 0 } } };
    const w = focusWindow(rolled);
    expect(w.t0).toBe(120);
    expect(w.t1 - w.t0).toBe(MIN_WINDOW);
    const pts = focusPoints(rolled, geometry.sectionPoses(rolled.track));
    expect(Math.min(...pts.map((p) => p.x))).toBeCloseTo(48);
  });
});

describe('follow the action across a long road (issue 7)', () => {
  it('cars spread over more than four sections: the deciding vehicle and those near it are framed', () => {
    const s = spreadGame();
    expect(pending(s).vehicle).toBe('hawk');
    expect(framedCars(s, s.vehicles, MAX_WINDOW).map((v) => v.id)).toEqual(['hawk', 'kite', 'razor', 'fang']);
    const w = focusWindow(s);
    expect(w.t1).toBeLessThan(300);
    expect(w.t1 - w.t0).toBeLessThanOrEqual(MAX_WINDOW + 2 * 40);
  });
  it('when another vehicle decides, the camera moves to it', () => {
    const s = spreadGame();
    const far = { ...s, flow: { kind: 'phase', queue: [{ vehicle: 'drifter', mode: 'move', why: '' }], step: 'declare', declared: null, deferred: [] } } as GameState;
    expect(pending(far).vehicle).toBe('drifter');
    expect(framedCars(far, far.vehicles, MAX_WINDOW).map((v) => v.id)).toEqual(['drifter', 'dust']);
    expect(focusWindow(far).t0).toBeGreaterThan(200);
  });
  it('a phone frames a tighter group', () => {
    const s = spreadGame();
    expect(framedCars(s, s.vehicles, COMPACT.maxWindow).map((v) => v.id)).toEqual(['hawk', 'kite']);
  });
  it('cars within four sections are all framed, whoever decides', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }, { id: 'b', lane: 5, space: 10 }] });
    expect(framedCars(s, s.vehicles, MAX_WINDOW)).toHaveLength(2);
  });
});
