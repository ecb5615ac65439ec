// Layout on the board (issue 9): the board's buttons sit in a band the fitted view keeps clear of
// road; limit plates are never drawn over a car; names keep off the plates; the roadside and the
// asphalt's texture lie where they should and look the same every time.
import { describe, expect, it } from 'vitest';
import { geometry, grid } from '../engine';
import { CONTROLS_BAND, controlsInset, fitInside, worldToScreen } from './camera';
import { boardLabels, carRects, roadLabels } from './labels';
import { plateRect, overlap, spreadPlates } from './plates';
import { roadside, VERGE_CM } from './roadside';
import { pointInPolygon } from './shapes';
import { trackShapes } from './trackShapes';
import type { VehicleView } from './viewModel';

describe('the board buttons\' band', () => {
  const track = grid.straightTrack(3, true);
  const poses = geometry.sectionPoses(track);
  const pts = trackShapes(track, poses).extent;

  it('is a row along the top of a landscape board and a column down the right of a portrait one', () => {
    expect(controlsInset({ width: 800, height: 500 })).toEqual({ top: CONTROLS_BAND, right: 0 });
    expect(controlsInset({ width: 390, height: 420 })).toEqual({ top: 0, right: CONTROLS_BAND });
  });

  for (const view of [{ width: 832, height: 620 }, { width: 390, height: 422 }, { width: 768, height: 450 }]) {
    it(`the fitted road stays out of it (${view.width}x${view.height})`, () => {
      const inset = controlsInset(view);
      const rotation = view.height > view.width ? -Math.PI / 2 : 0;
      const cam = fitInside(pts, view, rotation, 18, inset);
      for (const p of pts.map((q) => worldToScreen(cam, q))) {
        expect(p.y).toBeGreaterThanOrEqual(inset.top - 1e-6);
        expect(p.x).toBeLessThanOrEqual(view.width - inset.right + 1e-6);
        expect(p.x).toBeGreaterThanOrEqual(-1e-6);
        expect(p.y).toBeLessThanOrEqual(view.height + 1e-6);
      }
    });
  }
});

describe('plates and cars', () => {
  const plate = { key: 'limit-1-0', text: '40', x: 100, y: 100, kind: 'limit' as const };

  it('a plate under a car moves to a free spot beside it', () => {
    const car = { x: 80, y: 92, w: 40, h: 16 };
    const [moved] = spreadPlates([plate], [car]);
    expect(moved).toBeDefined();
    expect(overlap(plateRect(moved), car, 1)).toBe(false);
  });

  it('a plate with no free spot is left out rather than drawn over the car', () => {
    // A car under it, hemmed in by cars on every side: nowhere to go.
    const hemmed = [{ x: 0, y: 0, w: 300, h: 300 }, { x: -100, y: -100, w: 500, h: 100 }, { x: -100, y: 300, w: 500, h: 100 }, { x: -100, y: -100, w: 100, h: 500 }, { x: 300, y: -100, w: 100, h: 500 }];
    expect(spreadPlates([plate], hemmed)).toEqual([]);
    // A big car alone: the plate goes just clear of it.
    const [out] = spreadPlates([plate], [hemmed[0]]);
    expect(overlap(plateRect(out), hemmed[0], 1)).toBe(false);
    expect(Math.abs(out.y - 100) + Math.abs(out.x - 100)).toBeLessThan(130);
    expect(spreadPlates([plate], [])).toEqual([plate]);
  });

  it('roadLabels keeps a curve\'s plates off a car standing on them; names keep off the plates', () => {
    const track = { sections: [{ kind: 'straight' as const }, { kind: 'corner' as const, turn: 'left' as const }], finishTick: null };
    const poses = geometry.sectionPoses(track);
    const s = trackShapes(track, poses);
    const cam = { scale: 9, rotation: 0, x: 400, y: 300 };
    const pose = geometry.vehiclePose(track, poses, { lane: 3, t0: 60, t1: 80 }, 0);
    const car = { id: 'a', name: 'Ann', pose, pending: true, badge: null } as unknown as VehicleView;
    const rects = carRects(cam, [car]);
    // Without the car's box, a plate would lie on it.
    expect(roadLabels(cam, s.sectionLabels, s.limitLabels).some((l) => l.kind === 'limit' && overlap(plateRect(l), rects[0], 1))).toBe(true);
    const printed = roadLabels(cam, s.sectionLabels, s.limitLabels, [], rects);
    const plates = printed.filter((l) => l.kind === 'limit');
    expect(plates.length).toBeGreaterThan(0);
    for (const p of plates) expect(overlap(plateRect(p), rects[0], 1)).toBe(false);
    const names = boardLabels({ cam, vehicles: [car], markers: [], ruler: null, spins: [], printed }).filter((l) => l.kind === 'name');
    for (const n of names) for (const p of plates) expect(overlap({ x: n.x - 12, y: n.y - 6, w: 24, h: 12 }, plateRect(p), 0)).toBe(false);
  });
});

describe('roadside and asphalt', () => {
  const track = { sections: [{ kind: 'straight' as const }, { kind: 'bend' as const, turn: 'right' as const }], finishTick: null };
  const poses = geometry.sectionPoses(track);

  it('is the same every time for a section, and differs from section to section', () => {
    expect(roadside(track, poses, 1)).toEqual(roadside(track, poses, 1));
    expect(roadside(track, poses, 0).scrub[0].at).not.toEqual(roadside(track, poses, 1).scrub[0].at);
  });

  it('puts scrub and rocks on the verge, off the asphalt, and grit on it', () => {
    for (const si of [0, 1]) {
      const shape = trackShapes(track, poses).sections[si];
      const r = roadside(track, poses, si);
      for (const s of [...r.scrub, ...r.rocks]) expect(pointInPolygon(s.at, shape.asphalt)).toBe(false);
      expect(r.grit.every((g) => pointInPolygon(g.at, shape.asphalt))).toBe(true);
      expect(r.verges).toHaveLength(2);
      // Seven lane lines of dashes.
      expect(r.dashes.length % 7).toBe(0);
      expect(r.dashes.length).toBeGreaterThan(7 * 5);
    }
    expect(VERGE_CM).toBeLessThan(geometry.INNER_RADIUS_CM.corner);
  });
});
