// Scenario data (p87-88).
import type { WeaponSetup } from '../types';

export const GAME_ONE = {
  /** p87: all the straights in a single line — seven sections (the Game One diagram). */
  sections: 7,
  driveSkill: 3,
  startSpeed: 60,
  /** p87: Renegades armed with a hood-mounted MG and an oil layer. */
  weapons: [
    { type: 'machineGun', mount: 'hood' },
    { type: 'oil', mount: 'passive' },
  ] as WeaponSetup[],
  /**
   * ASSUMPTION (p22 says only "grab a handful of dummy passive markers"): each car starts
   * with six dummy markers.
   */
  dummies: 6,
  /** p87: the chase car goes anywhere in the first section, the lead car in the section in front. */
  chaseSection: 0,
  leadSection: 1,
} as const;
