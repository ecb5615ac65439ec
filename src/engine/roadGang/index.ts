// The road-gang game's engine (seeds/003): the same API shape as Dark Future's.
export * from './types';
export { newRoadGang } from './setup';
export { rgPending, rgLegalCommands, rgApply } from './turn';
export { rgDescribeEvent } from './describe';
export { endIf as rgEndIf, slowGangCount, SLOW_GANG_NEEDS } from './victory';
export { VEHICLE_TABLE, EQUIPMENT_TABLE, ARMORED_TRAIN, GYROCOPTER, READINGS, ROAD_LENGTH, ROUND_LIMITS, equipmentOf, type RgRule, type RgEquipment, type RgVehicleStats } from './data';
export { speedOf, mnvrOf, armorOf, sizeOf, ramOf, hthOf, capacityOf, statsOf } from './stats';
export { evadeChance, rideDistance } from './ride';
export { beatChance, attackModifier } from './missile';
export { contestModifier } from './melee';
export { RgCommandSchema, RgSetupSchema } from './schema';

import type { RgState } from './types';
/**
 * Nothing on this game's table is hidden: every player sees the whole of it. The dice to come are
 * not on the table: the generator's seed, state and forced dice are blanked (the count of dice
 * rolled stays), so a driver deciding from the view cannot foresee a roll.
 */
export const rgPlayerView = (s: RgState): RgState => ({ ...s, rng: { seed: 0, s: 0, forced: [], rolls: s.rng.rolls } });
/** A player's gang in words: 'Slow Gang', 'Fast Gang', or, before the players have chosen, 'gang to be chosen'. */
export const gangWord = (s: RgState, player: string): string => (s.slowGang === '' ? 'gang to be chosen' : player === s.slowGang ? 'Slow Gang' : 'Fast Gang');
export { rgPreview, type RgOdds } from './preview';
export { rgInvariantProblems } from './invariants';
export { rgDescribeCommand } from './commandWords';
