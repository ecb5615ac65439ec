// The contract every game's rules fit (docs/rulesets.md): the session, the saves, the replay, the
// sim, the fuzz harness and the computer seats talk to a game through this shape only. It names no
// game. Two kinds of game fit it: a game whose legal commands can all be listed ('listed': Dark
// Future, the road-gang game), and a game of continuous moves ('sampled': lengths in inches and
// angles in degrees), whose legalCommands is a finite sample and whose `validate` judges any command.
import type * as v from 'valibot';
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

export interface CodedError {
  code: string;
  message: string;
}

/** One number of a parametric action: a length in inches, an angle in degrees, a count. */
export interface ActionParam {
  name: string;
  /** In the player's words ("distance", "turn"). */
  label: string;
  min: number;
  max: number;
  step: number;
  /** Shown after the value ("in", "°"); empty for a count. */
  unit: string;
  /** The value offered first. */
  initial: number;
}

/**
 * A family of commands the UI and the computer fill in: the command is `{ ...template, [p.name]: value }`
 * for each param (a value between min and max on the step). Whether a filled command is legal is `validate`'s call.
 */
export interface ParamAction {
  kind: string;
  label: string;
  vehicle: string | null;
  template: Record<string, unknown>;
  params: ActionParam[];
}

export type Validation = { ok: true } | { ok: false; error: CodedError };

export interface Ruleset<S = unknown, E = unknown> {
  id: string;
  /** The version its saves carry. */
  version: number;
  name: string;
  /** 'listed': legalCommands lists every legal command; 'sampled': a finite sample of them (continuous moves). */
  commandKind: 'listed' | 'sampled';
  newGame(setup: unknown, seed: number): Result<{ state: S; events: E[] }, CodedError>;
  pending(s: S): RulesetPending;
  /** Every legal command ('listed'), or a finite sample of them for random play, fuzzing and the computer ('sampled'); every one is accepted. */
  legalCommands(s: S): unknown[];
  /** Whether `apply` would accept a command, without rolling a die or changing `s`; a refusal is apply's own coded error. */
  validate(s: S, command: unknown): Validation;
  /** The parametric actions of the pending decision (a game of continuous moves); absent: every action is in legalCommands. */
  actions?(s: S): ParamAction[];
  /** Never throws, never mutates `s`; a refusal is a coded error. */
  apply(s: S, command: unknown): Result<{ state: S; events: E[] }, CodedError>;
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
  applyByEvent?(s: S, command: unknown): Result<{ state: S; events: E[]; states: S[] }, CodedError>;
  /** The turn (or round) a state is in, from 1 (0 before the first): replays jump to it, saved-games lists show it. */
  turnOf(s: S): number;
  /** Whether an event opens a turn or a phase (a replay steps by them), else null. */
  eventOpens(e: E): 'turn' | 'phase' | null;
  /** What a saved-games list names the game by beside its players (a scenario id). */
  scenarioOf(s: S): string;
  /**
   * A file saved under an older `version` whose commands meant something else: the raw command list
   * rewritten as far up as it can be, with the version it now reads as (what is still older is left
   * to the session's rules-changed step, src/shell/saves/rulesChanged.ts). Absent: every version reads as written.
   */
  upgrade?(setup: unknown, seed: number, version: number, commands: readonly unknown[]): { version: number; commands: unknown[] };
}

/** The computer at a seat: a pure choice from what that player may see. */
export interface ComputerDriver<S = unknown> {
  /** Its levels, weakest first ('random' is the yardstick every game has). */
  levels: readonly string[];
  /**
   * The command the computer plays for `player`: it sees only `view` (the ruleset's playerView for
   * that player), chooses among `legal` (the ruleset's legalCommands of the real state, which hold no
   * secret), and draws any chance from `rand` (seeded by the caller, so a game replays).
   */
  decide(view: S, legal: readonly unknown[], player: string, level: string, rand: () => number): unknown;
}

/**
 * `validate` for a game whose apply is cheap enough to try: apply is pure (its dice come from the
 * generator in the state), so trying a command and dropping the state it makes changes nothing.
 */
export function validateByApply<S>(r: Pick<Ruleset<S>, 'apply'>, s: S, command: unknown): Validation {
  const out = r.apply(s, command);
  return out.ok ? { ok: true } : { ok: false, error: out.error };
}
