// Builds a fresh vehicle record sheet from its profile and fitted weapons (p83).
import { VEHICLES } from '../data/vehicles';
import { WEAPONS } from '../data/weapons';
import type { Cell, EveryField, VehicleSetup, VehicleState, WeaponSetup, WeaponState } from '../types';

// The set-up shapes live in types.ts with the other shared types (data/ names them); named here too.
export type { VehicleSetup, WeaponSetup } from '../types';



export function makeWeapon(w: WeaponSetup, id: string): WeaponState {
  const p = WEAPONS[w.type];
  return {
    id,
    type: w.type,
    mount: w.mount,
    ammo: w.ammo !== undefined ? w.ammo : p.shots,
    status: 'ok',
    firedThisTurn: false,
    lockedOn: false,
    link: w.link ?? null,
    accuracyPenalty: 0,
  };
}

/**
 * Every field of a vehicle, the optional ones included: a record sheet is built with all of them
 * (absent ones undefined, which JSON and the tests' equality leave out), so every vehicle in play
 * has one shape and its copy per command (cloneState.ts) is one fast object clone, not a slow
 * generic one for each of the shapes that fields set later in play would give (cars and bikes
 * together had six; issue 15's bench row).
 */
export function makeVehicle(v: VehicleSetup, cell: Cell): VehicleState {
  const p = VEHICLES[v.kind];
  const sheet: EveryField<VehicleState> = {
    id: v.id,
    name: v.name ?? v.id,
    kind: v.kind,
    owner: v.owner,
    side: v.side,
    status: 'inPlay',
    driveSkill: v.driveSkill,
    damageMax: p.damage,
    damage: p.damage,
    armour: p.armour,
    maxSpeed: p.maxSpeed,
    acceleration: p.acceleration,
    braking: p.braking,
    handling: p.handling,
    levelsLeft: [...p.levels],
    speed: v.speed ?? 0,
    cell,
    heading: v.heading ?? 0,
    outOfControl: false,
    spin: null,
    forcedSkid: null,
    regainAfterMove: false,
    wreck: false,
    rolled: false,
    noDriver: false,
    engineDisabled: false,
    terminal: false,
    exploded: false,
    fuelLeak: false,
    splitTyre: false,
    brokenAxle: false,
    tyresDestroyed: 0,
    limbs: { leftArm: false, rightArm: false, leftLeg: false, rightLeg: false },
    turretOff: false,
    guidanceOff: false,
    lasersOff: false,
    laserLastShot: false,
    oilHits: 0,
    criticals: [],
    weapons: v.weapons.map((w, i) => makeWeapon(w, `${v.id}.w${i + 1}`)),
    dummies: v.dummies ?? 0,
    brakeUsed: 0,
    panicBrakedPhase: null,
    movedThisPhase: false,
    actedThisPhase: false,
    lastMove: null,
    leftBy: undefined,
    resumeLoss: undefined,
    rollsNextMove: undefined,
    dodge: undefined,
    riderGone: undefined,
    pushedTurn: undefined,
    unrevealed: undefined,
  };
  return sheet;
}
