import { afterEach, describe, expect, it, vi } from 'vitest';
import * as damage from './damage';
import type { GameEvent } from '../events';
import { canShoot, eligibleTarget, fire, hitChance, hitModifiers, legalTargets, targetFacing } from './shooting';
import { testCtx, testState, v, type TestVehicle } from '../testkit';
import type { GameState, Heading, Marker, Section, VehicleState, WeaponStatus, WeaponType, Mount } from '../types';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Hits are recorded, not resolved, so each test's dice are only its own (damage.ts has its own tests). */
const spyHits = () => vi.spyOn(damage, 'applyHit').mockImplementation(() => {});

const gun = (type: WeaponType, mount: Mount = 'hood', link: string | null = null) => ({ type, mount, link });
const A = (over: Partial<TestVehicle> = {}): TestVehicle => ({ id: 'a', lane: 3, space: 0, ...over });
const T = (over: Partial<TestVehicle> = {}): TestVehicle => ({ id: 't', lane: 3, space: 6, ...over });
const board = (vehicles: TestVehicle[], opts: { sections?: Section[] } = {}): GameState => testState({ vehicles, ...opts });
const shots = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'shot' }> => e.type === 'shot');
const sum = (s: GameState, target = 't', w = 'a.w1') => hitModifiers(s, 'a', w, target).reduce((a, m) => a + m.value, 0);

function smoke(s: GameState, lane: number, space: number, extra: Partial<Marker> = {}): void {
  s.markers.push({ id: `m${s.markers.length}`, kind: 'smoke', dummy: false, faceUp: true, owner: 'x', cell: { lane, t0: space * 20, t1: space * 20 + 20 }, underVehicle: null, ...extra });
}

describe('measuring ranges (p25)', () => {
  it.each([
    [1, 1, 1],
    [2, 2, 2],
    [4, 4, 4],
    [6, 6, 6],
    [8, 8, 6],
  ])('p25: a target %i spaces ahead is range %i (its space counted, the firer\'s not), counted as %i', (space, range, counted) => {
    const s = board([A(), T({ space })]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 't', range, countedRange: counted, inRange: true });
  });

  it('p25 example: a machine gun firing at a target 8 squares away counts the range as six', () => {
    spyHits();
    const s = board([A(), T({ space: 8 })]);
    const ctx = testCtx(s, [3]);
    fire(ctx, 'a', 'a.w1', 't');
    // 3 + accuracy 2 + hood 1 = 6 reaches 6, not 8.
    expect(shots(ctx.events)[0]).toMatchObject({ range: 8, countedRange: 6, total: 6, hit: true, dice: [3] });
  });

  it('p25: beyond the weapon\'s range the shot is still fired, misses and wastes the ammunition', () => {
    const hits = spyHits();
    const s = board([A({ weapons: [gun('lwMachineGun')] }), T({ space: 9 })]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ range: 9, inRange: false });
    expect(hitChance(s, 'a', 'a.w1', 't')).toBe(0);
    const ctx = testCtx(s, [6]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(shots(ctx.events)[0]).toMatchObject({ outOfRange: true, hit: false, dice: [] });
    expect(v(s, 'a').weapons[0].ammo).toBe(5);
    expect(s.rng.forced).toEqual([6]);
    expect(hits).not.toHaveBeenCalled();
  });
});

describe('targets (p25)', () => {
  it('p25: the closest vehicle in the corridor takes all fire, even a friend blocking an enemy', () => {
    const s = board([A({ side: 'x' }), { id: 'friend', lane: 4, space: 3, side: 'x' }, T({ space: 5, side: 'y' })]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 'friend', range: 3 });
    expect(legalTargets(s, 'a', 'a.w1')).toEqual(['friend']);
    const ctx = testCtx(s);
    fire(ctx, 'a', 'a.w1', 't');
    expect(shots(ctx.events)).toHaveLength(0);
    expect(ctx.events[0].type).toBe('note');
    expect(v(s, 'a').weapons[0].ammo).toBe(12);
  });

  it.each<[Mount, number, boolean]>([
    ['hood', 4, true],
    ['hood', 2, true],
    ['hood', 5, false],
    ['hood', 1, false],
    ['wingLeft', 2, true],
    ['wingLeft', 4, false],
    ['wingRight', 4, true],
    ['wingRight', 2, false],
  ])('p25: a %s gun on lanes 3-4 sees a car in lanes starting at %i: %s (partly inside counts)', (mount, lane, seen) => {
    const s = board([A({ weapons: [gun('machineGun', mount)] }), T({ lane })]);
    expect(eligibleTarget(s, 'a', 'a.w1')?.target ?? null).toBe(seen ? 't' : null);
  });

  it('p25: two cars equally close in the corridor are both offered', () => {
    const s = board([A(), { id: 'b', lane: 2, space: 4 }, { id: 'c', lane: 4, space: 4 }]);
    expect(eligibleTarget(s, 'a', 'a.w1')?.candidates).toEqual(['b', 'c']);
  });

  it('p25: vehicles out of play are neither targets nor blockers', () => {
    const s = board([A(), { id: 'gone', lane: 3, space: 2, patch: { status: 'crashed' } }, T()]);
    expect(eligibleTarget(s, 'a', 'a.w1')?.target).toBe('t');
  });

  it('p64: a fallen bike is no target for fixed guns but a turret may fire at it', () => {
    const s = board([A({ weapons: [gun('machineGun'), gun('machineGun', 'turret')] }), T({ kind: 'bike', patch: { rolled: true } })]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toBeNull();
    expect(eligibleTarget(s, 'a', 'a.w2')?.target).toBe('t');
  });
});

