// The saved-games list of every ruleset: games kept side by side in localStorage, each a game
// file (./gameFile.ts) under 'dark-future/games/<id>', listed in 'dark-future/games' with what the
// list shows (the ruleset, name, scenario, players, turn, last played; gameInfo asks the ruleset).
// The game in progress is a store's autosave; leaving it for a new game, another saved game or an
// import puts it on this list, so no game is thrown away without being asked for. Each store lists
// its own ruleset's games (ofRuleset); an entry written before rulesets is Dark Future's.
import * as v from 'valibot';
import type { Ruleset } from '../../engine';
import { schemaKit as schema } from '../../engine/kit';
import { keepAside } from './keepAside';
import { FIRST_RULESET } from './migrate';
import { localStore as storage, problemOf, type WriteProblem } from './storage';

export const GAMES_KEY = 'dark-future/games';
export const GAME_KEY_PREFIX = 'dark-future/games/';
/** Where an unreadable list is copied before it is written over. */
export const GAMES_BAD_KEY = 'dark-future/games-unreadable';
const MAX_GAMES = 200;

export interface SavedGameInfo {
  id: string;
  /** The ruleset that plays it (absent in a list written before rulesets: Dark Future's). */
  ruleset?: string;
  name: string;
  /** The setup's scenario id ('gameOne', 'custom', ...). */
  scenario: string;
  /** The players' names, in seat order. */
  players: string[];
  turn: number;
  /** When it was last played (ISO 8601). */
  lastPlayed: string;
}

const Info = v.object({
  id: schema.id(),
  ruleset: v.optional(schema.id()),
  name: schema.text(0, 80),
  scenario: schema.text(0, 40),
  players: schema.list(schema.text(0, 40), 8),
  turn: schema.int(0, 1_000_000),
  lastPlayed: schema.text(0, 40),
});
const Index = v.object({ schema: v.literal(1), games: schema.list(Info, MAX_GAMES) });

/** What the list shows of a game of `r` (its state `s`), named `name` or by its players. */
export function gameInfo<S>(r: Ruleset<S>, s: S, name: string | null, lastPlayed: string): Omit<SavedGameInfo, 'id'> {
  const players = r.players(s).map((p) => p.name);
  return { ruleset: r.id, name: name ?? players.join(' v '), scenario: r.scenarioOf(s).slice(0, 40), players, turn: r.turnOf(s), lastPlayed };
}

/** Is a listed game one of `ruleset`'s? */
export const ofRuleset = (ruleset: string) => (g: SavedGameInfo): boolean => (g.ruleset ?? FIRST_RULESET) === ruleset;

/** The list, newest first; an unreadable list is kept aside (keepAside.ts) and reads as empty. */
export function listGames(): { games: SavedGameInfo[]; problem: string | null } {
  let text: string | null;
  try {
    text = storage()?.getItem(GAMES_KEY) ?? null;
  } catch {
    return { games: [], problem: null };
  }
  if (text === null) return { games: [], problem: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const r = schema.parseAt(Index, data);
  if (!r.ok) {
    const key = keepAside(GAMES_BAD_KEY, text);
    return { games: [], problem: `The saved-games list could not be read; it was kept aside${key ? ` under "${key}"` : ''}.` };
  }
  return { games: [...r.value.games].sort((a, b) => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : 0)), problem: null };
}

function writeIndex(games: SavedGameInfo[]): WriteProblem | null {
  const s = storage();
  if (!s) return 'disabled';
  try {
    s.setItem(GAMES_KEY, JSON.stringify({ schema: 1, games }));
    return null;
  } catch (e) {
    return problemOf(e);
  }
}

/** Puts a game on the list (a new id); null when it was written, else why not (nothing changed). */
export function keepGame(text: string, info: Omit<SavedGameInfo, 'id'>): WriteProblem | null {
  const s = storage();
  if (!s) return 'disabled';
  const { games } = listGames();
  const taken = new Set(games.map((g) => g.id));
  let id: string;
  do id = `g${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
  while (taken.has(id));
  try {
    s.setItem(GAME_KEY_PREFIX + id, text);
  } catch (e) {
    return problemOf(e);
  }
  const p = writeIndex([{ id, ...info }, ...games].slice(0, MAX_GAMES));
  if (p) {
    try {
      s.removeItem(GAME_KEY_PREFIX + id);
    } catch {
      // Left behind unlisted: harmless.
    }
  }
  return p;
}

/** A listed game's file text, or null. */
export function readGame(id: string): string | null {
  try {
    return storage()?.getItem(GAME_KEY_PREFIX + id) ?? null;
  } catch {
    return null;
  }
}

export function dropGame(id: string): void {
  const { games } = listGames();
  writeIndex(games.filter((g) => g.id !== id));
  try {
    storage()?.removeItem(GAME_KEY_PREFIX + id);
  } catch {
    // Nothing to remove.
  }
}

export function renameGame(id: string, name: string): WriteProblem | null {
  const { games } = listGames();
  return writeIndex(games.map((g) => (g.id === id ? { ...g, name: name.slice(0, 80) } : g)));
}
