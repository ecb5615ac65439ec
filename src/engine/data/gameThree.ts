// Game Three (p87): the Renegades' armament tables, the drive skill, and the starting-speed roll
// that Games Three to Eight share (p87-88); Game Four's drive-skill table (p88).
import type { VehicleDesign } from '../types';

export type Loadout = 'offensive' | 'defensive';
export const LOADOUTS: readonly Loadout[] = ['offensive', 'defensive'];

const renegade = (name: string, weapons: VehicleDesign['weapons']): VehicleDesign => ({ name, kind: 'renegade', weapons });

/** p87, "Offensive Cars": row n-1 for a roll of n. */
export const OFFENSIVE: readonly VehicleDesign[] = [
  renegade('Hood-mounted MG. Oil layer', [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }]),
  // The table gives no link; p82 makes linking the owner's choice: after this roll the owner is
  // asked (steps/loadout.ts chooseLink).
  renegade('Two wing-mounted 20mm grenade launchers. Smoke layer', [{ type: 'grenade20', mount: 'wingLeft' }, { type: 'grenade20', mount: 'wingRight' }, { type: 'smoke', mount: 'passive' }]),
  renegade('Two wing-mounted MGs. Spike layer', [{ type: 'machineGun', mount: 'wingLeft' }, { type: 'machineGun', mount: 'wingRight' }, { type: 'spikes', mount: 'passive' }]),
  renegade('Hood-mounted 40mm grenade launcher. Smoke layer', [{ type: 'grenade40', mount: 'hood' }, { type: 'smoke', mount: 'passive' }]),
  renegade('Hood-mounted 15mm autocannon', [{ type: 'autocannon15', mount: 'hood' }]),
  renegade('Hood-mounted chain gun', [{ type: 'chainGun', mount: 'hood' }]),
];

/** p87, "Defensive Cars": row n-1 for a roll of n. */
export const DEFENSIVE: readonly VehicleDesign[] = [
  renegade('Hood-mounted MG. Spike layer', [{ type: 'machineGun', mount: 'hood' }, { type: 'spikes', mount: 'passive' }]),
  renegade('Hood-mounted MG. Smoke layer', [{ type: 'machineGun', mount: 'hood' }, { type: 'smoke', mount: 'passive' }]),
  renegade('Hood-mounted MG. Oil layer', [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }]),
  renegade('Hood-mounted 20mm grenade launcher. Oil layer', [{ type: 'grenade20', mount: 'hood' }, { type: 'oil', mount: 'passive' }]),
  renegade('Hood-mounted 20mm grenade launcher. Pattern mine layer', [{ type: 'grenade20', mount: 'hood' }, { type: 'mines', mount: 'passive' }]),
  renegade('Hood-mounted 15mm autocannon. Pattern mine layer', [{ type: 'autocannon15', mount: 'hood' }, { type: 'mines', mount: 'passive' }]),
];

export const LOADOUT_TABLES: Record<Loadout, readonly VehicleDesign[]> = { offensive: OFFENSIVE, defensive: DEFENSIVE };

export const GAME_THREE = {
  /** p87: "Both drivers still have a drive skill of 3." */
  driveSkill: 3,
  /** As Game One (p22 gives no number; docs/assumptions.md). */
  dummies: 6,
} as const;

/** p88 Game Four: drive skill from a d6, index = roll - 1. */
export const DRIVE_SKILL_TABLE: readonly number[] = [2, 3, 3, 3, 4, 5];

/**
 * p87 starting speed: 2d6 x 10 mph, rolled again on 2, 3 or 4; objections rerolled until nobody
 * objects. The book is self-contradictory about the lead car: "may choose to roll again on any
 * score of 8 or more" and, a sentence later, "is allowed to object to a speed of 70mph or more".
 * ASSUMPTION: the explicit 70 mph (the rule's stated purpose: "hitting a corner at 70+") wins.
 */
export const START_SPEED = {
  perPip: 10,
  rollAgainAtOrBelow: 4,
  /** Either driver may object at this speed or more. */
  anyObjectsFrom: 100,
  /** The lead car's driver may object at this speed or more. */
  leadObjectsFrom: 70,
} as const;
