// CREW RULES, RUNNING DOWN PEDESTRIANS and SHOOTING AT PEDESTRIANS FROM VEHICLES, with forced dice
// (readings.ts `crew`). The Speedway: EVAC points at (108, 47) and (12, 9).
import { describe, expect, it } from 'vitest';
import { drLegalCommands } from './options';
import { drTestState, eventsOf, play, refusal, vehicleOf, type TestVehicle } from './testkit';

const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 75, y: 52, heading: 180 };

describe('CREW RULES', () => {
  it('"They may do so after the vehicle has come to a halt in the usual fashion": no test', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, stationary: true }, BYSTANDER] });
    const { state, events } = play(s, { type: 'bail' });
    expect(eventsOf(events, 'bailed')[0]).toMatchObject({ leap: false, passed: true, need: null });
    expect(state.pedestrians).toHaveLength(1);
    expect(state.pedestrians[0]).toMatchObject({ owner: 'a', vehicle: 'm', x: 40, y: 7 });
    expect(state.rng.rolls).toBe(0);
    expect(refusal(state, { type: 'bail' })).toBe('ILLEGAL');
  });

  it('"or they may leap from a moving vehicle and take a REFLEX test to avoid becoming incapacitated"', () => {
    // Moved 20" this turn: a leap. Reflex 3 tests on 4+: a 3 fails.
    const s = drTestState({ vehicles: [{ id: 'm', x: 30, y: 9, reflex: 3 }, BYSTANDER], dice: [3] });
    const { state, events } = play(s, { type: 'move', turn: 0, run: 20 }, { type: 'bail' });
    expect(eventsOf(events, 'bailed')[0]).toMatchObject({ leap: true, passed: false, need: 4, pedestrian: null });
    expect(state.pedestrians).toEqual([]);
    const ok = play(drTestState({ vehicles: [{ id: 'm', x: 30, y: 9, reflex: 3 }, BYSTANDER], dice: [4] }), { type: 'move', turn: 0, run: 20 }, { type: 'bail' });
    expect(ok.state.pedestrians).toHaveLength(1);
  });

  it('"Once on the ground they can move in any direction up to 8"", once a round', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9 }, BYSTANDER], pedestrians: [{ x: 40, y: 4 }] });
    expect(refusal(s, { type: 'walk', pedestrian: 'p1', heading: 0, run: 8.5 })).toBe('ILLEGAL');
    const { state } = play(s, { type: 'walk', pedestrian: 'p1', heading: 0, run: 8 });
    expect(state.pedestrians[0]).toMatchObject({ x: 48, y: 4 });
    expect(refusal(state, { type: 'walk', pedestrian: 'p1', heading: 0, run: 1 })).toBe('ILLEGAL');
    // The other team's crew are not the player's to move.
    const theirs = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9 }, BYSTANDER], pedestrians: [{ x: 40, y: 4, owner: 'b' }] });
    expect(refusal(theirs, { type: 'walk', pedestrian: 'p1', heading: 0, run: 1 })).toBe('ILLEGAL');
  });

  it('"EVAC teleport points that can transport crews back to the pit stop"', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9 }, BYSTANDER], pedestrians: [{ x: 18, y: 9 }] });
    expect(drLegalCommands(s).find((c) => c.type === 'walk')).toMatchObject({ heading: 180, run: 6 });
    const { state, events } = play(s, { type: 'walk', pedestrian: 'p1', heading: 180, run: 6 });
    expect(eventsOf(events, 'evacuated')).toHaveLength(1);
    expect(state.pedestrians).toEqual([]);
  });

  it('"special pick-up items lying around the track that only footsloggers can access"', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9 }, BYSTANDER], pedestrians: [{ x: 40, y: 3 }], pickups: [{ id: 'k1', kind: 'pistol', x: 46, y: 3 }] });
    const { state } = play(s, { type: 'walk', pedestrian: 'p1', heading: 0, run: 6 });
    expect(state.pedestrians[0].items).toEqual(['pistol']);
    expect(state.pickups).toEqual([]);
  });
});

