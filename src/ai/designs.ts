// A few sound designs the computer picks from when a game asks each player to design a car
// (p80-84, p88). Each is checked with the engine's validateDesign against the game's budget and
// requirements; only those that pass are offered, dearest first (the budget bought as much as it can).
import { designCost, validateDesign } from '../engine';
import type { DesignRequirements, VehicleDesign } from '../engine';

export const COMPUTER_DESIGNS: VehicleDesign[] = [
  // $50,000: a laser that never runs dry on the hood, an MG on the roof
  { name: 'Computer: Sparks', kind: 'renegade', weapons: [{ type: 'combatLaser', mount: 'hood' }, { type: 'machineGun', mount: 'roof' }] },
  // $48,000: two linked wing MGs (p82) and an oil layer for the car behind
  { name: 'Computer: Twin Guns', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'mg' }, { type: 'machineGun', mount: 'wingRight', link: 'mg' }, { type: 'oil', mount: 'passive' }] },
  // $47,000: an autocannon on the hood and oil
  { name: 'Computer: Cannon', kind: 'renegade', weapons: [{ type: 'autocannon15', mount: 'hood' }, { type: 'oil', mount: 'passive' }] },
  // $43,000: Game One's car: a hood MG and an oil layer
  { name: 'Computer: Classic', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }] },
  // $140,000 and more: for games with a larger budget, an Interceptor with a heavy laser and MGs
  { name: 'Computer: Hunter', kind: 'interceptor', weapons: [{ type: 'heavyLaser', mount: 'hood' }, { type: 'machineGun', mount: 'wingLeft', link: 'mg' }, { type: 'machineGun', mount: 'wingRight', link: 'mg' }, { type: 'oil', mount: 'passiveLeft' }] },
];

/** The designs that pass the game's checks, dearest first. */
export function soundDesigns(budget: number | null, require: DesignRequirements = {}): VehicleDesign[] {
  return COMPUTER_DESIGNS.filter((d) => validateDesign(d, budget, require).ok).sort((a, b) => designCost(b) - designCost(a));
}

/** The computer's car for a seat: one of the sound designs, varied by `seed` so two computers differ. */
export function computerDesign(budget: number | null, require: DesignRequirements = {}, seed = 0): VehicleDesign | null {
  const list = soundDesigns(budget, require);
  if (list.length === 0) return null;
  // The two dearest are the strongest; vary between them.
  return list[Math.abs(seed) % Math.min(2, list.length)];
}