describe('turrets (p27)', () => {
  // Firer at space 5; ranges by the ruler: spaces 2 and 8 are both 6 spaces away.
  const turret = (others: TestVehicle[]) => board([A({ space: 5, side: 'x', weapons: [gun('machineGun', 'turret')] }), ...others]);

  it('p27: the turret aims at the nearest enemy, ignoring a closer friend', () => {
    const s = turret([{ id: 'friend', lane: 3, space: 6, side: 'x' }, { id: 'e', lane: 3, space: 8, side: 'y' }]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 'e', range: 3 });
  });

  it('p27: at equal range the turret picks the target to the rear', () => {
    const s = turret([{ id: 'front', lane: 3, space: 8 + 3, side: 'y' }, { id: 'rear', lane: 3, space: 2, side: 'y' }, { id: 'front2', lane: 3, space: 8, side: 'y' }]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 'rear', range: 3, candidates: ['rear'] });
  });

  it('p27: equal targets to the rear, or with none behind equal ones in front, are the player\'s choice', () => {
    const rear = turret([{ id: 'r1', lane: 3, space: 2, side: 'y' }, { id: 'r2', lane: 5, space: 2, side: 'y' }, { id: 'f', lane: 3, space: 8, side: 'y' }]);
    expect(eligibleTarget(rear, 'a', 'a.w1')?.candidates).toEqual(['r1', 'r2']);
    const front = turret([{ id: 'f1', lane: 3, space: 8, side: 'y' }, { id: 'f2', lane: 5, space: 8, side: 'y' }]);
    expect(eligibleTarget(front, 'a', 'a.w1')?.candidates).toEqual(['f1', 'f2']);
  });
});

