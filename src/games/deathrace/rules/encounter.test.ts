// ENCOUNTERING OTHER VEHICLES, with forced dice. The mover 'm' drives 20" along the Speedway's top
// straight from x 30 into 't' ahead of it; its nose meets t's tail after 11". The encounter die
// (readings.ts `encounterDie`): 1-2 skull, 3 skull and star, 4 arrow, 5 star and "!", 6 star.
import { describe, expect, it } from 'vitest';
import { drTestState, eventsOf, play, vehicleOf, type TestVehicle } from './testkit';

const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 75, y: 52, heading: 180 };
function race(t: Partial<TestVehicle>, dice: number[], m: Partial<TestVehicle> = {}, run = 20) {
  const s = drTestState({
    vehicles: [{ id: 'm', x: 30, y: 9, heading: 0, move: 20, skill: 3, armour: 5, ...m }, { id: 't', owner: 'b', x: 45, y: 9, heading: 0, skill: 3, armour: 5, ...t }, BYSTANDER],
    dice,
  });
  return play(s, { type: 'move', turn: 0, run });
}

describe('ENCOUNTERING OTHER VEHICLES', () => {
  it('"If the \'skill\' level is equal, they roll one dice"; "Skull: Attacker rams successfully! The opposing vehicle must take a save or receive a point of damage."', () => {
    // skull (1); t's hull (4); t's save 5+ fails on a 2.
    const { state, events } = race({}, [1, 4, 2]);
    expect(eventsOf(events, 'encounter')[0]).toMatchObject({ kind: 'rear', faces: ['skull'], face: 'skull', chooser: null, dice: [1] });
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    expect(vehicleOf(state, 'm').damage.hull).toBe(3);
    expect(vehicleOf(state, 'm').x).toBeCloseTo(40.95, 1);
  });

  it('"Skull + star: Attacker rams successfully, both vehicles take a hit! Both vehicles must make a save or receive a point of damage."', () => {
    const { state } = race({}, [3, 4, 1, 2, 1]);
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    expect(vehicleOf(state, 'm').damage.engine).toBe(2);
  });

  it('"Arrow: smooth pass, no damage done. Attacker may continue their move if they have any remaining."', () => {
    const { state, events } = race({}, [4]);
    expect(vehicleOf(state, 'm').x).toBeCloseTo(50);
    expect(eventsOf(events, 'hit')).toEqual([]);
  });

  it('"Star and !: Both cars swerve randomly. Roll a D6 - 1-3 = left D10". 4-6 = Right D10""', () => {
    // t: right (4) 3"; m: left (1) 2". Heading 0 on the screen: left is up (y smaller).
    const { state, events } = race({}, [5, 4, 3, 1, 2]);
    expect(vehicleOf(state, 't').y).toBeCloseTo(12);
    expect(vehicleOf(state, 'm').y).toBeCloseTo(7);
    expect(eventsOf(events, 'swerved').map((e) => [e.vehicle, e.side, e.distance])).toEqual([['t', 'right', 3], ['m', 'left', 2]]);
  });

  it('"Star: Attacker swerves randomly. Roll a D6: 1-3 = left D10", 4-6 = Right D10""', () => {
    const { state } = race({}, [6, 6, 5]);
    expect(vehicleOf(state, 'm').y).toBeCloseTo(14);
    expect(vehicleOf(state, 't').y).toBe(9);
  });

  it('"If the \'skill\' level is higher they roll two and choose one"', () => {
    const { events } = race({}, [6, 1, 4, 6], { skill: 4 });
    expect(eventsOf(events, 'encounter')[0]).toMatchObject({ faces: ['star', 'skull'], face: 'skull', chooser: 'm' });
  });

  it('"If the \'skill\' level is lower, they roll two and the opponent chooses one"', () => {
    const { events } = race({}, [1, 6, 1, 1], { skill: 2 });
    expect(eventsOf(events, 'encounter')[0]).toMatchObject({ faces: ['skull', 'star'], face: 'star', chooser: 't' });
  });

  it('"If the vehicles encounter each other head-on then a result of a skull or a skull + star will mean both cars take D3 damage with no save allowed."', () => {
    // skull; t: D3 from a 6 (3) on its hull (4); m: D3 from a 3 (2) on its crew (3).
    const { state, events } = race({ heading: 180 }, [2, 6, 4, 3, 3]);
    expect(eventsOf(events, 'encounter')[0].kind).toBe('headOn');
    expect(vehicleOf(state, 't').damage.hull).toBe(0);
    expect(vehicleOf(state, 't').status).toBe('destroyed');
    expect(vehicleOf(state, 'm').damage.crew).toBe(1);
    expect(eventsOf(events, 'hit').every((h) => h.save === null)).toBe(true);
  });

  it('"Ramming a vehicle in the side: Doing this while it is moving will have the additional effect of causing their vehicle to move D6" directly away from the attacking vehicle and end up facing a random direction determined by a scatter dice roll."', () => {
    // skull; t saves (hull 4, save 6); shoved 3" (a 3); scatter 2 x 60 = 120 degrees from its heading of 90.
    const { state, events } = race({ heading: 90 }, [1, 4, 6, 3, 2]);
    const t = vehicleOf(state, 't');
    expect(eventsOf(events, 'encounter')[0].kind).toBe('side');
    expect(t.x).toBeCloseTo(48);
    expect(t.heading).toBe(210);
  });

  it('"If they should come into contact with another vehicle then roll a save for both parties or they will each take a point of damage, randomly allocated."', () => {
    const s = drTestState({
      vehicles: [
        { id: 'm', x: 30, y: 9, heading: 0, move: 20, skill: 3, armour: 5 },
        { id: 't', owner: 'b', x: 45, y: 9, heading: 90, skill: 3, armour: 5 },
        { id: 'u', owner: 'b', x: 49, y: 9, heading: 90, skill: 3, armour: 5 },
        BYSTANDER,
      ],
      // skull; t saves; shoved 6" into u (2" away): t's crew (3) fails (1); u's engine (2) fails (2); scatter 6 (360: unchanged).
      dice: [1, 4, 6, 6, 3, 1, 2, 2, 6],
    });
    const { state } = play(s, { type: 'move', turn: 0, run: 20 });
    expect(vehicleOf(state, 't').damage.crew).toBe(2);
    expect(vehicleOf(state, 'u').damage.engine).toBe(2);
    expect(vehicleOf(state, 't').x).toBeLessThan(47);
  });

  it('"Encountering a stationary vehicle: Any vehicle that encounters a stationary vehicle will automatically ram it ... The rammed vehicle will move D6” in the opposite direction it was rammed in."', () => {
    // No encounter die: t's hull (5), save fails (1), shoved 4".
    const { state, events } = race({ stationary: true, heading: 180 }, [5, 1, 4]);
    expect(eventsOf(events, 'encounter')[0]).toMatchObject({ kind: 'stationary', faces: [], face: 'skull' });
    expect(vehicleOf(state, 't').x).toBeCloseTo(49);
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    // "Note a head-on ram wont effect the ramming vehicle as only one of them is moving."
    expect(vehicleOf(state, 'm').damage).toEqual({ drive: 3, engine: 3, crew: 3, hull: 3, weapons: 3 });
  });

  it('"Unless they are travelling less than 10" in their turn": a bump, no dice', () => {
    const { state, events } = race({ x: 40 }, [], {}, 9);
    expect(eventsOf(events, 'encounter')[0]).toMatchObject({ kind: 'slow', faces: [] });
    expect(state.rng.rolls).toBe(0);
    expect(state.flow.kind === 'turn' && state.flow.halted).toBe(true);
  });
});
