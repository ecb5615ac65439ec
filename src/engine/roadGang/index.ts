// The road-gang game's engine (seeds/003): the same API shape as Dark Future's.
export * from './types';
export { newRoadGang } from './setup';
export { rgPending, rgLegalCommands, rgApply } from './turn';
export { rgDescribeEvent } from './describe';
export { endIf as rgEndIf, slowGangCount, SLOW_GANG_NEEDS } from './victory';
export { VEHICLE_TABLE, EQUIPMENT_TABLE, ARMORED_TRAIN, GYROCOPTER, READINGS, ROAD_LENGTH, equipmentOf, type RgRule, type RgEquipment, type RgVehicleStats } from './data';
export { speedOf, mnvrOf, armorOf, sizeOf, ramOf, hthOf, capacityOf, statsOf } from './stats';
export { evadeChance, rideDistance } from './ride';
export { beatChance, attackModifier } from './missile';
export { contestModifier } from './melee';
export { RgCommandSchema, RgSetupSchema } from './schema';

import type { RgState } from './types';
/** Nothing in this game is hidden: every player sees the whole table. */
export const rgPlayerView = (s: RgState): RgState => s;
export { rgPreview, type RgOdds } from './preview';
export { rgInvariantProblems } from './invariants';
export { rgDescribeCommand } from './commandWords';
