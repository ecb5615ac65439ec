import { describe, expect, it } from 'vitest';
import { afterMove, canEverMoveAgain, endOfTurn } from './conditions';
import type { GameEvent } from '../events';
import { testCtx, testState, v } from '../testkit';
import type { Ctx } from '../core/ctx';
import type { GameState, VehicleState } from '../types';
import type { WeaponSetup } from '../design/vehicleFactory';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const evs = <T extends GameEvent['type']>(ctx: Ctx, type: T): Ev<T>[] => ctx.events.filter((e): e is Ev<T> => e.type === type);

function car(speed: number, patch: Partial<VehicleState> = {}, weapons?: WeaponSetup[]): GameState {
  return testState({ vehicles: [{ id: 'a', lane: 3, space: 5, speed, patch, weapons }] });
}

function run(s: GameState, step: (ctx: Ctx, vid: string) => void, dice: number[]): Ctx {
  const ctx = testCtx(s, dice);
  const before = s.rng.rolls;
  step(ctx, 'a');
  expect(s.rng.forced).toEqual([]);
  expect(s.rng.rolls - before).toBe(dice.length);
  return ctx;
}
const limits = (ctx: Ctx): number[] => [...evs(ctx, 'hazardSkipped'), ...evs(ctx, 'hazardRoll')].map((e) => e.limit);

describe('after each move', () => {
  it.each([
    [60, 2, true],
    [60, 3, false],
    [100, 4, true],
    [100, 5, false],
    [20, 1, false],
  ])('p34: split tyre at %i mph, die %i: shreds %s (die less than the speed factor)', (speed, die, shreds) => {
    const s = car(speed, { splitTyre: true });
    const ctx = run(s, afterMove, shreds ? [die, 1] : [die]);
    expect(evs(ctx, 'splitTyre')[0]).toMatchObject({ shredded: shreds, dice: [die] });
    const a = v(s, 'a');
    expect(a.splitTyre).toBe(!shreds);
    if (shreds) {
      expect(a).toMatchObject({ handling: 2, maxSpeed: 60, tyresDestroyed: 1 });
      expect(limits(ctx)).toEqual([20]);
    } else {
      expect(a).toMatchObject({ handling: 4, maxSpeed: 100, tyresDestroyed: 0 });
    }
  });

  it('p34, p15: broken axle: 5 mph lost (no acceleration), then a hazard roll at 40 mph after every move', () => {
    const s = car(60, { brokenAxle: true, acceleration: 0, handling: 2 });
    const ctx = run(s, afterMove, [1]);
    expect(v(s, 'a').speed).toBe(55);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 40, speed: 55, excess: 2 });
    const again = run(s, afterMove, [1]);
    expect(evs(again, 'hazardRoll')[0]).toMatchObject({ limit: 40, speed: 50 });
  });

  it('p34, p57: a car with a broken axle that comes to a halt is a wreck', () => {
    const s = car(5, { brokenAxle: true, acceleration: 0 });
    const ctx = run(s, afterMove, []);
    expect(v(s, 'a')).toMatchObject({ speed: 0, wreck: true });
    expect(evs(ctx, 'halted')).toHaveLength(1);
    expect(evs(ctx, 'wreck')).toHaveLength(1);
  });

  it('p34: a car with a destroyed tyre still above its new maximum takes a hazard roll at that maximum', () => {
    const s = car(80, { tyresDestroyed: 1, maxSpeed: 60 });
    const ctx = run(s, afterMove, [1]);
    // p15: above its maximum it cannot accelerate, so it slows by 5 first.
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 60, speed: 75, excess: 2 });
  });

  it('p34: no maximum-speed test once the car is down to its new maximum', () => {
    const s = car(60, { tyresDestroyed: 1, maxSpeed: 60 });
    const ctx = run(s, afterMove, []);
    expect(limits(ctx)).toEqual([]);
    expect(v(s, 'a').speed).toBe(60);
  });

  it('p34: the tyre that shreds takes its 20 mph test, not the maximum-speed test, in the same move (assumption)', () => {
    const s = car(100, { splitTyre: true });
    const ctx = run(s, afterMove, [1, 1]);
    expect(limits(ctx)).toEqual([20]);
  });

  it.each([
    ['engine disabled', { engineDisabled: true, acceleration: 0 }, 'p34'],
    ['no driver', { noDriver: true, driveSkill: 0 }, 'p34'],
    ['no acceleration', { acceleration: 0 }, 'p15'],
    ['above its reduced maximum speed', { maxSpeed: 50 }, 'p15'],
  ] as [string, Partial<VehicleState>, string][])('%s: the car loses 5 mph after each move (%s)', (reason, patch, rule) => {
    const s = car(60, patch);
    const ctx = run(s, afterMove, []);
    expect(v(s, 'a').speed).toBe(55);
    expect(evs(ctx, 'speedChanged')[0]).toMatchObject({ from: 60, to: 55, reason, rule });
  });

  it('p15: a car with power and within its maximum keeps its speed', () => {
    const s = car(60);
    const ctx = run(s, afterMove, []);
    expect(v(s, 'a').speed).toBe(60);
    expect(ctx.events).toEqual([]);
  });

  it('p34: a car off the road has no conditions to roll for', () => {
    const s = car(60, { splitTyre: true, brokenAxle: true, status: 'crashed' });
    const ctx = run(s, afterMove, []);
    expect(ctx.events).toEqual([]);
  });
});

describe('end of turn', () => {
  it.each([
    [1, true],
    [2, false],
    [6, false],
  ])('p34, p35: leaking fuel, die %i: engine disabled %s', (die, disabled) => {
    const s = car(60, { fuelLeak: true });
    const ctx = run(s, endOfTurn, [die]);
    expect(evs(ctx, 'fuelLeak')[0]).toMatchObject({ disabled, dice: [die] });
    expect(v(s, 'a').engineDisabled).toBe(disabled);
  });

  it('p34: no fuel roll once the engine is already disabled', () => {
    const s = car(60, { fuelLeak: true, engineDisabled: true });
    run(s, endOfTurn, []);
  });

  it('p83, p34: lasers recharge and the disabled-engine last shot lapses at the end of the turn', () => {
    const s = car(60, { laserLastShot: true }, [{ type: 'combatLaser', mount: 'hood' }]);
    v(s, 'a').weapons[0].firedThisTurn = true;
    run(s, endOfTurn, []);
    expect(v(s, 'a').weapons[0].firedThisTurn).toBe(false);
    expect(v(s, 'a').laserLastShot).toBe(false);
  });
});

describe('can it ever move again', () => {
  it.each([
    ['a sound car', {}, true],
    ['a stationary sound car', { speed: 0 }, true],
    ['a wreck', { wreck: true }, false],
    ['no driver', { noDriver: true }, false],
    ['zero handling', { handling: 0 }, false],
    ['a disabled engine', { engineDisabled: true }, false],
    ['zero acceleration at 0 mph', { acceleration: 0, speed: 0 }, false],
    ['zero acceleration, still rolling', { acceleration: 0, speed: 30 }, true],
    ['a crashed car', { status: 'crashed' }, false],
  ] as [string, Partial<VehicleState>, boolean][])('p40, p34, p87: %s -> %s', (_label, patch, can) => {
    expect(canEverMoveAgain(v(car(40, patch), 'a'))).toBe(can);
  });
});
