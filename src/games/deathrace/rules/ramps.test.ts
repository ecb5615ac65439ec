// RAMPS, SHOOTING FROM RAMPS and AERIAL ATTACKS, with forced dice. The Speedway's first ramp
// stands in its right-hand band, centre (108, 20), going down the screen (heading 90); its top
// edge is at y 23, and checkpoint 1 crosses the band at y 28.
import { describe, expect, it } from 'vitest';
import { drTestState, eventsOf, play, refusal, vehicleOf, type TestVehicle } from './testkit';

const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 75, y: 52, heading: 180 };
/** Ashley: a base move of 20", skill 3, 10" short of the ramp's top. */
const ashley = (dice: number[], others: TestVehicle[] = [BYSTANDER], m: Partial<TestVehicle> = {}) =>
  drTestState({ vehicles: [{ id: 'ashley', x: 108, y: 13, heading: 90, move: 20, skill: 3, armour: 5, ...m }, ...others], dice });

describe('RAMPS', () => {
  it('the worked example: "Ashley has a base move of 20". He drives 10" to the top of a ramp and rolls 3D6 and adds his driver\'s SKILL for maximum distance. He flies 17" from the top of the ramp and lands in a clear area. He may now drive another 10"."', () => {
    const s = ashley([4, 5, 5]);
    const atTop = play(s, { type: 'move', turn: 0, run: 10 });
    expect(eventsOf(atTop.events, 'rampReached')).toHaveLength(1);
    expect(atTop.state.flow).toMatchObject({ move: 'jump', left: 10, ramp: 'ramp1' });
    // Only the jump is open at the top of the ramp.
    expect(refusal(atTop.state, { type: 'end' })).toBe('ILLEGAL');
    const flown = play(atTop.state, { type: 'jump', dice: 3, skill: 'add', fire: null });
    const j = eventsOf(flown.events, 'jumped')[0];
    expect(j).toMatchObject({ roll: 14, distance: 17, landedOn: null, dice: [4, 5, 5] });
    expect(vehicleOf(flown.state, 'ashley').y).toBeCloseTo(40);
    // The flight crossed checkpoint 1.
    expect(eventsOf(flown.events, 'gate')[0]).toMatchObject({ gate: 0 });
    // "Once a vehicle has landed it may continue to use any remaining movement it may have."
    expect(flown.state.flow).toMatchObject({ move: 'moving', left: 10 });
    expect(refusal(flown.state, { type: 'move', turn: 0, run: 10.5 })).toBe('ILLEGAL');
    const on = play(flown.state, { type: 'move', turn: 0, run: 10 });
    expect(vehicleOf(on.state, 'ashley').y).toBeCloseTo(50);
  });

  it('"drivers may roll up to 3D6 and add or subtract their skill level": two dice less the skill', () => {
    const atTop = play(ashley([3, 3]), { type: 'move', turn: 0, run: 10 });
    const flown = play(atTop.state, { type: 'jump', dice: 2, skill: 'subtract', fire: null });
    expect(eventsOf(flown.events, 'jumped')[0]).toMatchObject({ roll: 6, distance: 3 });
    expect(refusal(atTop.state, { type: 'jump', dice: 4, skill: 'add', fire: null })).toBe('BAD_COMMAND');
  });

  it('readings.ts `ramp`: a ramp is only taken going up it; a vehicle crossing its top the other way does not jump', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 108, y: 33, heading: 270, move: 20 }, BYSTANDER] });
    const { state } = play(s, { type: 'move', turn: 0, run: 5 });
    expect(state.flow).toMatchObject({ move: 'after' });
  });
});

describe('SHOOTING FROM RAMPS', () => {
  const target: TestVehicle = { id: 't', owner: 'b', x: 108, y: 45, heading: 90, armour: 5 };
  const armed = { modules: [{ kind: 'heavyMachineGuns' as const, active: 1 }] };

  it('"A vehicle may make a shooting attack as it flies off the end of a ramp. This attack is measured from the top of the ramp and must be performed on the first vehicle in front of the attacker"', () => {
    // The shot first: a 4 hits (ballistics 3); t's hull (4), save fails (1). Then the jump: 1D6 (2) + 3.
    const atTop = play(ashley([4, 4, 1, 2], [target], armed), { type: 'move', turn: 0, run: 10 });
    const { state, events } = play(atTop.state, { type: 'jump', dice: 1, skill: 'add', fire: 'ashley.m1' });
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ target: 't', hit: true });
    expect(eventsOf(events, 'shot')[0].range).toBeCloseTo(18);
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    expect(state.flow).toMatchObject({ shots: 'ramp' });
  });

  it('no vehicle in front, no ramp shot; and it is the turn\'s one shooting', () => {
    const atTop = play(ashley([], [{ ...target, x: 75, y: 52, heading: 180 }], armed), { type: 'move', turn: 0, run: 10 });
    expect(refusal(atTop.state, { type: 'jump', dice: 1, skill: 'add', fire: 'ashley.m1' })).toBe('ILLEGAL');
  });
});

describe('AERIAL ATTACKS', () => {
  it('"If a vehicle manages to land on another ... they will automatically inflict a point of damage to the encountered vehicle if they can\'t make a save throw. Additionally, the attacking vehicle must pass a skill test in order to avoid taking a point of damage themselves."', () => {
    // 3D6 4, 5, 5 + 3 = 17: onto t at y 40. t's hull (5), save fails (2); Ashley's skill test passes (5).
    const t: TestVehicle = { id: 't', owner: 'b', x: 108, y: 40, heading: 90, armour: 5 };
    const atTop = play(ashley([4, 5, 5, 5, 2, 5], [t]), { type: 'move', turn: 0, run: 10 });
    const { state, events } = play(atTop.state, { type: 'jump', dice: 3, skill: 'add', fire: null });
    expect(eventsOf(events, 'jumped')[0].landedOn).toBe('t');
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    expect(eventsOf(events, 'aerialAttack')[0]).toMatchObject({ passed: true, need: 4 });
    // It halts just short of the vehicle it landed on.
    expect(vehicleOf(state, 'ashley').y).toBeLessThanOrEqual(36);
    expect(state.flow).toMatchObject({ halted: true, move: 'after' });
    // "+1 for a 'cool' stunt or creative kill e.g. successfully completing an aerial RAM attack"
    expect(state.points.a).toBe(1);
  });

  it('a failed skill test on landing: a point to the attacker, no save; no cool stunt', () => {
    const t: TestVehicle = { id: 't', owner: 'b', x: 108, y: 40, heading: 90, armour: 5 };
    const atTop = play(ashley([4, 5, 5, 5, 6, 1, 3], [t]), { type: 'move', turn: 0, run: 10 });
    const { state } = play(atTop.state, { type: 'jump', dice: 3, skill: 'add', fire: null });
    expect(vehicleOf(state, 't').damage.hull).toBe(3);
    expect(vehicleOf(state, 'ashley').damage.crew).toBe(2);
    expect(state.points.a).toBe(0);
  });
});
