// The few shapes both the state and the events of Deathrace 40,000 use, apart so that types.ts and
// events.ts need not import each other.

/** The text's section headings, cited by events and readings; 'Our reading' for a house rule (readings.ts). */
export type DrRule =
  | 'MOVEMENT'
  | 'RAMPS'
  | 'SHOOTING'
  | 'SHOOTING FROM RAMPS'
  | 'ENCOUNTERING OTHER VEHICLES'
  | 'AERIAL ATTACKS'
  | 'WEAPONS AND DEFENSIVE MODULES'
  | 'PIT STOPS'
  | 'VEHICLES ON FIRE'
  | 'CREW RULES'
  | 'RUNNING DOWN PEDESTRIANS'
  | 'THE POINT SYSTEM'
  | 'Our reading';

/** The locations of a hit (readings.ts `locations`): a D6, 1 drive, 2 engine, 3 crew, 4-5 hull, 6 weapons. */
export type Location = 'drive' | 'engine' | 'crew' | 'hull' | 'weapons';

export interface Pose {
  x: number;
  y: number;
  /** Degrees, 0 = +x, clockwise on the screen. */
  heading: number;
}

export type PickupKind = 'chainsword' | 'powersword' | 'pistol' | 'plasmaPistol' | 'machineGun' | 'plasmaGun' | 'guidedMissileLauncher';

/** "The following stats are assumed for the various races" ("Humans and Goblins" share a line). */
export type DrRace = 'humans' | 'orcs' | 'elves' | 'dwarves';
