import { describe, expect, it } from 'vitest';
import { criticalHit, type CriticalOptions } from './damage';
import { CAR_MATRIX, matrixFacing, walkTarget } from './criticalTables';
import type { GameEvent } from '../events';
import { testCtx, testState, v } from '../testkit';
import type { Ctx } from '../core/ctx';
import type { Facing, GameState, VehicleState } from '../types';
import type { WeaponSetup } from '../design/vehicleFactory';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const evs = <T extends GameEvent['type']>(ctx: Ctx, type: T): Ev<T>[] => ctx.events.filter((e): e is Ev<T> => e.type === type);

function car(opts: { speed?: number; kind?: 'renegade' | 'interceptor'; weapons?: WeaponSetup[]; patch?: Partial<VehicleState> } = {}): GameState {
  return testState({ vehicles: [{ id: 'a', lane: 3, space: 5, speed: opts.speed ?? 10, kind: opts.kind, weapons: opts.weapons, patch: opts.patch }] });
}

/** Runs one critical with forced dice and checks that exactly those dice were used. */
function crit(s: GameState, facing: Facing, damage: number, dice: number[], opts?: CriticalOptions): Ctx {
  const ctx = testCtx(s, dice);
  const before = s.rng.rolls;
  criticalHit(ctx, 'a', facing, damage, opts);
  expect(s.rng.forced).toEqual([]);
  expect(s.rng.rolls - before).toBe(dice.length);
  return ctx;
}
const theCrit = (ctx: Ctx): Ev<'critical'> => evs(ctx, 'critical')[0];
const hazardLimits = (ctx: Ctx): number[] => [...evs(ctx, 'hazardSkipped'), ...evs(ctx, 'hazardRoll')].map((e) => e.limit);

// ---------------------------------------------------------------------------------------
// Target matrix (p32): every row and every second roll, straight from the book's tables.
// ---------------------------------------------------------------------------------------

type Where = string;
const rows: [string, number[], Where][] = [];
const r = (facing: string, before: number[], dieValues: string, where: Where): void => {
  for (const ch of dieValues) rows.push([facing, [...before, Number(ch)], where]);
};
// Front facing
r('front', [], '12', 'bodywork');
r('front', [], '3', 'frontWheels');
r('front', [4], '12', 'W:wings');
r('front', [4], '3', 'W:sides');
r('front', [4], '4', 'W:hood');
r('front', [4], '56', 'W:roofTurret');
r('front', [], '5', 'engine');
r('front', [], '6', 'driver');
// Rear facing
r('rear', [], '12', 'bodywork');
r('rear', [], '3', 'rearWheels');
r('rear', [4], '123', 'W:passives');
r('rear', [4], '4', 'W:sides');
r('rear', [4], '56', 'W:roofTurret');
for (const first of [5, 6]) {
  r('rear', [first], '12', 'engine');
  r('rear', [first], '34', 'fuel');
  r('rear', [first], '56', 'driver');
}
// Side facing (left and right use the same table)
for (const side of ['left', 'right']) {
  r(side, [], '12', 'bodywork');
  r(side, [3], '123', 'frontWheels');
  r(side, [3], '456', 'rearWheels');
  r(side, [4], '1', 'W:wings');
  r(side, [4], '23', 'W:passives');
  r(side, [4], '45', 'W:sideFacing');
  r(side, [4], '6', 'W:roofTurret');
  r(side, [5], '1234', 'engine');
  r(side, [5], '56', 'fuel');
  r(side, [], '6', 'driver');
}
// Floor facing
r('floor', [], '12', 'bodywork');
for (const first of [3, 4]) {
  r('floor', [first], '1234', 'frontWheels');
  r('floor', [first], '56', 'rearWheels');
}
for (const first of [5, 6]) {
  r('floor', [first, 1], '12', 'W:sides');
  r('floor', [first, 1], '3456', 'W:passives');
  r('floor', [first], '23', 'engine');
  r('floor', [first], '4', 'fuel');
  r('floor', [first], '56', 'driver');
}
// Roof facing
r('roof', [], '12', 'bodywork');
r('roof', [], '34', 'W:roofTurret');
for (const first of [5, 6]) {
  r('roof', [first], '1', 'engine');
  r('roof', [first], '23', 'fuel');
  r('roof', [first], '456', 'driver');
}

