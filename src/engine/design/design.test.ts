import { describe, expect, it } from 'vitest';
import { designCost, designFile, designWeight, dollars, MOUNT_RULES, mountsOf, validateDesign, type DesignProblemCode, type VehicleDesign } from './design';
import { parseDesignFile } from '../schema/design';
import { DEFENSIVE, OFFENSIVE } from '../data/gameThree';
import { WEAPONS } from '../data/weapons';
import { WEAPON_TYPES, type Mount, type WeaponType } from '../types';

const ren = (weapons: VehicleDesign['weapons'], name = 'Test'): VehicleDesign => ({ name, kind: 'renegade', weapons });
const int = (weapons: VehicleDesign['weapons'], name = 'Test'): VehicleDesign => ({ name, kind: 'interceptor', weapons });
const codes = (d: VehicleDesign, budget: number | null = null): DesignProblemCode[] => validateDesign(d, budget).problems.map((p) => p.code);

describe('vehicle design: cost and payload (p80-81)', () => {
  it('p80: a Renegade costs $35,000 with a maximum payload of 600; an Interceptor $70,000 and 850', () => {
    expect(validateDesign(ren([]), null)).toMatchObject({ ok: true, cost: 35000, weight: 0, payload: 600 });
    expect(validateDesign(int([]), null)).toMatchObject({ ok: true, cost: 70000, weight: 0, payload: 850 });
  });

  // p81 tables, every weapon: cost and weight as printed (the 20mm GL at the table's $5,500).
  const P81: [WeaponType, number, number][] = [
    ['lwMachineGun', 6000, 80], ['lwGrenade20', 6000, 60], ['lwCombatLaser', 10000, 70], ['rag40', 6000, 50],
    ['machineGun', 5000, 175], ['autocannon15', 9000, 250], ['grenade20', 5500, 150], ['combatLaser', 10000, 100],
    ['chainGun', 22000, 300], ['grenade40', 15000, 250], ['heavyLaser', 18000, 200], ['missilePod', 25000, 300],
    ['spikes', 1500, 100], ['mines', 5000, 150], ['smoke', 2000, 50], ['oil', 3000, 75],
    ['lwSpikes', 1000, 60], ['lwMines', 4000, 100], ['lwSmoke', 1500, 50], ['lwOil', 2000, 50],
  ];
  it.each(P81)('p81: %s costs %i and weighs %i', (type, cost, weight) => {
    const mount: Mount = WEAPONS[type].passive ? 'passive' : 'hood';
    expect(designCost(ren([{ type, mount }]))).toBe(35000 + cost);
    expect(designWeight(ren([{ type, mount }]))).toBe(weight);
  });

  it('p81: the table covers every weapon in the game', () => {
    expect(new Set(P81.map((r) => r[0]))).toEqual(new Set(WEAPON_TYPES));
  });

  it('p81: a turret costs $25,000 and weighs 150, added once for two weapons in it', () => {
    const d = ren([{ type: 'machineGun', mount: 'turret' }, { type: 'machineGun', mount: 'turret' }]);
    expect(designCost(d)).toBe(35000 + 25000 + 2 * 5000);
    expect(designWeight(d)).toBe(150 + 2 * 175);
  });

  it('p80: total weight over the maximum payload is refused with its numbers', () => {
    // hood chain gun 300 + roof missile pod 300 + oil 75 = 675 > 600
    const c = validateDesign(ren([{ type: 'chainGun', mount: 'hood' }, { type: 'missilePod', mount: 'roof' }, { type: 'oil', mount: 'passive' }]), null);
    expect(c.ok).toBe(false);
    expect(c.weight).toBe(675);
    expect(c.problems).toEqual([{ code: 'OVER_PAYLOAD', message: "Weight 675 is over the Renegade's maximum payload of 600 (p80)" }]);
  });

  it('p80: exactly the maximum payload is allowed', () => {
    // chain gun 300 + 40mm GL 250 + smoke 50 = 600
    expect(codes(ren([{ type: 'chainGun', mount: 'hood' }, { type: 'grenade40', mount: 'roof' }, { type: 'smoke', mount: 'passive' }]))).toEqual([]);
  });

  it('p88: the budget pays for the car: $50,000 leaves $15,000 for a Renegade\'s weapons', () => {
    expect(validateDesign(ren([{ type: 'grenade40', mount: 'hood' }]), 50000).ok).toBe(true);
    const c = validateDesign(ren([{ type: 'grenade40', mount: 'hood' }, { type: 'spikes', mount: 'passive' }]), 50000);
    expect(c.problems).toEqual([{ code: 'OVER_BUDGET', message: 'Cost $51,500 is over the budget of $50,000 (p88)' }]);
  });

  it('p88: scenario requirements: a Renegade with at least one weapon', () => {
    const req = { kinds: ['renegade'] as const, minWeapons: 1 };
    expect(validateDesign(int([{ type: 'machineGun', mount: 'hood' }]), null, req).problems.map((p) => p.code)).toEqual(['WRONG_KIND']);
    expect(validateDesign(ren([]), null, req).problems.map((p) => p.code)).toEqual(['NO_WEAPON']);
    expect(validateDesign(ren([{ type: 'oil', mount: 'passive' }]), null, req).ok).toBe(true); // "either a passive or an ordinary one"
  });

  it('dollars are written with thousands separators', () => {
    expect(dollars(5500)).toBe('$5,500');
    expect(dollars(100000)).toBe('$100,000');
    expect(dollars(500)).toBe('$500');
  });
});

