// The seam every ruleset fits (docs/rulesets.md): the store, the sim, the fuzz harness and
// the shell talk to a game through this shape only, so none of them needs Dark Future's types.
import { describeEvent } from './explain/describe';
import type * as v from 'valibot';
import type { GameEvent } from './events';
import { playerView } from './explain/playerView';
import { finalReason } from './flow/finality';
import { newGame } from './flow/setup';
import { apply, applyByEvent, legalCommands, pending } from './flow/turn';
import type { GameState } from './types';
import { newRoadGang, rgApply, rgDescribeEvent, rgLegalCommands, rgPending, rgPlayerView, rgInvariantProblems, type RgEvent, type RgState } from './roadGang';
import { RgCommandSchema, RgSetupSchema } from './roadGang/schema';
import { CommandSchema } from './schema/commands';
import { GameSetupSchema } from './schema/setup';
import type { Result } from './types';

export interface RulesetPending {
  kind: string;
  /** Whose decision it is (null when nobody decides). */
  player: string | null;
  vehicle: string | null;
  why: string;
  /** Pass the device before showing this decision. */
  secret: boolean;
}

export interface RulesetResult {
  over: boolean;
  /** The winning side or player (null while playing, or a game with no winner). */
  winner: string | null;
  reason: string;
}

export interface Ruleset<S = unknown, E = unknown> {
  id: string;
  /** The version its saves carry. */
  version: number;
  name: string;
  newGame(setup: unknown, seed: number): Result<{ state: S; events: E[] }, { code: string; message: string }>;
  pending(s: S): RulesetPending;
  legalCommands(s: S): unknown[];
  /** Never throws, never mutates `s`; a refusal is a coded error. */
  apply(s: S, command: unknown): Result<{ state: S; events: E[] }, { code: string; message: string }>;
  describeEvent(e: E, s: S, viewer: string | null): string;
  /**
   * What `player` may know: every secret of the others removed (hidden markers, choices made in
   * secret, the dice to come: the generator's state). src/sim/secrets.test.ts walks every view.
   */
  playerView(s: S, player: string): S;
  result(s: S): RulesetResult;
  players(s: S): { id: string; name: string }[];
  /** The dice an event rolled, in order (empty when none): the log and the dice tray draw them. */
  eventDice(e: E): number[];
  /** The rule an event applied (a page, or a heading of the text), for the log. */
  eventRule(e: E): string;
  /** Properties a state must keep (a loaded save is checked against them); absent: none known here. */
  invariantProblems?(s: S): string[];
  /** The door of its saves (the one schema library): a set-up and one command of its own shape. */
  setupSchema: v.GenericSchema;
  commandSchema: v.GenericSchema;
  /** Why a command may not be taken back (a roll seen, a secret shown), or null; absent: when it rolled dice. */
  finalReason?(before: S, after: S, events: E[]): string | null;
  /** The state after each of a command's events (a replay stepped by event); absent: only the state after it. */
  applyByEvent?(s: S, command: unknown): Result<{ state: S; events: E[]; states: S[] }, { code: string; message: string }>;
  /** The turn (or round) a state is in, from 1 (0 before the first): replays jump to it, saved-games lists show it. */
  turnOf(s: S): number;
  /** Whether an event opens a turn or a phase (a replay steps by them), else null. */
  eventOpens(e: E): 'turn' | 'phase' | null;
  /** What a saved-games list names the game by beside its players (a scenario id). */
  scenarioOf(s: S): string;
}

export const darkFuture: Ruleset<GameState, GameEvent> = {
  id: 'darkFuture',
  // 2: a dead-engined bike's rider abandons it before the turn, not in his phase 1 slot (p69; src/saves/abandonBeforeTurn.ts reads version 1).
  // 3: issue 26's corrections (p12's move order among three or more at one speed, Game Eight's two rolls, the
  // ways out of play, games that can no longer change): a game saved under 2 may be refused partway, and goes on
  // from before the first refused command (src/shell/saves/rulesChanged.ts).
  version: 3,
  name: 'Dark Future',
  newGame: (setup, seed) => {
    const g = newGame(setup, seed);
    return g.ok ? { ok: true, value: { state: g.value, events: [] } } : g;
  },
  pending,
  legalCommands,
  apply: (s, c) => apply(s, c as never),
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
};

export const roadGang: Ruleset<RgState, RgEvent> = {
  id: 'roadGang',
  // 2: the review's corrections (speed becomes -2/-1, range 1, the train rides, victory counts what can still finish):
  // a game saved under 1 may be refused partway, and goes on from before the first refused command.
  version: 2,
  name: 'Road gangs',
  newGame: newRoadGang,
  pending: rgPending,
  legalCommands: rgLegalCommands,
  apply: rgApply,
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
