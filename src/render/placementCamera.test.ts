// Issue 29, "the camera moves under your hand": the road's scale changed between the two placement
// clicks (the view framed the first car once it was down), so the second car landed two lanes off
// where the player aimed. Through a whole set-up the fitted view must not move: the same stretch
// of road, the same turn, on a wide screen and on a phone.
import { describe, expect, it } from 'vitest';
import { geometry, pending, type GameState, type ScenarioId } from '../engine';
import { throughSetup } from './testing/throughSetup';
import { fitInside, controlsInset } from './camera';
import { COMPACT, focusHeading, focusPoints, followRotation, type Framing } from './follow';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

/** Every state of a set-up at which a car waits to be placed, each answer taken from the middle of those offered. */
function placements(scenario: ScenarioId, seed: number): GameState[] {
  const out: GameState[] = [];
  throughSetup({ scenario, players }, seed, (cmds) => cmds[Math.floor(cmds.length / 2)], (s) => {
    if (pending(s).kind === 'place') out.push(s);
  });
  return out;
}

const VIEWS = [
  { name: 'desktop', size: { width: 900, height: 560 }, framing: undefined as Framing | undefined },
  { name: 'phone', size: { width: 390, height: 430 }, framing: COMPACT },
];

describe('the fitted view through a set-up (issue 29: nothing rescales during placement)', () => {
  for (const scenario of ['gameOne', 'gameTwo', 'gameThree', 'gameEight'] as ScenarioId[]) {
    for (const { name, size, framing } of VIEWS) {
      it(`${scenario} on a ${name}: every car is placed on the same view of the road`, () => {
        const states = placements(scenario, 11);
        expect(states.length).toBeGreaterThanOrEqual(2);
        const cams = states.map((s) => {
          const poses = geometry.sectionPoses(s.track);
          const rotation = followRotation(focusHeading(s, poses, framing), size.height > size.width);
          return fitInside(focusPoints(s, poses, framing), size, rotation, 18, controlsInset(size));
        });
        for (const c of cams.slice(1)) {
          expect(c.scale).toBeCloseTo(cams[0].scale, 6);
          expect(c.rotation).toBeCloseTo(cams[0].rotation, 6);
          expect(c.x).toBeCloseTo(cams[0].x, 3);
          expect(c.y).toBeCloseTo(cams[0].y, 3);
        }
      });
    }
  }
});
