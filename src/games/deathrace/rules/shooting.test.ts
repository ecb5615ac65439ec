// SHOOTING and WEAPONS AND DEFENSIVE MODULES, with forced dice, including the text's examples of
// Harry's activation plates and Paul's Gobsmasha kannon. The Speedway's first activation plate
// lies on its top straight, x 82-86, y 7-11.
import { describe, expect, it } from 'vitest';
import { BALLISTIC_TABLE, toHit } from './data';
import { drLegalCommands } from './options';
import { drTestState, eventsOf, play, refusal, vehicleOf, type TestVehicle } from './testkit';
import type { ModuleKind } from './types';

const target: TestVehicle = { id: 't', owner: 'b', x: 60, y: 9, heading: 0, armour: 5 };
const gunner = (modules: { kind: ModuleKind; active?: number }[], dice: number[] = [], t: Partial<TestVehicle> = {}, m: Partial<TestVehicle> = {}) =>
  drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, heading: 0, move: 20, ballistics: 3, ...m, modules }, { ...target, ...t }], dice });
const fire = (power = 1) => ({ type: 'fire', weapon: 'm.m1', target: 't', power });

describe('SHOOTING', () => {
  it('"BALLISTIC SKILL: 1 2 3 4 5 / ROLLING TO HIT: 6 5 4 3 2"', () => {
    expect([1, 2, 3, 4, 5].map(toHit)).toEqual([6, 5, 4, 3, 2]);
    expect(BALLISTIC_TABLE).toEqual({ 1: 6, 2: 5, 3: 4, 4: 3, 5: 2 });
    // Ballistics 3: a 3 misses, a 4 hits (hull 4, the save of 5+ failing on a 1).
    const miss = play(gunner([{ kind: 'heavyMachineGuns', active: 2 }], [3]), fire());
    expect(eventsOf(miss.events, 'shot')[0]).toMatchObject({ hit: false, need: 4 });
    const hit = play(gunner([{ kind: 'heavyMachineGuns', active: 2 }], [4, 4, 1]), fire());
    expect(eventsOf(hit.events, 'shot')[0]).toMatchObject({ hit: true, need: 4 });
    expect(vehicleOf(hit.state, 't').damage.hull).toBe(2);
  });

  it('"This may be done before moving, or after, but not during": one shooting, before or after', () => {
    const s = gunner([{ kind: 'heavyMachineGuns', active: 3 }], [1, 1]);
    const before = play(s, fire(), { type: 'move', turn: 0, run: 5 });
    expect(refusal(before.state, fire())).toBe('ILLEGAL');
    const after = play(s, { type: 'move', turn: 0, run: 5 }, fire());
    expect(eventsOf(after.events, 'shot')).toHaveLength(1);
    expect(refusal(after.state, { type: 'move', turn: 0, run: 5 })).toBe('ILLEGAL');
  });

  it('"not during": a vehicle landed from a jump with move left may not shoot until its move is over', () => {
    const s = drTestState({
      vehicles: [{ id: 'm', x: 108, y: 13, heading: 90, move: 20, skill: 3, modules: [{ kind: 'heavyMachineGuns', active: 1 }] }, { id: 't', owner: 'b', x: 100, y: 50, heading: 0 }],
      dice: [1, 1, 1],
    });
    const landed = play(s, { type: 'move', turn: 0, run: 10 }, { type: 'jump', dice: 3, skill: 'add', fire: null });
    expect(landed.state.flow).toMatchObject({ move: 'moving' });
    expect(refusal(landed.state, { type: 'fire', weapon: 'm.m1', target: 't', power: 1 })).toBe('ILLEGAL');
    // Stopping (a move of nothing) ends the move; then it may shoot.
    const stopped = play(landed.state, { type: 'move', turn: 0, run: 0 });
    expect(refusal(stopped.state, { type: 'fire', weapon: 'm.m1', target: 't', power: 1 })).toBe('');
  });

  it('readings.ts `weapons`: out of range (24" for heavy machine guns) or behind a wall, no shot', () => {
    expect(refusal(gunner([{ kind: 'heavyMachineGuns', active: 1 }], [], { x: 68 }), fire())).toBe('');
    expect(refusal(gunner([{ kind: 'heavyMachineGuns', active: 1 }], [], { x: 68.5 }), fire())).toBe('ILLEGAL');
    // Across the infield (y 18-38): the line of fire crosses it.
    expect(refusal(gunner([{ kind: 'heavyMachineGuns', active: 1 }], [], { x: 40, y: 45 }, { x: 60, y: 9 }), fire())).toBe('ILLEGAL');
  });
});

