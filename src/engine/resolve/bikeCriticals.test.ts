import { describe, expect, it } from 'vitest';
import { criticalHit, type CriticalOptions } from './damage';
import { BIKE_MATRIX, matrixFacing, walkTarget } from './criticalTables';
import type { GameEvent } from '../events';
import { testCtx, testState, v } from '../testkit';
import type { Ctx } from '../core/ctx';
import type { Facing, GameState, VehicleState } from '../types';
import type { WeaponSetup } from '../design/vehicleFactory';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const evs = <T extends GameEvent['type']>(ctx: Ctx, type: T): Ev<T>[] => ctx.events.filter((e): e is Ev<T> => e.type === type);

const KIT: WeaponSetup[] = [
  { type: 'lwMachineGun', mount: 'fairingLeft' },
  { type: 'lwCombatLaser', mount: 'fairingRight' },
  { type: 'lwOil', mount: 'passive' },
];
function bike(speed = 10, patch: Partial<VehicleState> = {}, weapons: WeaponSetup[] = KIT): GameState {
  return testState({ vehicles: [{ id: 'b', lane: 3, space: 5, speed, kind: 'bike', weapons, patch }] });
}
function crit(s: GameState, facing: Facing, damage: number, dice: number[], opts?: CriticalOptions): Ctx {
  const ctx = testCtx(s, dice);
  const before = s.rng.rolls;
  criticalHit(ctx, 'b', facing, damage, opts);
  expect(s.rng.forced).toEqual([]);
  expect(s.rng.rolls - before).toBe(dice.length);
  return ctx;
}
const theCrit = (ctx: Ctx): Ev<'critical'> => evs(ctx, 'critical')[0];

const rows: [string, number[], string][] = [];
const r = (facing: string, before: number[], dieValues: string, where: string): void => {
  for (const ch of dieValues) rows.push([facing, [...before, Number(ch)], where]);
};
r('front', [], '12', 'bodywork');
r('front', [], '3', 'frontWheels');
r('front', [], '4', 'W:fairings');
r('front', [], '5', 'engine');
r('front', [6], '12', 'fuel');
r('front', [6], '3456', 'driver');
for (const side of ['left', 'right']) {
  r(side, [], '12', 'bodywork');
  r(side, [3], '123', 'frontWheels');
  r(side, [3], '456', 'rearWheels');
  r(side, [4], '135', 'W:fairingFacing');
  r(side, [4], '246', 'W:passives');
  r(side, [5], '135', 'fuel');
  r(side, [5], '246', 'engine');
  r(side, [], '6', 'driver');
}
r('rear', [], '12', 'bodywork');
r('rear', [], '3', 'rearWheels');
r('rear', [], '4', 'W:passives');
r('rear', [5], '135', 'fuel');
r('rear', [5], '246', 'engine');
r('rear', [], '6', 'driver');
r('floor', [], '12', 'bodywork');
r('floor', [3], '135', 'frontWheels');
r('floor', [3], '246', 'rearWheels');
r('floor', [4], '135', 'W:fairings');
r('floor', [4], '246', 'W:passives');
r('floor', [], '5', 'engine');
r('floor', [], '6', 'driver');
r('roof', [], '123', 'bodywork');
r('roof', [], '456', 'driver');

describe('bike target matrix', () => {
  it.each(rows)('p64: bike %s facing, dice %j -> %s', (facing, dice, where) => {
    const queue = [...dice];
    const got = walkTarget({ roll: BIKE_MATRIX[matrixFacing(facing as Facing)] }, () => {
      const d = queue.shift();
      if (d === undefined) throw new Error('table asked for more dice than the book');
      return d;
    });
    expect(typeof got === 'string' ? got : `W:${got.weapons}`).toBe(where);
    expect(queue).toEqual([]);
  });

  it.each([
    ['front', [4, 1], 'fairingLeft'],
    ['front', [4, 2], 'fairingRight'],
    ['left', [4, 1], 'fairingLeft'],
    ['right', [4, 3], 'fairingRight'],
    ['rear', [4], 'passive'],
    ['floor', [4, 2], 'passive'],
    ['floor', [4, 1, 2], 'fairingRight'],
  ] as [Facing, number[], string][])("p64: bike %s facing, dice %j strikes the %s mount", (facing, dice, mount) => {
    const s = bike();
    crit(s, facing, 0, [...dice, 3]);
    expect(v(s, 'b').weapons.find((w) => w.status === 'jammed')?.mount).toBe(mount);
  });
});

