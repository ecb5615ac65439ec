// Dark Future's computer as a request answered (src/shell/think.ts, issue 30): the one function
// both the page (in-thread, computerSlice.ts) and the worker (src/games/computers.ts) run, so the
// two choose the same command. Its driver's decide is src/ai's as it was; it is handed the
// player's view, which decide hides again to the same view (playerView of a view is that view).
import { decide, type Level } from '../ai';
import type { GameState } from '../engine';
import type { ThinkAnswer, ThinkRequest } from '../shell/think';

export function darkFutureAnswer(req: ThinkRequest): ThinkAnswer {
  const d = decide(req.view as GameState, req.player, req.level as Level);
  return { command: d.command, reason: d.reason };
}