describe('target matrix', () => {
  it.each(rows)('p32: %s facing, dice %j -> %s', (facing, dice, where) => {
    const queue = [...dice];
    const got = walkTarget({ roll: CAR_MATRIX[matrixFacing(facing as Facing)] }, () => {
      const d = queue.shift();
      if (d === undefined) throw new Error('table asked for more dice than the book');
      return d;
    });
    expect(typeof got === 'string' ? got : `W:${got.weapons}`).toBe(where);
    expect(queue).toEqual([]);
  });

  it('p32: every facing has one row per die face', () => {
    for (const t of Object.values(CAR_MATRIX)) expect(t).toHaveLength(6);
  });
});

// ---------------------------------------------------------------------------------------
// Weapon stations (p32)
// ---------------------------------------------------------------------------------------

describe('weapon stations', () => {
  const all: WeaponSetup[] = [
    { type: 'machineGun', mount: 'hood' },
    { type: 'machineGun', mount: 'wingLeft' },
    { type: 'combatLaser', mount: 'wingRight' },
    { type: 'chainGun', mount: 'sideLeft' },
    { type: 'autocannon15', mount: 'sideRight' },
    { type: 'oil', mount: 'passiveLeft' },
    { type: 'smoke', mount: 'passiveRight' },
    { type: 'heavyLaser', mount: 'roof' },
  ];
  const hitWeapon = (s: GameState): string | undefined => v(s, 'a').weapons.find((w) => w.status === 'jammed')?.mount;

  it.each([
    ['front', [4, 1, 1], 'wingLeft'],
    ['front', [4, 2, 2], 'wingRight'],
    ['front', [4, 3, 3], 'sideLeft'],
    ['front', [4, 3, 4], 'sideRight'],
    ['front', [4, 4], 'hood'],
    ['front', [4, 5], 'roof'],
    ['rear', [4, 1, 5], 'passiveLeft'],
    ['rear', [4, 3, 6], 'passiveRight'],
    ['left', [4, 4], 'sideLeft'],
    ['right', [4, 5], 'sideRight'],
    ['roof', [3], 'roof'],
  ] as [Facing, number[], string][])('p32: %s facing, dice %j hits the %s station (second roll odd left, even right; Side* faces the firer)', (facing, dice, mount) => {
    const s = car({ kind: 'interceptor', weapons: all });
    const ctx = crit(s, facing, 0, [...dice, 3]);
    expect(hitWeapon(s)).toBe(mount);
    expect(theCrit(ctx)).toMatchObject({ location: 'weapons', result: 'jammed' });
  });

  it("p32: a Renegade's 'Passives' result hits its one central passive station with no second roll", () => {
    const s = car({ weapons: [{ type: 'oil', mount: 'passive' }] });
    const ctx = crit(s, 'rear', 0, [4, 2, 4]);
    expect(v(s, 'a').weapons[0].status).toBe('linkSevered');
    expect(theCrit(ctx).dice).toEqual([4, 2, 4]);
  });

  it.each([
    [1, 0],
    [2, 1],
  ])('p27, p32: Roof/Turret hits a turret weapon when fitted: die %i picks turret weapon %i of two', (die, idx) => {
    const s = car({ weapons: [{ type: 'machineGun', mount: 'turret' }, { type: 'machineGun', mount: 'turret' }, { type: 'smoke', mount: 'passive' }] });
    crit(s, 'front', 0, [4, 6, die, 4]);
    expect(v(s, 'a').weapons.map((w) => w.status)).toEqual(idx === 0 ? ['linkSevered', 'ok', 'ok'] : ['ok', 'linkSevered', 'ok']);
  });

  it('p32: a turret with one heavy weapon needs no roll to pick it', () => {
    const s = car({ weapons: [{ type: 'chainGun', mount: 'turret' }] });
    crit(s, 'roof', 0, [4, 3]);
    expect(v(s, 'a').weapons[0].status).toBe('jammed');
  });

  it.each([
    ['an empty station (Renegade wings)', 'front', [4, 1], [{ type: 'machineGun', mount: 'hood' }]],
    ['an empty station (Renegade sides)', 'rear', [4, 4], [{ type: 'machineGun', mount: 'hood' }]],
    ['an empty wing after its second roll', 'front', [4, 2, 1], [{ type: 'machineGun', mount: 'wingRight' }]],
    ['a destroyed weapon', 'front', [4, 4], [{ type: 'machineGun', mount: 'hood' }]],
  ] as [string, Facing, number[], WeaponSetup[]][])('p32: a weapons hit on %s is wasted, with no roll on the Weapons table', (_label, facing, dice, weapons) => {
    const s = car({ weapons });
    if (_label.includes('destroyed')) v(s, 'a').weapons[0].status = 'destroyed';
    const ctx = crit(s, facing, 0, dice);
    expect(theCrit(ctx)).toMatchObject({ location: 'weapons', wasted: true });
    if (!_label.includes('destroyed')) expect(v(s, 'a').weapons.every((w) => w.status === 'ok')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// Result tables (p34-35)
// ---------------------------------------------------------------------------------------

describe('driver', () => {
  it.each([
    [1, 'hurt', 40],
    [2, 'hurt', 40],
    [3, 'injured', 20],
    [4, 'injured', 20],
  ])('p34: driver roll %i is %s with a hazard roll at %i mph', (die, result, limit) => {
    const s = car();
    const ctx = crit(s, 'front', 0, [die], { location: 'driver' });
    expect(theCrit(ctx)).toMatchObject({ location: 'driver', result });
    expect(hazardLimits(ctx)).toEqual([limit]);
    expect(v(s, 'a').driveSkill).toBe(result === 'injured' ? 2 : 3);
  });

  it('p34, p38: driver hurt at 70 mph takes the 40 mph hazard roll (excess 3)', () => {
    const s = car({ speed: 70 });
    const ctx = crit(s, 'front', 0, [6, 1, 3]);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 40, excess: 3, total: 2, result: 'panicBrake' });
  });

  it.each([
    [[2, 1], 'leftArm', 1],
    [[2, 2], 'rightArm', 1],
    [[1, 1], 'leftLeg', 2],
    [[3, 4], 'rightLeg', 2],
  ])('p34: limb disabled, dice %j: %s, drive skill %i, loses control', (dice, limb, skill) => {
    const s = car();
    const ctx = crit(s, 'front', 0, [5, ...dice], { location: 'driver' });
    const a = v(s, 'a');
    expect(a.limbs[limb as keyof VehicleState['limbs']]).toBe(true);
    expect(a.driveSkill).toBe(skill);
    expect(a.outOfControl).toBe(true);
    expect(a.noDriver).toBe(false);
    expect(theCrit(ctx).result).toBe('limbDisabled');
  });

  it.each([
    ['both arms', { leftArm: true, rightArm: false, leftLeg: false, rightLeg: false }, [2, 2]],
    ['both legs', { leftArm: false, rightArm: false, leftLeg: false, rightLeg: true }, [1, 1]],
  ])('p34: losing %s leaves no driver', (_l, limbs, dice) => {
    const s = car({ patch: { limbs } });
    crit(s, 'front', 0, [5, ...dice], { location: 'driver' });
    expect(v(s, 'a')).toMatchObject({ noDriver: true, driveSkill: 0, outOfControl: true });
  });

  it('p34: a limb already disabled is wasted (assumption)', () => {
    const s = car({ patch: { limbs: { leftArm: true, rightArm: false, leftLeg: false, rightLeg: false } } });
    const ctx = crit(s, 'front', 0, [5, 2, 1], { location: 'driver' });
    expect(theCrit(ctx).wasted).toBe(true);
    expect(v(s, 'a').driveSkill).toBe(3);
  });

  it('p34, p40: an arm lost by a drive-skill-2 driver leaves skill 0: no driver (assumption)', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 5, speed: 10, driveSkill: 2 }] });
    crit(s, 'front', 0, [5, 2, 1], { location: 'driver' });
    expect(v(s, 'a')).toMatchObject({ noDriver: true, driveSkill: 0 });
  });

  it('p34: K.O. on a 6: no driver, drive skill 0, out of control', () => {
    const s = car();
    const ctx = crit(s, 'front', 0, [6, 6]);
    expect(theCrit(ctx)).toMatchObject({ location: 'driver', result: 'ko', dice: [6, 6] });
    expect(v(s, 'a')).toMatchObject({ noDriver: true, driveSkill: 0, outOfControl: true });
    expect(evs(ctx, 'noDriver')).toHaveLength(1);
  });

  it.each([
    [5, 2, 'ko'],
    [1, 2, 'injured'],
    [3, -4, null],
  ])('p76, p64-71: driver roll %i with modifier %i reads as %s (clamped at 6; below 1 unhurt)', (die, modifier, result) => {
    const s = car();
    const ctx = crit(s, 'front', 0, [die], { location: 'driver', modifier });
    if (result) expect(theCrit(ctx).result).toBe(result);
    else expect(theCrit(ctx)).toMatchObject({ result: 'unhurt', wasted: true });
  });
});