describe('vehicle design: weapons mounts (p82-83)', () => {
  it('p82: a Renegade has hood, roof, two wings, one passive (and a turret if bought)', () => {
    expect(mountsOf('renegade')).toEqual(['hood', 'roof', 'wingLeft', 'wingRight', 'turret', 'passive']);
  });

  it('p82: an Interceptor has hood, roof, two front wings, two side mounts, two passives (and a turret)', () => {
    expect(mountsOf('interceptor')).toEqual(['hood', 'roof', 'wingLeft', 'wingRight', 'sideLeft', 'sideRight', 'turret', 'passiveLeft', 'passiveRight']);
  });

  it('p82: a Renegade has no side mounts and only one passive position', () => {
    const c = validateDesign(ren([{ type: 'machineGun', mount: 'sideLeft' }, { type: 'oil', mount: 'passiveLeft' }]), null);
    expect(c.problems.map((p) => [p.code, p.mount])).toEqual([['NO_SUCH_MOUNT', 'sideLeft'], ['NO_SUCH_MOUNT', 'passiveLeft']]);
    expect(codes(ren([{ type: 'oil', mount: 'passive' }, { type: 'smoke', mount: 'passive' }]))).toEqual(['MOUNT_TAKEN']);
  });

  it('p83: each ordinary mount carries one weapon', () => {
    expect(codes(ren([{ type: 'machineGun', mount: 'hood' }, { type: 'machineGun', mount: 'hood' }]))).toEqual(['MOUNT_TAKEN']);
  });

  it('p82, p83: heavy weapons never on the wings; hood, roof, side mounts and turret are fine', () => {
    for (const heavy of ['chainGun', 'grenade40', 'heavyLaser', 'missilePod'] as WeaponType[]) {
      expect(codes(ren([{ type: heavy, mount: 'wingLeft' }]))).toEqual(['HEAVY_ON_WING']);
      expect(codes(int([{ type: heavy, mount: 'wingRight' }]))).toEqual(['HEAVY_ON_WING']);
      expect(codes(ren([{ type: heavy, mount: 'hood' }]))).toEqual([]);
      expect(codes(ren([{ type: heavy, mount: 'roof' }]))).toEqual([]);
    }
    expect(codes(int([{ type: 'chainGun', mount: 'sideLeft' }, { type: 'heavyLaser', mount: 'sideRight' }]))).toEqual([]);
    expect(codes(ren([{ type: 'grenade40', mount: 'turret' }]))).toEqual([]);
  });

  it('p83: passive mounts take passive weapons only, and passives go nowhere else', () => {
    expect(codes(ren([{ type: 'machineGun', mount: 'passive' }]))).toEqual(['NOT_PASSIVE']);
    expect(codes(ren([{ type: 'oil', mount: 'hood' }]))).toEqual(['PASSIVE_ON_GUN_MOUNT']);
    expect(codes(int([{ type: 'oil', mount: 'passiveLeft' }, { type: 'mines', mount: 'passiveRight' }]))).toEqual([]);
  });

  it('p83: a turret holds one heavy weapon or two medium weapons', () => {
    expect(codes(ren([{ type: 'machineGun', mount: 'turret' }, { type: 'combatLaser', mount: 'turret' }]))).toEqual([]);
    expect(codes(int([{ type: 'chainGun', mount: 'turret' }, { type: 'machineGun', mount: 'turret' }]))).toEqual(['TURRET_FULL']);
    expect(codes(int([{ type: 'chainGun', mount: 'turret' }, { type: 'grenade40', mount: 'turret' }]))).toEqual(['TURRET_FULL']);
    expect(codes(int([{ type: 'machineGun', mount: 'turret' }, { type: 'machineGun', mount: 'turret' }, { type: 'machineGun', mount: 'turret' }]))).toEqual(['TURRET_FULL']);
  });

  it('p82: turrets may not carry missile pods', () => {
    expect(codes(ren([{ type: 'missilePod', mount: 'turret' }]))).toEqual(['MISSILE_IN_TURRET']);
  });

  it('p84: lightweight weapons fit cars as medium weapons (wings, two to a turret)', () => {
    expect(codes(ren([{ type: 'rag40', mount: 'wingLeft' }, { type: 'lwCombatLaser', mount: 'turret' }, { type: 'lwMachineGun', mount: 'turret' }]))).toEqual([]);
    expect(codes(ren([{ type: 'lwOil', mount: 'passive' }]))).toEqual([]);
  });

  it('p82-83: every problem names its mount, so the garage can mark it', () => {
    const c = validateDesign(ren([{ type: 'chainGun', mount: 'wingLeft' }]), null);
    expect(c.problems[0]).toMatchObject({ code: 'HEAVY_ON_WING', mount: 'wingLeft' });
    expect(MOUNT_RULES.renegade.wingLeft?.heavy).toBe(false);
  });
});

