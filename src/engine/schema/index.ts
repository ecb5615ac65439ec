// The door's schemas, for the store and the sim to build their file formats on (saves, sim
// files, the garage's store): one schema library and one set of limits for all of them.
export { anyObject, describeIssue, id, int, list, oneOf, parseAt, text, ID_MAX, type SchemaProblem } from './common';
export { ActionSchema, CommandSchema, parseCommand } from './commands';
export { DiceSchema, GameSetupSchema, MAX_DICE, SeedSchema, parseSeed, parseSetup } from './setup';
export { DesignSchema } from './design';
