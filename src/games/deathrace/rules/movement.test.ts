// MOVEMENT, each rule with forced dice and the sentence it follows. The Speedway: its top straight
// runs y 0-18 along the whole table, its right-hand band x 96-120 down the whole table.
import { describe, expect, it } from 'vitest';
import { STOCK } from './data';
import { drPreviewMove } from './preview';
import { diceLeft, drTestState, eventsOf, play, refusal, vehicleOf, type TestVehicle } from './testkit';

/** The other team's vehicle, parked out of the way (a race needs two teams). */
const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 75, y: 52, heading: 180 };
const state = (m: Partial<TestVehicle>, dice: number[] = [], extra: TestVehicle[] = []) =>
  drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, heading: 0, move: 20, skill: 3, armour: 5, ...m }, BYSTANDER, ...extra], dice });

describe('MOVEMENT', () => {
  it('"Base move is between 18-22” for all vehicles": every stock vehicle, and no move beyond it', () => {
    for (const v of STOCK) expect(v.move >= 18 && v.move <= 22).toBe(true);
    const s = state({ move: 20 });
    expect(refusal(s, { type: 'move', turn: 0, run: 20.5 })).toBe('ILLEGAL');
    const { state: after } = play(s, { type: 'move', turn: 0, run: 20 });
    expect(vehicleOf(after, 'm').x).toBeCloseTo(60);
  });

  it('"Vehicles may make turns up to 90 degrees without taking a skill test."', () => {
    const s = state({ x: 106, y: 6, heading: 0 });
    const { state: after, events } = play(s, { type: 'move', turn: 0, run: 10, turn2: 90, run2: 10 });
    const m = vehicleOf(after, 'm');
    expect([m.x, m.y, m.heading]).toEqual([116, 16, 90]);
    expect(after.rng.rolls).toBe(0);
    expect(eventsOf(events, 'tightTurn')).toEqual([]);
  });

  it('"Failure to make a tight turn will result in a crash at the apex of the arc."', () => {
    // Skill 3 tests on 4+: a 2 fails; the crash's point goes to the hull (4) and the save (5+) fails on a 1.
    const s = state({}, [2, 4, 1]);
    const { state: after, events } = play(s, { type: 'move', turn: 0, run: 10, turn2: 120, run2: 3 });
    const m = vehicleOf(after, 'm');
    expect([m.x, m.y, m.heading]).toEqual([50, 9, 0]);
    expect(eventsOf(events, 'tightTurn')[0]).toMatchObject({ need: 4, passed: false, angle: 120 });
    expect(eventsOf(events, 'crashed')[0].into).toBe('apex');
    expect(m.damage.hull).toBe(2);
    expect(after.flow.kind === 'turn' && after.flow.halted).toBe(true);
  });

  it('a tight turn passed goes on (the skill test is a D6 of 7 minus skill: 4+ at skill 3)', () => {
    const { state: after } = play(state({}, [4]), { type: 'move', turn: 0, run: 10, turn2: 120, run2: 3 });
    const m = vehicleOf(after, 'm');
    expect(m.heading).toBe(120);
    expect(m.x).toBeCloseTo(48.5);
    expect(diceLeft(after)).toBe(0);
  });

  it('"Vehicles that dont move more than 10 inches can turn any direction, including more than 90 degrees, without any test required. They will count as being stationary"', () => {
    const { state: after, events } = play(state({}), { type: 'move', turn: 150, run: 5 }, { type: 'end' });
    expect(after.rng.rolls).toBe(0);
    expect(vehicleOf(after, 'm').heading).toBe(150);
    expect(eventsOf(events, 'turnEnd')[0]).toMatchObject({ vehicle: 'm', stationary: true });
    expect(vehicleOf(after, 'm').stationary).toBe(true);
  });

  it('"Vehicles that crash, ram, or otherwise collide with an object or vehicle will be come to a halt regardless of how much move they have left and will count as stationary till their next turn."', () => {
    // Down the right-hand band into the bottom wall (y 56): the crash's point to the hull (4), saved on a 6.
    const s = state({ x: 110, y: 40, heading: 90 }, [4, 6]);
    const { state: after, events } = play(s, { type: 'move', turn: 0, run: 20 }, { type: 'end' });
    const m = vehicleOf(after, 'm');
    expect(m.y).toBeGreaterThan(53.9);
    expect(m.y).toBeLessThan(54);
    expect(eventsOf(events, 'crashed')[0].into).toBe('wall');
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ saved: true, damage: 0 });
    expect(m.stationary).toBe(true);
    expect(m.lastMove).toBeGreaterThan(13);
  });

  it('"Vehicles that have moved over 20" in their previous turn must move at least 10" in the following turn. They may come to a halt after moving 10"."', () => {
    const s = state({ lastMove: 21 });
    expect(s.flow.kind === 'turn' && s.flow.min).toBe(10);
    expect(refusal(s, { type: 'end' })).toBe('ILLEGAL');
    expect(refusal(s, { type: 'move', turn: 0, run: 9 })).toBe('ILLEGAL');
    const { state: after } = play(s, { type: 'move', turn: 0, run: 10 }, { type: 'end' });
    expect(vehicleOf(after, 'm').lastMove).toBe(10);
    // 20" is not over 20": no minimum next turn.
    expect(state({ lastMove: 20 }).flow).toMatchObject({ min: 0 });
  });

  describe('"emergency break"', () => {
    // Facing the right-hand wall (x 120) with its nose 8" from it.
    const near = (dice: number[], x = 110) => state({ x, y: 9, heading: 0, lastMove: 22 }, dice);

    it('"If a skill test is passed the vehicle will halt 1" in front of the obstacle."', () => {
      const { state: after, events } = play(near([4]), { type: 'brake', turn: 0 });
      expect(vehicleOf(after, 'm').x).toBeCloseTo(116.95, 1);
      expect(eventsOf(events, 'braked')[0]).toMatchObject({ passed: true, need: 4 });
      expect(vehicleOf(after, 'm').damage.hull).toBe(3);
    });

    it('"If failed, the vehicle will collide and take a point of damage to a random location unless a save is made."', () => {
      const { state: after } = play(near([3, 2, 1]), { type: 'brake', turn: 0 });
      const m = vehicleOf(after, 'm');
      expect(m.x).toBeCloseTo(117.95, 1);
      expect(m.damage.engine).toBe(2);
    });

    it('"provided the obstacle is more than 6" away": not at 5", and not with no obstacle in the mandatory 10"', () => {
      expect(refusal(near([], 113), { type: 'brake', turn: 0 })).toBe('ILLEGAL');
      expect(refusal(state({ lastMove: 22 }), { type: 'brake', turn: 0 })).toBe('ILLEGAL');
      // Not for a vehicle that need not move 10".
      expect(refusal(state({ x: 110 }), { type: 'brake', turn: 0 })).toBe('ILLEGAL');
    });
  });

  it('readings.ts `locations`: a drive at 0 cannot move; an engine at 0 limps at 10"', () => {
    const dead = state({ damage: { drive: 0 } });
    expect(dead.flow).toMatchObject({ left: 0 });
    expect(refusal(dead, { type: 'move', turn: 0, run: 1 })).toBe('ILLEGAL');
    expect(state({ damage: { engine: 0 } }).flow).toMatchObject({ left: 10 });
  });

  it('a move is checked at the door: no NaN, no negative runs, no unknown keys', () => {
    const s = state({});
    expect(refusal(s, { type: 'move', turn: Number.NaN, run: 5 })).toBe('BAD_COMMAND');
    expect(refusal(s, { type: 'move', turn: 0, run: -1 })).toBe('BAD_COMMAND');
    expect(refusal(s, { type: 'move', turn: 0, run: 5, speed: 3 })).toBe('BAD_COMMAND');
    expect(refusal(s, { type: 'move', turn: 200, run: 5 })).toBe('BAD_COMMAND');
  });
});

