import { describe, expect, it } from 'vitest';
import { fitCamera, panBy, pinch, roadRotation, screenToWorld, wheelFactor, worldToScreen, zoomAt } from './camera';

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
    const land = { width: 1280, height: 720 }, port = { width: 390, height: 844 };
    expect(roadRotation({ x: 0, y: 0 }, { x: 168, y: 0 }, 168, land)).toBeCloseTo(0);
    const r = roadRotation({ x: 0, y: 0 }, { x: 168, y: 0 }, 168, port);
    const cam = { scale: 1, rotation: r, x: 0, y: 0 };
    const fwd = worldToScreen(cam, { x: 1, y: 0 });
    close(fwd, { x: 0, y: -1 }); // direction of play points up the screen
    const leftToRight = worldToScreen(cam, { x: 0, y: 1 }); // lanes 1..8 run left to right
    close(leftToRight, { x: 1, y: 0 });
  });

  it('aligns a track whose chord is diagonal', () => {
    const r = roadRotation({ x: 0, y: 0 }, { x: 100, y: 100 }, 141, { width: 800, height: 600 });
    const s = worldToScreen({ scale: 1, rotation: r, x: 0, y: 0 }, { x: 100, y: 100 });
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
});