describe('engine', () => {
  it.each([
    [6, 1, true],
    [5, 1, false],
    [4, 3, true],
  ])('p34: engine block, die %i + damage %i: disabled %s (7 or more)', (d, dmg, disabled) => {
    const s = car();
    const ctx = crit(s, 'front', dmg, [5, 1, d]);
    expect(v(s, 'a').engineDisabled).toBe(disabled);
    expect(theCrit(ctx)).toMatchObject({ location: 'engine', result: 'engineBlock' });
    expect(theCrit(ctx).wasted ?? false).toBe(!disabled);
  });

  it.each([
    [20, 10],
    [11, 5],
  ])('p34: carburettor halves acceleration %i -> %i, rounding down', (from, to) => {
    const s = car({ patch: { acceleration: from } });
    crit(s, 'front', 0, [2], { location: 'engine' });
    expect(v(s, 'a').acceleration).toBe(to);
  });

  it('p34: brake cylinder: braking falls to 5 mph', () => {
    const s = car();
    crit(s, 'front', 0, [3], { location: 'engine' });
    expect(v(s, 'a').braking).toBe(5);
  });

  it('p34: generator: lasers, turrets and guidance stop; the engine keeps going', () => {
    const s = car({ weapons: [{ type: 'combatLaser', mount: 'hood' }] });
    crit(s, 'front', 0, [4], { location: 'engine' });
    expect(v(s, 'a')).toMatchObject({ lasersOff: true, laserLastShot: false, turretOff: true, guidanceOff: true, engineDisabled: false, acceleration: 20 });
  });

  it('p34: ignition: the engine is disabled', () => {
    const s = car();
    crit(s, 'front', 0, [5], { location: 'engine' });
    expect(v(s, 'a')).toMatchObject({ engineDisabled: true, acceleration: 0 });
  });

  it('p34, p38: explosion: engine disabled and a +2 HE hit whose HE hazard is the 50 mph test', () => {
    const s = car({ speed: 80 });
    const ctx = crit(s, 'front', 0, [6, 4, 2], { location: 'engine' });
    const a = v(s, 'a');
    expect(a.engineDisabled).toBe(true);
    expect(evs(ctx, 'hit')[0]).toMatchObject({ source: 'engine explosion', damageBonus: 2, he: true, roll: 4, points: 3 });
    expect(a.damage).toBe(15);
    expect(evs(ctx, 'hazardRoll')).toHaveLength(1);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 50, excess: 3 });
  });

  it('p34: criticals caused by the engine explosion are taken on a side facing (rolled: odd left)', () => {
    const s = car();
    const ctx = crit(s, 'front', 0, [6, 6, 1, 1, 3], { location: 'engine' });
    expect(evs(ctx, 'critical')[1]).toMatchObject({ facing: 'left', location: 'bodywork', result: 'fuelLine', dice: [1, 1, 3] });
    expect(v(s, 'a').fuelLeak).toBe(true);
  });
});

