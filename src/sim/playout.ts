// One game played by uniformly random legal commands, for the bench and the fuzz test. It picks
// exactly as the sim's auto mode {policy: 'random', seed} does, so any game found here replays
// with `npm run sim` from a file that names the same seed (see randomGameFile).
import { apply, legalCommands, newGame } from '../engine';
import type { Command, GameEvent, GameSetup, GameState, RuleError } from '../engine';
import { picker } from './prng';
import { deepFreeze } from './deepFreeze';

export const GAME_ONE_SETUP: GameSetup = {
  scenario: 'gameOne',
  players: [
    { id: 'p1', name: 'Player 1' },
    { id: 'p2', name: 'Player 2' },
  ],
};

export const COMMAND_CAP = 300;

export interface Step {
  before: GameState;
  command: Command;
  /** Every command legalCommands offered in `before`. */
  legal: Command[];
  after: GameState;
  events: GameEvent[];
}

export interface Playout {
  seed: number;
  /** won: the game is over; capped: the command cap was reached; error: the engine refused or threw. */
  end: 'won' | 'capped' | 'error';
  commands: Command[];
  state: GameState;
  error: (RuleError & { commandIndex: number; command?: Command }) | null;
}

export interface PlayoutOptions {
  setup?: GameSetup;
  maxCommands?: number;
  /** Called after each applied command (the fuzz test checks invariants here). */
  onStep?: (step: Step) => void;
  /** A nanosecond clock: when given, the time of each apply call is passed to `onApplyTime`. */
  clock?: () => bigint;
  onApplyTime?: (ns: number) => void;
  /** Narrows the legal commands before the random pick (a variant's set-up choices, advancedSetups.ts). */
  steer?: (state: GameState, legal: Command[]) => Command[];
  /** Deep-freeze each state before it is applied (the fuzz suites' frozen-argument oracle, deepFreeze.ts). */
  freeze?: boolean;
  /** Play on from this state (a replayed game) instead of a new game of `setup`; `commands` then lists only the new ones. */
  start?: GameState;
  /** Asked after each command: true stops the game there, as the command cap does (the no-progress oracle, stall.ts). */
  halt?: (state: GameState) => boolean;
}

const thrown = (where: string, e: unknown): RuleError => ({ code: 'INTERNAL', message: `${where} threw: ${e instanceof Error ? e.message : String(e)}` });

/** The sim file that replays this playout (docs/sim.md). */
export function randomGameFile(seed: number, setup: GameSetup = GAME_ONE_SETUP, maxCommands = COMMAND_CAP) {
  return { setup, seed, auto: { policy: 'random' as const, maxCommands, seed } };
}

export function playRandom(seed: number, opts: PlayoutOptions = {}): Playout {
  const g = opts.start ? ({ ok: true, value: opts.start } as const) : newGame(opts.setup ?? GAME_ONE_SETUP, seed);
  if (!g.ok) throw new Error(`playRandom needs a valid setup: ${g.error.code} ${g.error.message}`);
  const chooser = picker(seed);
  const max = opts.maxCommands ?? COMMAND_CAP;
  const commands: Command[] = [];
  let state = g.value;
  const stop = (end: Playout['end'], error: Playout['error'] = null): Playout => ({ seed, end, commands, state, error });
  while (state.flow.kind !== 'over') {
    if (commands.length >= max) return stop('capped');
    const index = commands.length;
    if (opts.freeze) deepFreeze(state);
    let legal: Command[];
    try {
      legal = legalCommands(state);
    } catch (e) {
      return stop('error', { ...thrown('legalCommands', e), commandIndex: index });
    }
    if (legal.length === 0) return stop('error', { code: 'INTERNAL', message: 'the game is not over but legalCommands offers nothing', commandIndex: index });
    if (opts.steer) legal = opts.steer(state, legal);
    if (legal.length === 0) return stop('error', { code: 'INTERNAL', message: 'the variant steered away every legal command', commandIndex: index });
    const command = chooser.pick(legal);
    let r: ReturnType<typeof apply>;
    const t0 = opts.clock?.();
    try {
      r = apply(state, command);
    } catch (e) {
      return stop('error', { ...thrown('apply', e), commandIndex: index, command });
    }
    if (t0 !== undefined) opts.onApplyTime?.(Number(opts.clock!() - t0));
    if (!r.ok) return stop('error', { ...r.error, commandIndex: index, command });
    commands.push(command);
    opts.onStep?.({ before: state, command, legal, after: r.value.state, events: r.value.events });
    state = r.value.state;
    if (state.flow.kind !== 'over' && opts.halt?.(state)) return stop('capped');
  }
  return stop('won');
}
