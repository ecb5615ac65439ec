// Names for players and cars, as the players typed them.
import type { GameState, Mount, WeaponType } from '../engine';

export function playerName(s: GameState | null, id: string | null): string {
  if (!s || !id) return '';
  return s.players.find((p) => p.id === id)?.name ?? id;
}

export function vehicleName(s: GameState | null, id: string | null): string {
  if (!s || !id) return '';
  return s.vehicles.find((v) => v.id === id)?.name ?? id;
}

/** "Ann's lead car" style: the car and its driver. */
export function carAndDriver(s: GameState | null, id: string | null): string {
  const v = s?.vehicles.find((x) => x.id === id);
  if (!s || !v) return '';
  return `${v.name} (${playerName(s, v.owner)})`;
}

const MOUNT_LABELS: Record<Mount, string> = {
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

export const mountLabel = (m: Mount): string => MOUNT_LABELS[m] ?? m;

/** Odds from the engine (fractions 0..1) as whole percentages. */
export const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** A short name for weapon marks and link names: 'MG', 'GL40', 'OIL'. */
export const WEAPON_SHORT: Record<WeaponType, string> = {
  machineGun: 'MG', autocannon15: 'AC', grenade20: 'GL20', combatLaser: 'LAS', chainGun: 'CG', grenade40: 'GL40', heavyLaser: 'HLAS', missilePod: 'MSL',
  lwMachineGun: 'lwMG', lwGrenade20: 'lwGL', lwCombatLaser: 'lwLAS', rag40: 'RAG', oil: 'OIL', mines: 'MINE', smoke: 'SMK', spikes: 'SPK',
  lwOil: 'lwOIL', lwMines: 'lwMINE', lwSmoke: 'lwSMK', lwSpikes: 'lwSPK',
};

