// The words a remote table and its clients speak (issue 32, docs/online.md). One file for both
// sides: the server (server/) checks every message a client sends against these schemas before
// anything reaches the rules, and the page's transport (./transport.ts) reads what comes back.
// Nothing here names a game: a command is the game's own shape, judged by its ruleset's
// commandSchema on the server.
import * as v from 'valibot';
import type { RulesetPending, RulesetResult } from '../../engine';
import { schemaKit as k } from '../../engine/kit';

/** The one room type every table is (the Colyseus room name). */
export const TABLE_ROOM = 'table';

/** How a seat is filled: the host's own screen (hot-seat), a person with an invite link, or the game's computer. */
export const SEAT_KINDS = ['here', 'invite', 'computer'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** A seat token or a host token: long enough not to be guessed, short enough to sit in a link. */
export const TOKEN_LENGTH = 32;
const token = v.pipe(v.string('a token'), v.regex(/^[A-Za-z0-9_-]{32}$/, 'a token of 32 letters, digits, - or _'));

/** The most a command may weigh as JSON: the largest command of the house's games is a few hundred characters. */
export const MAX_COMMAND_CHARS = 4096;
/** The most a table's set-up may weigh as JSON (Dark Future's set-up with designs of its own included). */
export const MAX_SETUP_CHARS = 64 * 1024;

/** What the host asks for when creating a table. */
export const createOptionsSchema = v.strictObject(
  {
    game: k.id('a game id'),
    setup: k.anyObject("an object (the game's set-up)"),
    /** By player id; a player not named is an invite seat. */
    seats: v.optional(v.record(k.id('a player id'), v.picklist(SEAT_KINDS, 'here, invite or computer'))),
    /** The computer's level at every computer seat (absent: its strongest quick one; a level of the game's slowLevels, GameRules.slowLevels, is played when asked for, thought off the server's main thread). */
    level: v.optional(k.id('a computer level')),
    name: v.optional(k.text(0, 80)),
  },
  'a table {game, setup, seats?, level?, name?}',
);
export type CreateOptions = v.InferOutput<typeof createOptionsSchema>;

/** What anyone joining a table sends: a host or seat token, or nothing to watch. */
export const joinOptionsSchema = v.strictObject({ token: v.optional(token) }, 'a join {token?}');
export type JoinOptions = v.InferOutput<typeof joinOptionsSchema>;

/** Client to server: play a command (`seen`: how many commands the client had seen, so a stale click is refused, not played). */
export const commandMessageSchema = v.strictObject(
  { command: v.unknown(), seen: v.optional(k.int(0, 1_000_000)) },
  'a command message {command, seen?}',
);
export type CommandMessage = v.InferOutput<typeof commandMessageSchema>;

/**
 * Client to server, the host only: who plays a seat from now on: the host's own screen ('here',
 * when no guest holds the seat), the computer (an away seat), or a person by the link again.
 */
export const seatMessageSchema = v.strictObject(
  { player: k.id('a player id'), to: v.picklist(SEAT_KINDS, 'here, invite or computer') },
  'a seat message {player, to}',
);
export type SeatMessage = v.InferOutput<typeof seatMessageSchema>;

/** The message types a client may send. */
export const TO_SERVER = { command: 'command', seat: 'seat' } as const;
/** The message types the server sends. */
export const TO_CLIENT = { table: 'table', state: 'state', refused: 'refused' } as const;

export interface SeatInfo {
  player: string;
  name: string;
  kind: SeatKind;
  /** Nobody holds it now (a person's connection dropped, or they have not come yet); a computer seat never is. */
  away: boolean;
}

/** Who a client is at its table. */
export interface Identity {
  role: 'host' | 'seat' | 'watcher';
  /** The players this client decides for (the host: every 'here' seat). */
  seats: string[];
}

/** Sent on joining and whenever a seat changes hands: the table, who sits where, who is away. */
export interface TableMessage {
  id: string;
  game: string;
  rulesetVersion: number;
  name: string;
  you: Identity;
  seats: SeatInfo[];
  /** The host only: each invite seat's token, to put in its link. */
  invites?: Record<string, string>;
  /** The host only: the host's own token (to come back to the table from another page). */
  hostToken?: string;
}

export interface OnlineLogLine {
  /** The command it came from (0: the set-up). */
  at: number;
  text: string;
  dice: number[];
  rule: string;
}

/** A command accepted at a table of a game with nothing secret (GameRules.publicPlay), with its events. */
export interface PlayedCommand {
  /** Its number (1: the first command). */
  at: number;
  command: unknown;
  events: unknown[];
}

/** The most recent commands a state message may carry (a Deathrace vehicle's turn is at most eight). */
export const MAX_PLAYED = 8;

/**
 * Sent after every accepted command (and on joining): what this client may know. Never the full
 * state, the seed or the dice to come: `view` is the ruleset's playerView for `as` (a watcher's
 * view when `as` is ''), the log is in the words `as` may read.
 */
export interface StateMessage {
  /** Commands accepted so far. */
  commands: number;
  /** Whose view `view` is ('' a watcher's). */
  as: string;
  /**
   * To a screen holding several seats (the host's 'here' seats) only: `view` holds what a watcher's
   * does not (the deciding player's own secrets: their face-down markers, their hidden choice), so
   * the screen is covered until that player takes the device.
   */
  ownSecrets?: boolean;
  view: unknown;
  pending: RulesetPending;
  /** The real state's legal commands, only when the decision is one of this client's seats; else empty. */
  legal: unknown[];
  result: RulesetResult;
  /** Log lines from `logFrom` on (the whole log on joining, the new lines after). */
  logFrom: number;
  log: OnlineLogLine[];
  /**
   * Only for a game whose commands and events hide nothing (GameRules.publicPlay): the last
   * commands played with their events, so a table can draw what just happened (Deathrace's trail).
   * On joining (logFrom 0) up to MAX_PLAYED of them, after a command that one.
   */
  played?: PlayedCommand[];
}

/** A refusal: the engine's coded error, or the server's own (a bad message, too many, not your seat). */
export interface RefusedMessage {
  code: string;
  message: string;
}

/** The server's own refusal codes (the engine's codes pass through as they are). */
export const REFUSALS = {
  badMessage: 'ONLINE_BAD_MESSAGE',
  tooBig: 'ONLINE_TOO_BIG',
  tooMany: 'ONLINE_RATE_LIMITED',
  tooManyTables: 'ONLINE_TOO_MANY_TABLES',
  notYourSeat: 'ONLINE_NOT_YOUR_SEAT',
  stale: 'ONLINE_STALE',
  notHost: 'ONLINE_NOT_HOST',
  over: 'ONLINE_GAME_OVER',
  seatTaken: 'ONLINE_SEAT_TAKEN',
  seatHere: 'ONLINE_SEAT_HERE',
} as const;
