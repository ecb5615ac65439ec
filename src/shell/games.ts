// The games of the house (issue 27, docs/architecture.md "The registry"): each game is one folder,
// src/games/<id>/, whose module is registered here by src/games/registry.ts, one line a game. The
// shell (session, saves, replay, dice tray, settings, computer seats) asks this list and names no
// game; a test registers a toy game of its own the same way. Registration is injected, not imported,
// so the shell never imports a game (no import cycle through a game's screens, which use the shell).
import type { ComponentType } from 'react';
import type { Ruleset } from '../engine/contract';

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
}

/** The computer at a seat: a pure choice from what that player may see. */
export interface ComputerDriver<S = unknown> {
  /** Its levels, weakest first ('random' is the yardstick every game has). */
  levels: readonly string[];
  /**
   * The command the computer plays for `player`: it sees only `view` (the ruleset's playerView for
   * that player), chooses among `legal` (the ruleset's legalCommands of the real state, which hold no
   * secret), and draws any chance from `rand` (seeded by the caller, so a game replays).
   */
  decide(view: S, legal: readonly unknown[], player: string, level: string, rand: () => number): unknown;
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
  computer?: ComputerDriver<S>;
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
