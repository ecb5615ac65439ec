// Custom set-ups and seeds at the door (issue 8, item 18): names, ammunition, links and
// positions are checked, angled cars included, and a seed must be a safe integer. Every
// refusal is a coded SetupError with the path of the bad part; nothing throws.
import { describe, expect, it } from 'vitest';
import { newGame, type GameSetup } from '../flow/setup';
import { footprint, offRoadEdge, zonesOverlap } from '../grid';
import { must } from '../testkit';
import type { VehicleSetup } from '../design/vehicleFactory';
import type { SetupErrorCode } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const car = (over: Partial<VehicleSetup> & Record<string, unknown> = {}): VehicleSetup =>
  ({ id: 'a', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 3, t0: 20, ...over }) as VehicleSetup;
const custom = (vehicles: unknown[], extra: Record<string, unknown> = {}): GameSetup =>
  ({ scenario: 'custom', players, track: { sections: [{ kind: 'straight' }, { kind: 'straight' }], finish: false }, vehicles, ...extra }) as GameSetup;

function refused(setup: unknown, code: SetupErrorCode, path?: string, seed = 1): void {
  let r: ReturnType<typeof newGame> | undefined;
  expect(() => (r = newGame(setup, seed))).not.toThrow();
  expect(r!.ok).toBe(false);
  if (r!.ok) return;
  expect(r!.error.code).toBe(code);
  if (path !== undefined) expect(r!.error.path).toBe(path);
  expect(r!.error.message.length).toBeLessThan(300);
}

describe('custom set-ups: names (issue 8 item 18)', () => {
  it.each([
    ['a name that is not text', 42],
    ['a name of 1,000 characters', 'n'.repeat(1000)],
    ['an empty name', ''],
  ])('%s is refused with BAD_VEHICLE', (_n, name) => {
    refused(custom([car({ name } as never)]), 'BAD_VEHICLE', 'vehicles[0].name');
  });

  it('a name of up to 60 characters (a design name, p87 tables) is accepted', () => {
    expect(must(newGame(custom([car({ name: 'N'.repeat(60) })]), 1)).vehicles[0].name).toBe('N'.repeat(60));
  });
});

describe('custom set-ups: ammunition (p83: a weapon carries its shots)', () => {
  it.each([
    ['text', 'lots'],
    ['a fraction', 2.5],
    ['negative', -1],
    ['more than the machine gun carries (12 shots, p83)', 13],
    ['NaN', NaN],
  ])('p83: ammunition that is %s is refused', (_n, ammo) => {
    refused(custom([car({ weapons: [{ type: 'machineGun', mount: 'hood', ammo } as never] })]), 'BAD_VEHICLE', 'vehicles[0].weapons[0].ammo');
  });

  it('p83: a laser carries no ammunition: a number of shots for it is refused', () => {
    refused(custom([car({ weapons: [{ type: 'combatLaser', mount: 'hood', ammo: 4 }] })]), 'BAD_VEHICLE', 'vehicles[0].weapons[0].ammo');
  });

  it('p83: 0 to 12 shots for a machine gun are accepted and kept', () => {
    for (const ammo of [0, 5, 12]) expect(must(newGame(custom([car({ weapons: [{ type: 'machineGun', mount: 'hood', ammo }] })]), 1)).vehicles[0].weapons[0].ammo).toBe(ammo);
  });
});

describe('custom set-ups: links (p82: "Any identical weapons mounted to the vehicle may be linked")', () => {
  it('a link name that is not text is refused', () => {
    refused(custom([car({ weapons: [{ type: 'machineGun', mount: 'hood', link: 7 } as never] })]), 'BAD_VEHICLE', 'vehicles[0].weapons[0].link');
  });

  it('p82: a link joining only one weapon is refused', () => {
    refused(custom([car({ weapons: [{ type: 'machineGun', mount: 'hood', link: 'L' }] })]), 'BAD_VEHICLE', 'vehicles[0].weapons');
  });

  it('p82: a link between different weapons is refused', () => {
    refused(custom([car({ weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'L' }, { type: 'grenade20', mount: 'wingRight', link: 'L' }] })]), 'BAD_VEHICLE', 'vehicles[0].weapons');
  });

  it('p82: two identical wing guns may be linked', () => {
    const s = must(newGame(custom([car({ weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'L' }, { type: 'machineGun', mount: 'wingRight', link: 'L' }] })]), 1));
    expect(s.vehicles[0].weapons.map((w) => w.link)).toEqual(['L', 'L']);
  });
});

