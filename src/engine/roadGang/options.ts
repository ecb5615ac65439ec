// What a vehicle may do in each phase of its turn, as the commands that do it. Legality, the
// flow's "is there anything to decide here" and the odds all read this one list.
import { READINGS, ROAD_LENGTH, equipmentOf } from './data';
import { byId, enemyOf, firstUsable, inPlay, isGyro, isTrain, speedOf, usable } from './stats';
import type { RgCommand, RgFlow, RgState, RgVehicle } from './types';

type Turn = Extract<RgFlow, { kind: 'turn' }>;

export const distance = (a: RgVehicle, b: RgVehicle): number => Math.abs(a.segment - b.segment);

/** Vehicles in the same segment that this one may hand crew to ("Ride phase"); the text sets no limit to how many they take (READINGS.crewCapacity). */
export function transferTargets(s: RgState, v: RgVehicle, player: string): RgVehicle[] {
  if (isGyro(v)) return [];
  return s.vehicles.filter((u) =>
    u !== v && u.segment === v.segment && !isGyro(u) &&
    (u.status === 'abandoned' || (inPlay(u) && u.owner === player)));
}

function dropOptions(v: RgVehicle, by: string): RgCommand[] {
  const out: RgCommand[] = [];
  for (const kind of ['tinTacks', 'oilDropper'] as const) {
    const it = firstUsable(v, kind);
    if (it) out.push({ type: 'drop', by, item: it.id });
  }
  return out;
}

function rideOptions(s: RgState, v: RgVehicle, f: Turn): RgCommand[] {
  const out: RgCommand[] = f.stuck ? [] : [{ type: 'ride', by: f.player }];
  for (const u of transferTargets(s, v, f.player)) {
    for (let crew = 1; crew <= v.crew; crew++) out.push({ type: 'transfer', by: f.player, to: u.id, crew });
  }
  return out;
}

/** The ride's choices once the dice are down: direction, how much of a positive modifier to add, nitros, chutes. */
export function moveOptions(v: RgVehicle, f: Turn): RgCommand[] {
  const train = isTrain(v);
  const dirs = (train ? ['forward'] : ['forward', 'backward']) as ('forward' | 'backward')[];
  const nitros = train && READINGS.trainIgnoresSpeed ? undefined : firstUsable(v, 'nitros');
  const chutes = firstUsable(v, 'dragChutes');
  const out: RgCommand[] = [];
  for (const direction of dirs) {
    if (direction === 'forward' ? v.segment >= ROAD_LENGTH : v.segment <= 1) continue;
    for (const n of nitros ? [null, nitros.id] : [null]) {
      const mod = train ? 0 : speedOf(v) + (n ? equipmentOf('nitros').speedBoost : 0);
      for (let boost = 0; boost <= Math.max(0, mod); boost++) {
        for (const c of chutes ? [null, chutes.id] : [null]) out.push({ type: 'move', by: f.player, direction, boost, nitros: n, chutes: c });
      }
    }
  }
  return out;
}

function missileOptions(s: RgState, v: RgVehicle, f: Turn): RgCommand[] {
  const out: RgCommand[] = [];
  for (const it of v.items) {
    const e = equipmentOf(it.kind);
    if (e.range < 1 || !usable(it) || f.fired.includes(it.id)) continue;
    for (const u of s.vehicles) {
      if (!enemyOf(u, f.player) || distance(u, v) > e.range) continue;
      out.push({ type: 'fire', by: f.player, weapon: it.id, target: u.id, aim: 'crew' });
      if (!(isGyro(u) && READINGS.gyroFlies)) out.push({ type: 'fire', by: f.player, weapon: it.id, target: u.id, aim: 'tyres' });
    }
  }
  return out;
}

/** Ram and hand-to-hand: an enemy in the same segment, neither a gyrocopter. */
function closeOptions(s: RgState, v: RgVehicle, f: Turn): RgCommand[] {
  if (isGyro(v)) return [];
  return s.vehicles.filter((u) => enemyOf(u, f.player) && u.segment === v.segment && !isGyro(u)).map((u) => ({ type: 'attack', by: f.player, target: u.id }));
}

/** The choices of the turn's current phase, not counting "pass". */
export function phaseOptions(s: RgState, v: RgVehicle, f: Turn): RgCommand[] {
  switch (f.phase) {
    case 'drop': return dropOptions(v, f.player);
    case 'ride': return rideOptions(s, v, f);
    case 'move': return moveOptions(v, f);
    case 'missile': return missileOptions(s, v, f);
    case 'ram':
    case 'hth': return closeOptions(s, v, f);
  }
}

export const turnVehicle = (s: RgState, f: Turn): RgVehicle => byId(s, f.vehicle)!;
