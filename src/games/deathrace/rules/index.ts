// Deathrace 40,000 (seeds/004) as a Ruleset (src/engine/contract.ts): a game of continuous moves,
// so legalCommands is a sample and validate judges any command (rules.ts), without rolling a die.
import type { Ruleset } from '../../../engine/contract';
import { drDescribeEvent } from './describe';
import { readingName } from './readings';
import { drInvariantProblems } from './invariants';
import { drActions, drLegalCommands, drPending } from './options';
import { DrCommandSchema, DrSetupSchema } from './schema';
import { newDeathrace } from './setup';
import { drApply, judge } from './turn';
import type { DrEvent, DrState } from './types';

export * from './types';
export { READINGS, readingOf, type DrReading } from './readings';
export { STOCK, MODULES, BALLISTIC_TABLE, LOCATION_TABLE, TEAM_BUDGET, LAPS_DEFAULT, LAPS_MAX, stockOf, type StockVehicle, type ModuleStats } from './data';
export { TRACKS, TRACK_IDS, trackOf, type Track, type Gate, type Ramp, type Rect } from './tracks';
export { rampTop } from './course';
export { footprint, rangeBetween } from './table';
export { ENCOUNTER_DIE } from './encounter';
export { ENCOUNTER_WORDS } from './words';
export { newDeathrace, drApply, drLegalCommands, drActions, drPending, drDescribeEvent, drInvariantProblems };
export { DrCommandSchema, DrSetupSchema };
export { drPreviewMove, type DrMovePreview } from './preview';
/** A sampled move along the track's racing line (the computer may start from it). */
export { racingMove } from './options';
export { CREW_WEAPONS, RACES, RACE_IDS, WALK, type RaceStats } from './data';

/**
 * Nothing on this table is hidden: every player sees all of it. The dice to come are not on the
 * table: the generator's seed, state and forced dice are blanked (the count rolled stays).
 */
export const drPlayerView = (s: DrState): DrState => ({ ...s, rng: { seed: 0, s: 0, forced: [], rolls: s.rng.rolls } });

export const deathrace: Ruleset<DrState, DrEvent> = {
  id: 'deathrace',
  version: 1,
  name: 'Deathrace 40,000',
  commandKind: 'sampled',
  newGame: newDeathrace,
  pending: drPending,
  legalCommands: drLegalCommands,
  validate: (s, c) => {
    const j = judge(s, c);
    return j.ok ? { ok: true } : { ok: false, error: j.error };
  },
  actions: drActions,
  apply: drApply,
  describeEvent: (e, s) => drDescribeEvent(e, s),
  playerView: drPlayerView,
  result: (s) => (s.flow.kind === 'over' ? { over: true, winner: s.flow.winner, reason: s.flow.reason } : { over: false, winner: null, reason: '' }),
  players: (s) => s.players,
  eventDice: (e) => e.dice,
  eventRule: (e) => (e.rule === 'Our reading' ? `Our reading (${e.reading ? readingName(e.reading) : 'house rule'})` : e.rule),
  invariantProblems: drInvariantProblems,
  setupSchema: DrSetupSchema,
  commandSchema: DrCommandSchema,
  // A command that rolled a die cannot be taken back: its result has been seen.
  finalReason: (before, after) => (after.rng.rolls !== before.rng.rolls ? 'dice were rolled' : null),
  // A round is the game's turn (every vehicle acts once); a vehicle's turn is a phase of it.
  turnOf: (s) => s.round,
  eventOpens: (e) => (e.type === 'roundStart' ? 'turn' : e.type === 'turnStart' ? 'phase' : null),
  scenarioOf: (s) => `deathrace (${s.options.track}, ${s.options.laps} laps)`,
};
