// Player words for the ids the data keeps (issue 29: "gameOne: Ann v Bob" reached a share prompt).
// One place for the words of a saved-games entry (a scenario's own name is the engine's scenarioTitle); a test scans every
// text shown for identifiers (noIdentifiers.test.tsx).
import type { Ruleset } from '../engine';
import { gameOf } from '../shell/games';
import { FIRST_RULESET } from '../shell/saves/migrate';
import { gameInfo, type SavedGameInfo } from '../shell/saves/savedGames';

/** What the saved-games list says of a game beside its name: scenario or variant, players, turn or round. */
export function savedGameDetails(g: Pick<SavedGameInfo, 'ruleset' | 'scenario' | 'players' | 'turn'>): string[] {
  // Each game says it in its own words (its module's savedDetails); an entry without a ruleset is the first game's.
  const game = gameOf(g.ruleset ?? FIRST_RULESET);
  return game ? game.savedDetails(g) : [g.players.join(', '), `turn ${g.turn}`];
}

/** The list's words for a game in play (the test's way in: the same words as a listed game). */
export function savedGameWords<S>(r: Ruleset<S>, s: S, name: string | null): string[] {
  const info = gameInfo(r, s, name, '');
  return [info.name, ...savedGameDetails(info)];
}
