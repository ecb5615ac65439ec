// Vehicle characteristics (p83 summary table; damage levels p28; design cost and payload p80).
import type { Mount, VehicleKind } from '../types';

export interface VehicleProfile {
  kind: VehicleKind;
  label: string;
  damage: number;
  armour: number;
  maxSpeed: number;
  acceleration: number;
  braking: number;
  handling: number;
  /** Incremental damage levels (p28): crossing below each costs 10 mph, 3 mph acceleration, 1 handling. */
  levels: number[];
  cost: number;
  payload: number;
  mounts: Mount[];
}

export const VEHICLES: Record<VehicleKind, VehicleProfile> = {
  renegade: {
    kind: 'renegade', label: 'Renegade', damage: 18, armour: 3, maxSpeed: 100, acceleration: 20, braking: 30, handling: 4,
    levels: [12, 8, 4], cost: 35000, payload: 600,
    mounts: ['hood', 'roof', 'wingLeft', 'wingRight', 'turret', 'passive'],
  },
  interceptor: {
    kind: 'interceptor', label: 'Interceptor', damage: 24, armour: 4, maxSpeed: 120, acceleration: 30, braking: 40, handling: 5,
    levels: [18, 12, 6], cost: 70000, payload: 850,
    mounts: ['hood', 'roof', 'wingLeft', 'wingRight', 'sideLeft', 'sideRight', 'turret', 'passiveLeft', 'passiveRight'],
  },
  bike: {
    kind: 'bike', label: 'Bike', damage: 9, armour: 2, maxSpeed: 110, acceleration: 40, braking: 40, handling: 6,
    levels: [6, 3], cost: 15000, payload: 250,
    mounts: ['fairingLeft', 'fairingRight', 'passive'],
  },
};

/** Incremental damage (p28): the same loss at every level. */
export const INCREMENT = { maxSpeed: 10, acceleration: 3, handling: 1 } as const;

/** Braking never falls below 5 mph (p16). */
export const MIN_BRAKING = 5;
