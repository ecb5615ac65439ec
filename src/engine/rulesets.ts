// The seam every ruleset fits (docs/rulesets.md): the store, the sim, the fuzz harness and
// the shell talk to a game through this shape only, so none of them needs Dark Future's types.
import { describeEvent } from './explain/describe';
import type { GameEvent } from './events';
import { playerView } from './explain/playerView';
import { finalReason } from './flow/finality';
import { ABANDON_BEFORE_TURN, abandonBeforeTurn } from './flow/abandonBeforeTurn';
import { newGame } from './flow/setup';
import { apply, applyByEvent, legalCommands, pending } from './flow/turn';
import type { GameState } from './types';
import { newRoadGang, rgApply, rgDescribeEvent, rgLegalCommands, rgPending, rgPlayerView, rgInvariantProblems, type RgEvent, type RgState } from './roadGang';
import { RgCommandSchema, RgSetupSchema } from './roadGang/schema';
import { CommandSchema } from './schema/commands';
import { GameSetupSchema } from './schema/setup';
import { validateByApply, type Ruleset } from './contract';

export type { ActionParam, CodedError, ParamAction, Ruleset, RulesetPending, RulesetResult, Validation } from './contract';

export const darkFuture: Ruleset<GameState, GameEvent> = {
  id: 'darkFuture',
  // 2: a dead-engined bike's rider abandons it before the turn, not in his phase 1 slot (p69; `upgrade` rewrites a version-1 list, flow/abandonBeforeTurn.ts).
  // 3: issue 26's corrections (p12's move order among three or more at one speed, Game Eight's two rolls, the
  // ways out of play, games that can no longer change): a game saved under 2 may be refused partway, and goes on
  // from before the first refused command (src/shell/saves/rulesChanged.ts).
  version: 3,
  name: 'Dark Future',
  commandKind: 'listed',
  newGame: (setup, seed) => {
    const g = newGame(setup, seed);
    return g.ok ? { ok: true, value: { state: g.value, events: [] } } : g;
  },
  pending,
  legalCommands,
  apply: (s, c) => apply(s, c as never),
  validate: (s, c) => validateByApply(darkFuture, s, c),
  describeEvent,
  playerView,
  result: (s) => ({ over: s.flow.kind === 'over', winner: s.winner?.side ?? null, reason: s.winner?.reason ?? '' }),
  players: (s) => s.players,
  eventDice: (e) => e.dice,
  eventRule: (e) => e.rule,
  setupSchema: GameSetupSchema,
  commandSchema: CommandSchema,
  finalReason,
  applyByEvent: (s, c) => applyByEvent(s, c as never),
  turnOf: (s) => s.turn,
  eventOpens: (e) => (e.type === 'turnStart' ? 'turn' : e.type === 'phaseStart' ? 'phase' : null),
  scenarioOf: (s) => s.scenario,
  upgrade: (setup, seed, version, commands) =>
    version >= ABANDON_BEFORE_TURN || commands.length === 0 ? { version, commands: [...commands] } : { version: ABANDON_BEFORE_TURN, commands: abandonBeforeTurn(setup, seed, commands) },
};

export const roadGang: Ruleset<RgState, RgEvent> = {
  id: 'roadGang',
  // 2: the review's corrections (speed becomes -2/-1, range 1, the train rides, victory counts what can still finish):
  // a game saved under 1 may be refused partway, and goes on from before the first refused command.
  version: 2,
  name: 'Road gangs',
  commandKind: 'listed',
  newGame: newRoadGang,
  pending: rgPending,
  legalCommands: rgLegalCommands,
  apply: rgApply,
  validate: (s, c) => validateByApply(roadGang, s, c),
  describeEvent: (e, s) => rgDescribeEvent(s, e),
  playerView: rgPlayerView,
  result: (s) => (s.flow.kind === 'over' ? { over: true, winner: s.flow.winner, reason: s.flow.reason } : { over: false, winner: null, reason: '' }),
  players: (s) => s.players,
  eventDice: (e) => e.dice,
  eventRule: (e) => e.rule,
  invariantProblems: rgInvariantProblems,
  setupSchema: RgSetupSchema,
  commandSchema: RgCommandSchema,
  // A round is the game's turn (every vehicle moves once); a vehicle's turn is a phase of it.
  turnOf: (s) => s.round,
  eventOpens: (e) => (e.type === 'roundStart' ? 'turn' : e.type === 'turnStart' ? 'phase' : null),
  scenarioOf: (s) => (s.options.train || s.options.gyrocopter ? `roadGang (${[s.options.train ? 'train' : '', s.options.gyrocopter ? 'gyrocopter' : ''].filter(Boolean).join(', ')})` : 'roadGang'),
};

export const RULESETS: readonly Ruleset[] = [darkFuture as Ruleset, roadGang as Ruleset];

export const rulesetOf = (id: string): Ruleset | undefined => RULESETS.find((r) => r.id === id);
