// A side's design for Games Six to Eight (p88): $100,000 each; the Op an Interceptor; the gang
// at least two Renegades, three bikes, or one Renegade and two bikes, every vehicle armed.
import { describe, expect, it } from 'vitest';
import { minimumWords, unseated, validateSide } from './sideDesign';
import { STOCK_SIDES, stockVehicles } from '../data/sideDesigns';
import { GANG_RULE } from '../data/gameSix';
import type { SideRole, SideVehicle } from '../types';

type Weapons = SideVehicle['design']['weapons'];
const mg: Weapons = [{ type: 'machineGun', mount: 'hood' }];
const lw: Weapons = [{ type: 'lwMachineGun', mount: 'fairingLeft' }];
const ren = (name = 'R', weapons = mg): SideVehicle => ({ design: { name, kind: 'renegade', weapons }, driver: 'ann' });
const bike = (name = 'B', weapons = lw): SideVehicle => ({ design: { name, kind: 'bike', weapons }, driver: 'ann' });
const icpt = (weapons = mg): SideVehicle => ({ design: { name: 'I', kind: 'interceptor', weapons }, driver: 'ann' });

describe('validateSide (p88)', () => {
  const CASES: [string, SideRole, SideVehicle[], string[]][] = [
    ['two Renegades', 'gang', [ren(), ren()], []],
    ['three bikes', 'gang', [bike(), bike(), bike()], []],
    ['one Renegade and two bikes', 'gang', [ren(), bike(), bike()], []],
    ['more than the minimum: two Renegades and a bike with spikes ($96,000)', 'gang', [ren(), ren(), bike('B', [{ type: 'lwSpikes', mount: 'passive' }])], []],
    ['one Renegade and one bike', 'gang', [ren(), bike()], ['UNDER_MINIMUM']],
    ['two bikes', 'gang', [bike(), bike()], ['UNDER_MINIMUM']],
    ['one Renegade', 'gang', [ren()], ['NO_VEHICLE']],
    ['a bike without a weapon ("each vehicle has at least one weapon")', 'gang', [ren(), bike(), bike('B', [])], ['NO_WEAPON']],
    ['an Interceptor in the gang', 'gang', [ren(), icpt()], ['WRONG_KIND', 'UNDER_MINIMUM', 'OVER_BUDGET']],
    ['three Renegades with two chain guns each: over $100,000', 'gang', [0, 1, 2].map(() => ren('R', [{ type: 'chainGun', mount: 'hood' }])), ['OVER_BUDGET']],
    ['a heavy weapon on a bike (p82)', 'gang', [bike(), bike(), bike('B', [{ type: 'chainGun', mount: 'fairingLeft' }])], ['BAD_DESIGN']],
    ['the Op: one Interceptor', 'op', [icpt()], []],
    ['the Op: an unarmed Interceptor (no minimum for the Op)', 'op', [icpt([])], []],
    ['the Op in a Renegade', 'op', [ren()], ['WRONG_KIND', 'UNDER_MINIMUM']],
    ['the Op with two Interceptors', 'op', [icpt(), icpt()], ['TOO_MANY', 'OVER_BUDGET']],
    ['the Op: an Interceptor with $40,000 of weapons', 'op', [icpt([{ type: 'missilePod', mount: 'hood' }, { type: 'combatLaser', mount: 'roof' }, { type: 'machineGun', mount: 'sideLeft' }])], ['OVER_BUDGET']],
  ];
  it.each(CASES)('p88: %s', (_n, role, vehicles, codes) => {
    const check = validateSide(role, vehicles, ['ann']);
    expect([...new Set(check.problems.map((p) => p.code))].sort()).toEqual([...codes].sort());
    expect(check.ok).toBe(codes.length === 0);
  });

  it('p88: "the outlaw vehicles may be driven by different players" — each driver must be a player of the side', () => {
    const vs = [ren(), { ...ren(), driver: 'bob' }];
    expect(validateSide('gang', vs, ['ann', 'bob']).ok).toBe(true);
    expect(validateSide('gang', vs, ['ann']).problems.map((p) => p.code)).toEqual(['BAD_DRIVER']);
  });

  it('p88: every player of a gang drives one of its vehicles (NO_VEHICLE_FOR_PLAYER names who has none); the Op, one Interceptor, cannot seat two', () => {
    const check = validateSide('gang', [ren(), ren()], ['ann', 'bob']);
    expect(check.problems).toEqual([{ code: 'NO_VEHICLE_FOR_PLAYER', message: expect.stringContaining('bob has no vehicle to drive') }]);
    expect(validateSide('gang', [ren(), { ...ren(), driver: 'bob' }], ['ann', 'bob']).ok).toBe(true);
    expect(validateSide('op', [icpt()], ['ann', 'bob']).ok).toBe(true);
    expect(unseated([icpt()], ['ann', 'bob'])).toEqual(['bob']);
  });

  it('p80-81: the cost is every vehicle with its weapons', () => {
    expect(validateSide('gang', [ren(), bike(), bike()], null).cost).toBe(35000 + 5000 + 2 * (15000 + 6000));
  });

  it('p88: the minimum in words', () => {
    expect(minimumWords(GANG_RULE)).toBe('two Renegades, three Bikes, or one Renegade and two Bikes');
  });

  it.each(STOCK_SIDES.map((x) => [x.name, x] as const))('the ready-made side %s is legal for its role', (_n, side) => {
    expect(validateSide(side.role, stockVehicles(side, ['ann', 'bob']), ['ann', 'bob']).problems).toEqual([]);
  });
});

describe('describeChoice (p88): the set-up answers in words', () => {
  it('names each vehicle with its kind, weapons and driver, and the cost', async () => {
    const { describeChoice } = await import('../explain/choiceWords');
    const { testState } = await import('../testkit');
    const s = testState({ vehicles: [] });
    s.players = [{ id: 'ann', name: 'Ann' }];
    expect(describeChoice({ type: 'design', player: 'ann', vehicles: [ren('Road Hog'), ren('Firebug')] }, s)).toBe('Road Hog (Renegade: Machine gun; Ann); Firebug (Renegade: Machine gun; Ann) — $80,000');
    expect(describeChoice({ type: 'chooseApproach', player: 'ann', approach: 'pursuit' }, s)).toBe('Choose a pursuit: the rules of Game Six');
    expect(describeChoice({ type: 'setSpeed', vehicle: 'x', speed: 45 }, s)).toBe('Start at 45 mph');
  });
});
