// Player words for the ids the rules keep (issue 29: "rearWheels — splitTyre" reached the log):
// the weapon mounts, and the critical hits' locations and results (p34-35, bikes p64-71). One
// table each, beside the data; the log (explain/describe.ts), the critical details
// (resolve/criticalWeapons.ts) and the record sheets (src/ui) all say them from here.
import type { Mount, VehicleState, WeaponStatus } from '../types';

export const MOUNT_WORDS: Record<Mount, string> = {
  hood: 'hood',
  roof: 'roof',
  wingLeft: 'left wing',
  wingRight: 'right wing',
  sideLeft: 'left side',
  sideRight: 'right side',
  turret: 'turret',
  passive: 'rear (passive)',
  passiveLeft: 'rear left (passive)',
  passiveRight: 'rear right (passive)',
  fairingLeft: 'left fairing',
  fairingRight: 'right fairing',
};

/** Where a critical hit struck (the target matrix, p33; the weapons column's stations). */
const LOCATION_WORDS: Record<string, string> = {
  bodywork: 'bodywork',
  frontWheels: 'front wheels',
  rearWheels: 'rear wheels',
  wheels: 'wheels',
  engine: 'engine',
  driver: 'driver',
  fuel: 'fuel tank',
  weapons: 'weapons',
};

/** What it did (the result tables, p34-35 and p64-71), and the weapon stations a wasted weapons hit names. */
const RESULT_WORDS: Record<string, string> = {
  hurt: 'hurt',
  injured: 'injured',
  limbDisabled: 'limb disabled',
  ko: 'knocked out',
  unhurt: 'unhurt',
  engineBlock: 'engine block',
  carburettor: 'carburettor',
  brakeCylinder: 'brake cylinder',
  generator: 'generator',
  ignition: 'ignition',
  explosion: 'explosion',
  brakePipe: 'brake pipe',
  steering: 'steering',
  axle: 'axle',
  steeringOrAxle: 'steering or axle',
  splitTyre: 'split tyre',
  tyreDestroyed: 'tyre destroyed',
  wheelOff: 'wheel off',
  wheelBearing: 'wheel bearing',
  transmission: 'transmission',
  vdu: 'VDU',
  fuelLine: 'fuel line',
  brakeLine: 'brake line',
  brakeCable: 'brake cable',
  clutchCable: 'clutch cable',
  acceleratorCable: 'accelerator cable',
  weaponLinkSevered: 'weapon link severed',
  screen: 'screen',
  damaged: 'damaged',
  jammed: 'jammed',
  commandLinkSevered: 'command link severed',
  destroyed: 'destroyed',
  holed: 'holed',
  explodes: 'explodes',
  wings: 'wing weapons',
  sides: 'side weapons',
  sideFacing: 'side weapon',
  hood: 'hood weapon',
  roofTurret: 'roof or turret weapon',
  passives: 'passive weapons',
  fairings: 'fairing weapons',
  fairingFacing: 'fairing weapon',
};

/** A driver's limbs (p34's limb disabled). */
const LIMB_WORDS: Record<keyof VehicleState['limbs'], string> = { leftArm: 'left arm', rightArm: 'right arm', leftLeg: 'left leg', rightLeg: 'right leg' };

/** A weapon's state on the record sheet (p35). */
const WEAPON_STATUS_WORDS: Record<WeaponStatus, string> = { ok: 'ok', damaged: 'damaged', jammed: 'jammed', linkSevered: 'link severed', destroyed: 'destroyed' };

/** An id in words: the table's, else split at its capitals ('someNewThing' → 'some new thing'), never the id itself. */
const spelled = (table: Record<string, string>, id: string): string => table[id] ?? id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export const mountWords = (m: Mount | string): string => spelled(MOUNT_WORDS, m);
export const criticalLocationWords = (id: string): string => spelled(LOCATION_WORDS, id);
export const criticalResultWords = (id: string): string => spelled(RESULT_WORDS, id);
export const limbWords = (id: string): string => spelled(LIMB_WORDS, id);
export const weaponStatusWords = (id: string): string => spelled(WEAPON_STATUS_WORDS, id);
