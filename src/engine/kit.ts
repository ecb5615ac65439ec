// The engine's generic building blocks with no rules in them, for the app's first screen (issue
// 27's budget): the schema kit the shell reads files with, the seeded generator, the scenarios'
// names. Importing the engine's index instead would bring every rule along; the index re-exports
// these too.
export * as schemaKit from './schema/common';
export { mulberry32 } from './rng';
export { SCENARIO_LABELS, scenarioTitle } from './scenarios/labels';
