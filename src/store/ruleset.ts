// Dark Future as its store plays it through the generic shell (src/shell, docs/rulesets.md): the
// seam's ruleset, with the engine's calls taken from the engine's index, so a test that stands a
// toy engine in for the real one (tests/support/fakeEngine.ts) is the one the store plays.
import { validateByApply, apply, applyByEvent, darkFuture, finalReason, newGame, type Command, type GameEvent, type GameSetup, type GameState, type Ruleset } from '../engine';

export const DARK_FUTURE: Ruleset<GameState, GameEvent> = {
  ...darkFuture,
  newGame: (setup, seed) => {
    const g = newGame(setup as GameSetup, seed);
    return g.ok ? { ok: true, value: { state: g.value, events: [] } } : g;
  },
  apply: (s, c) => apply(s, c as Command),
  applyByEvent: (s, c) => applyByEvent(s, c as Command),
  validate: (s, c) => validateByApply(DARK_FUTURE, s, c),
  finalReason,
};