const bike = (weapons: VehicleDesign['weapons'], name = 'Test'): VehicleDesign => ({ name, kind: 'bike', weapons });

describe('vehicle design: bikes (p64, p80-84)', () => {
  it('p80: a bike costs $15,000 with a maximum payload of 250', () => {
    expect(validateDesign(bike([]), null)).toMatchObject({ ok: true, cost: 15000, weight: 0, payload: 250 });
  });

  it('p82, p83: a bike has left and right front fairing mounts and one passive mount, no turret', () => {
    expect(new Set(mountsOf('bike'))).toEqual(new Set(['fairingLeft', 'fairingRight', 'passive']));
    expect(validateDesign(bike([{ type: 'lwMachineGun', mount: 'turret' }]), null).problems.map((p) => [p.code, p.mount])).toEqual([['NO_SUCH_MOUNT', 'turret']]);
    for (const m of ['hood', 'roof', 'wingLeft', 'sideLeft', 'passiveLeft'] as Mount[]) expect(codes(bike([{ type: 'lwMachineGun', mount: m }]))).toEqual(['NO_SUCH_MOUNT']);
  });

  it('p64, p84: each fairing mount takes one lightweight weapon, the passive mount one lightweight passive', () => {
    const d = bike([{ type: 'lwCombatLaser', mount: 'fairingLeft' }, { type: 'lwGrenade20', mount: 'fairingRight' }, { type: 'lwSpikes', mount: 'passive' }]);
    expect(validateDesign(d, null)).toMatchObject({ ok: true, cost: 15000 + 10000 + 6000 + 1000, weight: 70 + 60 + 60 });
    expect(codes(bike([{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'rag40', mount: 'fairingLeft' }]))).toEqual(['MOUNT_TAKEN']);
    expect(codes(bike([{ type: 'lwOil', mount: 'passive' }, { type: 'lwSmoke', mount: 'passive' }]))).toEqual(['MOUNT_TAKEN']);
  });

  // p82: "Bikes can only take lightweight weapons"; p83: "Lightweight weapons are the only sort that may be mounted on bikes".
  const CAR_ONLY: WeaponType[] = WEAPON_TYPES.filter((t) => WEAPONS[t].cls === 'medium' || WEAPONS[t].cls === 'heavy' || WEAPONS[t].cls === 'passive');
  it.each(CAR_ONLY)('p64, p82: a bike may not carry the car weapon %s', (type) => {
    const mount: Mount = WEAPONS[type].passive ? 'passive' : 'fairingLeft';
    // Heavy ones are over the 250 payload as well: only the mount problem is asked here.
    expect(validateDesign(bike([{ type, mount }]), null).problems.filter((p) => p.mount).map((p) => [p.code, p.mount])).toEqual([['NOT_LIGHTWEIGHT', mount]]);
  });

  it('p83: lightweight guns stay off the passive mount and lightweight passives off the fairings', () => {
    expect(codes(bike([{ type: 'rag40', mount: 'passive' }]))).toEqual(['NOT_PASSIVE']);
    expect(codes(bike([{ type: 'lwMines', mount: 'fairingRight' }]))).toEqual(['PASSIVE_ON_GUN_MOUNT']);
  });

  it('p80: a bike may not exceed its 250 payload: two lightweight MGs and a mine layer weigh 260', () => {
    const d = bike([{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'lwMachineGun', mount: 'fairingRight' }, { type: 'lwMines', mount: 'passive' }]);
    expect(validateDesign(d, null)).toMatchObject({ ok: false, weight: 260, problems: [{ code: 'OVER_PAYLOAD' }] });
  });

  it('p82: the two fairing guns may be linked when identical', () => {
    const d = bike([{ type: 'lwMachineGun', mount: 'fairingLeft', link: 'a' }, { type: 'lwMachineGun', mount: 'fairingRight', link: 'a' }]);
    expect(codes(d)).toEqual([]);
  });

  it('p64: the bike weapon table (range, accuracy) is the lightweight characteristics used everywhere', () => {
    const P64: [WeaponType, number, number][] = [['lwMachineGun', 8, 2], ['lwGrenade20', 12, 0], ['lwCombatLaser', 12, 2], ['rag40', 12, 0]];
    for (const [t, range, accuracy] of P64) expect(WEAPONS[t]).toMatchObject({ range, accuracy, cls: 'lightweight' });
    // p84: shots 6, 4, once per turn (a laser), 1; damage +1, +2 HE, +1, +8 HE (p28).
    expect([WEAPONS.lwMachineGun.shots, WEAPONS.lwGrenade20.shots, WEAPONS.lwCombatLaser.shots, WEAPONS.rag40.shots]).toEqual([6, 4, null, 1]);
    expect([WEAPONS.lwMachineGun.damage, WEAPONS.lwGrenade20.damage, WEAPONS.lwCombatLaser.damage, WEAPONS.rag40.damage]).toEqual([1, 2, 1, 8]);
    expect([WEAPONS.lwGrenade20.he, WEAPONS.rag40.he, WEAPONS.lwCombatLaser.laser]).toEqual([true, true, true]);
  });
});