describe('bike results', () => {
  it.each([
    [5, 1, true],
    [5, 0, false],
  ])('p64: bike transmission, die %i + damage %i: acceleration 0 %s (6 or more)', (d, dmg, hit) => {
    const s = bike();
    crit(s, 'front', dmg, [1, 1, d]);
    expect(v(s, 'b').acceleration).toBe(hit ? 0 : 40);
  });

  it.each([
    [50, 60],
    [0, 20],
  ])('p64: clutch cable at %i mph: maximum speed capped at %i (the current speed factor; assumption)', (speed, cap) => {
    const s = bike(speed);
    crit(s, 'front', 0, [1, 2]);
    expect(v(s, 'b').maxSpeed).toBe(cap);
  });

  it.each([
    [3, 'fuelLine', { fuelLeak: true }],
    [4, 'brakeCable', { braking: 20 }],
    [6, 'acceleratorCable', { acceleration: 0 }],
  ] as [number, string, Partial<VehicleState>][])('p64: bike bodywork roll %i: %s', (die, result, after) => {
    const s = bike();
    const ctx = crit(s, 'front', 0, [1, die]);
    expect(theCrit(ctx)).toMatchObject({ location: 'bodywork', result, rule: 'p64' });
    expect(v(s, 'b')).toMatchObject(after);
  });

  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [6, 2],
  ])('p64: bike weapons link severed, die %i: weapon %i out of action', (die, idx) => {
    const s = bike();
    crit(s, 'front', 0, [1, 5, die]);
    expect(v(s, 'b').weapons.map((w, i) => (i === idx ? w.status === 'linkSevered' : w.status === 'ok'))).toEqual([true, true, true]);
  });

  it('p64: bike weapons link severed on a mount with nothing fitted is wasted', () => {
    const s = bike(10, {}, [{ type: 'lwMachineGun', mount: 'fairingLeft' }]);
    const ctx = crit(s, 'front', 0, [1, 5, 6]);
    expect(theCrit(ctx).wasted).toBe(true);
  });

  it('p64: brake cable on the wheels table halves braking', () => {
    const s = bike();
    crit(s, 'front', 0, [3, 1]);
    expect(v(s, 'b').braking).toBe(20);
  });

  it.each([
    [6, 0],
    [1, 5],
  ])('p64: wheel bearing holds at die %i + damage %i: handling -1', (d, dmg) => {
    const s = bike(90);
    const ctx = crit(s, 'front', dmg, [3, 2, d]);
    expect(theCrit(ctx).result).toBe('wheelBearing');
    expect(v(s, 'b')).toMatchObject({ handling: 5, status: 'inPlay' });
  });

  it('p64: a wheel falls off at 80 mph or less: the bike rolls on its next move', () => {
    const s = bike(80);
    const ctx = crit(s, 'rear', 1, [3, 3, 6]);
    expect(theCrit(ctx).result).toBe('wheelOff');
    expect(v(s, 'b')).toMatchObject({ rollsNextMove: true, status: 'inPlay' });
  });

  it('p64: a wheel falls off at 81 mph or more: the bike crashes', () => {
    const s = bike(81);
    const ctx = crit(s, 'rear', 1, [3, 3, 6]);
    expect(v(s, 'b')).toMatchObject({ status: 'crashed', speed: 0 });
    expect(evs(ctx, 'crash')).toHaveLength(1);
  });

  it('p64, p58: with crash damage in use, the wheel-off crash takes road damage (sf 5: +3) and speed-factor hits (five at +5)', () => {
    const s = bike(81);
    s.options.crashDamage = true;
    // Road damage die 1: 1 + 3 = 4, injured (its hazard roll is not taken: the bike is crashing).
    const ctx = crit(s, 'rear', 1, [3, 3, 6, 1, 1, 1, 1, 2, 1, 2, 1, 2]);
    expect(evs(ctx, 'critical').map((c) => [c.location, c.result])).toEqual([['rearWheels', 'wheelOff'], ['driver', 'injured']]);
    expect(evs(ctx, 'hit').map((h) => h.damageBonus)).toEqual([5, 5, 5, 5, 5]);
    expect(v(s, 'b')).toMatchObject({ status: 'crashed', damage: 0, terminal: true });
    expect(evs(ctx, 'hazardRoll')).toEqual([]);
  });

  it('p64: bike engine block disables the engine at 6 or more', () => {
    const s = bike();
    crit(s, 'front', 0, [5, 1, 6]);
    expect(v(s, 'b').engineDisabled).toBe(true);
  });

  it('p64: bike carburettor cuts acceleration to a third, rounding down', () => {
    const s = bike();
    crit(s, 'front', 0, [5, 2]);
    expect(v(s, 'b').acceleration).toBe(13);
  });

  it('p64: a bike fuel tank explosion is a +8 HE hit taken on a rolled side (assumption)', () => {
    const s = bike(10, { damage: 30 });
    const ctx = crit(s, 'rear', 0, [5, 1, 4, 6, 2, 1, 3]);
    expect(v(s, 'b').engineDisabled).toBe(true);
    expect(evs(ctx, 'critical')[1]).toMatchObject({ facing: 'right', location: 'bodywork', result: 'fuelLine' });
  });

  it('p64, p46: rider K.O.: no rider, and the bike rolls on its next move', () => {
    const s = bike();
    crit(s, 'roof', 0, [4, 6]);
    expect(v(s, 'b')).toMatchObject({ noDriver: true, rollsNextMove: true, outOfControl: true });
  });

  it('p64: bikes take critical-hit hazard rolls against their reduced handling (6 - 3)', () => {
    const s = bike(70, { driveSkill: 1 });
    const ctx = crit(s, 'roof', 0, [4, 1, 2]);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 40, optimumControl: 3 });
  });

  it.each([
    [1, 'frontWheels'],
    [2, 'rearWheels'],
  ])('p30, p64: spikes on a bike: die %i picks %s as the bike floor table does', (die, loc) => {
    const s = bike();
    const ctx = crit(s, 'floor', 0, [die, 4], { location: 'wheels' });
    expect(theCrit(ctx)).toMatchObject({ location: loc, result: 'splitTyre' });
  });
});
