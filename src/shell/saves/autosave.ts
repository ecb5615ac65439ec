// The autosave of a game of any ruleset after each command, at a cost that does not grow with the
// game (issue 13). The save text is the one game file (./gameFile.ts), built incrementally: each
// command is turned to JSON once, then appended. Once it is big enough for localStorage to cost
// real time (a 200 KB setItem takes ~0.4 ms, up to 7 ms, in Chromium) it is written a moment later
// instead of inside the command — always before the page goes away (pagehide, or the tab hidden),
// and before anything reads the save back, so the last command is never lost.
// The one store keeps the one Autosave (../sessionStore.ts: the one key, with the one-tab rule of
// ./tabs.ts), for every game.
import { gameFileHead, type RulesetTag } from './gameFile';
import type { WriteProblem } from './storage';

/** Below this many characters a save is written at once (cheaper than a timer). */
export const WRITE_THROUGH_CHARS = 16_000;
/** How long a bigger save waits for the next command before it is written anyway. */
export const SAVE_DELAY_MS = 300;

/** Where a save goes. */
export interface SaveTarget {
  write(text: string): WriteProblem | null;
  read(): string | null;
  clear(): void;
}

/** A list of commands: an array or a History (../history.ts). */
export interface CommandList {
  readonly length: number;
  at(i: number): unknown;
}

/** A game as its autosave writes it; who drives each player is kept so a reload keeps the computer's seats (issue 12). */
export interface SavedGame {
  tag: RulesetTag;
  setup: object;
  seed: number;
  commands: CommandList;
  name: string | null;
  seats: Readonly<Record<string, string>>;
}

interface Text {
  game: Omit<SavedGame, 'commands'>;
  /** The last command `body` holds, with how many it holds. */
  last: unknown;
  count: number;
  body: string;
}

export class Autosave {
  #text: Text | null = null;
  #dirty = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #listening = false;
  #paused = false;
  /** Told after every write: null when it was written, else why not (saving never fails silently). */
  #report: (problem: WriteProblem | null) => void = () => {};

  constructor(private readonly target: SaveTarget) {}

  reportTo(listener: (problem: WriteProblem | null) => void): void {
    this.#report = listener;
  }

  /** Stops (true) or resumes (false) writing and clearing the save; a pending write goes out first. */
  pause(on: boolean): void {
    if (on) this.flush();
    this.#paused = on;
  }

  get paused(): boolean {
    return this.#paused;
  }

  /** The save text, reusing the JSON of the commands already turned to text. */
  text(g: SavedGame): string {
    const t = this.#text;
    const same = t && t.game.tag.ruleset === g.tag.ruleset && t.game.tag.rulesetVersion === g.tag.rulesetVersion && t.game.setup === g.setup && t.game.seed === g.seed && t.game.name === g.name && t.game.seats === g.seats;
    const extends_ = same && g.commands.length >= t.count && (t.count === 0 || g.commands.at(t.count - 1) === t.last);
    // The game's name and seats are in the head; no time is written, so the head stays the same from command to command.
    let body = extends_ ? t.body : gameFileHead(g.setup, g.seed, g.name === null ? { seats: g.seats } : { name: g.name, seats: g.seats }, g.tag);
    for (let i = extends_ ? t.count : 0; i < g.commands.length; i++) body += (i > 0 ? ',' : '') + JSON.stringify(g.commands.at(i));
    const { commands, ...game } = g;
    this.#text = { game, last: commands.at(commands.length - 1), count: commands.length, body };
    return `${body}]}`;
  }

  #cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Writes a pending save now (the page is hiding, or something is about to read it). */
  flush(): void {
    this.#cancel();
    if (!this.#dirty || !this.#text) return;
    this.#dirty = false;
    this.#report(this.target.write(`${this.#text.body}]}`));
  }

  #listen(): void {
    if (this.#listening || typeof window === 'undefined') return;
    this.#listening = true;
    // pagehide is the last event a reload or a closed tab is sure to deliver; a hidden tab may be
    // killed without one on a phone.
    window.addEventListener('pagehide', () => this.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flush();
    });
  }

  /** The game after a command: written at once while small, else a moment later (flushed on pagehide). */
  save(g: SavedGame): void {
    if (this.#paused) return;
    const t = this.text(g);
    if (t.length < WRITE_THROUGH_CHARS) {
      this.#cancel();
      this.#dirty = false;
      this.#report(this.target.write(t));
      return;
    }
    this.#listen();
    this.#dirty = true;
    if (this.#timer === null) this.#timer = setTimeout(() => this.flush(), SAVE_DELAY_MS);
  }

  /** Writes the game now (a new game, a load, an undo: rare, and worth being sure of). */
  saveNow(g: SavedGame): WriteProblem | null {
    if (this.#paused) return null;
    this.#cancel();
    this.#dirty = false;
    const problem = this.target.write(this.text(g));
    this.#report(problem);
    return problem;
  }

  /** No game: nothing pending is written later. */
  drop(): void {
    if (this.#paused) return;
    this.#cancel();
    this.#dirty = false;
    this.#text = null;
    this.target.clear();
  }

  /** The save as it will be once written (a pending write is flushed first). */
  read(): string | null {
    this.flush();
    return this.target.read();
  }
}
