// Dark Future's computer as the shell's ComputerDriver (src/engine/contract.ts), so a player of the
// game server (server/table.ts) or any other holder of the rules module seats it as it seats every
// game's. It is the driver of src/ai, the one the page runs (src/store/computerAnswer.ts, in the
// worker through src/games/computers.ts): decide hides the state again to `player`'s view (the view
// it is handed, since playerView of a view is that view), lists its own commands from that view
// (the real state's `legal` hold no more), and draws its chances from a generator seeded by the
// view itself (src/ai/search.ts), so it needs no `rand` and the same position gets the same move.
import { decide, LEVELS, type Level } from '../../ai';
import type { ComputerDriver, GameState } from '../../engine';

export const darkFutureComputer: ComputerDriver<GameState> = {
  levels: LEVELS,
  decide(view, _legal, player, level) {
    if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`the Dark Future computer has no level '${level}' (it has ${LEVELS.join(', ')})`);
    return decide(view, player, level as Level).command;
  },
};

/** The levels too slow for a game server of one thread: the driver's own list (src/ai/policies.ts). */
export { SLOW_LEVELS } from '../../ai';
