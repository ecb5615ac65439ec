// What the saved-games list says of a Dark Future game beside its name, from the card alone (no
// rules loaded): the scenario in players' words, the players, the turn.
import { scenarioTitle } from '../../engine/kit';

export const savedGameDetails = (g: { scenario: string; players: readonly string[]; turn: number }): string[] => [scenarioTitle(g.scenario), g.players.join(', '), `turn ${g.turn}`];
