// The games of the house (issue 27, docs/architecture.md "The registry"): each game is one folder,
// src/games/<id>/, whose module is registered here by src/games/registry.ts, one line a game. The
// shell (session, saves, replay, dice tray, settings, computer seats) asks this list and names no
// game; a test registers a toy game of its own the same way. Registration is injected, not imported,
// so the shell never imports a game (no import cycle through a game's screens, which use the shell).
import type { ComponentType } from 'react';
import type { ComputerDriver, Ruleset } from '../engine';

export type { ComputerDriver } from '../engine';

/** What the new-game screen gives a game's form: start a game of this set-up. */
export interface NewGameFormProps {
  /** Starts the game; false when the rules refused the set-up (the refusal is shown by the session). */
  start(setup: Record<string, unknown>, seed: number, seats?: Record<string, string>): boolean;
  /** The game is to be played online (issue 32): `start` opens a table on the game server; a game with a store of its own must call it rather than its store's. */
  online?: boolean;
}

/** A game's screens, loaded when the game is first chosen or shown (the start screen stays small). */
export interface GameScreens {
  /** The form of the new-game screen, under the game's card. */
  NewGame: ComponentType<NewGameFormProps>;
  /** The table while a game of it is in progress. */
  Screen: ComponentType;
  /** A saved game watched from the saved-games list (a replay), no game of it in progress. */
  Watch: ComponentType;
  /** More screens a game's house may put up (Dark Future's garage, its unreadable save). */
  extra?: Record<string, ComponentType>;
}

/**
 * A game that keeps its own game in its own part of the one store rather than in the shell's
 * session (Dark Future's slices: the garage, lessons, real dice, privacy, added with addGamePart,
 * gameSlices.ts; its games are on the one saved-games list all the same). It loads with the game;
 * the app listens to it from then on.
 */
export interface GameHouse {
  /** Which of its screens is up, or null; a name starting with '!' goes before a session game's screen (a takeover, not a game). */
  shown(): string | null;
  /** Calls `changed` whenever what `shown` says may have changed; returns the way to stop. */
  subscribe(changed: () => void): () => void;
  /** Resumes a game of the saved-games list (the one in progress goes on the list first); false when it could not be. */
  resume(savedId: string): boolean;
  /** Watches a game of the saved-games list from its start. */
  watch(savedId: string): void;
  /** A problem its store had with the saved-games list (a game that would not resume), or null. */
  useSavedProblem?(): string | null;
  /** Drawn over every screen (lessons, the rules reference, a share link being opened). */
  Layers?: ComponentType;
  /** Once, when the game is loaded, before its screens are drawn: read what it keeps, resume its autosave. */
  boot?(): void;
  /** Leaves its game (kept on the saved-games list) for the start screen. */
  leave(): void;
}

/** What a game's rules module gives (pure: it loads in a server or a worker as well as in the page). */
export interface GameRules<S = unknown> {
  /** The rules: the engine the session plays (its id is the game's). */
  ruleset: Ruleset<S>;
  computer?: ComputerDriver<S>;
  /** Levels of `computer` whose decision may search for long: the game server thinks them off its one thread for every table, and never picks them unasked. */
  slowLevels?: readonly string[];
  /** Its commands and events hide nothing from any player (no hidden marker, choice or die to come): the game server sends them to every client (issue 32). */
  publicPlay?: boolean;
}

/** A game loaded for the page: its rules and, for a game with a store of its own, its house. */
export interface LoadedGame<S = unknown> extends GameRules<S> {
  /** Absent: the game is played on the shell's session (src/shell/sessionStore.ts). */
  house?: GameHouse;
}

/**
 * A game as the registry lists it: its card (light, on the start screen from the first frame) and
 * where its rules and screens are (loaded when the game is chosen, resumed, watched or linked to,
 * issue 27's first-screen budget).
 */
