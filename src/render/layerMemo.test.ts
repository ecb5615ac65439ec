// While a move animates the scene re-renders every frame with new view objects; the layers must
// tell an equal new view from a changed one, or every car and section is reconciled (and the
// frame's main-thread time goes to @pixi/react diffing props that did not change, issue 13).
import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import type { GameState } from '../engine';
import { testState } from '../engine/testkit';
import { sameCar, sameSection } from './layers';
import { trackShapes } from './trackShapes';
import { vehicleViews } from './viewModel';

const s: GameState = testState({ vehicles: [{ id: 'a', lane: 3, space: 2, owner: 'p1' }, { id: 'b', lane: 5, space: 6, owner: 'p2' }] });
const poses = geometry.sectionPoses(s.track);

describe('layers re-render only on a change they draw', () => {
  it('a car given an equal new view (the next frame of another car moving) is the same; moved, turned or now deciding it is not', () => {
    const [a] = vehicleViews(s, poses, null, null, 0);
    const [again] = vehicleViews(s, poses, null, null, 0);
    expect(again).not.toBe(a);
    expect(sameCar({ v: a, resolution: 4 }, { v: again, resolution: 4 })).toBe(true);
    expect(sameCar({ v: a, resolution: 4 }, { v: { ...a, pose: { ...a.pose, x: a.pose.x + 0.5 } }, resolution: 4 })).toBe(false);
    expect(sameCar({ v: a, resolution: 4 }, { v: { ...a, pose: { ...a.pose, a: a.pose.a + 0.1 } }, resolution: 4 })).toBe(false);
    expect(sameCar({ v: a, resolution: 4 }, { v: vehicleViews(s, poses, 'a', null, 0)[0], resolution: 4 })).toBe(false);
    expect(sameCar({ v: a, resolution: 4 }, { v: a, resolution: 8 })).toBe(false);
  });

  it('a section given an equal new look and a new empty hazard list is the same; a fading or sliding one is not', () => {
    const shapes = trackShapes(s.track, poses, [0]).sections[0];
    const props = { shapes, hazards: [], look: { alpha: 1, dx: 0, dy: 0 }, resolution: 4 };
    expect(sameSection(props, { ...props, hazards: [], look: { alpha: 1, dx: 0, dy: 0 } })).toBe(true);
    expect(sameSection(props, { ...props, look: { alpha: 0.5, dx: 0, dy: 0 } })).toBe(false);
    expect(sameSection(props, { ...props, look: { alpha: 1, dx: 2, dy: 0 } })).toBe(false);
    expect(sameSection(props, { ...props, resolution: 8 })).toBe(false);
  });
});
