// The garage's editing helpers against the engine's design rules (p80-84).
import { describe, expect, it } from 'vitest';
import { validateDesign, type Mount, type VehicleDesign, type WeaponType } from '../engine';
import { changeKind, emptyDesign, linkable, mountOptions, mountsFor, setLinked, setWeapon, slotsOf, weaponIndex } from './designDraft';

const heavy: WeaponType[] = ['chainGun', 'grenade40', 'heavyLaser', 'missilePod'];
const passives: WeaponType[] = ['oil', 'mines', 'smoke', 'spikes', 'lwOil', 'lwMines', 'lwSmoke', 'lwSpikes'];

describe('mounts (p82-83)', () => {
  it('lists a Renegade\'s and an Interceptor\'s mounts', () => {
    expect(mountsFor('renegade')).toEqual(['hood', 'roof', 'wingLeft', 'wingRight', 'turret', 'passive']);
    expect(mountsFor('interceptor')).toEqual(['hood', 'roof', 'wingLeft', 'wingRight', 'sideLeft', 'sideRight', 'turret', 'passiveLeft', 'passiveRight']);
    expect(slotsOf('renegade', 'turret')).toBe(2);
    expect(slotsOf('renegade', 'hood')).toBe(1);
  });

  it.each<[Mount, WeaponType[], WeaponType[], string]>([
    // [mount, must offer, must not offer, page]
    ['hood', ['machineGun', 'chainGun', 'missilePod', 'lwMachineGun'], passives, 'p82'],
    ['wingLeft', ['machineGun', 'grenade20', 'combatLaser'], [...heavy, ...passives], 'p82: heavy weapons never on wings'],
    ['passive', passives, ['machineGun', 'chainGun'], 'p83: passive mounts take passives only'],
    ['turret', ['machineGun', 'chainGun', 'heavyLaser'], ['missilePod', ...passives], 'p82: no missile pod in a turret'],
  ])('%s offers only what may go there (%s)', (mount, yes, no) => {
    const opts = mountOptions(emptyDesign(), mount, 0);
    for (const t of yes) expect(opts).toContain(t);
    for (const t of no) expect(opts).not.toContain(t);
  });

  it('a turret holds one heavy or two medium weapons (p83)', () => {
    const withHeavy = setWeapon(emptyDesign(), 'turret', 0, 'chainGun');
    expect(mountOptions(withHeavy, 'turret', 1)).toEqual([]);
    const withMedium = setWeapon(emptyDesign(), 'turret', 0, 'machineGun');
    expect(mountOptions(withMedium, 'turret', 1)).toContain('combatLaser');
    expect(mountOptions(withMedium, 'turret', 1)).not.toContain('chainGun');
  });
});

describe('bikes in the garage (p64, p80-84)', () => {
  const lightGuns: WeaponType[] = ['lwMachineGun', 'lwGrenade20', 'lwCombatLaser', 'rag40'];
  it('p82: a bike has two fairing mounts and one passive mount, each holding one weapon', () => {
    expect(new Set(mountsFor('bike'))).toEqual(new Set(['fairingLeft', 'fairingRight', 'passive']));
    for (const m of mountsFor('bike')) expect(slotsOf('bike', m)).toBe(1);
  });

  it('p64, p84: fairings offer exactly the lightweight weapons, the passive mount exactly the lightweight passives', () => {
    const d = emptyDesign('bike');
    expect(mountOptions(d, 'fairingLeft', 0)).toEqual(lightGuns);
    expect(mountOptions(d, 'fairingRight', 0)).toEqual(lightGuns);
    expect(mountOptions(d, 'passive', 0)).toEqual(['lwOil', 'lwMines', 'lwSmoke', 'lwSpikes']);
  });

  it('p64: a Renegade turned into a bike keeps only its lightweight weapons on mounts the bike has', () => {
    const d: VehicleDesign = { ...emptyDesign('renegade'), weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }] };
    expect(changeKind(d, 'bike').weapons).toEqual([]);
    const light: VehicleDesign = { ...emptyDesign('renegade'), weapons: [{ type: 'lwSmoke', mount: 'passive' }] };
    expect(changeKind(light, 'bike')).toMatchObject({ name: 'My Bike', weapons: [{ type: 'lwSmoke', mount: 'passive' }] });
  });
});

describe('editing', () => {
  it('puts, replaces and removes weapons, keeping record-sheet order', () => {
    let d = setWeapon(emptyDesign(), 'passive', 0, 'oil');
    d = setWeapon(d, 'hood', 0, 'machineGun');
    expect(d.weapons.map((w) => w.mount)).toEqual(['hood', 'passive']);
    d = setWeapon(d, 'hood', 0, 'autocannon15');
    expect(d.weapons[0].type).toBe('autocannon15');
    d = setWeapon(d, 'hood', 0, null);
    expect(d.weapons).toEqual([{ type: 'oil', mount: 'passive', link: null }]);
    expect(weaponIndex(d, 'hood', 0)).toBe(-1);
  });

  it('a new chassis keeps only the weapons it has mounts for', () => {
    let d: VehicleDesign = { ...emptyDesign('interceptor'), weapons: [{ type: 'machineGun', mount: 'sideLeft' }, { type: 'oil', mount: 'passiveLeft' }, { type: 'machineGun', mount: 'hood' }] };
    d = changeKind(d, 'renegade');
    expect(d.weapons.map((w) => w.mount)).toEqual(['hood']);
    expect(d.name).toBe('My Renegade');
    expect(changeKind({ ...d, name: 'Hawk' }, 'interceptor').name).toBe('Hawk');
  });

  it('links identical weapons (p82) and the engine accepts the link', () => {
    let d = setWeapon(setWeapon(emptyDesign(), 'wingLeft', 0, 'machineGun'), 'wingRight', 0, 'machineGun');
    d = setWeapon(d, 'hood', 0, 'grenade20');
    const left = weaponIndex(d, 'wingLeft', 0);
    expect(linkable(d, left)).toBe(true);
    expect(linkable(d, weaponIndex(d, 'hood', 0))).toBe(false);
    d = setLinked(setLinked(d, left, true), weaponIndex(d, 'wingRight', 0), true);
    expect(validateDesign(d, null).problems).toEqual([]);
    // Removing one partner drops the link of the other.
    d = setWeapon(d, 'wingRight', 0, null);
    expect(d.weapons.every((w) => !w.link)).toBe(true);
  });

  it('turret weapons cannot be linked (p82)', () => {
    const d = setWeapon(setWeapon(emptyDesign(), 'turret', 0, 'machineGun'), 'hood', 0, 'machineGun');
    expect(linkable(d, weaponIndex(d, 'hood', 0))).toBe(false);
  });
});
