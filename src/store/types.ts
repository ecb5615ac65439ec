// Shapes of Dark Future's part of the one store (src/shell/sessionStore.ts, games.darkFuture). The
// field names of GameSlice and UiSlice are the contract the renderer (src/render) reads: keep them.
import type { Action, Command, DieNeed, FinalReason, GameEvent, GameSetup, GameState, VehicleDesign } from '../engine';
import type { Cursor, Tape as ShellTape, Unit } from '../shell/tape';
import type { SavedDesign } from './designs';
import type { History } from '../shell/history';
import type { Session } from '../shell/session';
import type { Level } from '../ai';
import type { Progress } from './tutorial/progress';
import type { WriteProblem } from '../shell/saves/storage';

export interface LogEntry {
  /** Position in the game's event history. */
  index: number;
  turn: number;
  phase: number;
  event: GameEvent;
}

/** Something that went wrong outside the rules: a bad save, an engine crash, a bad import. */
export interface Problem {
  code: string;
  message: string;
  /** NEEDS_DIE (real dice): the dice to ask the players for. */
  need?: DieNeed;
  /** A replay's refusal: the number of the refused command, from 0. */
  at?: number;
}

/** A result, or the problem in words with its code. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };

/** A save that could not be loaded: kept so the player can download it for a bug report. */
export interface LoadProblem extends Problem {
  raw: string;
}

export interface GameSlice {
  /**
   * The game as one shell session (src/shell/session.ts), or null: the truth the fields below are
   * views of (gameSession.ts fieldsOf), kept beside them so the board and the panels read them as
   * they always have.
   */
  session: Session<LogEntry> | null;
  setup: GameSetup | null;
  seed: number;
  /** The commands so far, appended in place (history.ts): a command copies nothing, whatever the length of the game. */
  commands: History<Command>;
  game: GameState | null;
  /** Every event so far, in order (append-only: history.ts). */
  log: History<LogEntry>;
  /** Events of the last command, for animation. */
  lastEvents: GameEvent[];
  /** Why the last command cannot be taken back (the engine's finalReason), or null. */
  lastFinal: FinalReason | null;
  /** The last rejected command or failed import, in words with its code. */
  error: string | null;
  /** The autosave found at start-up could not be resumed. */
  loadProblem: LoadProblem | null;

  /** Validates the setup through the engine and starts a game; false (and `error`) when rejected. */
  start: (setup: GameSetup, seed: number) => boolean;
  /** Applies one command; a rejected command sets `error` and changes nothing else. */
  dispatch: (cmd: Command) => boolean;
  /** Same setup, a new seed. */
  restart: () => void;
  /** Back to the new-game screen (the autosave is cleared). */
  newGame: () => void;
  clearError: () => void;
  /** Resumes the autosave, if any (called once at start-up). */
  boot: () => void;
  /** The game as a save file (JSON text), or null when there is no game. */
  exportGame: () => string | null;
  /** Loads a save file; a bad file sets `error` and changes nothing. */
  importGame: (text: string) => boolean;
}

export interface HistorySlice {
  /** Per command: may it be taken back (no dice rolled, nothing hidden revealed or chosen)? */
  undoable: History<boolean>;
  /** Takes back the last command if it is undoable: the session's state before it. */
  undo: () => boolean;
}

export interface UiSlice {
  /** The action the player is pointing at: the board draws its contact zone / fire corridor. */
  preview: { vehicle: string; action: Action } | null;
  animations: boolean;
  /** How long each animation step lasts, as a multiple of the normal (2: half speed). */
  animationPace: number;
  /** The player's own reduced-motion setting (the system's is honoured as well). */
  reduceMotion: boolean;
  /** The settings panel is open. */
  settingsOpen: boolean;
  /** Sound effects (Web Audio, made in code): off by default. */
  sound: boolean;
  /** Their loudness, 0..1. */
  volume: number;
  /** Sound was offered once, on a first visit (issue 29): answered, or passed over by a first move. */
  soundOffered: boolean;
  /** The side colours: the standard set or the colour-blind-safe one (render/palette.ts). */
  palette: 'standard' | 'okabeIto';
  /** The player looking at the screen (hot-seat): only their own secrets are shown. */
  viewer: string | null;
  /** A player asked to see their hidden markers: the pass-the-device screen is up for them. */
  peekRequest: string | null;
  /** A player opened a secret choice (real or dummy marker): the pass-the-device screen is up for them. */
  secretRequest: string | null;

