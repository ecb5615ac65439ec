// One game at one table, refereed (issue 32): the set-up, the seed and the accepted commands are
// the truth, as in the page's session (src/shell/session.ts); the full state lives here only.
// What leaves for a client is cut to what its player may know (playerView, the log in that
// player's words, the legal commands of its own seat). No network in here: the room
// (./room.ts) carries these to clients, the store (./store.ts) keeps them.
import { randomBytes, randomInt } from 'node:crypto';
import type { ComputerDriver, Ruleset } from '../src/engine';
import { startGame, step } from '../src/shell/record';
import { answerWithDriver, decisionSeed, type ThinkRequest } from '../src/shell/think';
import { parseGameText, readRulesetGame, tagOf, writeGameFile } from '../src/shell/saves/gameFile';
import type { OnlineLogLine, PlayedCommand, SeatInfo, SeatKind, StateMessage } from '../src/shell/online/protocol';
import { MAX_PLAYED, TOKEN_LENGTH } from '../src/shell/online/protocol';

export interface Problem {
  code: string;
  message: string;
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Problem };

/** Who holds what at a table: the host's token and each invite seat's. Kept with the game file. */
export interface TableSeats {
  kinds: Record<string, SeatKind>;
  level: string | null;
  hostToken: string;
  invites: Record<string, string>;
}

/** A table as the store keeps it: its id, its seats, its game file. */
export interface TableRecord {
  id: string;
  game: string;
  name: string;
  seats: TableSeats;
  file: string;
}

export const newToken = (): string => randomBytes(24).toString('base64url').slice(0, TOKEN_LENGTH);
/** A table's id is its room's id and part of every invite link: unguessable, as a token. */
export const newTableId = (): string => randomBytes(12).toString('base64url');

/**
 * The level of a table's computer seats: the one asked for, else the strongest quick one. A level of
 * the game's `slowLevels` (Dark Future's 'hard') is played too, thought in the server's thinking
 * thread (./thinker.ts) rather than on the one thread of every table, but never chosen unasked.
 */
export function computerLevel(rules: Ruleset, computer: ComputerDriver | undefined, slow: readonly string[], asked: string | undefined): Outcome<string> {
  if (!computer) return { ok: false, error: { code: 'ONLINE_NO_COMPUTER', message: `${rules.name} has no computer player on the server` } };
  const quick = computer.levels.filter((l) => !slow.includes(l));
  if (asked !== undefined && !computer.levels.includes(asked)) return { ok: false, error: { code: 'ONLINE_BAD_LEVEL', message: `no computer level ${asked.slice(0, 40)}` } };
  const level = asked ?? quick[quick.length - 1];
  return level === undefined ? { ok: false, error: { code: 'ONLINE_NO_COMPUTER', message: `${rules.name} has no computer quick enough for the server` } } : { ok: true, value: level };
}

/** The log is kept in each reader's words: every player's, and nobody's (a watcher, or a screen of several players). */
const NOBODY = '';

export class Table {
  private state: unknown;
  private readonly commands: unknown[] = [];
  /** Each command's JSON once, so writing the file after each command copies no command again. */
  private readonly commandTexts: string[] = [];
  private readonly logs = new Map<string, OnlineLogLine[]>();
  /** A game with nothing secret (GameRules.publicPlay): its last commands and their events, sent to every client. */
  private readonly played: PlayedCommand[] | null;
  readonly players: { id: string; name: string }[];

  private constructor(
    readonly id: string,
    readonly name: string,
    readonly rules: Ruleset,
    readonly computer: ComputerDriver | undefined,
    private readonly setup: Record<string, unknown>,
    private readonly seed: number,
    readonly seats: TableSeats,
    first: { state: unknown; events: unknown[] },
    publicPlay: boolean,
  ) {
    this.state = first.state;
    this.played = publicPlay ? [] : null;
    this.players = rules.players(first.state);
    for (const p of [NOBODY, ...this.players.map((x) => x.id)]) this.logs.set(p, []);
    this.record(first.events, 0);
  }

