// Weapon characteristics (p26 accuracy, p28 damage, p83-84 range / shots / cost / weight).
import type { PassiveKind, WeaponType } from '../types';

export type WeaponClass = 'medium' | 'heavy' | 'lightweight' | 'passive' | 'lightweightPassive';

export interface WeaponProfile {
  type: WeaponType;
  label: string;
  cls: WeaponClass;
  range: number;
  accuracy: number;
  /** Damage characteristic added to the damage roll (p28). */
  damage: number;
  he: boolean;
  /** Shots; null = once per turn, no ammunition (lasers). */
  shots: number | null;
  laser: boolean;
  cost: number;
  weight: number;
  passive?: PassiveKind;
}

const w = (p: WeaponProfile): WeaponProfile => p;

export const WEAPONS: Record<WeaponType, WeaponProfile> = {
  machineGun: w({ type: 'machineGun', label: 'Machine gun', cls: 'medium', range: 16, accuracy: 2, damage: 1, he: false, shots: 12, laser: false, cost: 5000, weight: 175 }),
  autocannon15: w({ type: 'autocannon15', label: '15mm autocannon', cls: 'medium', range: 18, accuracy: 1, damage: 3, he: false, shots: 8, laser: false, cost: 9000, weight: 250 }),
  // p84 prose prices the 20mm GL at $5,000; the p81 table at $5,500: the table wins (docs/assumptions.md, "p81 vs p84").
  grenade20: w({ type: 'grenade20', label: '20mm grenade launcher', cls: 'medium', range: 16, accuracy: 0, damage: 2, he: true, shots: 10, laser: false, cost: 5500, weight: 150 }),
  combatLaser: w({ type: 'combatLaser', label: 'Combat laser', cls: 'medium', range: 20, accuracy: 2, damage: 3, he: false, shots: null, laser: true, cost: 10000, weight: 100 }),
  chainGun: w({ type: 'chainGun', label: 'Chain gun', cls: 'heavy', range: 16, accuracy: 3, damage: 5, he: false, shots: 6, laser: false, cost: 22000, weight: 300 }),
  grenade40: w({ type: 'grenade40', label: '40mm grenade launcher', cls: 'heavy', range: 18, accuracy: 0, damage: 8, he: true, shots: 8, laser: false, cost: 15000, weight: 250 }),
  heavyLaser: w({ type: 'heavyLaser', label: 'Heavy laser', cls: 'heavy', range: 30, accuracy: 2, damage: 6, he: false, shots: null, laser: true, cost: 18000, weight: 200 }),
  missilePod: w({ type: 'missilePod', label: 'Missile pod', cls: 'heavy', range: 24, accuracy: 2, damage: 8, he: true, shots: 6, laser: false, cost: 25000, weight: 300 }),
  lwMachineGun: w({ type: 'lwMachineGun', label: 'Lightweight 4.2mm MG', cls: 'lightweight', range: 8, accuracy: 2, damage: 1, he: false, shots: 6, laser: false, cost: 6000, weight: 80 }),
  lwGrenade20: w({ type: 'lwGrenade20', label: 'Lightweight 20mm tube GL', cls: 'lightweight', range: 12, accuracy: 0, damage: 2, he: true, shots: 4, laser: false, cost: 6000, weight: 60 }),
  lwCombatLaser: w({ type: 'lwCombatLaser', label: 'Lightweight combat laser', cls: 'lightweight', range: 12, accuracy: 2, damage: 1, he: false, shots: null, laser: true, cost: 10000, weight: 70 }),
  // p84 prose prices the RAG tube at $5,000; the p81 table at $6,000: the table wins (docs/assumptions.md, "p81 vs p84").
  rag40: w({ type: 'rag40', label: '40mm RAG tube', cls: 'lightweight', range: 12, accuracy: 0, damage: 8, he: true, shots: 1, laser: false, cost: 6000, weight: 50 }),
  oil: w({ type: 'oil', label: 'Oil layer', cls: 'passive', range: 0, accuracy: 0, damage: 0, he: false, shots: 12, laser: false, cost: 3000, weight: 75, passive: 'oil' }),
  mines: w({ type: 'mines', label: 'Pattern mine layer', cls: 'passive', range: 0, accuracy: 0, damage: 3, he: false, shots: 6, laser: false, cost: 5000, weight: 150, passive: 'mines' }),
  smoke: w({ type: 'smoke', label: 'Smoke layer', cls: 'passive', range: 0, accuracy: 0, damage: 0, he: false, shots: 20, laser: false, cost: 2000, weight: 50, passive: 'smoke' }),
  spikes: w({ type: 'spikes', label: 'Spike layer', cls: 'passive', range: 0, accuracy: 0, damage: 0, he: false, shots: 12, laser: false, cost: 1500, weight: 100, passive: 'spikes' }),
  lwOil: w({ type: 'lwOil', label: 'Lightweight oil layer', cls: 'lightweightPassive', range: 0, accuracy: 0, damage: 0, he: false, shots: 6, laser: false, cost: 2000, weight: 50, passive: 'oil' }),
  lwMines: w({ type: 'lwMines', label: 'Lightweight mine layer', cls: 'lightweightPassive', range: 0, accuracy: 0, damage: 3, he: false, shots: 4, laser: false, cost: 4000, weight: 100, passive: 'mines' }),
  lwSmoke: w({ type: 'lwSmoke', label: 'Lightweight smoke layer', cls: 'lightweightPassive', range: 0, accuracy: 0, damage: 0, he: false, shots: 12, laser: false, cost: 1500, weight: 50, passive: 'smoke' }),
  lwSpikes: w({ type: 'lwSpikes', label: 'Lightweight spike layer', cls: 'lightweightPassive', range: 0, accuracy: 0, damage: 0, he: false, shots: 6, laser: false, cost: 1000, weight: 60, passive: 'spikes' }),
};

export const isPassive = (t: WeaponType): boolean => WEAPONS[t].passive !== undefined;

/** HE hazard limits follow the damage characteristic (p38-39; docs/assumptions.md): +4 or less at 50 mph, +5 or more at 30 mph. */
export const heSafetyLimit = (damageBonus: number): number => (damageBonus <= 4 ? 50 : 30);
