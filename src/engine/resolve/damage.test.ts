import { describe, expect, it } from 'vitest';
import { applyHit, disableEngine, setNoDriver, type Hit } from './damage';
import type { GameEvent } from '../events';
import { testCtx, testState, v } from '../testkit';
import type { Ctx } from '../core/ctx';
import type { GameState, VehicleState } from '../types';
import type { WeaponSetup } from '../design/vehicleFactory';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const evs = <T extends GameEvent['type']>(ctx: Ctx, type: T): Ev<T>[] => ctx.events.filter((e): e is Ev<T> => e.type === type);

function car(opts: { speed?: number; kind?: 'renegade' | 'interceptor'; driveSkill?: number; weapons?: WeaponSetup[]; patch?: Partial<VehicleState> } = {}): GameState {
  return testState({ vehicles: [{ id: 'a', lane: 3, space: 5, speed: opts.speed ?? 10, kind: opts.kind, driveSkill: opts.driveSkill, weapons: opts.weapons, patch: opts.patch }] });
}
const hit = (damage: number, extra: Partial<Hit> = {}): Hit => ({ damage, he: false, source: 'test gun', facing: 'front', rule: 'p28', ...extra });

/** One hit with forced dice; checks that exactly those dice were rolled. */
function shoot(s: GameState, h: Hit, dice: number[]): Ctx {
  const ctx = testCtx(s, dice);
  const before = s.rng.rolls;
  applyHit(ctx, 'a', h);
  expect(s.rng.forced).toEqual([]);
  expect(s.rng.rolls - before).toBe(dice.length);
  return ctx;
}
const index = (ctx: Ctx, type: GameEvent['type']): number => ctx.events.findIndex((e) => e.type === type);

describe('damage roll', () => {
  it.each([
    ['renegade', 4, 1, 2],
    ['renegade', 1, 1, 0],
    ['renegade', 2, 0, 0],
    ['renegade', 5, 3, 5],
    ['renegade', 5, 8, 10],
    ['interceptor', 4, 1, 1],
    ['interceptor', 3, 5, 4],
  ] as const)('p28: %s, die %i + damage %i - armour = %i points marked off', (kind, die, damage, points) => {
    const s = car({ kind });
    const full = v(s, 'a').damage;
    const ctx = shoot(s, hit(damage), [die]);
    expect(evs(ctx, 'hit')[0]).toMatchObject({ roll: die, damageBonus: damage, points, critical: false, dice: [die] });
    expect(v(s, 'a').damage).toBe(full - points);
    expect(evs(ctx, 'damage')).toHaveLength(points > 0 ? 1 : 0);
  });

  it('p28: the track is never marked below 0', () => {
    const s = car({ patch: { damage: 3 } });
    const ctx = shoot(s, hit(8), [5, 2]);
    expect(v(s, 'a').damage).toBe(0);
    expect(evs(ctx, 'damage')[0]).toMatchObject({ points: 3, left: 0 });
  });
});

