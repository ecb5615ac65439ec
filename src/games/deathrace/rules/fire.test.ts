// VEHICLES ON FIRE and PIT STOPS, with forced dice. The Speedway's pit is x 66-90, y 38-44.
import { describe, expect, it } from 'vitest';
import { drTestState, eventsOf, play, refusal, vehicleOf, type TestVehicle } from './testkit';

const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 110, y: 50, heading: 90 };

describe('VEHICLES ON FIRE', () => {
  it('"When hit by a flaming weapon, roll a D3. This many locations have been effected. Roll to see which locations are now set alight. If the same section is rolled twice or three times, take a point of damage, no save allowed."', () => {
    // A hit (4); D3 from a 6: three locations: drive (1), drive (1), crew (3).
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, heading: 0, ballistics: 3, modules: [{ kind: 'flamer', active: 1 }] }, { id: 't', owner: 'b', x: 50, y: 9, heading: 0 }], dice: [4, 6, 1, 1, 3] });
    const { state, events } = play(s, { type: 'fire', weapon: 'm.m1', target: 't', power: 1 });
    const t = vehicleOf(state, 't');
    expect(eventsOf(events, 'setAlight')[0].locations).toEqual(['drive', 'crew']);
    expect(t.fire).toEqual(['drive', 'crew']);
    expect(t.damage.drive).toBe(2);
    expect(eventsOf(events, 'hit')).toEqual([expect.objectContaining({ location: 'drive', save: null, damage: 1 })]);
  });

  it('"Each subsequent turn, roll a D6 for each section that is alight. On a roll of a 1 the flames go out on their own. On a roll of a 6, take a save or suffer another point of damage to that section."', () => {
    // The engine's flames roll a 1 (out); the hull's a 6, and its save (5+) fails on a 2.
    const s = drTestState({ vehicles: [{ id: 'a1', x: 40, y: 9 }, { id: 'bt', owner: 'b', x: 60, y: 9, armour: 5, fire: ['engine', 'hull'] }], dice: [1, 6, 2] });
    const { state, events } = play(s, { type: 'end' });
    expect(state.flow).toMatchObject({ vehicle: 'bt' });
    expect(eventsOf(events, 'fireRoll').map((e) => [e.location, e.out])).toEqual([['engine', true], ['hull', false]]);
    expect(vehicleOf(state, 'bt').fire).toEqual(['hull']);
    expect(vehicleOf(state, 'bt').damage.hull).toBe(2);
  });

  it('"Flames in the crew compartment can be extinguished after the initial damage has been done." Even after moving', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, fire: ['crew', 'hull'] }, BYSTANDER] });
    const { state } = play(s, { type: 'move', turn: 0, run: 15 }, { type: 'extinguish' });
    expect(vehicleOf(state, 'm').fire).toEqual(['hull']);
    expect(refusal(state, { type: 'extinguish' })).toBe('ILLEGAL');
  });

  it('"Flames anywhere else can be extinguished if you come to a halt and spend your turn with one crew outside extinguishing the flames."', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, fire: ['engine', 'hull'] }, BYSTANDER] });
    const { state, events } = play(s, { type: 'extinguish' });
    expect(vehicleOf(state, 'm').fire).toEqual([]);
    expect(eventsOf(events, 'turnEnd')[0]).toMatchObject({ vehicle: 'm', stationary: true });
    // Not while it must keep moving.
    expect(refusal(drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, lastMove: 22, fire: ['engine'] }, BYSTANDER] }), { type: 'extinguish' })).toBe('ILLEGAL');
  });
});

describe('PIT STOPS', () => {
  const inPit = (t: Partial<TestVehicle>) => drTestState({ vehicles: [{ id: 'm', x: 78, y: 41, heading: 180, ...t }, BYSTANDER] });

  it('"Pit stops allow you to replenish the health of your vehicles wheels, if they have any, and the health of your crew. You may replace 2 damage points for every turn spent in the PIT STOP after you drive in."', () => {
    const { state, events } = play(inPit({ damage: { crew: 2, drive: 1, hull: 1 } }), { type: 'pit' });
    expect(vehicleOf(state, 'm').damage).toMatchObject({ crew: 3, drive: 2, hull: 1 });
    expect(eventsOf(events, 'pitStop')[0].repaired).toEqual({ crew: 1, drive: 1 });
    expect(state.flow).toMatchObject({ vehicle: 'by' });
  });

  it('"Tracked and Hover vehicles may not replenish the health of their WHEEL/TRACK/HOVERJET section"', () => {
    expect(refusal(inPit({ stock: 'hoverRacer', damage: { drive: 1 } }), { type: 'pit' })).toBe('ILLEGAL');
    const { state } = play(inPit({ stock: 'grindaTank', damage: { drive: 1, crew: 1 } }), { type: 'pit' });
    expect(vehicleOf(state, 'm').damage).toMatchObject({ crew: 3, drive: 1 });
  });

  it('only in the pit, standing, with the turn to spend', () => {
    expect(refusal(inPit({ x: 60, damage: { crew: 1 } }), { type: 'pit' })).toBe('ILLEGAL');
    expect(refusal(inPit({ lastMove: 22, damage: { crew: 1 } }), { type: 'pit' })).toBe('ILLEGAL');
    const moved = play(inPit({ damage: { crew: 1 } }), { type: 'move', turn: 0, run: 1 });
    expect(refusal(moved.state, { type: 'pit' })).toBe('ILLEGAL');
  });
});