describe('vehicle design: linking (p82)', () => {
  it('p82: identical weapons may be linked, free of charge', () => {
    const d = ren([{ type: 'machineGun', mount: 'wingLeft', link: 'a' }, { type: 'machineGun', mount: 'wingRight', link: 'a' }]);
    expect(validateDesign(d, null)).toMatchObject({ ok: true, cost: 45000 });
  });

  it('p82: different types of weapon cannot be linked', () => {
    expect(codes(ren([{ type: 'machineGun', mount: 'wingLeft', link: 'a' }, { type: 'autocannon15', mount: 'wingRight', link: 'a' }]))).toEqual(['LINK_DIFFERENT']);
    // a lightweight MG is not a machine gun
    expect(codes(ren([{ type: 'machineGun', mount: 'wingLeft', link: 'a' }, { type: 'lwMachineGun', mount: 'wingRight', link: 'a' }]))).toEqual(['LINK_DIFFERENT']);
  });

  it("p82: weapons mounted in turrets can't be linked", () => {
    expect(codes(ren([{ type: 'machineGun', mount: 'turret', link: 'a' }, { type: 'machineGun', mount: 'hood', link: 'a' }]))).toEqual(['LINK_TURRET']);
  });

  it('p82: a link joins two or more weapons; "any identical weapons" includes an Interceptor\'s two passives', () => {
    expect(codes(ren([{ type: 'machineGun', mount: 'hood', link: 'a' }]))).toEqual(['LINK_ALONE']);
    expect(codes(int([{ type: 'oil', mount: 'passiveLeft', link: 'p' }, { type: 'oil', mount: 'passiveRight', link: 'p' }]))).toEqual([]);
  });

  it('p82: any number of identical weapons may be linked, up to the mounts', () => {
    const six = int(['hood', 'roof', 'wingLeft', 'wingRight', 'sideLeft', 'sideRight'].map((m) => ({ type: 'combatLaser' as WeaponType, mount: m as Mount, link: 'x' })));
    expect(validateDesign(six, null)).toMatchObject({ problems: [], cost: 70000 + 6 * 10000, weight: 600 });
  });
});

