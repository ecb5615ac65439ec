// "+1 for a 'cool' stunt or creative kill e.g. successfully completing an aerial RAM attack or
// shoving an enemy vehicle off a cliff or into lava" (readings.ts `lava`), with forced dice. The
// Chicane: a lava pit in its top right corner, x 92-100, y 0-8.
import { describe, expect, it } from 'vitest';
import { drInvariantProblems } from './invariants';
import { drTestState, eventsOf, play, vehicleOf, type TestVehicle } from './testkit';
import { TRACKS } from './tracks';

const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 50, y: 55, heading: 180 };
const chicane = (vehicles: TestVehicle[], dice: number[] = [], pedestrians = [] as { x: number; y: number }[]) => drTestState({ track: 'chicane', vehicles: [...vehicles, BYSTANDER], dice, pedestrians });

describe('"shoving an enemy vehicle off a cliff or into lava"', () => {
  it('the Chicane has lava pits; the other tracks none', () => {
    expect(TRACKS.map((t) => [t.id, t.lava.length])).toEqual([['bowl', 0], ['speedway', 0], ['chicane', 2]]);
  });

  it('"The rammed vehicle will move D6” in the opposite direction it was rammed in": into the lava, destroyed; the rammer scores the kill and the cool stunt', () => {
    // The stationary ram: the hull (4), saved (6); the push of 5" takes its centre from x 88 over the pit's edge at 92.
    const s = chicane([{ id: 'm', x: 80, y: 4 }, { id: 't', owner: 'b', x: 88, y: 4, stationary: true }], [4, 6, 5]);
    const { state, events } = play(s, { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(events, 'lava')[0]).toMatchObject({ vehicle: 't', by: 'm', reading: 'lava' });
    expect(vehicleOf(state, 't').status).toBe('destroyed');
    expect(eventsOf(events, 'points').map((e) => [e.player, e.gained, e.why])).toEqual([
      ['a', 1, 'destroying t'],
      ['a', 1, 'm shoving t into the lava: a cool stunt'],
    ]);
    expect(state.points.a).toBe(2);
    // Pushed 3", it stops short of the pit and races on.
    const short = play(chicane([{ id: 'm', x: 80, y: 4 }, { id: 't', owner: 'b', x: 88, y: 4, stationary: true }], [4, 6, 3]), { type: 'move', turn: 0, run: 20 });
    expect(vehicleOf(short.state, 't')).toMatchObject({ status: 'racing', x: 91 });
    expect(drInvariantProblems(short.state)).toEqual([]);
  });

  it('"Star and !: Both cars swerve randomly": the rammed vehicle swerved into the lava is the rammer\'s kill and stunt; the rammer swerving in by itself scores for nobody', () => {
    // From behind (both heading 0): the face 5, star and "!"; t swerves left (1) 7": up from y 14, over the pit's edge at y 8.
    // Then m swerves right (6) 1".
    const s = chicane([{ id: 'm', x: 83, y: 14 }, { id: 't', owner: 'b', x: 95, y: 14 }], [5, 1, 7, 6, 1]);
    const { state, events } = play(s, { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(events, 'lava')).toEqual([expect.objectContaining({ vehicle: 't', by: 'm' })]);
    expect(state.points.a).toBe(2);
    expect(vehicleOf(state, 'm').status).toBe('racing');
    // "Star: Attacker swerves randomly": heading 180, m meets t 3" on, in the pit's columns; the star (6), right (6) 7": up into the lava.
    const own = play(chicane([{ id: 'm', x: 97.5, y: 14, heading: 180 }, { id: 't', owner: 'b', x: 90.5, y: 14, heading: 180 }], [6, 6, 7]), { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(own.events, 'lava')).toEqual([expect.objectContaining({ vehicle: 'm', by: null })]);
    expect(own.state.points).toEqual({ a: 0, b: 0 });
  });

  it('a vehicle driven into the lava by itself falls in and scores for nobody', () => {
    const { state, events } = play(chicane([{ id: 'm', x: 84, y: 4 }]), { type: 'move', turn: 0, run: 12 });
    expect(eventsOf(events, 'lava')[0]).toMatchObject({ vehicle: 'm', by: null });
    expect(vehicleOf(state, 'm')).toMatchObject({ status: 'destroyed', x: 92 });
    expect(state.points).toEqual({ a: 0, b: 0 });
  });

  it('a crew member on foot will not walk into the lava: it stops at the edge', () => {
    const s = chicane([{ id: 'm', x: 60, y: 30, heading: 180 }], [], [{ x: 86, y: 4 }]);
    const { state } = play(s, { type: 'walk', pedestrian: 'p1', heading: 0, run: 8 });
    expect(state.pedestrians[0].x).toBeGreaterThan(91);
    expect(state.pedestrians[0].x).toBeLessThan(91.5);
  });
});
