// The games' computers as the worker runs them (issue 30; the worker is computerWorker.ts). The
// worker does not import the registry: that would bring every game's house into it (Dark Future's
// store, panels and saves, which read the page's storage), so it takes each game's driver alone,
// one line a game. computers.test.ts checks this list against the registry's drivers. Each answer
// is the function the page itself runs when it thinks in its own thread, so both choose alike.
import { darkFuture, type ComputerDriver } from '../engine';
import { answerWithDriver, type ThinkAnswer, type ThinkRequest } from '../shell/think';
import { darkFutureAnswer } from '../store/computerAnswer';
import { darkFutureComputer } from './darkFuture/computer';
import { roadGangComputer } from './roadGang/ai';
import { roadGang } from './roadGang/rules';
import { deathraceComputer } from './deathrace/ai';
import { deathrace } from './deathrace/rules';

/** Every game's driver (its rules module's `computer`, which the game server seats too), by ruleset id. */
export const DRIVERS: Readonly<Record<string, ComputerDriver>> = {
  [darkFuture.id]: darkFutureComputer as ComputerDriver,
  [roadGang.id]: roadGangComputer as ComputerDriver,
  [deathrace.id]: deathraceComputer as ComputerDriver,
};

/** The worker's answer to a request, for any game of the house. */
export function answerAnyGame(req: ThinkRequest): ThinkAnswer {
  // Dark Future's page asks for the reason line too (src/ai's decide, the call its driver makes).
  if (req.game === darkFuture.id) return darkFutureAnswer(req);
  const driver = DRIVERS[req.game];
  if (!driver) throw new Error(`no computer for ${req.game}`);
  return answerWithDriver(driver, req);
}