describe('vehicle design: Game Three cars are legal designs (p87, p80-84)', () => {
  it.each([...OFFENSIVE, ...DEFENSIVE].map((d) => [d.name, d] as const))('p87: %s', (_n, d) => {
    expect(validateDesign(d, null).problems).toEqual([]);
  });
});

describe('design files', () => {
  const d: VehicleDesign = { name: 'Widowmaker', kind: 'interceptor', weapons: [{ type: 'chainGun', mount: 'sideLeft', link: 'c' }, { type: 'chainGun', mount: 'sideRight', link: 'c' }, { type: 'oil', mount: 'passiveLeft', link: null }], driveSkill: 4 };

  it('a design survives export and import unchanged', () => {
    expect(parseDesignFile(JSON.parse(JSON.stringify(designFile(d))))).toEqual({ ok: true, value: d });
    expect(parseDesignFile(JSON.parse(JSON.stringify(d)))).toEqual({ ok: true, value: d });
  });

  it('bad files get coded errors, never exceptions', () => {
    const cases: [unknown, string][] = [
      [null, 'BAD_FILE'],
      ['text', 'BAD_FILE'],
      [[1, 2], 'BAD_FILE'],
      [{ format: 'other', version: 1, design: d }, 'BAD_FILE'],
      [{ format: 'dark-future-design', version: 2, design: d }, 'BAD_VERSION'],
      [{ ...d, kind: 'tank' }, 'BAD_DESIGN'],
      [{ ...d, name: 7 }, 'BAD_DESIGN'],
      [{ ...d, weapons: 'guns' }, 'BAD_DESIGN'],
      [{ ...d, weapons: [{ type: 'phaser', mount: 'hood' }] }, 'BAD_DESIGN'],
      [{ ...d, weapons: [{ type: 'machineGun', mount: 'boot' }] }, 'BAD_DESIGN'],
      [{ ...d, weapons: [{ type: 'machineGun', mount: 'hood', link: 3 }] }, 'BAD_DESIGN'],
      [{ ...d, driveSkill: 2.5 }, 'BAD_DESIGN'],
    ];
    for (const [x, code] of cases) {
      const r = parseDesignFile(x);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
  });

  it('a parsed file may still break the rules: validateDesign judges those', () => {
    const r = parseDesignFile({ name: 'Wings', kind: 'renegade', weapons: [{ type: 'chainGun', mount: 'wingLeft' }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(codes(r.value)).toEqual(['HEAVY_ON_WING']);
  });

  it('a name is required and a drive skill must be 1 to 6', () => {
    expect(codes({ ...ren([]), name: '  ' })).toEqual(['BAD_NAME']);
    expect(codes({ ...ren([]), driveSkill: 9 })).toEqual(['BAD_DRIVE_SKILL']);
  });
});