  /** A new table: the seed is drawn here and never leaves the server. */
  static create(
    id: string,
    rules: Ruleset,
    computer: ComputerDriver | undefined,
    o: { setup: Record<string, unknown>; seats?: Record<string, SeatKind>; level?: string; name?: string },
    slow: readonly string[] = [],
    publicPlay = false,
  ): Outcome<Table> {
    const seed = randomInt(0, 2 ** 31);
    const g = startGame(rules, o.setup, seed);
    if (!g.ok) return { ok: false, error: { code: `SETUP/${g.error.code}`, message: g.error.message } };
    const players = rules.players(g.value.state);
    const kinds: Record<string, SeatKind> = {};
    for (const p of players) kinds[p.id] = o.seats?.[p.id] ?? 'invite';
    const unknown = Object.keys(o.seats ?? {}).find((p) => !(p in kinds));
    if (unknown) return { ok: false, error: { code: 'ONLINE_BAD_SEATS', message: `${unknown.slice(0, 40)} is no player of this game` } };
    const wantsComputer = Object.values(kinds).includes('computer');
    const chosen = wantsComputer ? computerLevel(rules, computer, slow, o.level) : null;
    if (chosen && !chosen.ok) return chosen;
    const level = chosen ? chosen.value : null;
    const invites: Record<string, string> = {};
    for (const [p, k] of Object.entries(kinds)) if (k === 'invite') invites[p] = newToken();
    const seats: TableSeats = { kinds, level, hostToken: newToken(), invites };
    return { ok: true, value: new Table(id, o.name ?? rules.name, rules, computer, o.setup, seed, seats, g.value, publicPlay) };
  }

  /** A table from its stored record: the game file replayed through the rules (a command they now refuse is a coded error). */
  static restore(rec: TableRecord, rules: Ruleset, computer: ComputerDriver | undefined, publicPlay = false): Outcome<Table> {
    const f = parseGameText(rec.file);
    if (!f.ok) return { ok: false, error: f.error };
    const g = readRulesetGame(rules, f.value);
    if (!g.ok) return { ok: false, error: g.error };
    const start = startGame(rules, g.value.setup, g.value.seed);
    if (!start.ok) return { ok: false, error: start.error };
    const t = new Table(rec.id, rec.name, rules, computer, g.value.setup, g.value.seed, rec.seats, start.value, publicPlay);
    for (const c of g.value.commands) {
      const out = t.accept(c);
      if (!out.ok) return { ok: false, error: { code: out.error.code, message: `command ${t.commands.length + 1} of the stored game: ${out.error.message}` } };
    }
    return { ok: true, value: t };
  }

  get commandCount(): number {
    return this.commands.length;
  }

  get over(): boolean {
    return this.rules.result(this.state).over;
  }

  /** Whose decision it is (null: nobody's, the game is over). */
  get decider(): string | null {
    return this.over ? null : this.rules.pending(this.state).player;
  }

  /** A command from `by` (the seats the sender holds): their seat must be the one deciding, then the rules judge it. */
  play(by: readonly string[], command: unknown): Outcome<{ commands: number }> {
    if (this.over) return { ok: false, error: { code: 'ONLINE_GAME_OVER', message: 'the game is over' } };
    const p = this.decider;
    if (p === null || !by.includes(p)) return { ok: false, error: { code: 'ONLINE_NOT_YOUR_SEAT', message: p === null ? 'nobody decides now' : `it is ${this.nameOf(p)}'s decision` } };
    return this.accept(command);
  }

  /** What the computer is asked when the decision is one of its seats (its player's view only), else null. */
  computerRequest(): ThinkRequest | null {
    const p = this.decider;
    if (p === null || this.seats.kinds[p] !== 'computer' || !this.computer || this.seats.level === null) return null;
    const legal = this.rules.legalCommands(this.state);
    if (legal.length === 0) return null;
    return { game: this.rules.id, view: this.rules.playerView(this.state, p), legal, player: p, level: this.seats.level, seed: decisionSeed(this.seed, this.commands.length) };
  }

  /** Plays the computer's decision, thought in this thread, if it is one; the outcome, or null when it is a person's. */
  playComputer(): Outcome<{ commands: number }> | null {
    const req = this.computerRequest();
    return req === null ? null : this.accept(answerWithDriver(this.computer!, req).command);
  }

