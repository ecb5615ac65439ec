// The shape of one bench row, shared by bench.ts (Dark Future's scenario rows) and
// benchRuleset.ts (any ruleset's row through the seam), so that neither imports the other.

/** The first game that went wrong: its seed, which command, and the engine's refusal. */
export interface BenchError {
  seed: number;
  commandIndex: number;
  code: string;
  message: string;
}

/** One further scenario's playouts: set-up rolls and objections included. */
export interface DesignedGames {
  scenario: string;
  /** Uncounted games played first (warmupMs), so this row does not time the JIT compiling its rules. */
  warmupGames: number;
  games: number;
  completed: number;
  capped: number;
  errors: number;
  firstError: BenchError | null;
  completedPerSecond: number;
  /** Mean time of one apply, to compare per command with Game One's straight road. */
  applyMeanMs: number;
  /**
   * Game One's mean apply time over Game One games played in turn with this row's, one after each
   * of its games (0: none played, the row is compared with the Game One row). A shared machine's
   * speed drifts from second to second: timed seconds apart, the same build's rows against Game
   * One read anywhere from 1.3x to 2.5x; timed in turn, both meet the same drift.
   */
  gameOneApplyMeanMs: number;
  /**
   * CPU time of a whole command, in µs: each game's CPU time over its commands (legalCommands, the
   * random pick and apply, and the game's set-up), as issue 31 counts a command. apply alone no
   * longer says it: apply now works out the next decision's legal list, which legalCommands then reads.
   */
  commandCpuUs: number;
  /** The same of the Game One games played in turn with this row's (0: none played). */
  gameOneCommandCpuUs: number;
}