describe('incremental damage', () => {
  it.each([
    ['renegade', 18, 1, [], 100],
    ['renegade', 18, 6, [], 100],
    ['renegade', 18, 7, [12], 90],
    ['renegade', 12, 1, [12], 90],
    ['renegade', 12, 4, [12], 90],
    ['renegade', 12, 5, [12, 8], 80],
    ['renegade', 18, 15, [12, 8, 4], 70],
    ['interceptor', 24, 6, [], 120],
    ['interceptor', 24, 7, [18], 110],
    ['interceptor', 24, 19, [18, 12, 6], 90],
  ] as const)('p28: %s at %i taking %i points passes below levels %j (max speed %i)', (kind, from, points, levels, maxSpeed) => {
    const s = car({ kind });
    const a = v(s, 'a');
    a.damage = from;
    a.levelsLeft = a.levelsLeft.filter((l) => l <= from);
    const fresh = { ...a };
    // die 6 would be a critical: keep the die at 1 and choose the damage bonus.
    const ctx = shoot(s, hit(points - 1 + a.armour), [1]);
    expect(evs(ctx, 'increment').map((e) => e.level)).toEqual(levels);
    const n = levels.length;
    expect(a.maxSpeed).toBe(maxSpeed);
    expect(a.acceleration).toBe(fresh.acceleration - 3 * n);
    expect(a.handling).toBe(fresh.handling - n);
    expect(a.levelsLeft.every((l) => a.damage >= l)).toBe(true);
  });

  it('p28: each level is taken once: a second hit staying above the next level takes nothing', () => {
    const s = car();
    shoot(s, hit(6), [1]); // 18 -> 14
    const ctx = shoot(s, hit(5), [1]); // 14 -> 11: below 12
    expect(evs(ctx, 'increment').map((e) => e.level)).toEqual([12]);
    const ctx2 = shoot(s, hit(5), [1]); // 11 -> 8: not below 8
    expect(evs(ctx2, 'increment')).toEqual([]);
    expect(v(s, 'a')).toMatchObject({ damage: 8, maxSpeed: 90, acceleration: 17, handling: 3, levelsLeft: [8, 4] });
  });

  it('p28, p40: an increment taking handling to 0 makes the car lose control', () => {
    const s = car({ patch: { handling: 1 } });
    const ctx = shoot(s, hit(9), [1]);
    expect(v(s, 'a')).toMatchObject({ handling: 0, outOfControl: true });
    expect(evs(ctx, 'controlLoss')).toHaveLength(1);
  });

  it('p28: acceleration and handling never fall below 0', () => {
    const s = car({ patch: { acceleration: 2, handling: 0 } });
    shoot(s, hit(9), [1]);
    expect(v(s, 'a')).toMatchObject({ acceleration: 0, handling: 0 });
  });
});

describe('critical hits from the damage roll', () => {
  it('p28: a natural six causes a critical even when armour stops all the damage', () => {
    const s = car({ patch: { armour: 9 } });
    const ctx = shoot(s, hit(1), [6, 1, 2]);
    expect(evs(ctx, 'hit')[0]).toMatchObject({ points: 0, critical: true });
    expect(evs(ctx, 'critical')[0]).toMatchObject({ facing: 'front', location: 'bodywork', result: 'vdu', dice: [1, 2] });
    expect(v(s, 'a').damage).toBe(18);
  });

  it('p28: a six also does its ordinary damage first', () => {
    const s = car();
    const ctx = shoot(s, hit(1), [6, 1, 3]);
    expect(v(s, 'a')).toMatchObject({ damage: 14, fuelLeak: true });
    expect(index(ctx, 'damage')).toBeLessThan(index(ctx, 'critical'));
  });

  it.each([
    [2, 'front', 'front'],
    [4, 'rear', 'rear'],
    [6, undefined, 'front'],
  ] as const)('p32: oblique hit, even die %i: front/rear (%s given) -> %s', (die, fr, facing) => {
    const s = car();
    const ctx = shoot(s, hit(0, { facing: 'oblique', obliqueFrontRear: fr }), [6, die, 1, 3]);
    expect(evs(ctx, 'critical')[0]).toMatchObject({ facing, dice: [die, 1, 3] });
  });

  it('p32: oblique hit, odd die: the side given by the firer', () => {
    const s = car();
    const ctx = shoot(s, hit(0, { facing: 'oblique', obliqueSide: 'right' }), [6, 3, 1, 3]);
    expect(evs(ctx, 'critical')[0]).toMatchObject({ facing: 'right' });
  });

  it.each([
    [1, 'left'],
    [2, 'right'],
  ] as const)('p32: oblique hit, odd die, side unknown: a further die %i picks the %s side (assumption)', (side, facing) => {
    const s = car();
    const ctx = shoot(s, hit(0, { facing: 'oblique' }), [6, 5, side, 1, 3]);
    expect(evs(ctx, 'critical')[0]).toMatchObject({ facing });
  });

  it.each([
    [1, 'roof'],
    [2, 'roof'],
    [3, 'left'],
    [4, 'right'],
    [5, 'front'],
    [6, 'front'],
  ] as const)('p32: crash hit, facing die %i -> %s', (die, facing) => {
    const s = car();
    const ctx = shoot(s, hit(0, { facing: 'crash', rule: 'p58' }), [6, die, 1, 3]);
    expect(evs(ctx, 'critical')[0]).toMatchObject({ facing });
  });
});

