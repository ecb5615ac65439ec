// The players of the new-game form: as many as the scenario takes (engine scenarioPlayers), each
// with a name, a seat and, where the players split into teams that roll for the sides (engine
// scenarioTeams, Games Six to Eight, p88), a team. Pure, so the form's rules are tested without a screen.
import type { PlayerRange, SideInfo } from '../engine';
import type { NewGameDraft } from '../store';

export interface RosterPlayer {
  id: string;
  name: string;
  /** The team chosen, or null when the scenario has no teams (its set-up gives each player a car). */
  team: string | null;
}

/** Player ids by seat: p1, p2, ... (saved designs are picked per id). */
export const playerId = (i: number): string => `p${i + 1}`;

/** How many seats the form shows: the names typed, kept within the scenario's range. */
export const seatCount = (names: readonly string[], range: PlayerRange): number => Math.min(range.max, Math.max(range.min, names.length));

/** The roster the form describes; an empty name becomes 'Player N'; a team not chosen yet goes round the table. */
export function roster(draft: Pick<NewGameDraft, 'names' | 'teams'>, range: PlayerRange, teams: SideInfo[]): RosterPlayer[] {
  return Array.from({ length: seatCount(draft.names, range) }, (_, i) => {
    const id = playerId(i);
    const chosen = draft.teams?.[id];
    const team = teams.length === 0 ? null : teams.some((x) => x.id === chosen) ? chosen! : teams[i % teams.length].id;
    return { id, name: (draft.names[i] ?? '').trim() || `Player ${i + 1}`, team };
  });
}

/** What keeps the form from starting, in words (empty: it may start); `key` names the field. */
export function rosterProblems(players: RosterPlayer[], teams: SideInfo[]): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  // Two players of the same name would make every message ambiguous ("Ann rolled 4: Ann drives...").
  if (new Set(players.map((p) => p.name.toLowerCase())).size !== players.length) out.push({ key: 'names', text: 'Each player needs a different name.' });
  for (const x of teams) if (!players.some((p) => p.team === x.id)) out.push({ key: x.id, text: `${x.label} needs at least one player.` });
  return out;
}

/** The names list with one seat more (within the range) or the last seat taken away. */
export function withSeats(names: readonly string[], range: PlayerRange, change: 1 | -1): string[] {
  const n = seatCount(names, range);
  const next = Math.min(range.max, Math.max(range.min, n + change));
  return Array.from({ length: next }, (_, i) => names[i] ?? '');
}

/** The set-up's `teams`: each team's player ids, in the order of `teams` (engine scenarioTeams). */
export function teamsOf(players: RosterPlayer[], teams: SideInfo[]): string[][] {
  return teams.map((x) => players.filter((p) => p.team === x.id).map((p) => p.id));
}