  setPreview: (p: { vehicle: string; action: Action } | null) => void;
  setAnimations: (on: boolean) => void;
  setAnimationPace: (pace: number) => void;
  setReduceMotion: (on: boolean) => void;
  openSettings: (open: boolean) => void;
  setSound: (on: boolean) => void;
  /** The first visit's offer of sound is over (kept across reloads). */
  soundOfferDone: () => void;
  setVolume: (volume: number) => void;
  setPalette: (palette: 'standard' | 'okabeIto') => void;
  setViewer: (player: string | null) => void;
  requestPeek: (player: string | null) => void;
  requestSecret: (player: string | null) => void;
  /** A click on the board at (lane, tick): places the car when a placement is pending. */
  boardClick: (at: { lane: number; t: number }) => boolean;

  /** The rules reference (issue 10) is open, at an entry id or a page ("p38"); null: closed. */
  rulesAt: { at: string | null } | null;
  /** Opens the rules reference landing on an entry id or a page ("p38"); no argument: at its start. */
  openRules: (pageOrId?: string | null) => void;
  closeRules: () => void;
  /** How much the board and the panels explain: full (new players), brief, off (issue 10). */
  hintLevel: HintLevel;
  setHintLevel: (level: HintLevel) => void;
}

export const HINT_LEVELS = ['full', 'brief', 'off'] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

/** The new-game form, kept in the store so a trip to the garage does not lose it. */
export interface NewGameDraft {
  names: string[];
  scenario: string;
  crash: boolean;
  /** The rules option measureOnlyWhenCommitted (p22, p25). */
  measure: boolean;
  /** The realDice option: every die rolled at the table and entered. */
  realDice?: boolean;
  /** The rules option secretRecordSheets (p11); absent: off. */
  secretSheets?: boolean;
  seed: string;
  /** Games Four and Five: each player's design, by player id ('p1', 'p2'), as a saved design id. */
  picks: Record<string, string | null>;
  /** Each player's seat (person or computer level), by player id; absent: a person. */
  seats?: Record<string, Seat>;
  /** Scenarios whose players split into teams that roll for the sides (engine scenarioTeams): each player's team id, by player id. */
  teams?: Record<string, string>;
  /** Players who want the device passed to them before each of their decisions, by player id. */
  privacy?: Record<string, boolean>;
}

export interface GarageSlice {
  /** The garage's saved designs (localStorage 'dark-future/designs'). */
  designs: SavedDesign[];
  /** Saved entries that could not be read, in words (reported, not fatal). */
  designProblems: string[];
  /** Those entries as they were, written back untouched until discarded (never silently lost). */
  designsKeptAside: unknown[];
  /** The screen over everything else: the garage, or null for the game / new-game screen. */
  garage: { open: boolean; forPlayer: string | null; editing: string | null };
  draft: NewGameDraft;

  /** Reads the saved designs (called once at start-up). */
  loadDesigns: () => void;
  /** Saves a design (new, or over `id`) and returns its id; when the garage was opened for a player, picks it for them. */
  saveDesign: (design: VehicleDesign, id?: string | null) => string;
  deleteDesign: (id: string) => void;
  /** Reads a design file through the engine's parseDesignFile; a bad file changes nothing. */
  importDesign: (text: string) => { ok: true; id: string } | { ok: false; message: string };
  /** Drops the unreadable saved entries for good. */
  discardBadDesigns: () => void;
  openGarage: (opts?: { forPlayer?: string | null; editing?: string | null }) => void;
  closeGarage: () => void;
  setDraft: (patch: Partial<NewGameDraft>) => void;
}

/** Who sits in a player's seat: a person, or the computer at a level (src/ai). */
export type Seat = 'person' | Level;

export interface ComputerSlice {
  /** The computer's last move in words (the reason line), and the index of its command. */
  lastReason: { player: string; text: string; command: number } | null;
  /** Seats the players (the one store's `seats`, seatsNow: Dark Future keeps no copy; saved with the game). */
  setSeats: (seats: Record<string, Seat>) => void;
  /** Makes the move of the computer seat the game waits for; false when a person must decide. */
  computerMove: () => boolean;
}

/** The game fields a replay puts aside while it shows its own (replaySlice.ts), restored on close. */
export type LiveGame = Pick<GameSlice, 'session' | 'setup' | 'seed' | 'commands' | 'game' | 'log' | 'lastEvents' | 'lastFinal'> & Pick<HistorySlice, 'undoable'>;

