// The engine's public API (DESIGN.md "Engine API").
export * from './types';
export type { GameEvent, EventType } from './events';
export { newGame, SCENARIOS, type GameSetup, type ScenarioId } from './setup';
export { pending, legalCommands, apply } from './turn';
export { previewAction, type ActionPreview } from './preview';
export { describeEvent, describeAction } from './describe';
export { fireCorridor, eligibleTarget, hitChance, hitModifiers } from './shooting';
export { hazardOdds, optimumControl, adverseControl } from './hazards';
export { controlLossOdds } from './controlLoss';
export { speedFactor, SPIN_TEMPLATE, spinTemplate } from './data/tables';
export { VEHICLES } from './data/vehicles';
export { WEAPONS } from './data/weapons';
export * from './design';
export { OFFENSIVE, DEFENSIVE, LOADOUT_TABLES, DRIVE_SKILL_TABLE, START_SPEED, type Loadout } from './data/gameThree';
export * as grid from './grid';
export * as geometry from './geometry';
