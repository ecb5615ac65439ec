// Weapon stations on designed cars (p32, p35): the Roof/Turret station with both a roof weapon
// and a turret, and the Interceptor's floor-facing sides and passives.
import { describe, expect, it } from 'vitest';
import { criticalHit } from './damage';
import { testCtx, testState, v } from '../testkit';
import type { Facing, GameState, Mount } from '../types';
import type { WeaponSetup } from '../design/vehicleFactory';

function car(kind: 'renegade' | 'interceptor', weapons: WeaponSetup[]): GameState {
  return testState({ vehicles: [{ id: 'a', kind, lane: 3, space: 5, speed: 10, weapons }] });
}

/** The mount whose weapon the critical jammed (Weapons table 3), after exactly these dice. */
function jammed(s: GameState, facing: Facing, dice: number[]): Mount | undefined {
  const ctx = testCtx(s, dice);
  criticalHit(ctx, 'a', facing, 0);
  expect(s.rng.forced).toEqual([]);
  return v(s, 'a').weapons.find((w) => w.status === 'jammed')?.mount;
}

describe('Roof/Turret with both fitted (p32, p83; assumption)', () => {
  const both: WeaponSetup[] = [{ type: 'machineGun', mount: 'roof' }, { type: 'chainGun', mount: 'turret' }];

  it.each([
    [1, 'roof'],
    [2, 'turret'],
  ] as const)('p32: a second die of %i hits the %s', (die, mount) => {
    expect(jammed(car('renegade', both), 'roof', [3, die, 3])).toBe(mount);
  });

  it('p32: with only a turret fitted the turret is hit without a second die', () => {
    expect(jammed(car('renegade', [{ type: 'chainGun', mount: 'turret' }]), 'roof', [3, 3])).toBe('turret');
  });

  it('p32: with only a roof weapon the roof is hit without a second die', () => {
    expect(jammed(car('renegade', [{ type: 'chainGun', mount: 'roof' }]), 'front', [4, 5, 3])).toBe('roof');
  });

  it('p32: a roll onto a destroyed roof weapon is wasted even though the turret is fine', () => {
    const s = car('renegade', both);
    v(s, 'a').weapons[0].status = 'destroyed';
    const ctx = testCtx(s, [3, 1]);
    criticalHit(ctx, 'a', 'roof', 0);
    expect(ctx.events.find((e) => e.type === 'critical')).toMatchObject({ location: 'weapons', wasted: true });
    expect(v(s, 'a').weapons[1].status).toBe('ok');
  });
});

describe("an Interceptor's stations on the floor facing (p32)", () => {
  const all: WeaponSetup[] = [
    { type: 'machineGun', mount: 'sideLeft' },
    { type: 'machineGun', mount: 'sideRight' },
    { type: 'oil', mount: 'passiveLeft' },
    { type: 'mines', mount: 'passiveRight' },
  ];
  it.each([
    [[5, 1, 1, 1], 'sideLeft'],
    [[6, 1, 2, 2], 'sideRight'],
    [[5, 1, 3, 1], 'passiveLeft'],
    [[5, 1, 6, 4], 'passiveRight'],
  ] as [number[], Mount][])('p32: floor dice %j hit the %s station', (dice, mount) => {
    expect(jammed(car('interceptor', all), 'floor', [...dice, 3])).toBe(mount);
  });
});