describe('RUNNING DOWN PEDESTRIANS', () => {
  const road = (dice: number[]) => drTestState({ vehicles: [{ id: 'm', x: 30, y: 9 }, BYSTANDER], pedestrians: [{ x: 42, y: 9, owner: 'b', vehicle: 'by' }], dice });

  it('"They may avoid this by passing a REFLEX test whenever a vehicle comes into contact with them."', () => {
    const { state, events } = play(road([5]), { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(events, 'runDown')[0]).toMatchObject({ passed: true, need: 4 });
    expect(state.pedestrians).toHaveLength(1);
    expect(vehicleOf(state, 'm').x).toBeCloseTo(50);
  });

  it('"If the test is failed the pedestrian is killed or wounded seriously enough to be removed from the game." "+1 for every pedestrian you kill OUTSIDE the vehicle"', () => {
    const { state } = play(road([2]), { type: 'move', turn: 0, run: 20 });
    expect(state.pedestrians).toEqual([]);
    expect(state.points.a).toBe(1);
  });

  it('"If a vehicle wants to use it\'s primary weapon to shoot at pedestrians it does so at a -1 to BALLISTICS"; "Pedestrians who are hit may make a REFLEX test. Failure means they have been wounded. Roll to see how badly: 1-2 KNOCKED OVER 3-4 STUNNED 5-6 DEAD"', () => {
    const gun = (dice: number[]) => drTestState({ vehicles: [{ id: 'm', x: 30, y: 9, ballistics: 3, modules: [{ kind: 'heavyMachineGuns', active: 2 }, { kind: 'rokkitLauncha', active: 1 }] }, BYSTANDER], pedestrians: [{ x: 42, y: 9, owner: 'b', vehicle: 'by' }], dice });
    const fire = (weapon: string) => ({ type: 'fire', weapon, target: 'p1', power: 1 });
    // Primary weapon: ballistics 2, a 4 misses; needs a 5.
    expect(eventsOf(play(gun([4]), fire('m.m1')).events, 'shot')[0]).toMatchObject({ need: 5, hit: false });
    // The secondary weapon has no penalty: a 4 hits; reflex 3 fails; the wound roll 3: stunned.
    const stunned = play(gun([4, 1, 3]), fire('m.m2'));
    expect(eventsOf(stunned.events, 'pedestrianHit')[0]).toMatchObject({ passed: false, wound: 'stunned' });
    expect(stunned.state.pedestrians[0]).toMatchObject({ status: 'stunned', downUntil: 2 });
    const dead = play(gun([5, 1, 6]), fire('m.m1'));
    expect(dead.state.pedestrians).toEqual([]);
    expect(dead.state.points.a).toBe(1);
  });
});

describe('CREW EQUIPMENT (readings.ts `crewWeapons`)', () => {
  it('a co-driver on foot with a pick-up climbs back into its halted vehicle with it', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, stationary: true, crewOut: true }, BYSTANDER], pedestrians: [{ x: 40, y: 7, items: ['pistol'] }] });
    const { state } = play(s, { type: 'board', pedestrian: 'p1' });
    expect(vehicleOf(state, 'm')).toMatchObject({ crewOut: false, crewWeapons: ['pistol'] });
    expect(state.pedestrians).toEqual([]);
    const far = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, stationary: true, crewOut: true }, BYSTANDER], pedestrians: [{ x: 40, y: 5 }] });
    expect(refusal(far, { type: 'board', pedestrian: 'p1' })).toBe('ILLEGAL');
  });

  it('"The pistol allows crew to fire from their vehicles at a range of 12" with a +2 to BALLISTICS rolls at half range. Vehicles get +1 to their armour save vs a pistol shot."', () => {
    // 6" away: ballistics 3 + 2 hits on 2+; the 5+ save becomes 4+: a 4 saves.
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, ballistics: 3, crewWeapons: ['pistol'] }, { id: 't', owner: 'b', x: 50, y: 9, armour: 5 }], dice: [2, 4, 4] });
    const { state, events } = play(s, { type: 'fire', weapon: 'crew:pistol', target: 't', power: 1 });
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ need: 2, hit: true });
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ save: 4, saved: true });
    expect(refusal(state, { type: 'fire', weapon: 'crew:pistol', target: 't', power: 1 })).toBe('ILLEGAL');
    // Out of its 12".
    expect(refusal(drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, crewWeapons: ['pistol'] }, { id: 't', owner: 'b', x: 57, y: 9 }] }), { type: 'fire', weapon: 'crew:pistol', target: 't', power: 1 })).toBe('ILLEGAL');
  });

  it('"GUIDED MISSILE LAUNCHER: ... Cannot be used inside a vehicle!"', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, crewWeapons: ['guidedMissileLauncher'] }, { id: 't', owner: 'b', x: 50, y: 9 }] });
    expect(refusal(s, { type: 'fire', weapon: 'crew:guidedMissileLauncher', target: 't', power: 1 })).toBe('ILLEGAL');
  });

  it('"Crew may make a drive-by shooting attack on vehicles they encounter if they get a PASS (ARROW) result."', () => {
    // The arrow (4); the machine gun hits on 4; the hull (4); "+1 to their armour save vs machine gun fire": 4+, a 1 fails.
    const s = drTestState({ vehicles: [{ id: 'm', x: 30, y: 9, skill: 3, crewWeapons: ['machineGun'] }, { id: 't', owner: 'b', x: 45, y: 9, skill: 3, armour: 5 }, BYSTANDER], dice: [4, 4, 4, 1] });
    const { state, events } = play(s, { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ weapon: 'crew:machineGun', target: 't', rule: 'SHOOTING' });
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    expect(vehicleOf(state, 'm').x).toBeCloseTo(50);
    // The drive-by is not the turn's shooting, but the gun has fired this turn.
    expect(state.flow).toMatchObject({ shots: 'none', crewFired: ['machineGun'] });
  });
});

describe('CHAINSWORD and POWERSWORD', () => {
  const road = (items: ('chainsword' | 'powersword')[], dice: number[]) =>
    drTestState({ vehicles: [{ id: 'm', x: 30, y: 9, armour: 5 }, BYSTANDER], pedestrians: [{ x: 42, y: 9, owner: 'b', vehicle: 'by', items }], dice });

  it('"if a vehicle attempts to run down a model with the chainsword and it passes it\'s REFLEX test, it makes a free attack on the location of it\'s choice for 1 point of damage. Normal saves apply."', () => {
    // Reflex passed (5); the save (5+) fails on a 2: the crew loses a point.
    const { state, events } = play(road(['chainsword'], [5, 2]), { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ location: 'crew', save: 5, damage: 1 });
    expect(vehicleOf(state, 'm').damage.crew).toBe(2);
  });

  it('"POWERSWORD: As above, but ... attacks made against vehicles have a -2 save and do D3 damage."', () => {
    // Reflex passed (6); D3 from a 5 (3); the save needs a 7: no roll.
    const { state, events } = play(road(['powersword'], [6, 5]), { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ location: 'crew', save: 7, saved: false, damage: 3 });
    expect(vehicleOf(state, 'm').status).toBe('destroyed');
  });
});

it('readings.ts `crew`: the co-driver gets out or climbs back in once a turn (no endless in and out)', () => {
  const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, stationary: true }, BYSTANDER] });
  const out = play(s, { type: 'bail' });
  expect(refusal(out.state, { type: 'board', pedestrian: out.state.pedestrians[0].id })).toBe('ILLEGAL');
});