describe('custom set-ups: every vehicle on the road, none overlapping another, angled cars included (p10, p52)', () => {
  it.each([
    ['angled 45 degrees on lanes 1-2 (its four-lane footprint starts at lane 0)', { lane: 1, heading: 1 }],
    ['angled 315 degrees on lanes 7-8', { lane: 7, heading: 7 }],
    ['side on (90 degrees) on lanes 1-2', { lane: 1, heading: 2 }],
  ])('p52: a car %s is refused: it lies over the road edge', (_n, at) => {
    refused(custom([car(at as Partial<VehicleSetup>)]), 'BAD_POSITION', 'vehicles[0]');
  });

  it('p52: an angled car is accepted where its footprint fits, and the oracle agrees it is on the road', () => {
    const s = must(newGame(custom([car({ lane: 2, heading: 1 })]), 1));
    expect(offRoadEdge(footprint(s.vehicles[0].cell, s.vehicles[0].heading))).toBe(false);
  });

  it('p52: an angled car overlapping a neighbour in its footprint is refused', () => {
    const a = car({ id: 'a', lane: 2, t0: 20 });
    const b = car({ id: 'b', owner: 'bob', lane: 5, t0: 20, heading: 1 });
    expect(zonesOverlap(footprint({ lane: 2, t0: 20, t1: 40 }, 0), footprint({ lane: 5, t0: 20, t1: 40 }, 1))).toBe(false);
    // Lanes 4-7 of the angled car at lane 5 do not touch lanes 2-3; at lane 4 they reach lane 3.
    expect(newGame(custom([a, b]), 1).ok).toBe(true);
    refused(custom([a, { ...b, lane: 4 }]), 'OVERLAP', 'vehicles[1]');
  });

  it.each([
    ['t0 off the end of the track', { t0: 120 }, 'BAD_POSITION'],
    ['t0 not at the start of a space', { t0: 25 }, 'BAD_POSITION'],
    ['lane 8 (a car takes two lanes)', { lane: 8 }, 'BAD_POSITION'],
    ['a heading of 8', { heading: 8 }, 'BAD_POSITION'],
    ['a speed over the Renegade\'s maximum', { speed: 500 }, 'BAD_VEHICLE'],
  ])('%s is refused', (_n, at, code) => {
    refused(custom([car(at as Partial<VehicleSetup>)]), code as SetupErrorCode);
  });
});

describe('set-ups: unknown keys, sizes, hostile input', () => {
  it('an unknown key is refused (a typo does not silently do nothing)', () => {
    refused(custom([car()], { vehicle: [] }), 'BAD_SETUP', 'vehicle');
    refused(custom([car({ speeed: 60 })]), 'BAD_VEHICLE', 'vehicles[0].speeed');
    refused(custom([car()], { options: { crashDamage: true, turbo: true } }), 'BAD_SETUP', 'options.turbo');
  });

  it('a cyclic or deeply nested set-up is refused without throwing', () => {
    const s = custom([car()]) as unknown as Record<string, unknown>;
    s.self = s;
    refused(s, 'BAD_SETUP');
    let deep: unknown = {};
    for (let i = 0; i < 100000; i++) deep = { x: deep };
    refused(custom([car({ weapons: deep as never })]), 'BAD_VEHICLE');
  });

  it('a megabyte of text is not echoed in the message', () => {
    const r = newGame(custom([car({ side: 's'.repeat(1_000_000) })]), 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).not.toContain('s'.repeat(100));
  });
});

describe('seeds (issue 8 item 18): a safe integer, or a coded refusal', () => {
  const one: GameSetup = { scenario: 'gameOne', players };
  it.each([
    ['2^53', 2 ** 53],
    ['1e300', 1e300],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a fraction', 1.5],
    ['text', '7'],
  ])('a seed of %s is refused with BAD_SETUP', (_n, seed) => {
    refused(one, 'BAD_SETUP', 'seed', seed as number);
  });

  it('the largest safe integer is accepted', () => {
    expect(newGame(one, Number.MAX_SAFE_INTEGER).ok).toBe(true);
  });

  it('seeds that differ only above 32 bits give different dice; seeds below 2^32 are as before', () => {
    const rng = (seed: number) => must(newGame(one, seed)).rng.s;
    expect(rng(2 ** 32)).not.toBe(rng(0));
    expect(rng(2 ** 40 + 7)).not.toBe(rng(7));
    expect(rng(7)).toBe(7);
    expect(rng(2 ** 32 - 1)).toBe(2 ** 32 - 1);
  });
});
