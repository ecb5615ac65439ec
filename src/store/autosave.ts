// The autosave after each command, at a cost that does not grow with the game. The save text is
// built incrementally (each command is turned to JSON once, then appended), and once it is big
// enough for localStorage to cost real time (a 200 KB setItem takes ~0.4 ms, up to 7 ms, in
// Chromium) it is written a moment later instead of inside the command — always before the page
// goes away (pagehide, or the tab hidden), and before anything reads the save back.
import type { Command, GameSetup } from '../engine';
import { clearSave, readSave, writeSave, type WriteProblem } from './persistence';
import { gameFileHead, type SeatKind } from '../saves/gameFile';

/** The computer seats, saved with the game so a reload keeps who the computer drives (issue 12). */
export type Seats = Readonly<Record<string, SeatKind>>;

/** Below this many characters a save is written at once (cheaper than a timer). */
export const WRITE_THROUGH_CHARS = 16_000;
/** How long a bigger save waits for the next command before it is written anyway. */
export const SAVE_DELAY_MS = 300;

interface Text {
  setup: GameSetup;
  seed: number;
  name: string | null;
  seats: Seats;
  /** The commands array last seen, with how many of its commands `body` holds. */
  last: Command | undefined;
  count: number;
  body: string;
}

let text: Text | null = null;
let dirty = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
/** Told after every write: null when it was written, else why not (saving never fails silently). */
let report: (problem: WriteProblem | null) => void = () => {};

export function reportSavesTo(listener: (problem: WriteProblem | null) => void): void {
  report = listener;
}

/** A lesson is playing on the game slice: the player's own save is left as it is (issue 10). */
let paused = false;

/** Stops (true) or resumes (false) writing and clearing the save; a pending write goes out first. */
export function pauseSaves(on: boolean): void {
  if (on) flushSave();
  paused = on;
}

/** A lesson is playing: nothing of it is kept (the saved-games list included). */
export const savesPaused = (): boolean => paused;

// The game's name (the saved-games list's, or a named file's) and who the computer drives are kept
// in the autosave, so both survive a reload; no time is written, so the head stays the same from
// command to command.
const head = (setup: GameSetup, seed: number, name: string | null, seats: Seats): string => gameFileHead(setup, seed, name === null ? { seats } : { name, seats });

/** The save text (as makeSave writes it), reusing the JSON of the commands already turned to text. */
export function saveText(setup: GameSetup, seed: number, commands: readonly Command[], name: string | null = null, seats: Seats = {}): string {
  const t = text;
  const extends_ = t && t.setup === setup && t.seed === seed && t.name === name && t.seats === seats && commands.length >= t.count && (t.count === 0 || commands[t.count - 1] === t.last);
  let body = extends_ ? t.body : head(setup, seed, name, seats);
  for (let i = extends_ ? t.count : 0; i < commands.length; i++) body += (i > 0 ? ',' : '') + JSON.stringify(commands[i]);
  text = { setup, seed, name, seats, last: commands[commands.length - 1], count: commands.length, body };
  return `${body}]}`;
}

function cancelTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Writes a pending save now (the page is hiding, or something is about to read it). */
export function flushSave(): void {
  cancelTimer();
  if (!dirty || !text) return;
  dirty = false;
  report(writeSave(`${text.body}]}`));
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // pagehide is the last event a reload or a closed tab is sure to deliver; a hidden tab may be
  // killed without one on a phone.
  window.addEventListener('pagehide', flushSave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSave();
  });
}

/** The game after a command: written at once while small, else a moment later (flushed on pagehide). */
export function autosave(setup: GameSetup, seed: number, commands: readonly Command[], name: string | null = null, seats: Seats = {}): void {
  if (paused) return;
  const t = saveText(setup, seed, commands, name, seats);
  if (t.length < WRITE_THROUGH_CHARS) {
    cancelTimer();
    dirty = false;
    report(writeSave(t));
    return;
  }
  listen();
  dirty = true;
  if (timer === null) timer = setTimeout(flushSave, SAVE_DELAY_MS);
}

/** Writes the game now (a new game, a load, an undo: rare, and worth being sure of). */
export function saveNow(setup: GameSetup, seed: number, commands: readonly Command[], name: string | null = null, seats: Seats = {}): WriteProblem | null {
  if (paused) return null;
  cancelTimer();
  dirty = false;
  const problem = writeSave(saveText(setup, seed, commands, name, seats));
  report(problem);
  return problem;
}

/** No game: nothing pending is written later. */
export function dropSave(): void {
  if (paused) return;
  cancelTimer();
  dirty = false;
  text = null;
  clearSave();
}

/** The autosave as it will be once written (a pending write is flushed first). */
export function readAutosave(): string | null {
  flushSave();
  return readSave();
}
