// Issue 10: the safety limits a previewed move meets, with their optimum speeds (p41), written on
// the road where the move ends; the engine's preview is the only source.
import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import { startPhase } from '../engine/flow/turn';
import { testState } from '../engine/testkit';
import { boardLabels } from './labels';
import { overlays } from './overlays';

describe('limits ahead on the board', () => {
  it('a drift at 90 mph: the 80 mph drift limit with its optimum speed, at the ghost', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 90 }] }), 1);
    const poses = geometry.sectionPoses(s.track);
    const o = overlays(s, poses, { vehicle: 'a', action: { kind: 'drift', side: 'left' } });
    // Optimum control 4 (handling 4, drive skill 3): optimum speed 80 + 10 x (4 - 2) = 100 mph.
    expect(o.limits).toEqual([{ at: o.ghost, text: 'drift 80 mph · optimum 100 ⚠' }]);
    const cam = { x: 0, y: 0, scale: 10, rotation: 0 };
    const labels = boardLabels({ cam, vehicles: [], markers: [], ruler: null, spins: [], limits: o.limits });
    expect(labels.map((l) => l.text)).toEqual(['drift 80 mph · optimum 100 ⚠']);
  });

  it('a straight move on a straight meets no limit', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 90 }] }), 1);
    expect(overlays(s, geometry.sectionPoses(s.track), { vehicle: 'a', action: { kind: 'none' } }).limits).toEqual([]);
  });
});