  /**
   * Plays a command the computer thought elsewhere (./thinker.ts) for the position `asked` (the
   * request's player and seed): null, and nothing played, when the table has moved on since (a
   * seat given back to a person, another answer played first).
   */
  playThought(asked: ThinkRequest, command: unknown): Outcome<{ commands: number }> | null {
    const now = this.computerRequest();
    if (now === null || now.player !== asked.player || now.seed !== asked.seed || now.level !== asked.level) return null;
    return this.accept(command);
  }

  private accept(command: unknown): Outcome<{ commands: number }> {
    const out = step(this.rules, this.state, command);
    if (!out.ok) return { ok: false, error: { code: out.error.code, message: out.error.message } };
    this.state = out.value.state;
    this.commands.push(command);
    this.commandTexts.push(JSON.stringify(command));
    this.record(out.value.events, this.commands.length);
    if (this.played) {
      this.played.push({ at: this.commands.length, command, events: out.value.events });
      if (this.played.length > MAX_PLAYED) this.played.shift();
    }
    return { ok: true, value: { commands: this.commands.length } };
  }

  /** A command's events in every reader's words, with the state after them (as the session's log). */
  private record(events: readonly unknown[], at: number): void {
    for (const [viewer, lines] of this.logs) {
      for (const e of events) lines.push({ at, text: this.rules.describeEvent(e, this.state, viewer === NOBODY ? null : viewer), dice: this.rules.eventDice(e), rule: this.rules.eventRule(e) });
    }
  }

  /**
   * What a client holding `held` may know, with the log from line `logFrom` on. A client of one
   * seat sees as that player; a screen of several (the host's hot-seat) sees as the one deciding
   * when it is one of theirs, else as a watcher, and reads the log in nobody's words, as the
   * hot-seat table does.
   */
  messageFor(held: readonly string[], logFrom: number): StateMessage {
    const decider = this.decider;
    const as = held.length === 1 ? held[0] : decider !== null && held.includes(decider) ? decider : NOBODY;
    const view = this.rules.playerView(this.state, as);
    const lines = this.logs.get(held.length === 1 ? held[0] : NOBODY) ?? [];
    const legal = decider !== null && held.includes(decider) ? this.rules.legalCommands(this.state) : [];
    const m: StateMessage = { commands: this.commands.length, as, view, pending: this.rules.pending(view), legal, result: this.rules.result(this.state), logFrom, log: lines.slice(logFrom) };
    // A screen of several seats shows the decider's own secrets: it covers them from the others at it.
    if (held.length > 1 && as !== NOBODY) m.ownSecrets = JSON.stringify(view) !== JSON.stringify(this.rules.playerView(this.state, NOBODY));
    // Joining, the last few; after a command, that one (the client keeps the rest).
    if (this.played) m.played = logFrom === 0 ? [...this.played] : this.played.slice(-1);
    return m;
  }

  /** How many log lines a client of `held` has been sent up to now. */
  logLength(held: readonly string[]): number {
    return this.logs.get(held.length === 1 ? held[0] : NOBODY)?.length ?? 0;
  }

  seatList(away: (player: string) => boolean): SeatInfo[] {
    return this.players.map((p) => ({ player: p.id, name: p.name, kind: this.seats.kinds[p.id], away: this.seats.kinds[p.id] !== 'computer' && away(p.id) }));
  }

  nameOf(player: string): string {
    return this.players.find((p) => p.id === player)?.name ?? player;
  }

  /** The table as the store keeps it: the game file (set-up, seed, commands) and its seats. */
  toRecord(): TableRecord {
    // Computer seats as the session's file names them (a level), so a downloaded table replays in the page the same.
    const seats = Object.fromEntries(this.players.map((p) => [p.id, this.seats.kinds[p.id] === 'computer' && this.seats.level !== null ? this.seats.level : 'person']));
    const file = writeGameFile(this.setup, this.seed, [], { name: this.name, seats }, tagOf(this.rules));
    // writeGameFile with no command ends in "[]}": the kept command texts go between.
    const text = `${file.slice(0, -2)}${this.commandTexts.join(',')}]}`;
    return { id: this.id, game: this.rules.id, name: this.name, seats: this.seats, file: text };
  }
}