describe('hit rolls (p25-26)', () => {
  it.each([
    [1, 6, false, true],
    [2, 6, false, false],
    [3, 6, true, false],
    [6, 6, true, false],
    [1, 1, false, true],
    [2, 1, true, false],
  ])('p26: die %i with a hood MG (+3) at counted range %i hits: %s (natural 1: %s)', (die, space, hit, natural1) => {
    const hits = spyHits();
    const s = board([A(), T({ space })]);
    const ctx = testCtx(s, [die]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(shots(ctx.events)[0]).toMatchObject({ hit, natural1, total: die + 3, dice: [die], rule: 'p26' });
    expect(hits).toHaveBeenCalledTimes(hit ? 1 : 0);
    expect(v(s, 'a').weapons[0].ammo).toBe(11);
  });

  it('p28: a hit is passed to the damage roll with the weapon\'s damage characteristic', () => {
    const hits = spyHits();
    const s = board([A({ weapons: [gun('grenade40')] }), T({ space: 2 })]);
    fire(testCtx(s, [5]), 'a', 'a.w1', 't');
    expect(hits).toHaveBeenCalledWith(expect.anything(), 't', { damage: 8, he: true, source: '40mm grenade launcher', facing: 'rear', rule: 'p28', by: 'a' });
  });

  it('p28: with the real damage module the hit is rolled and logged', () => {
    const s = board([A(), T({ space: 2 })]);
    const ctx = testCtx(s, [4, 2]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(ctx.events.map((e) => e.type)).toContain('hit');
    expect(ctx.events.find((e) => e.type === 'hit')).toMatchObject({ vehicle: 't', source: 'Machine gun', dice: [2] });
  });

  it.each<[WeaponType, number]>([
    ['machineGun', 2],
    ['autocannon15', 1],
    ['grenade20', 0],
    ['chainGun', 3],
    ['heavyLaser', 2],
  ])('p26: %s accuracy is %i', (type, acc) => {
    const s = board([A({ weapons: [gun(type, 'roof')] }), T()]);
    expect(hitModifiers(s, 'a', 'a.w1', 't')).toEqual([expect.objectContaining({ value: acc, rule: 'p26' })]);
  });

  it.each<[string, Partial<TestVehicle>, Partial<TestVehicle>, number]>([
    ['roof mount: no factor', { weapons: [gun('machineGun', 'roof')] }, {}, 2],
    ['hood mount +1', {}, {}, 3],
    ['turret mount +1', { weapons: [gun('machineGun', 'turret')] }, {}, 3],
    ['firer at 81 mph -1', { speed: 81 }, {}, 2],
    ['firer at 80 mph: no factor', { speed: 80 }, {}, 3],
    ['target at 81 mph -1', {}, { speed: 81 }, 2],
    ['both at 100 mph -2', { speed: 100 }, { speed: 100 }, 1],
    ['damaged weapon -2 (p35)', { patch: { weapons: [{ id: 'a.w1', type: 'machineGun', mount: 'hood', ammo: 12, status: 'damaged', firedThisTurn: false, lockedOn: false, link: null, accuracyPenalty: 2 }] } }, {}, 1],
  ])('p26: tactical factors: %s', (_label, a, t, total) => {
    const s = board([A(a), T(t)]);
    expect(sum(s)).toBe(total);
  });

  it.each<[Mount, number, number]>([
    ['hood', 3, -1],
    ['hood', 4, -2],
    ['wingLeft', 3, -2],
  ])('p64: a %s gun at a bike in lanes starting at %i: both lanes in the corridor -1, one lane -2', (mount, lane, mod) => {
    const s = board([A({ weapons: [gun('machineGun', mount)] }), T({ kind: 'bike', lane })]);
    expect(hitModifiers(s, 'a', 'a.w1', 't').find((m) => m.rule === 'p64')?.value).toBe(mod);
  });

  it.each<[string, Partial<TestVehicle>, number, WeaponStatus, number]>([
    ['hood MG at range 6 hits on 3-6', {}, 6, 'ok', 4 / 6],
    ['a natural 1 misses even at range 1', {}, 1, 'ok', 5 / 6],
    ['a jammed gun first needs a 6 (p35)', {}, 6, 'jammed', (4 / 6) * (1 / 6)],
    ['a damaged gun first needs an even die (p35)', {}, 6, 'damaged', (4 / 6) * (1 / 2)],
  ])('p26: exact hit chance: %s', (_l, a, space, status, p) => {
    const s = board([A(a), T({ space })]);
    v(s, 'a').weapons[0].status = status;
    expect(hitChance(s, 'a', 'a.w1', 't')).toBeCloseTo(p, 10);
  });
});

describe('smoke in the fire corridor (p26, p30-31)', () => {
  it('p30: each smoke marker partly or entirely in the corridor between firer and target is -1', () => {
    const s = board([A(), T()]);
    smoke(s, 3, 2);
    expect(sum(s)).toBe(2);
    smoke(s, 4, 3); // lanes 4-5: partly inside
    expect(sum(s)).toBe(1);
  });

  it('p30 example: a wing-mounted weapon with three smoke markers in its corridor shoots at -3', () => {
    const s = board([A({ weapons: [gun('machineGun', 'wingLeft')] }), T()]);
    smoke(s, 2, 1);
    smoke(s, 3, 2);
    smoke(s, 2, 4);
    expect(hitModifiers(s, 'a', 'a.w1', 't')).toContainEqual(expect.objectContaining({ value: -3, rule: 'p30' }));
  });

  it('p30: four or more markers still count only -3', () => {
    const s = board([A(), T()]);
    for (const sp of [1, 2, 3, 4, 5]) smoke(s, 3, sp);
    expect(sum(s)).toBe(0);
  });

  it('p30: smoke under the target counts, even outside the corridor; smoke beyond it, beside the corridor or dummy does not', () => {
    const s = board([A({ weapons: [gun('machineGun', 'wingLeft')] }), T({ lane: 2, space: 5 })]);
    smoke(s, 1, 5); // under the target, lanes 1-2, not in lane 3
    smoke(s, 3, 6); // beyond the target
    smoke(s, 4, 2); // beside the corridor (lanes 4-5)
    smoke(s, 3, 3, { dummy: true, faceUp: false });
    expect(sum(s)).toBe(1);
  });

  it('p31: two smoke markers under the firer count only -1', () => {
    const s = board([A({ space: 2 }), T()]);
    smoke(s, 3, 2);
    smoke(s, 3, 2);
    expect(hitModifiers(s, 'a', 'a.w1', 't')).toContainEqual(expect.objectContaining({ value: -1, rule: 'p31' }));
    smoke(s, 3, 4);
    smoke(s, 3, 5);
    smoke(s, 3, 6);
    expect(sum(s)).toBe(0);
  });
});

describe('who may shoot (p34-35, p83)', () => {
  it.each<[string, Partial<VehicleState>, (w: VehicleState['weapons'][number]) => void, WeaponType, Mount, boolean]>([
    ['a ready gun', {}, () => {}, 'machineGun', 'hood', true],
    ['no driver', { noDriver: true }, () => {}, 'machineGun', 'hood', false],
    ['terminal damage', { terminal: true }, () => {}, 'machineGun', 'hood', false],
    ['a destroyed weapon', {}, (w) => (w.status = 'destroyed'), 'machineGun', 'hood', false],
    ['a severed command link', {}, (w) => (w.status = 'linkSevered'), 'machineGun', 'hood', false],
    ['a damaged weapon (it rolls)', {}, (w) => (w.status = 'damaged'), 'machineGun', 'hood', true],
    ['a jammed weapon (it rolls)', {}, (w) => (w.status = 'jammed'), 'machineGun', 'hood', true],
    ['no ammunition', {}, (w) => (w.ammo = 0), 'machineGun', 'hood', false],
    ['a laser that fired this turn', {}, (w) => (w.firedThisTurn = true), 'combatLaser', 'hood', false],
    ['lasers off', { lasersOff: true }, () => {}, 'combatLaser', 'hood', false],
    ['lasers off with the last stored shot', { lasersOff: true, laserLastShot: true }, () => {}, 'combatLaser', 'hood', true],
    ['turret off', { turretOff: true }, () => {}, 'machineGun', 'turret', false],
    ['missile guidance off', { guidanceOff: true }, () => {}, 'missilePod', 'roof', false],
    ['a passive weapon', {}, () => {}, 'oil', 'passive', false],
  ])('p35: %s', (_l, patch, tweak, type, mount, ok) => {
    const s = board([A({ weapons: [gun(type, mount)], patch }), T()]);
    tweak(v(s, 'a').weapons[0]);
    expect(canShoot(s, 'a', 'a.w1')).toBe(ok);
  });

  it('p83: a laser fires once per turn and uses no ammunition', () => {
    spyHits();
    const s = board([A({ weapons: [gun('combatLaser')] }), T()]);
    const ctx = testCtx(s, [2]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(v(s, 'a').weapons[0]).toMatchObject({ ammo: null, firedThisTurn: true });
    expect(canShoot(s, 'a', 'a.w1')).toBe(false);
    fire(ctx, 'a', 'a.w1', 't');
    expect(shots(ctx.events)).toHaveLength(1);
  });

  it('p34: a disabled engine leaves each laser one last shot this turn, spent by firing it', () => {
    spyHits();
    const s = board([A({ weapons: [gun('combatLaser'), gun('heavyLaser', 'roof')], patch: { lasersOff: true, laserLastShot: true } }), T()]);
    fire(testCtx(s, [2]), 'a', 'a.w1', 't');
    expect(canShoot(s, 'a', 'a.w1')).toBe(false);
    expect(canShoot(s, 'a', 'a.w2')).toBe(true); // the other laser's stored power is still there
    fire(testCtx(s, [2]), 'a', 'a.w2', 't');
    expect(canShoot(s, 'a', 'a.w2')).toBe(false);
  });

  it.each<[WeaponStatus, number, boolean, WeaponStatus]>([
    ['damaged', 1, false, 'damaged'],
    ['damaged', 3, false, 'damaged'],
    ['damaged', 2, true, 'damaged'],
    ['jammed', 5, false, 'jammed'],
    ['jammed', 6, true, 'ok'],
  ])('p35: a %s weapon rolling %i fires: %s, and is then %s', (status, die, fires, after) => {
    spyHits();
    const s = board([A(), T()]);
    v(s, 'a').weapons[0].status = status;
    const ctx = testCtx(s, [die, 1]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(ctx.events[0]).toMatchObject({ type: 'jam', fired: fires, dice: [die], rule: 'p35' });
    expect(shots(ctx.events)).toHaveLength(fires ? 1 : 0);
    expect(v(s, 'a').weapons[0].ammo).toBe(fires ? 11 : 12);
    expect(v(s, 'a').weapons[0].status).toBe(after);
  });
});

describe('target facing (p32)', () => {
  it.each<[string, Partial<TestVehicle>, Partial<TestVehicle>, string]>([
    ['target ahead facing away: rear', {}, { lane: 4, space: 4 }, 'rear'],
    ['target ahead facing the firer: front', {}, { lane: 4, space: 4, heading: 4 }, 'front'],
    ['firing backwards at a car following: front', { space: 6, heading: 4 }, { space: 2 }, 'front'],
    ['target turned 90 degrees to the right: its right side faces a firer behind', {}, { space: 4, heading: 2 }, 'right'],
    ['target turned 90 degrees to the left: its left side faces a firer behind', {}, { space: 4, heading: 6 }, 'left'],
    ['target at 45 degrees: oblique', {}, { space: 4, heading: 1 }, 'oblique'],
    ['no lane in common: oblique', {}, { lane: 6, space: 4 }, 'oblique'],
  ])('p32: %s', (_l, a, t, facing) => {
    const s = board([A(a), T(t)]);
    expect(targetFacing(s, 'a', 't')).toBe(facing);
  });

  it('p32: a shot onto a curve is oblique, and the damage roll learns which end and side face the firer', () => {
    const hits = spyHits();
    const s = board([A({ space: 1 }), T({ space: 3 })], { sections: [{ kind: 'straight' }, { kind: 'bend', turn: 'right' }, { kind: 'straight' }] });
    v(s, 't').cell = { lane: 3, t0: 60, t1: 72 };
    expect(targetFacing(s, 'a', 't')).toBe('oblique');
    fire(testCtx(s, [6]), 'a', 'a.w1', 't');
    expect(hits.mock.calls[0][2]).toMatchObject({ facing: 'oblique', obliqueFrontRear: 'rear' });
  });
});

describe('linked weapons (p82)', () => {
  it('p82: linked guns all fire, each shot resolved before the next', () => {
    const order: string[] = [];
    let ctxRef: { events: GameEvent[] } = { events: [] };
    vi.spyOn(damage, 'applyHit').mockImplementation(() => {
      order.push(`hit after ${shots(ctxRef.events).length} shots`);
    });
    const s = board([A({ weapons: [gun('machineGun', 'wingLeft', 'L'), gun('machineGun', 'wingRight', 'L')] }), T({ space: 2 })]);
    const ctx = testCtx(s, [5, 5]);
    ctxRef = ctx;
    fire(ctx, 'a', 'a.w1', 't');
    expect(order).toEqual(['hit after 1 shots', 'hit after 2 shots']);
    expect(v(s, 'a').weapons.map((w) => w.ammo)).toEqual([11, 11]);
  });

  it('p82: a linked gun that cannot see the chosen target fires at the closest car in its own corridor', () => {
    spyHits();
    const s = board([A({ weapons: [gun('machineGun', 'wingLeft', 'L'), gun('machineGun', 'wingRight', 'L')] }), T({ lane: 2, space: 2 }), { id: 'u', lane: 4, space: 4 }]);
    const ctx = testCtx(s, [1, 1]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(shots(ctx.events).map((e) => e.target)).toEqual(['t', 'u']);
  });

  it('p82: an unlinked gun fires alone', () => {
    spyHits();
    const s = board([A({ weapons: [gun('machineGun', 'wingLeft'), gun('machineGun', 'wingRight')] }), T({ space: 2 })]);
    const ctx = testCtx(s, [1]);
    fire(ctx, 'a', 'a.w1', 't');
    expect(shots(ctx.events)).toHaveLength(1);
  });
});

describe('bad input never throws (p25)', () => {
  it('p25: unknown vehicles, weapons and targets are answered, not thrown', () => {
    const s = board([A(), T()]);
    expect(eligibleTarget(s, 'nobody', 'a.w1')).toBeNull();
    expect(hitModifiers(s, 'a', 'nope', 't')).toEqual([]);
    expect(hitChance(s, 'a', 'a.w1', 'nobody')).toBe(0);
    const ctx = testCtx(s);
    fire(ctx, 'a', 'nope', 't');
    fire(ctx, 'ghost', 'a.w1', 't');
    expect(ctx.events.every((e) => e.type === 'note')).toBe(true);
  });

  it('p25: a car at an angle fires along its own heading', () => {
    const s = board([A({ lane: 4, space: 2, heading: 1 as Heading }), T({ lane: 5, space: 3 }), { id: 'ahead', lane: 3, space: 5 }]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 't', range: 1 });
  });
});
