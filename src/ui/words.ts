// Player words for the ids the data keeps (issue 29: "gameOne: Ann v Bob" reached a share prompt).
// One place for the words of a game's scenario and of a saved-games entry; a test scans every
// text shown for identifiers (noIdentifiers.test.tsx).
import { darkFuture, type Ruleset } from '../engine';
import { gameInfo, type SavedGameInfo } from '../shell/saves/savedGames';
import { scenarioInfo } from './scenarioRules';

/** The road-gang game's variant, from its ruleset's scenarioOf ("roadGang (train, gyrocopter)"). */
function roadGangVariant(scenario: string): string {
  const v = scenario.replace(/^roadGang\s*/, '').replace(/[()]/g, '');
  return v ? `with the ${v.split(', ').map((x) => (x === 'train' ? 'armoured train' : x)).join(' and ')}` : 'standard gangs';
}

/** A Dark Future scenario by its book name ('Game One'); the free board of imports and the sim is 'A custom board'. */
export function gameTitle(scenario: string): string {
  if (scenario === 'custom') return 'A custom board';
  return scenarioInfo(scenario)?.label ?? 'A game of unknown scenario';
}

/** What the saved-games list says of a game beside its name: scenario or variant, players, turn or round. */
export function savedGameDetails(g: Pick<SavedGameInfo, 'ruleset' | 'scenario' | 'players' | 'turn'>): string[] {
  return (g.ruleset ?? darkFuture.id) === darkFuture.id
    ? [gameTitle(g.scenario), g.players.join(', '), `turn ${g.turn}`]
    : [roadGangVariant(g.scenario), g.players.join(', '), `round ${g.turn}`];
}

/** The list's words for a game in play (the test's way in: the same words as a listed game). */
export function savedGameWords<S>(r: Ruleset<S>, s: S, name: string | null): string[] {
  const info = gameInfo(r, s, name, '');
  return [info.name, ...savedGameDetails(info)];
}
