// The games of the house (issue 27, docs/architecture.md "The registry"): each game is one folder,
// src/games/<id>/, whose module is registered here by src/games/registry.ts, one line a game. The
// shell (session, saves, replay, dice tray, settings, computer seats) asks this list and names no
// game; a test registers a toy game of its own the same way. Registration is injected, not imported,
// so the shell never imports a game (no import cycle through a game's screens, which use the shell).
import type { ComponentType } from 'react';
import type { ComputerDriver, Ruleset } from '../engine';

export type { ComputerDriver } from '../engine';
import type { SavedEntry } from './SavedGamesList';

/** What the new-game screen gives a game's form: start a game of this set-up. */
export interface NewGameFormProps {
  /** Starts the game; false when the rules refused the set-up (the refusal is shown by the session). */
  start(setup: Record<string, unknown>, seed: number, seats?: Record<string, string>): boolean;
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
 * A game that keeps its own store rather than the shell's session (Dark Future's slices: the garage,
 * lessons, real dice, privacy; its games are on the one saved-games list all the same). Its hooks
 * are called on every render of the app, in the registry's order.
 */
export interface GameHouse {
  /** Which of its screens is up, or null; a name starting with '!' goes before a session game's screen (a takeover, not a game). */
  useShown(): string | null;
  /** Its games on the saved-games list, with what each button does, and a problem listing them. */
  useSavedEntries(): { entries: SavedEntry[]; problem: string | null };
  /** Drawn over every screen (lessons, the rules reference, a share link being opened). */
  Layers?: ComponentType;
  /** Once, before the first render: read what it keeps, resume its autosave. */
  boot?(): void;
  /** Leaves its game (kept on the saved-games list) for the start screen. */
  leave(): void;
}

export interface GameModule<S = unknown> {
  /** The rules: the id saves carry, the engine the session plays. */
  ruleset: Ruleset<S>;
  /** The card on the new-game screen. */
  title: string;
  blurb: string;
  /** Where the rules come from (the seed or the book), for the card. */
  source: string;
  screens(): Promise<GameScreens>;
  /** What the saved-games list says of a game of it beside its name (scenario or variant, players, turn or round), in players' words. */
  savedDetails(g: { scenario: string; players: readonly string[]; turn: number }): string[];
  computer?: ComputerDriver<S>;
  /** Absent: the game is played on the shell's session (src/shell/sessionStore.ts). */
  house?: GameHouse;
}

const registered: GameModule[] = [];

/** Adds a game (src/games/registry.ts, or a test's toy game); a second game of one id replaces the first. */
export function registerGame<S>(m: GameModule<S>): void {
  const at = registered.findIndex((g) => g.ruleset.id === m.ruleset.id);
  if (at >= 0) registered[at] = m as GameModule;
  else registered.push(m as GameModule);
}

/** Removes a game (a test's toy game, after the test). */
export function unregisterGame(id: string): void {
  const at = registered.findIndex((g) => g.ruleset.id === id);
  if (at >= 0) registered.splice(at, 1);
}

/** Every registered game, in the order registered (the new-game screen's order). */
export const games = (): readonly GameModule[] => registered;

export const gameOf = (id: string): GameModule | undefined => registered.find((g) => g.ruleset.id === id);