describe('WEAPONS AND DEFENSIVE MODULES', () => {
  it('"These upgrades are not active at the start of the game." A weapon with no active status cannot fire', () => {
    const s = gunner([{ kind: 'heavyMachineGuns', active: 0 }]);
    expect(refusal(s, fire())).toBe('ILLEGAL');
    expect(drLegalCommands(s).some((c) => c.type === 'fire')).toBe(false);
  });

  it('Harry\'s first example: "He runs over an activation plate, allowing him to place one module in \'active\' status ... he opts to activate his oil slick dropper"', () => {
    const s = drTestState({ vehicles: [{ id: 'harry', stock: 'hoverRacer', x: 70, y: 9, heading: 0 }, { id: 'b1', owner: 'b', x: 75, y: 52, heading: 180 }] });
    const over = play(s, { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(over.events, 'plate')).toHaveLength(1);
    expect(over.state.flow).toMatchObject({ plates: 1 });
    // The plate's status is assigned before anything else.
    expect(refusal(over.state, { type: 'end' })).toBe('ILLEGAL');
    expect(drLegalCommands(over.state).map((c) => c.type === 'activate' && c.module)).toEqual(['harry.m1', 'harry.m2']);
    const on = play(over.state, { type: 'activate', module: 'harry.m2' }, { type: 'drop', module: 'harry.m2' });
    expect(vehicleOf(on.state, 'harry').modules[1]).toMatchObject({ kind: 'oilSlickDropper', active: 0 });
    expect(on.state.slicks).toHaveLength(1);
    expect(on.state.slicks[0].x).toBeLessThan(vehicleOf(on.state, 'harry').x);
  });

  it('Harry\'s second example: "His heavy machine guns have an active status already when he runs over the ACTIVATION plate again, so he ... can give his machine gun another point of activation, allowing him to shoot it twice, either in the same turn or spread over a couple of turns."', () => {
    const s = drTestState({
      vehicles: [
        { id: 'harry', stock: 'hoverRacer', x: 70, y: 9, heading: 0, modules: [{ kind: 'heavyMachineGuns', active: 1 }, { kind: 'oilSlickDropper' }] },
        { id: 'fool', owner: 'b', x: 100, y: 9, heading: 0 },
      ],
      // Two shots: a miss (2), then a hit (5) on the hull (4) not saved (1).
      dice: [2, 5, 4, 1],
    });
    const over = play(s, { type: 'move', turn: 0, run: 15 }, { type: 'activate', module: 'harry.m1' });
    expect(vehicleOf(over.state, 'harry').modules[0].active).toBe(2);
    const shots = play(over.state, { type: 'fire', weapon: 'harry.m1', target: 'fool', power: 1 }, { type: 'fire', weapon: 'harry.m1', target: 'fool', power: 1 });
    expect(eventsOf(shots.events, 'shot').map((e) => e.hit)).toEqual([false, true]);
    expect(vehicleOf(shots.state, 'harry').modules[0].active).toBe(0);
    expect(vehicleOf(shots.state, 'fool').damage.hull).toBe(2);
  });

  it('"Modules may have more than one active status applied at a time, to a total of 3": a module at 3 takes no more, and a plate with nothing to take is lost', () => {
    const s = drTestState({ vehicles: [{ id: 'harry', stock: 'hoverRacer', x: 70, y: 9, heading: 0, modules: [{ kind: 'heavyMachineGuns', active: 3 }, { kind: 'oilSlickDropper', active: 2 }] }, { id: 'b1', owner: 'b', x: 75, y: 52, heading: 180 }] });
    const over = play(s, { type: 'move', turn: 0, run: 20 });
    expect(drLegalCommands(over.state).map((c) => c.type === 'activate' && c.module)).toEqual(['harry.m2']);
    const full = play(over.state, { type: 'activate', module: 'harry.m2' });
    expect(full.state.flow).toMatchObject({ plates: 0 });
    const s3 = drTestState({ vehicles: [{ id: 'harry', stock: 'hoverRacer', x: 70, y: 9, heading: 0, modules: [{ kind: 'heavyMachineGuns', active: 3 }, { kind: 'oilSlickDropper', active: 3 }] }, { id: 'b1', owner: 'b', x: 75, y: 52, heading: 180 }] });
    expect(play(s3, { type: 'move', turn: 0, run: 20 }).state.flow).toMatchObject({ plates: 0 });
  });

  it('"Some vehicle upgrades do not need to be activated, like EXTRA ARMOUR": +1 to the save, never offered a plate', () => {
    // Armour 4 with extra armour saves on 3+: a 3 saves.
    const s = gunner([{ kind: 'heavyMachineGuns', active: 1 }], [4, 4, 3], { stock: 'ironWagon', armour: 4 });
    const { state, events } = play(s, fire());
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ save: 3, saved: true });
    expect(vehicleOf(state, 't').damage.hull).toBe(3);
  });

  it('Paul\'s example: "Paul has already activated his Gobsmasha kannon twice ... he waits for a third plate and charges the kannon up to full power": one shot at power 3', () => {
    // A hit (4) on the hull (5); the kannon's -1 makes the 5+ save a 6+: a 5 fails. 3 damage.
    const s = gunner([{ kind: 'gobsmashaKannon', active: 3 }], [4, 5, 5]);
    expect(drLegalCommands(s).filter((c) => c.type === 'fire').map((c) => c.type === 'fire' && c.power)).toEqual([1, 3]);
    const { state, events } = play(s, fire(3));
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ save: 6, saved: false, damage: 3 });
    expect(vehicleOf(state, 't').status).toBe('destroyed');
    expect(vehicleOf(state, 'm').modules[0].active).toBe(0);
    // "He could fire it twice at normal power": power 1 twice is open too; power 2 with one point is not.
    expect(refusal(gunner([{ kind: 'gobsmashaKannon', active: 1 }]), fire(2))).toBe('ILLEGAL');
    expect(refusal(gunner([{ kind: 'heavyMachineGuns', active: 3 }]), fire(2))).toBe('ILLEGAL');
  });

  it('readings.ts `oilSlick`: a wheeled vehicle over a slick tests skill or spins out there; a hover vehicle floats over', () => {
    const slicks = [{ id: 'k', x: 55, y: 9, by: 'x' }];
    const wheeled = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, heading: 0, skill: 3 }, { id: 'b1', owner: 'b', x: 75, y: 52, heading: 180 }], slicks, dice: [2, 3] });
    const spun = play(wheeled, { type: 'move', turn: 0, run: 20 });
    expect(eventsOf(spun.events, 'slickTest')[0]).toMatchObject({ passed: false });
    expect(vehicleOf(spun.state, 'm').x).toBeCloseTo(53);
    expect(vehicleOf(spun.state, 'm').heading).toBe(180);
    const hover = drTestState({ vehicles: [{ id: 'm', stock: 'hoverRacer', x: 40, y: 9, heading: 0 }, { id: 'b1', owner: 'b', x: 75, y: 52, heading: 180 }], slicks });
    expect(vehicleOf(play(hover, { type: 'move', turn: 0, run: 20 }).state, 'm').x).toBeCloseTo(60);
  });
});