describe('wheels', () => {
  it.each([
    [30, 15],
    [9, 5],
    [5, 5],
  ])('p34, p16: brake pipe halves braking %i -> %i, never below 5', (from, to) => {
    const s = car({ patch: { braking: from } });
    crit(s, 'front', 0, [3, 1]);
    expect(v(s, 'a').braking).toBe(to);
  });

  it.each([
    [6, 0, true],
    [5, 0, false],
    [3, 3, true],
  ])('p34: steering hit on front wheels, die %i + damage %i: handling 0 %s (6 or more)', (d, dmg, hit) => {
    const s = car();
    const ctx = crit(s, 'front', dmg, [3, 2, d]);
    expect(v(s, 'a').handling).toBe(hit ? 0 : 4);
    expect(v(s, 'a').outOfControl).toBe(hit);
    expect(theCrit(ctx)).toMatchObject({ location: 'frontWheels', result: 'steering' });
  });

  it.each([
    [6, 0, false],
    [6, 1, true],
    [2, 5, true],
  ])('p34: axle hit on rear wheels, die %i + damage %i: broken %s (7 or more)', (d, dmg, broken) => {
    const s = car();
    const ctx = crit(s, 'rear', dmg, [3, 3, d]);
    const a = v(s, 'a');
    expect(a.brokenAxle).toBe(broken);
    expect(theCrit(ctx)).toMatchObject({ location: 'rearWheels', result: 'axle' });
    if (broken) {
      expect(a).toMatchObject({ handling: 2, acceleration: 0 });
      expect(hazardLimits(ctx)).toEqual([40]);
    }
  });

  it('p34: split tyre is marked for the after-move rolls', () => {
    const s = car();
    crit(s, 'rear', 0, [3, 4]);
    expect(v(s, 'a').splitTyre).toBe(true);
  });

  it.each([
    [100, 60],
    [65, 55],
  ])('p34: tyre destroyed: handling -2, max speed %i -> %i (10 less or 60, the slower), hazard at 20', (max, after) => {
    const s = car({ patch: { maxSpeed: max } });
    const ctx = crit(s, 'front', 0, [3, 6]);
    expect(v(s, 'a')).toMatchObject({ handling: 2, maxSpeed: after, tyresDestroyed: 1 });
    expect(hazardLimits(ctx)).toEqual([20]);
  });

  it.each([
    [4, 'frontWheels', 'steering'],
    [5, 'rearWheels', 'axle'],
  ])('p30, p32: spikes (a wheels critical at 0 damage): die %i picks %s as the floor table does', (die, loc, result) => {
    const s = car();
    const ctx = crit(s, 'floor', 0, [die, 2, 1], { location: 'wheels' });
    expect(theCrit(ctx)).toMatchObject({ location: loc, result, wasted: true, dice: [die, 2, 1] });
  });
});

