// One game between seated policies: the loop the arena and the sim's per-player auto play share,
// so an arena game replays as a sim file (docs/sim.md).
import { apply, legalCommands, newGame, pending } from '../engine';
import type { Command, GameEvent, GameSetup, GameState, RuleError } from '../engine';
import { chooserFor, type Chooser, type PolicyId } from './policies';

export interface GameRecord {
  /** won: the game is over; capped: the command cap was reached; error: the engine refused. */
  end: 'won' | 'capped' | 'error';
  state: GameState;
  commands: Command[];
  /** Milliseconds each player's decisions took, in order (decisions with one legal answer are not timed). */
  times: Record<string, number[]>;
  error: (RuleError & { commandIndex: number }) | null;
}

/** The sim's picker interface: a whole number below n. */
export type Below = (n: number) => number;

/** What `onCommand` is told besides the command and the state after it: the state before, the events, how many answers were legal (the arena's audit, src/sim/audit.ts). */
export interface Played {
  before: GameState;
  events: GameEvent[];
  legal: number;
}

/** Plays on from `state` with a chooser per player (`fallback` for any player without one) until the game ends or `maxCommands` are played. */
export function playWith(state: GameState, choosers: Record<string, Chooser>, fallback: Chooser, maxCommands: number, clock: () => number = () => 0, onCommand?: (c: Command, s: GameState, played: Played) => void): GameRecord {
  const commands: Command[] = [];
  const times: Record<string, number[]> = {};
  const stop = (end: GameRecord['end'], error: GameRecord['error'] = null): GameRecord => ({ end, state, commands, times, error });
  while (state.flow.kind !== 'over') {
    if (commands.length >= maxCommands) return stop('capped');
    const p = pending(state);
    const player = p.player ?? state.players[0].id;
    const legal = legalCommands(state);
    if (legal.length === 0) return stop('error', { code: 'INTERNAL', message: 'the game is not over but legalCommands offers nothing', commandIndex: commands.length });
    const t0 = clock();
    const command = (choosers[player] ?? fallback)(state, player).command;
    if (legal.length > 1) (times[player] ??= []).push(clock() - t0);
    const r = apply(state, command);
    if (!r.ok) return stop('error', { ...r.error, commandIndex: commands.length });
    commands.push(command);
    const before = state;
    state = r.value.state;
    onCommand?.(command, state, { before, events: r.value.events, legal: legal.length });
  }
  return stop('won');
}

/** Plays on from `state` with a policy per player until the game ends or `maxCommands` are played. */
export function playFrom(state: GameState, seats: Record<string, PolicyId>, below: Below, maxCommands: number, clock: () => number = () => 0, onCommand?: (c: Command, s: GameState, played: Played) => void): GameRecord {
  const choosers: Record<string, Chooser> = {};
  for (const [player, policy] of Object.entries(seats)) choosers[player] = chooserFor(policy, below);
  return playWith(state, choosers, chooserFor('random', below), maxCommands, clock, onCommand);
}

/** A whole game from a set-up and seed. */
export function playGame(setup: GameSetup, seed: number, seats: Record<string, PolicyId>, below: Below, maxCommands: number, clock?: () => number, onCommand?: (c: Command, s: GameState, played: Played) => void): GameRecord {
  const g = newGame(setup, seed);
  if (!g.ok) throw new Error(`playGame needs a valid setup: ${g.error.code} ${g.error.message}`);
  return playFrom(g.value, seats, below, maxCommands, clock, onCommand);
}
