import { describe, expect, it } from 'vitest';
import { applyOffset, fitCamera, glideCamera, NO_OFFSET, offsetOf, panBy, pinch, sameCamera, screenToWorld, wheelFactor, worldToScreen, zoomAt } from './camera';
import { followRotation } from './follow';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

describe('camera', () => {
  it('screenToWorld inverts worldToScreen for any rotation', () => {
    for (const rotation of [0, -Math.PI / 2, 0.7, Math.PI]) {
      const cam = { scale: 3.5, rotation, x: 120, y: -40 };
      const p = { x: 13.2, y: -7.5 };
      close(screenToWorld(cam, worldToScreen(cam, p)), p);
    }
  });

  it('runs a straight road left->right on landscape and bottom->top on portrait', () => {
    expect(followRotation(0, false)).toBeCloseTo(0);
    const cam = { scale: 1, rotation: followRotation(0, true), x: 0, y: 0 };
    close(worldToScreen(cam, { x: 1, y: 0 }), { x: 0, y: -1 }); // direction of play points up the screen
    close(worldToScreen(cam, { x: 0, y: 1 }), { x: 1, y: 0 }); // lanes 1..8 run left to right
  });

  it('aligns a road heading diagonally', () => {
    const s = worldToScreen({ scale: 1, rotation: followRotation(Math.PI / 4, false), x: 0, y: 0 }, { x: 100, y: 100 });
    expect(s.y).toBeCloseTo(0);
    expect(s.x).toBeGreaterThan(0);
  });

  it('fits all points inside the view with the margin', () => {
    const pts = [{ x: 0, y: 0 }, { x: 168, y: 16 }];
    const view = { width: 1280, height: 720 };
    const cam = fitCamera(pts, view, 0, 20);
    expect(cam.scale).toBeCloseTo(1240 / 168);
    for (const p of pts) {
      const s = worldToScreen(cam, p);
      expect(s.x).toBeGreaterThanOrEqual(20 - 1e-6);
      expect(s.x).toBeLessThanOrEqual(1260 + 1e-6);
      expect(s.y).toBeGreaterThan(0);
      expect(s.y).toBeLessThan(720);
    }
    // centred
    const mid = worldToScreen(cam, { x: 84, y: 8 });
    close(mid, { x: 640, y: 360 });
  });

  it('zoomAt keeps the point under the cursor fixed and respects limits', () => {
    const cam = { scale: 2, rotation: -Math.PI / 2, x: 50, y: 300 };
    const at = { x: 100, y: 120 };
    const w = screenToWorld(cam, at);
    const z = zoomAt(cam, 2.5, at);
    expect(z.scale).toBe(5);
    close(worldToScreen(z, w), at);
    expect(zoomAt(cam, 100, at, { min: 1, max: 8 }).scale).toBe(8);
  });

  it('pans, pinches and maps wheel deltas to zoom', () => {
    expect(panBy({ scale: 1, rotation: 0, x: 1, y: 2 }, 3, 4)).toEqual({ scale: 1, rotation: 0, x: 4, y: 6 });
    const cam = { scale: 2, rotation: 0, x: 0, y: 0 };
    const p = pinch(cam, { x: 0, y: 0 }, { x: 100, y: 0 }, { x: 10, y: 10 }, { x: 210, y: 10 });
    expect(p.scale).toBeCloseTo(4);
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
  });

  it("keeps the player's pan and zoom as an offset that rides on a moving fitted view", () => {
    const fit = { scale: 4, rotation: 0.5, x: 100, y: 50 };
    const mine = zoomAt(panBy(fit, 30, -20), 2, { x: 300, y: 200 });
    const o = offsetOf(fit, mine);
    expect(sameCamera(applyOffset(fit, o), mine)).toBe(true);
    expect(applyOffset(fit, NO_OFFSET)).toEqual(fit);
    // The fitted view follows the cars 50 px along: the player's view moves with it, at their zoom.
    const moved = applyOffset({ ...fit, x: 150 }, o);
    expect(moved.scale).toBeCloseTo(mine.scale);
    expect(moved.x - mine.x).toBeCloseTo(50 * o.s);
  });

  it('glides from one view to the next: ends exact, centre on a straight line, the short way round', () => {
    const view = { width: 800, height: 600 };
    const a = { scale: 2, rotation: 0.1, x: 10, y: 20 };
    const b = { scale: 8, rotation: -0.1 + 2 * Math.PI, x: -300, y: 40 };
    expect(sameCamera(glideCamera(a, b, 0, view), a)).toBe(true);
    expect(sameCamera(glideCamera(a, b, 1, view), b)).toBe(true);
    const half = glideCamera(a, b, 0.5, view);
    expect(half.scale).toBeCloseTo(4); // geometric
    expect(half.rotation).toBeCloseTo(0); // not through pi
    const mid = { x: 400, y: 300 };
    const ca = screenToWorld(a, mid), cb = screenToWorld(b, mid), ch = screenToWorld(half, mid);
    close(ch, { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 });
  });
});