export interface ReplayView {
  tape: Tape;
  at: Cursor;
  /** Show every hidden marker (the watcher chose to); off, the replay shows what no player could see hidden. */
  reveal: boolean;
  playing: boolean;
  /** Events per second while playing. */
  speed: number;
  /** The game in progress, put aside untouched while the replay is shown (null: there was none). */
  live: LiveGame | null;
}

export interface ReplaySlice {
  replay: ReplayView | null;
  /** Watches a game: save text (a file, a link), or the game in progress when none is given. False (and `error`) when it cannot be read; nothing else changes. */
  watchReplay: (text?: string) => boolean;
  /** Watches a game on the saved-games list without resuming it; false (and `error`) when it is gone or unreadable. */
  watchSaved: (id: string) => boolean;
  replayMove: (dir: 1 | -1, unit: Unit) => void;
  replayTurn: (turn: number) => void;
  replayTo: (at: Cursor) => void;
  setReplayReveal: (on: boolean) => void;
  setReplayPlaying: (on: boolean) => void;
  setReplaySpeed: (eventsPerSecond: number) => void;
  /** Back to the game in progress, exactly as it was. */
  closeReplay: () => void;
}

export interface DiceSlice {
  /** Real dice: a command waits for dice rolled at the table (the engine's NEEDS_DIE). */
  diceAsk: { command: Command; dice: number[]; entered: number[]; need: DieNeed } | null;
  /** One die rolled at the table (1-6); once the asked dice are in, the command is applied with them. */
  enterDie: (n: number) => boolean;
}


export interface PrivacySlice {
  /** By player id: true when that player asked for the device to be passed to them before each of their decisions. */
  privacy: Record<string, boolean>;
  /** Replaces the whole map (a new game). */
  setPrivacy: (privacy: Record<string, boolean>) => void;
  askPrivacy: (player: string, on: boolean) => void;
  /** The player took the device (or, with null, nobody is known to hold it): the one store's `holder` (src/shell/sessionStore.ts). */
  takeDevice: (player: string | null) => void;
}

export type Store = GameSlice & HistorySlice & UiSlice & GarageSlice & ComputerSlice & TutorialSlice & ReplaySlice & DiceSlice & PrivacySlice & SaveSlice;

// The tape and the slices' shapes are here, with the store that holds them: their modules import
// this file for the store, so it imports none of them (no import cycle, docs/architecture.md).

export interface Tape extends ShellTape<GameState, GameEvent, LogEntry> {
  setup: GameSetup;
  commands: Command[];
}

export interface TutorialState {
  lesson: string;
  step: number;
  /** The step's command has been made: its result is shown until Next. */
  done: boolean;
  /** What the engine said of the last other choice the player tried, or null. */
  note: { kind: 'legal' | 'illegal'; words: string; why: string | null } | null;
  /** Garage lessons: the designs saved before the lesson (a design saved during it is the lesson's). */
  known?: string[];
}

export interface TutorialSlice {
  tutorial: TutorialState | null;
  /** Saved progress by lesson id (localStorage 'dark-future/tutorial'). */
  lessonProgress: Progress;
  /** Reads the progress and resumes the lesson that was playing when the page went away (start-up). */
  loadLessonProgress: () => void;
  /** Starts a lesson at its saved step (or `from`); false when the lesson is unknown or would not replay. */
  startLesson: (id: string, from?: number) => boolean;
  /** Next: an explaining step moves on, a rival's step makes its move, a finished step moves on. */
  lessonNext: () => void;
  /** Leaves the lesson (progress kept) and goes back to the player's own game, if any. */
  quitLesson: () => void;
  /** Asks the engine about a choice the step invites the player to try (never applied). */
  tryChoice: (command: Command, why: string) => void;
  /** Called by dispatch: true lets the command through (no lesson, or the step's own command). */
  tutorialGate: (command: Command) => boolean;
}

export interface SaveSlice {
  /** The game in progress's name (the one store's `name`, a view of it), when it came from a named file or the saved-games list (else the players' names are used). */
  gameName: string | null;

  /** Writes the game again (after the player freed some space); true when it was written. */
  retrySave: () => boolean;
  /** This tab takes the game over from another tab: the latest autosave is loaded, then saved from here. */
  takeOver: () => void;
  /** Puts the game in progress on the saved-games list; null when it was kept (or there is none), else why not. */
  keepCurrent: () => WriteProblem | null;
  /** Resumes a listed game (the one in progress goes on the list first); false and `error` when it cannot be. */
  resumeSaved: (id: string) => boolean;
  deleteSaved: (id: string) => void;
  renameSaved: (id: string, name: string) => void;
}
