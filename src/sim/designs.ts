// Fixed, legal Game Four cars (p88: a Renegade and at least one weapon for $50,000, the car
// included) for the bench and the fuzz test, and the set-ups that pit them against each other.
import type { GameSetup, VehicleDesign } from '../engine';

export const GAME_FOUR_DESIGNS: VehicleDesign[] = [
  // $48,000, weight 425: two linked wing MGs (p82) and an oil layer
  { name: 'Twin Guns', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'mg' }, { type: 'machineGun', mount: 'wingRight', link: 'mg' }, { type: 'oil', mount: 'passive' }] },
  // $50,000, weight 250: a heavy weapon on the hood
  { name: 'Boomer', kind: 'renegade', weapons: [{ type: 'grenade40', mount: 'hood' }] },
  // $50,000, weight 275: a laser on the hood, an MG on the roof
  { name: 'Sparks', kind: 'renegade', weapons: [{ type: 'combatLaser', mount: 'hood' }, { type: 'machineGun', mount: 'roof' }] },
  // $45,500, weight 300: a 20mm GL and pattern mines
  { name: 'Minefield', kind: 'renegade', weapons: [{ type: 'grenade20', mount: 'hood' }, { type: 'mines', mount: 'passive' }] },
  // $50,000, weight 300: an autocannon and a lightweight RAG tube on a wing (p84: as a medium weapon)
  { name: 'One Shot', kind: 'renegade', weapons: [{ type: 'autocannon15', mount: 'hood' }, { type: 'rag40', mount: 'wingLeft' }] },
];

const PLAYERS = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

/** Game i of a run: every pairing of the designs in turn (a design may meet itself). */
export function gameFourSetup(i: number): GameSetup {
  const n = GAME_FOUR_DESIGNS.length;
  const a = GAME_FOUR_DESIGNS[i % n];
  const b = GAME_FOUR_DESIGNS[(i + Math.floor(i / n)) % n];
  return { scenario: 'gameFour', players: PLAYERS, designs: { p1: a, p2: b } };
}

export const GAME_THREE_SETUP: GameSetup = { scenario: 'gameThree', players: PLAYERS };
