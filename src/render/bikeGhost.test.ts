// The ghost of a bike's planned move is the board's bike shape at the plan's end (p64): leaning to
// the dodge side after a dodge, upright otherwise; a car's ghost stays the car outline.
import { describe, expect, it } from 'vitest';
import { geometry, previewAction } from '../engine';
import { testState } from '../engine/testkit';
import { startPhase } from '../engine/flow/turn';
import { recorder } from './graphicsRecorder';
import { drawCar, drawGhost, ghostBikeLook } from './drawVehicles';
import { overlays } from './overlays';

const board = () => startPhase(testState({ vehicles: [{ id: 'a', kind: 'bike', lane: 3, space: 1, speed: 40, weapons: [] }, { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] }] }), 1);
const calls = (f: (g: ReturnType<typeof recorder>['g']) => void) => {
  const r = recorder();
  f(r.g);
  return r.calls;
};

describe("a bike's ghost (p64)", () => {
  it('p64: a previewed dodge draws the ghost as the bike leaning to the dodge side, at the plan\'s end cell and heading', () => {
    const b = board();
    const poses = geometry.sectionPoses(b.track);
    const p = previewAction(b, 'a', { kind: 'dodge', side: 'left' });
    const o = overlays(b, poses, { vehicle: 'a', action: { kind: 'dodge', side: 'left' } });
    expect(o.ghost).toEqual(geometry.vehiclePose(b.track, poses, p.end!, p.heading!));
    expect(o.ghostBike).toEqual({ posture: 'leanLeft' });
    expect(overlays(b, poses, { vehicle: 'a', action: { kind: 'dodge', side: 'right' } }).ghostBike).toEqual({ posture: 'leanRight' });
  });

  it('p64: a bike that is dodging now and plans a move that is no dodge rides upright in its ghost', () => {
    const b = board();
    b.vehicles[0].dodge = 'left';
    expect(overlays(b, geometry.sectionPoses(b.track), { vehicle: 'a', action: { kind: 'none' } }).ghostBike).toEqual({ posture: 'upright' });
  });

  it("a car's ghost stays the car outline", () => {
    const b = board();
    expect(overlays(b, geometry.sectionPoses(b.track), { vehicle: 'z', action: { kind: 'none' } }).ghostBike).toBeNull();
  });

  it('the ghost is drawn by the board\'s own bike shape code, not an outline of a car', () => {
    const lean = calls((g) => drawGhost(g, { posture: 'leanRight' }));
    expect(lean).toEqual(calls((g) => drawCar(g, ghostBikeLook('leanRight'))));
    expect(lean).not.toEqual(calls((g) => drawGhost(g, { posture: 'upright' })));
    expect(lean).not.toEqual(calls((g) => drawGhost(g)));
  });
});
