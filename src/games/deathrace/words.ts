// Deathrace 40,000's words for the saved-games list and the screens' headers.
import { trackOf, TRACK_IDS } from './rules/tracks';
import type { TrackId } from './rules/types';

/** "The Bowl, 2 laps", from its ruleset's scenarioOf ("deathrace (bowl, 2 laps)"). */
export function deathraceVariant(scenario: string): string {
  const m = /\((\w+), (\d+) laps?\)/.exec(scenario);
  if (!m) return 'a race';
  const track = (TRACK_IDS as readonly string[]).includes(m[1]) ? trackOf(m[1] as TrackId).name : m[1];
  return `${track}, ${m[2]} lap${m[2] === '1' ? '' : 's'}`;
}

export const savedDetails = (g: { scenario: string; players: readonly string[]; turn: number }): string[] => [deathraceVariant(g.scenario), g.players.join(', '), `round ${g.turn}`];
