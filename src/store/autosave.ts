// Dark Future's autosave: the generic incremental, debounced autosave (src/shell/saves/autosave.ts)
// over Dark Future's save key with its one-tab rule (persistence.ts), tagged with its ruleset.
import type { GameSetup } from '../engine';
import { Autosave, type CommandList } from '../shell/saves/autosave';
import { tagOf } from '../shell/saves/gameFile';
import { clearSave, readSave, writeSave, type WriteProblem } from './persistence';
import type { Seat } from './types';
import { DARK_FUTURE } from './ruleset';

export { SAVE_DELAY_MS, WRITE_THROUGH_CHARS } from '../shell/saves/autosave';

/** The computer seats, saved with the game so a reload keeps who the computer drives (issue 12). */
export type Seats = Readonly<Record<string, Seat>>;

const saves = new Autosave({ write: writeSave, read: readSave, clear: clearSave });
const TAG = tagOf(DARK_FUTURE);
const game = (setup: GameSetup, seed: number, commands: CommandList, name: string | null, seats: Seats) => ({ tag: TAG, setup, seed, commands, name, seats });

export const reportSavesTo = (listener: (problem: WriteProblem | null) => void): void => saves.reportTo(listener);

/** A lesson is playing on the game slice (issue 10): the player's own save is left as it is; a pending write goes out first. */
export const pauseSaves = (on: boolean): void => saves.pause(on);

/** A lesson is playing: nothing of it is kept (the saved-games list included). */
export const savesPaused = (): boolean => saves.paused;

/** The save text (as makeSave writes it), reusing the JSON of the commands already turned to text. */
export const saveText = (setup: GameSetup, seed: number, commands: CommandList, name: string | null = null, seats: Seats = {}): string => saves.text(game(setup, seed, commands, name, seats));

/** Writes a pending save now (the page is hiding, or something is about to read it). */
export const flushSave = (): void => saves.flush();

/** The game after a command: written at once while small, else a moment later (flushed on pagehide). */
export const autosave = (setup: GameSetup, seed: number, commands: CommandList, name: string | null = null, seats: Seats = {}): void => saves.save(game(setup, seed, commands, name, seats));

/** Writes the game now (a new game, a load, an undo: rare, and worth being sure of). */
export const saveNow = (setup: GameSetup, seed: number, commands: CommandList, name: string | null = null, seats: Seats = {}): WriteProblem | null => saves.saveNow(game(setup, seed, commands, name, seats));

/** No game: nothing pending is written later. */
export const dropSave = (): void => saves.drop();

/** The autosave as it will be once written (a pending write is flushed first). */
export const readAutosave = (): string | null => saves.read();