describe('bodywork', () => {
  it.each([
    [4, 3, true],
    [3, 3, false],
  ])('p34: transmission, die %i + damage %i: acceleration 0 %s (7 or more)', (d, dmg, hit) => {
    const s = car();
    crit(s, 'front', dmg, [1, 1, d]);
    expect(v(s, 'a').acceleration).toBe(hit ? 0 : 20);
  });

  it('p34: VDU destroyed: turret and missile guidance out of action', () => {
    const s = car();
    crit(s, 'front', 0, [2, 2]);
    expect(v(s, 'a')).toMatchObject({ turretOff: true, guidanceOff: true });
  });

  it('p34: fuel line: the car leaks fuel', () => {
    const s = car();
    crit(s, 'front', 0, [1, 3]);
    expect(v(s, 'a').fuelLeak).toBe(true);
  });

  it('p34: brake line halves braking', () => {
    const s = car();
    crit(s, 'front', 0, [1, 4]);
    expect(v(s, 'a').braking).toBe(15);
  });

  it('p34: screen shatters: hazard roll at 30 mph', () => {
    const s = car();
    const ctx = crit(s, 'front', 0, [1, 6]);
    expect(theCrit(ctx).result).toBe('screen');
    expect(hazardLimits(ctx)).toEqual([30]);
  });

  it.each([
    ['front', [1, 5, 4], 0, 'linkSevered'],
    ['rear', [2, 5, 2], 1, 'linkSevered'],
    ['front', [1, 5, 1], -1, null],
  ] as [Facing, number[], number, string | null][])('p34: weapon link severed, %s facing, dice %j: one roll on the facing\'s Weapons column', (facing, dice, idx, status) => {
    const s = car();
    const ctx = crit(s, facing, 0, dice);
    expect(theCrit(ctx).result).toBe('weaponLinkSevered');
    if (status) expect(v(s, 'a').weapons[idx].status).toBe(status);
    else expect(theCrit(ctx).wasted).toBe(true);
  });

  it('p34: weapon link severed with no weapon on the facing is wasted at once', () => {
    const s = car({ weapons: [{ type: 'oil', mount: 'passive' }] });
    const ctx = crit(s, 'front', 0, [1, 5]);
    expect(theCrit(ctx)).toMatchObject({ wasted: true, dice: [1, 5] });
  });
});

