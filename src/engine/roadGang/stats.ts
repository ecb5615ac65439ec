// A vehicle's modifiers as the card shows them: the table's row plus its equipment plus what the
// game has done to it. Every phase asks here; nothing adds modifiers on its own.
import { ARMORED_TRAIN, GYROCOPTER, TRAIN_RAM, VEHICLE_TABLE, equipmentOf, type RgEquipment, type RgVehicleStats, type RgVehicleType } from './data';
import type { RgItem, RgState, RgVehicle } from './types';

export function statsOf(type: RgVehicleType): RgVehicleStats {
  if (type === 'armoredTrain') return ARMORED_TRAIN;
  if (type === 'gyrocopter') return GYROCOPTER;
  return VEHICLE_TABLE.find((r) => r.type === type)!;
}

const sum = (v: RgVehicle, f: (e: RgEquipment) => number) => v.items.reduce((n, it) => n + f(equipmentOf(it.kind)), 0);

/** The card's speed modifier: the table's row plus equipment (modified engine). */
export const cardSpeedOf = (v: RgVehicle): number => statsOf(v.type).speed + sum(v, (e) => e.speed);
/** The speed modifier now: the card's, or the value tacks, tyres or a lost ram set for good. */
export const speedOf = (v: RgVehicle): number => v.speedFixed ?? cardSpeedOf(v);

/** "Speed becomes X permanently" (READINGS.speedBecomes): set to X, never raised by it. */
export function fixSpeed(v: RgVehicle, to: number): { from: number; to: number } {
  const from = speedOf(v);
  v.speedFixed = Math.min(from, to);
  return { from, to: v.speedFixed };
}
export const mnvrOf = (v: RgVehicle): number => statsOf(v.type).mnvr;
export const armorOf = (v: RgVehicle): number => statsOf(v.type).armor + sum(v, (e) => e.armor);
export const sizeOf = (v: RgVehicle): number => statsOf(v.type).size;
export const ramOf = (v: RgVehicle): number => sum(v, (e) => e.ram) + (v.type === 'armoredTrain' ? TRAIN_RAM : 0);
export const hthOf = (v: RgVehicle): number => sum(v, (e) => e.hth);
/** Its crew as rolled: the table's crew plus passengers (no limit on crew taken on later, READINGS.crewCapacity). */
export const capacityOf = (v: RgVehicle): number => statsOf(v.type).crew + sum(v, (e) => e.crew);

export const isTrain = (v: RgVehicle): boolean => v.type === 'armoredTrain';
export const isGyro = (v: RgVehicle): boolean => v.type === 'gyrocopter';

export const byId = (s: RgState, id: string): RgVehicle | undefined => s.vehicles.find((v) => v.id === id);

/** An item that still has a use (or has no limit). */
export const usable = (it: RgItem): boolean => it.uses === null || it.uses > 0;

/** The first usable item of a kind, as offered to the player. */
export const firstUsable = (v: RgVehicle, kind: RgItem['kind']): RgItem | undefined => v.items.find((it) => it.kind === kind && usable(it));

export function spend(it: RgItem): void {
  if (it.uses !== null) it.uses -= 1;
}

/** On the road and crewed by a player. */
export const inPlay = (v: RgVehicle): boolean => v.status === 'active';

/** An enemy of `player`: in play, crewed by someone else. */
export const enemyOf = (v: RgVehicle, player: string): boolean => inPlay(v) && v.owner !== null && v.owner !== player;

/** "Better speed or maneuverability": the target may try to avoid a ram or hand-to-hand contest.
 *  The card's values: drag chutes and nitros count only in a ride (READINGS.chutesInComparison). */
export const mayAvoid = (attacker: RgVehicle, target: RgVehicle): boolean =>
  speedOf(target) > speedOf(attacker) || mnvrOf(target) > mnvrOf(attacker);