export interface GameModule<S = unknown> {
  /** The id saves carry: the id of its ruleset. */
  id: string;
  /** The card on the new-game screen. */
  title: string;
  blurb: string;
  /** Where the rules come from (the seed or the book), for the card. */
  source: string;
  /** Who plays it, for the card ('2 players'). */
  players?: string;
  /** How long a game takes, for the card (a rough guide). */
  length?: string;
  /** What the saved-games list says of a game of it beside its name (scenario or variant, players, turn or round), in players' words. */
  savedDetails(g: { scenario: string; players: readonly string[]; turn: number }): string[];
  /** Its rules and computer, loaded on first need. */
  load(): Promise<GameRules<S>>;
  screens(): Promise<GameScreens>;
  /** Only for a game that keeps a store of its own (the session neither reads nor clears its autosave): its house, loaded with it for the page. */
  house?(): Promise<GameHouse>;
  /** Whether the page must load it as it opens though no game of it is in the autosave (a lesson of its own in progress, say). */
  wantedAtStart?(): boolean;
}

const registered: GameModule[] = [];
const loaded = new Map<string, GameRules>();
const forPage = new Map<string, LoadedGame>();
const loading = new Map<string, Promise<GameRules | undefined>>();
const listeners = new Set<() => void>();
let loadedIds: readonly string[] = [];

/** Adds a game (src/games/registry.ts, or a test's toy game); a second game of one id replaces the first. */
export function registerGame<S>(m: GameModule<S>): void {
  const at = registered.findIndex((g) => g.id === m.id);
  if (at >= 0) registered[at] = m as GameModule;
  else registered.push(m as GameModule);
}

/** Removes a game (a test's toy game, after the test). */
export function unregisterGame(id: string): void {
  const at = registered.findIndex((g) => g.id === id);
  if (at >= 0) registered.splice(at, 1);
  loaded.delete(id);
  loading.delete(id);
  forPage.delete(id);
  pageLoading.delete(id);
  loadedIds = [...forPage.keys()];
}

/** Every registered game, in the order registered (the new-game screen's order). */
export const games = (): readonly GameModule[] => registered;

/** A registered game's card. */
export const gameOf = (id: string): GameModule | undefined => registered.find((g) => g.id === id);

/** A game's rules, computer and house once loaded for the page (loadGame), else undefined. */
export const loadedGame = (id: string): LoadedGame | undefined => forPage.get(id);

/** Whether a registered game keeps a store of its own (its card has a house). */
export const ownsStore = (id: string): boolean => gameOf(id)?.house !== undefined;

/** A game's rules module once loaded (loadRules or loadGame), else undefined. */
export const loadedRules = (id: string): GameRules | undefined => loaded.get(id);

/** The rules of a loaded game. */
export const rulesOf = (id: string): Ruleset | undefined => loaded.get(id)?.ruleset;

/** Loads a game's rules module once, without booting its house (tests of the rules alone); undefined for a game not registered. */
export function loadRules(id: string): Promise<GameRules | undefined> {
  const done = loaded.get(id);
  if (done) return Promise.resolve(done);
  let p = loading.get(id);
  if (!p) {
    const g = gameOf(id);
    if (!g) return Promise.resolve(undefined);
    p = g.load().then((r) => {
      if (r.ruleset.id !== id) throw new Error(`the game ${id} loaded the rules of ${r.ruleset.id}`);
      if (!loaded.has(id)) loaded.set(id, r as GameRules);
      return loaded.get(id);
    });
    loading.set(id, p);
  }
  return p;
}

const pageLoading = new Map<string, Promise<LoadedGame | undefined>>();

/** Loads a game for the page: its rules module and its house once; the house boots, and the app hears of it. */
export function loadGame(id: string): Promise<LoadedGame | undefined> {
  const done = forPage.get(id);
  if (done) return Promise.resolve(done);
  let p = pageLoading.get(id);
  if (!p) {
    const house = gameOf(id)?.house;
    p = Promise.all([loadRules(id), house ? house() : undefined]).then(([r, h]) => {
      if (!r) return undefined;
      if (!forPage.has(id)) {
        forPage.set(id, h ? { ...r, house: h } : r);
        h?.boot?.();
        loadedIds = [...forPage.keys()];
        for (const l of listeners) l();
      }
      return forPage.get(id);
    });
    pageLoading.set(id, p);
  }
  return p;
}

/** Loads every registered game for the page (test builds, and tests, before they mount the app); `boot: false`, the rules alone. */
export const loadGames = ({ boot = true } = {}): Promise<unknown> => Promise.all(registered.map((g) => (boot ? loadGame(g.id) : loadRules(g.id))));

/** The ids of the games loaded for the page so far (loadGame), in that order: a snapshot that changes only when one loads. */
export const loadedIds$ = {
  get: (): readonly string[] => loadedIds,
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