describe('drPreviewMove (the ghost, no dice)', () => {
  it('foresees the tight turn, the wall and the ramp without rolling', () => {
    const s = state({ x: 110, y: 40, heading: 90 });
    const wall = drPreviewMove(s, { type: 'move', by: 'a', vehicle: 'm', turn: 0, run: 20 });
    expect(wall.stop).toMatchObject({ kind: 'wall' });
    expect(wall.stop!.at.y).toBeCloseTo(53.95, 1);
    expect(wall.error).toBe(null);
    const tight = drPreviewMove(state({}), { type: 'move', by: 'a', vehicle: 'm', turn: 0, run: 10, turn2: 120, run2: 3 });
    expect(tight.tests).toEqual([{ angle: 120, at: { x: 50, y: 9, heading: 0 } }]);
    const ramp = drPreviewMove(state({ x: 108, y: 13, heading: 90 }), { type: 'move', by: 'a', vehicle: 'm', turn: 0, run: 15 });
    expect(ramp.stop).toMatchObject({ kind: 'ramp', id: 'ramp1' });
    expect(drPreviewMove(s, { type: 'move', by: 'a', vehicle: 'm', turn: 0, run: 25 }).error?.code).toBe('ILLEGAL');
    expect(s.rng.rolls).toBe(0);
  });
});