describe('multiple damage and HE', () => {
  it.each([
    [2, 50],
    [8, 30],
  ])('p28, p38: an HE hit at +%i forces a hazard roll at %i mph', (damage, limit) => {
    const s = car({ speed: 100 });
    const ctx = shoot(s, hit(damage, { he: true }), [1, 1]);
    expect(evs(ctx, 'hazardRoll')).toHaveLength(1);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit, rule: 'p38' });
  });

  it('p38: the book example: 90 mph, optimum control 4, +2 HE hit, die 5: control loss', () => {
    const s = car({ speed: 90 });
    const ctx = shoot(s, hit(2, { he: true }), [1, 5]);
    expect(evs(ctx, 'hazardRoll')[0]).toMatchObject({ limit: 50, excess: 4, optimumControl: 4, total: 5, result: 'controlLoss' });
  });

  it('p29, p40: ordinary damage, then the critical, then hazard rolls, which use the handling the critical left', () => {
    // drive skill 1, so optimum control is the car's handling: 4, then 2 after the destroyed tyre.
    const s = car({ speed: 90, driveSkill: 1 });
    const ctx = shoot(s, hit(2, { he: true }), [6, 3, 6, 1, 1]);
    const types = ctx.events.map((e) => e.type).filter((t) => ['hit', 'damage', 'critical', 'hazardRoll'].includes(t));
    expect(types).toEqual(['hit', 'damage', 'critical', 'hazardRoll', 'hazardRoll']);
    const rolls = evs(ctx, 'hazardRoll');
    // p41: the higher limit first: the HE test at 50, then the tyre at 20.
    expect(rolls.map((e) => e.limit)).toEqual([50, 20]);
    expect(rolls[0]).toMatchObject({ optimumControl: 2 });
  });

  it('p29: the terminal step comes after the critical and before the hazard rolls', () => {
    const s = car({ speed: 90, patch: { damage: 2 } });
    const ctx = shoot(s, hit(8, { he: true }), [6, 1, 6, 3]);
    const order = ['hit', 'damage', 'critical', 'terminal', 'hazardSkipped'].map((t) => index(ctx, t as GameEvent['type']));
    expect(order.every((x) => x >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });

  it('p28: hits on a car no longer in play still mark damage but take no hazard roll', () => {
    const s = car({ speed: 100 });
    v(s, 'a').status = 'crashed';
    const ctx = shoot(s, hit(8, { he: true }), [2]);
    expect(v(s, 'a').damage).toBe(11);
    expect(evs(ctx, 'hazardRoll')).toEqual([]);
    expect(evs(ctx, 'hazardSkipped')).toEqual([]);
  });

  it('p58: crash damage hits take no hazard rolls (the car is leaving play)', () => {
    const s = car({ speed: 100 });
    const ctx = shoot(s, hit(5, { he: true, facing: 'crash', rule: 'p58' }), [2]);
    expect(evs(ctx, 'hazardRoll')).toEqual([]);
  });
});

