// Bikes drawn as bikes (p64): a one-lane bike on the divider of its two-lane contact zone, the zone
// shrunk to one lane when leaning into a dodge, and on its side when fallen. Drawn into a
// recording stand-in for Pixi's Graphics, so no WebGL is needed.
import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import { testState } from '../engine/testkit';
import { recorder, type DrawCall } from './graphicsRecorder';
import { carLook, carLookKey, drawCar, type CarLook } from './drawVehicles';
import { bikePosture, CAR_WIDTH, vehicleViews } from './viewModel';
import { overlays } from './overlays';
import { startPhase } from '../engine/flow/turn';
import { previewAction } from '../engine';


const LANE = CAR_WIDTH / 2;
const look = (over: Partial<CarLook>): CarLook => ({ kind: 'bike', colour: 0x3366ff, wreck: false, pending: false, outOfControl: false, mounts: [], weapons: [], ...over });
const draw = (l: CarLook) => {
  const r = recorder();
  drawCar(r.g, l);
  return r.calls;
};

describe('bike postures from the state (p64)', () => {
  const s = testState({
    vehicles: [
      { id: 'up', kind: 'bike', lane: 3, space: 1, weapons: [] },
      { id: 'down', kind: 'bike', lane: 5, space: 3, weapons: [], speed: 0, patch: { rolled: true } },
      { id: 'wreck', kind: 'bike', lane: 1, space: 5, weapons: [], speed: 0, patch: { wreck: true } },
      { id: 'car', lane: 5, space: 7 },
    ],
  });

  it('p64: a riding bike is upright; a rolled bike and a wrecked one lie on their side; cars have no posture', () => {
    expect(s.vehicles.map(bikePosture)).toEqual(['upright', 'fallen', 'fallen', undefined]);
    const views = vehicleViews(s, geometry.sectionPoses(s.track), null, null, 0);
    expect(views.map((v) => v.posture)).toEqual(['upright', 'fallen', 'fallen', undefined]);
    expect(carLookKey(views[0])).not.toBe(carLookKey({ ...views[0], posture: 'fallen' }));
    expect(carLook(views[3])).not.toHaveProperty('posture');
  });
});

describe('the dodge on the board (p64)', () => {
  it('p64: a dodging bike leans to the side of its dodge, from the state the engine keeps', () => {
    const d = testState({ vehicles: [{ id: 'l', kind: 'bike', lane: 3, space: 1, weapons: [], patch: { dodge: 'left' } }, { id: 'r', kind: 'bike', lane: 5, space: 3, weapons: [], patch: { dodge: 'right' } }] });
    expect(d.vehicles.map(bikePosture)).toEqual(['leanLeft', 'leanRight']);
  });

  it("p64: the previewed dodge draws the plan's one-lane zone, not the bike's two lanes", () => {
    const b = startPhase(testState({ vehicles: [{ id: 'a', kind: 'bike', lane: 3, space: 1, speed: 40, weapons: [] }, { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] }] }), 1);
    const poses = geometry.sectionPoses(b.track);
    const dodge = overlays(b, poses, { vehicle: 'a', action: { kind: 'dodge', side: 'left' } });
    const straight = overlays(b, poses, { vehicle: 'a', action: { kind: 'none' } });
    expect(previewAction(b, 'a', { kind: 'dodge', side: 'left' }).steps.map((st) => st.zone)).toEqual([[{ laneFrom: 3, laneTo: 3, t0: 40, t1: 60 }]]);
    const width = (o: typeof dodge) => Math.max(...o.zone.flat().map((p) => p.y)) - Math.min(...o.zone.flat().map((p) => p.y));
    expect(width(dodge)).toBeCloseTo(width(straight) / 2, 1);
    expect(dodge.ghost).toEqual(straight.ghost);
  });
});

describe('drawing a bike (p64)', () => {
  const nums = (c: DrawCall): number[] => c.args as number[];
  const zone = (calls: DrawCall[]) => nums(calls.find((c) => c.op === 'roundRect')!);

  it('p64: upright, the contact zone covers both lanes and the bike one lane on the divider between them', () => {
    const calls = draw(look({ posture: 'upright' }));
    const [, y, , h] = zone(calls);
    expect(y).toBeCloseTo(-CAR_WIDTH / 2 + 0.1);
    expect(h).toBeCloseTo(CAR_WIDTH - 0.2);
    // The frame: centred on the divider (y = 0), well inside one lane.
    const frame = nums(calls.filter((c) => c.op === 'roundRect')[3]);
    expect(frame[1] + frame[3] / 2).toBeCloseTo(0);
    expect(frame[3]).toBeLessThan(LANE);
    expect(calls.filter((c) => c.op === 'circle')).toHaveLength(1); // the rider's helmet, no wheels seen side-on
  });

  it.each([
    ['leanLeft', -CAR_WIDTH / 2 + 0.1, -LANE / 2],
    ['leanRight', 0.1, LANE / 2],
  ] as const)('p64: leaning (%s), the zone is the one lane the rider chose and the bike rides over it', (posture, zoneY, centre) => {
    const calls = draw(look({ posture }));
    const [, y, , h] = zone(calls);
    expect(y).toBeCloseTo(zoneY);
    expect(h).toBeCloseTo(LANE - 0.2);
    const frame = nums(calls.filter((c) => c.op === 'roundRect')[3]);
    expect(frame[1] + frame[3] / 2).toBeCloseTo(centre);
  });

  it('p64: fallen, it lies on its side at an angle: both wheels seen as circles, the frame turned', () => {
    const calls = draw(look({ posture: 'fallen' }));
    const wheels = calls.filter((c) => c.op === 'circle' && nums(c)[2] > 1).map(nums);
    expect(wheels).toHaveLength(2);
    // The two wheel centres are not on the same line across the road: the bike is turned in its cell.
    expect(Math.abs(wheels[0][1] - wheels[1][1])).toBeGreaterThan(1);
    expect(calls.some((c) => c.op === 'poly')).toBe(true);
  });

  it('p64: a fallen wreck is crossed out like any wreck', () => {
    expect(draw(look({ posture: 'fallen', wreck: true })).some((c) => c.op === 'moveTo')).toBe(true);
    expect(draw(look({ posture: 'fallen' })).some((c) => c.op === 'moveTo')).toBe(false);
  });

  it('p64: the fairing guns are drawn at the front either side of the bike, the passive at the rear', () => {
    const calls = draw(look({ posture: 'upright', weapons: [{ mount: 'fairingLeft', look: 'gun', status: 'ok', linked: false }, { mount: 'fairingRight', look: 'laser', status: 'ok', linked: false }, { mount: 'passive', look: 'passive', status: 'ok', linked: false }] }));
    const rects = calls.filter((c) => c.op === 'rect').map(nums);
    // the windscreen, two barrels (left y < 0, right y > 0, both ahead of the centre), the passive behind it.
    expect(rects).toHaveLength(4);
    expect(rects[1][0]).toBeGreaterThan(0);
    expect(rects[1][1]).toBeLessThan(0);
    expect(rects[2][1]).toBeGreaterThan(0);
    expect(rects[3][0]).toBeLessThan(0);
  });
});
