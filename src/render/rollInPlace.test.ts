// Issue 29, the crash picture: the recap said a car rolled but the car was not on the board. A
// roll leaves the car in place, upside down, a wreck (p46); the animation sent it off the road by
// the nearer edge as if it had crashed (p58), beside the view the camera frames, and then it
// jumped back to its place when the animation ended. A real roll from random play of Game Seven.
import { describe, expect, it } from 'vitest';
import { apply, geometry, legalCommands, newGame, pending, type GameEvent, type GameState } from '../engine';
import { buildTimeline, timelineDuration } from './animation';
import { restingPose, vehicleViews } from './viewModel';

/** The first command of random play that rolls a vehicle and leaves it in play: the states either side and its events. */
function firstRoll(): { before: GameState; after: GameState; events: GameEvent[]; vehicle: string } {
  let x = 7;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const r = newGame({ scenario: 'gameSeven', players: ['a', 'b'].map((id) => ({ id, name: id })) }, 1);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  for (let i = 0; i < 400 && pending(s).kind !== 'gameOver'; i++) {
    const cmds = legalCommands(s);
    const next = apply(s, cmds[Math.floor(rnd() * cmds.length)]);
    if (!next.ok) throw new Error(next.error.message);
    const { state, events } = next.value;
    const roll = events.find((e) => e.type === 'roll' && state.vehicles.find((v) => v.id === e.vehicle)?.status === 'inPlay');
    if (roll?.type === 'roll') return { before: s, after: state, events, vehicle: roll.vehicle };
    s = state;
  }
  throw new Error('no roll');
}

describe('a rolled car is seen where it ends (p46)', () => {
  it('from the roll to the end of the animation it is drawn in its resting place, turning over; then it rests there', () => {
    const { before, after, events, vehicle } = firstRoll();
    const poses = geometry.sectionPoses(after.track);
    const rest = restingPose(after, poses, vehicle)!;
    expect(rest).not.toBeNull();
    const tl = buildTimeline(events, before, after);
    const rollAt = tl.slots.find((sl) => sl.vehicle === vehicle && sl.tumble)!.at * tl.msPerMove;
    let turning = 0;
    for (let ms = rollAt; ms < timelineDuration(tl); ms += 40) {
      const v = vehicleViews(after, poses, null, tl, ms).find((q) => q.id === vehicle);
      expect(v, `drawn ${ms} ms in`).toBeDefined();
      expect(Math.hypot(v!.pose.x - rest.x, v!.pose.y - rest.y), `${ms} ms in`).toBeLessThan(0.01);
      if (v!.flip) turning++;
    }
    expect(turning).toBeGreaterThan(0);
    const still = vehicleViews(after, poses, null, null, 0).find((q) => q.id === vehicle)!;
    expect(still.wreck || still.posture === 'fallen').toBe(true);
    expect(still.pose).toEqual(rest);
  });
});