describe('terminal damage', () => {
  it('p35: the book example: 2 points left, a 4-point hit: engine disabled, handling 0, weapons stop; explosion roll 2: no explosion', () => {
    const s = car({ speed: 80, weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'combatLaser', mount: 'roof' }] });
    v(s, 'a').damage = 2;
    const ctx = shoot(s, hit(3), [4, 2]);
    expect(evs(ctx, 'hit')[0].points).toBe(4);
    expect(v(s, 'a')).toMatchObject({
      damage: 0,
      terminal: true,
      engineDisabled: true,
      acceleration: 0,
      handling: 0,
      outOfControl: true,
      wreck: true,
      exploded: false,
      laserLastShot: false,
      lasersOff: true,
    });
    expect(evs(ctx, 'terminal')).toHaveLength(1);
    expect(evs(ctx, 'wreck')[0].rule).toBe('p57');
    expect(evs(ctx, 'explosion')).toEqual([]);
    expect(ctx.events.find((e) => e.type === 'note')?.dice).toEqual([2]);
  });

  it('p35: the book example continued: crashing at speed factor 4, four hits, a 1 on the second explodes the car (a driver critical) and the rest are wasted', () => {
    const s = car({ speed: 80 });
    const a = v(s, 'a');
    a.damage = 2;
    shoot(s, hit(3), [4, 2]);
    const crash = hit(4, { facing: 'crash', source: 'crash', rule: 'p58' });
    const first = shoot(s, crash, [3, 4]);
    expect(evs(first, 'hit')[0]).toMatchObject({ terminalIgnored: true, points: 0 });
    expect(a.exploded).toBe(false);
    const second = shoot(s, crash, [5, 1, 6]);
    expect(evs(second, 'explosion')).toHaveLength(1);
    expect(evs(second, 'critical')[0]).toMatchObject({ location: 'driver', result: 'ko' });
    expect(a).toMatchObject({ exploded: true, noDriver: true });
    shoot(s, crash, []);
    const fourth = shoot(s, crash, []);
    expect(evs(fourth, 'hit')[0]).toMatchObject({ terminalIgnored: true, dice: [] });
  });

  it('p35: later hits on a terminal car skip ordinary damage but a six still causes a critical', () => {
    const s = car();
    const a = v(s, 'a');
    a.damage = 1;
    shoot(s, hit(1), [3, 4]);
    const ctx = shoot(s, hit(8), [6, 1, 3, 2]);
    expect(evs(ctx, 'damage')).toEqual([]);
    expect(evs(ctx, 'critical')[0]).toMatchObject({ result: 'fuelLine' });
    expect(a.fuelLeak).toBe(true);
  });

  it('p35: a critical that explodes the fuel tank on the terminal hit counts as a further hit for the explosion roll', () => {
    const s = car();
    v(s, 'a').damage = 1;
    // fuel explodes (+8 HE, no six), then the car is terminal: one explosion roll for the nested hit, one for the outer.
    const ctx = shoot(s, hit(0, { facing: 'rear' }), [6, 5, 3, 4, 1, 2, 3]);
    expect(evs(ctx, 'hit')).toHaveLength(2);
    expect(evs(ctx, 'terminal')).toHaveLength(1);
    expect(ctx.events.filter((e) => e.type === 'note').map((e) => e.dice)).toEqual([[2], [3]]);
  });
});

describe('disabled engine and no driver', () => {
  it.each([
    [false, true],
    [true, false],
  ])('p34: a laser that has fired this turn (%s) keeps one last shot: %s', (fired, lastShot) => {
    const s = car({ weapons: [{ type: 'combatLaser', mount: 'hood' }] });
    v(s, 'a').weapons[0].firedThisTurn = fired;
    const ctx = testCtx(s);
    disableEngine(ctx, 'a', 'ignition', 'p34');
    expect(v(s, 'a')).toMatchObject({ engineDisabled: true, acceleration: 0, laserLastShot: lastShot, lasersOff: true, turretOff: true, guidanceOff: true });
    expect(evs(ctx, 'engineDisabled')).toHaveLength(1);
  });

  it('p34: a car without lasers has no last shot', () => {
    const s = car();
    disableEngine(testCtx(s), 'a', 'ignition', 'p34');
    expect(v(s, 'a').laserLastShot).toBe(false);
  });

  it('p34: disabling an engine twice reports it once', () => {
    const s = car();
    const ctx = testCtx(s);
    disableEngine(ctx, 'a', 'ignition', 'p34');
    disableEngine(ctx, 'a', 'fuel leak', 'p34');
    expect(evs(ctx, 'engineDisabled')).toHaveLength(1);
  });

  it('p34: no driver: drive skill 0 and the car loses control', () => {
    const s = car();
    const ctx = testCtx(s);
    setNoDriver(ctx, 'a', 'K.O.', 'p34');
    expect(v(s, 'a')).toMatchObject({ noDriver: true, driveSkill: 0, outOfControl: true });
    expect(evs(ctx, 'noDriver')).toHaveLength(1);
  });
});