describe('weapons', () => {
  it.each([
    [1, 'damaged', 2],
    [2, 'damaged', 2],
    [3, 'jammed', 0],
    [4, 'linkSevered', 0],
    [5, 'destroyed', 0],
    [6, 'destroyed', 0],
  ])('p35: weapons roll %i: %s (accuracy penalty %i)', (die, status, penalty) => {
    const s = car();
    crit(s, 'front', 0, [4, 4, die]);
    expect(v(s, 'a').weapons[0]).toMatchObject({ status, accuracyPenalty: penalty });
  });

  it('p35: a damage result never repairs a worse one: a jammed weapon stays jammed and loses 2 accuracy (assumption)', () => {
    const s = car();
    v(s, 'a').weapons[0].status = 'jammed';
    crit(s, 'front', 0, [4, 4, 1]);
    expect(v(s, 'a').weapons[0]).toMatchObject({ status: 'jammed', accuracyPenalty: 2 });
  });

  it('p35, p38: a destroyed grenade launcher explodes on an odd die: a +8 HE hit, HE hazard at 30', () => {
    const s = car({ speed: 60, weapons: [{ type: 'grenade20', mount: 'hood' }] });
    const ctx = crit(s, 'front', 0, [4, 4, 5, 3, 2, 1]);
    expect(theCrit(ctx).dice).toEqual([4, 4, 5, 3]);
    expect(evs(ctx, 'explosion')).toHaveLength(1);
    expect(evs(ctx, 'hit')[0]).toMatchObject({ damageBonus: 8, he: true, roll: 2, points: 7 });
    expect(v(s, 'a').damage).toBe(11);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 30, excess: 3 });
  });

  it('p35: an even die means the destroyed HE weapon does not explode', () => {
    const s = car({ weapons: [{ type: 'missilePod', mount: 'hood' }] });
    const ctx = crit(s, 'front', 0, [4, 4, 6, 2]);
    expect(evs(ctx, 'hit')).toHaveLength(0);
    expect(v(s, 'a').weapons[0].status).toBe('destroyed');
  });

  it('p35: exploding mines take their criticals on the rear, where the layer sits (assumption)', () => {
    const s = car({ weapons: [{ type: 'mines', mount: 'passive' }] });
    const ctx = crit(s, 'rear', 0, [4, 1, 5, 1, 6, 1, 1, 1]);
    expect(evs(ctx, 'critical')[1]).toMatchObject({ facing: 'rear', location: 'bodywork', result: 'transmission', dice: [1, 1, 1] });
    expect(v(s, 'a').acceleration).toBe(0);
  });

  it('p35: a destroyed machine gun cannot explode and rolls no more dice', () => {
    const s = car();
    const ctx = crit(s, 'front', 0, [4, 4, 5]);
    expect(evs(ctx, 'explosion')).toHaveLength(0);
  });
});

describe('fuel', () => {
  it.each([1, 2, 3])('p35: fuel roll %i: holed, the car leaks fuel', (die) => {
    const s = car();
    crit(s, 'front', 0, [die], { location: 'fuel' });
    expect(v(s, 'a')).toMatchObject({ fuelLeak: true, engineDisabled: false });
  });

  it.each([4, 5, 6])('p35, p38: fuel roll %i: explodes: engine disabled, a +8 HE hit, hazard at 30', (die) => {
    const s = car({ speed: 50 });
    const ctx = crit(s, 'front', 0, [die, 1, 5], { location: 'fuel' });
    expect(v(s, 'a')).toMatchObject({ engineDisabled: true, damage: 12 });
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 30, excess: 2 });
  });

  it('p35: criticals from the fuel explosion are taken on the rear facing', () => {
    const s = car();
    const ctx = crit(s, 'front', 0, [4, 6, 1, 2], { location: 'fuel' });
    expect(evs(ctx, 'critical')[1]).toMatchObject({ facing: 'rear', location: 'bodywork', result: 'vdu' });
  });
});

describe('record', () => {
  it('p32: each critical is recorded on the vehicle with turn, phase, facing, location and result', () => {
    const s = car();
    s.turn = 3;
    s.phase = 2;
    crit(s, 'roof', 0, [1, 3]);
    expect(v(s, 'a').criticals).toEqual([{ turn: 3, phase: 2, facing: 'roof', location: 'bodywork', result: 'fuelLine', rule: 'p34' }]);
  });

  it('p32: a critical on a car off the road still applies but takes no hazard roll', () => {
    const s = car({ speed: 90 });
    v(s, 'a').status = 'crashed';
    const ctx = crit(s, 'front', 0, [1, 6]);
    expect(hazardLimits(ctx)).toEqual([]);
  });
});
