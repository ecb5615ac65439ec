// Weapons criticals (p32, p35): which weapon a station hit strikes, and what happens to it; the
// 'weapon link severed' bodywork results (p34; bikes p64-71) that pick a weapon the same way.
import { BIKE_LINK_SEVERED, CAR_WEAPONS_ROLL, CRITICAL_EFFECTS as E, MOUNT_FACING, PAIRED_STATIONS, ROOF_TURRET_ROLL, WEAPONS_TABLE, WEAPON_STATUS_RANK, isRoll, matrixFacing, walkTarget, type Station, type Target } from './criticalTables';
import { wasted, type Outcome, type Resolver } from './criticalTypes';
import { emit } from '../core/ctx';
import { VEHICLES } from '../data/vehicles';
import { WEAPONS } from '../data/weapons';
import { criticalResultWords, mountWords } from '../data/idWords';
import type { Mount, VehicleState, WeaponState } from '../types';

/** Mounts a station can mean for this vehicle (before any second roll). */
function stationMounts(r: Resolver, st: Station): Mount[] {
  // Renegades (and bikes) have one central passive station: 'Passives' hits it without a second roll (p32).
  if (st === 'passives' && VEHICLES[r.v.kind].mounts.includes('passive')) return ['passive'];
  const paired = PAIRED_STATIONS[st];
  if (paired) return paired;
  if (st === 'sideFacing' || st === 'fairingFacing') {
    const [left, right]: Mount[] = st === 'sideFacing' ? ['sideLeft', 'sideRight'] : ['fairingLeft', 'fairingRight'];
    return r.facing === 'left' ? [left] : r.facing === 'right' ? [right] : [left, right];
  }
  if (st === 'hood') return ['hood'];
  // "Roof/Turret": whichever is fitted; a car with both (p83: a turret comes "in addition to
  // these fixed mounts") rolls for it like a paired station (ROOF_TURRET_ROLL).
  const fitted = ROOF_TURRET_ROLL.filter((m) => r.v.weapons.some((w) => w.mount === m));
  return fitted.length > 0 ? fitted : ['roof'];
}

const usable = (v: VehicleState, m: Mount): WeaponState[] => v.weapons.filter((w) => w.mount === m && w.status !== 'destroyed');

/**
 * The weapon a station hit strikes (p32), or null when the mount is empty or its weapon is
 * already destroyed. Paired stations roll odd left, even right; a turret with two weapons rolls
 * odd for the first, even for the second. No die is rolled when the roll could only be wasted.
 */
function pickWeapon(r: Resolver, st: Station): WeaponState | null {
  const mounts = stationMounts(r, st);
  if (mounts.every((m) => usable(r.v, m).length === 0)) return null;
  const mount = mounts.length === 2 ? mounts[r.roll() % 2 === 1 ? 0 : 1] : mounts[0];
  return weaponOn(r, mount);
}

function weaponOn(r: Resolver, mount: Mount): WeaponState | null {
  const there = r.v.weapons.filter((w) => w.mount === mount);
  if (there.length === 0) return null;
  const w = there.length >= 2 ? there[r.roll() % 2 === 1 ? 0 : 1] : there[0];
  return w.status === 'destroyed' ? null : w;
}

function worsen(w: WeaponState, status: WeaponState['status']): void {
  if (WEAPON_STATUS_RANK[status] > WEAPON_STATUS_RANK[w.status]) w.status = status;
}

/** Mines and grenade launchers (any HE weapon) may explode when destroyed (p35). */
const explosive = (w: WeaponState): boolean => WEAPONS[w.type].he || WEAPONS[w.type].passive === 'mines';

const severed = (w: WeaponState): Outcome => ({
  location: 'bodywork',
  result: 'weaponLinkSevered',
  detail: `${WEAPONS[w.type].label} (${mountWords(w.mount)}) out of action`,
  apply: () => worsen(w, 'linkSevered'),
});

/** Car weapon link severed (p34): one roll on this facing's Weapons column, if it has any weapon. */
export function carLinkSevered(r: Resolver): Outcome {
  const column = CAR_WEAPONS_ROLL[matrixFacing(r.facing)];
  const onFacing = stationsIn(column).some((st) => stationMounts(r, st).some((m) => usable(r.v, m).length > 0));
  if (!onFacing) return wasted('bodywork', 'weaponLinkSevered', 'no weapon on this facing');
  const station = walkTarget(column, r.roll);
  if (typeof station === 'string') throw new Error('engine bug: weapons column gave a location');
  const w = pickWeapon(r, station.weapons);
  return w ? severed(w) : wasted('bodywork', 'weaponLinkSevered', 'empty weapons mount');
}

/** Bike weapons link severed (p64-71): 1,2 left-hand, 3,4 right-hand, 5,6 passive; not fitted: wasted. */
export function bikeLinkSevered(r: Resolver): Outcome {
  const mount = BIKE_LINK_SEVERED[r.roll() - 1];
  const w = weaponOn(r, mount);
  return w ? severed(w) : wasted('bodywork', 'weaponLinkSevered', `nothing fitted on the ${mountWords(mount)}`);
}

function stationsIn(t: Target): Station[] {
  if (isRoll(t)) return t.roll.flatMap(stationsIn);
  return typeof t === 'string' ? [] : [t.weapons];
}

/** A Weapons result (p35): one roll on the Weapons table for the weapon the station holds. */
export function weaponsHit(r: Resolver, st: Station): Outcome {
  const w = pickWeapon(r, st);
  if (!w) return wasted('weapons', st, `${criticalResultWords(st)}: nothing fitted there, or already destroyed`);
  const label = `${WEAPONS[w.type].label} (${mountWords(w.mount)})`;
  const result = WEAPONS_TABLE[r.roll() - 1];
  switch (result) {
    case 'damaged':
      return {
        location: 'weapons',
        result,
        detail: `${label} damaged: accuracy -2, jams on odd dice`,
        apply: () => {
          w.accuracyPenalty = E.damagedAccuracy;
          worsen(w, 'damaged');
        },
      };
    case 'jammed':
      return { location: 'weapons', result, detail: `${label} jammed`, apply: () => worsen(w, 'jammed') };
    case 'commandLinkSevered':
      return { location: 'weapons', result, detail: `${label} cannot be operated`, apply: () => worsen(w, 'linkSevered') };
    case 'destroyed': {
      if (!explosive(w)) return { location: 'weapons', result, detail: `${label} destroyed`, apply: () => worsen(w, 'destroyed') };
      const d = r.roll();
      const explodes = d % 2 === 1;
      return {
        location: 'weapons',
        result,
        detail: `${label} destroyed; explosion roll ${d}: ${explodes ? 'it explodes, a +8 HE hit' : 'no explosion'}`,
        apply: () => {
          worsen(w, 'destroyed');
          if (!explodes) return;
          emit(r.ctx, { type: 'explosion', vehicle: r.v.id, cause: `${WEAPONS[w.type].label} explodes`, rule: 'p35', dice: [] });
          r.resolveHit(r.ctx, r.v.id, { ...E.weaponExplosion, source: `exploding ${WEAPONS[w.type].label}`, facing: MOUNT_FACING[w.mount], rule: 'p35' }, r.hazards);
        },
      };
    }
  }
}
