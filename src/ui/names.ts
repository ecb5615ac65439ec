// Names for players and cars, as the players typed them.
import { mountWords, type GameState, type Mount, type WeaponType } from '../engine';

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

/** The mounts in words: the engine's table (data/idWords.ts), so the log and the sheets agree. */
export const mountLabel = (m: Mount): string => mountWords(m);

/** Odds from the engine (fractions 0..1) as whole percentages. */
export const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** A short name for weapon marks and link names: 'MG', 'GL40', 'OIL'. */
export const WEAPON_SHORT: Record<WeaponType, string> = {
  machineGun: 'MG', autocannon15: 'AC', grenade20: 'GL20', combatLaser: 'LAS', chainGun: 'CG', grenade40: 'GL40', heavyLaser: 'HLAS', missilePod: 'MSL',
  // Lightweight (bike) weapons: 'L-' in front, as a mark a player reads ('lwMG' read as an identifier, issue 29).
  lwMachineGun: 'L-MG', lwGrenade20: 'L-GL', lwCombatLaser: 'L-LAS', rag40: 'RAG', oil: 'OIL', mines: 'MINE', smoke: 'SMK', spikes: 'SPK',
  lwOil: 'L-OIL', lwMines: 'L-MINE', lwSmoke: 'L-SMK', lwSpikes: 'L-SPK',
};

