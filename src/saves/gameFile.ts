// The one game file (docs/sim.md "The game file"): the autosave, an exported game, the bad-save
// download and an `npm run sim` script are all this shape, so any of them can be loaded by the
// app or run by the sim. It is versioned (`schema`); older versions are brought up to date by
// ./migrate.ts before the current shape is checked here, with the door's schema library (valibot).
//
// This module checks the envelope only: the setup is left to the engine's newGame and each
// command to its apply (both validate at their own door), so the sim can report which command
// was refused. The app adds the engine's strict setup and command schemas on top (parseGame).
import * as v from 'valibot';
import { RULESETS, darkFuture, rulesetOf, schema, type Command, type GameSetup } from '../engine';
import { LEVELS, POLICIES, type Level, type PolicyId } from '../ai';
import { migrate } from './migrate';
import { ABANDON_BEFORE_TURN, abandonBeforeTurn } from './abandonBeforeTurn';

export const GAME_FILE_SCHEMA = 3;
/** Keeps a hostile or mistaken file from running for ever (the engine's cap on forced dice). */
export const MAX_LIST = schema.MAX_DICE;
export const DEFAULT_SEED = 1;
export const DEFAULT_AUTO_MAX = 1000;
const NAME_MAX = 80;

/** Sim only: keep playing after the listed commands (docs/sim.md "auto"). */
export interface AutoSpec {
  policy?: PolicyId;
  policies?: Record<string, PolicyId>;
  maxCommands?: number;
  seed?: number;
}

/** Who drives each player's cars in the app: a person, or the computer at a level (issue 12). */
export type SeatKind = 'person' | Level;
export const SEAT_KINDS: readonly SeatKind[] = ['person', ...LEVELS];

/** A game file of the current version, defaults filled in; setup and commands still unjudged. */
export interface GameFile {
  schema: typeof GAME_FILE_SCHEMA;
  /** The ruleset that plays it (an id of the engine's RULESETS) and the version of that ruleset it was written for. */
  ruleset: string;
  rulesetVersion: number;
  /** The name the player gave the game (the saved-games list), if any. */
  name?: string;
  /** When it was written (ISO 8601), if known. */
  savedAt?: string;
  description?: string;
  setup: Record<string, unknown>;
  seed: number;
  /** Die results used before the generator: put in front of setup.forcedDice (withDice). */
  dice: number[];
  commands: unknown[];
  /** The app's computer seats by player id (absent: every player a person). The sim ignores them. */
  seats?: Record<string, SeatKind>;
  auto?: AutoSpec;
}

export type GameFileCode = 'FILE_NOT_JSON' | 'FILE_NOT_OBJECT' | 'FILE_NOT_A_GAME' | 'FILE_NEWER' | 'FILE_BAD_VERSION' | 'FILE_BAD_SHAPE' | 'FILE_OTHER_RULESET';

export interface GameFileError {
  code: GameFileCode;
  message: string;
  /** Where in the file (`seed`, `dice[1]`, `auto.policy`); absent for the whole file. */
  path?: string;
}

export type FileOutcome<T> = { ok: true; value: T } | { ok: false; error: GameFileError };

const seedSchema = (what: string) => v.pipe(v.number(what), v.safeInteger(what), v.minValue(0, what));

/** The current version's shape. Unknown keys are refused, so a typo ("command") is not ignored. */
const CurrentSchema = v.strictObject(
  {
    schema: v.literal(GAME_FILE_SCHEMA),
    ruleset: schema.oneOf(RULESETS.map((r) => r.id)),
    rulesetVersion: schema.int(1, 1000),
    name: v.optional(schema.text(0, NAME_MAX, `text of at most ${NAME_MAX} characters`)),
    savedAt: v.optional(schema.text(0, 40, 'a date and time (ISO 8601)')),
    description: v.optional(schema.text(0, 100000, 'a string')),
    setup: schema.anyObject('an object (a GameSetup)'),
    seed: seedSchema('a whole number of at least 0'),
    dice: v.optional(schema.DiceSchema),
    commands: schema.list(v.unknown(), MAX_LIST, `a list of at most ${MAX_LIST} commands`),
    seats: v.optional(v.record(v.string(), schema.oneOf(SEAT_KINDS))),
    auto: v.optional(
      v.strictObject(
        {
          policy: v.optional(schema.oneOf(POLICIES)),
          policies: v.optional(v.record(v.string(), schema.oneOf(POLICIES))),
          maxCommands: v.optional(schema.int(0, MAX_LIST)),
          seed: v.optional(seedSchema('a whole number of at least 0')),
        },
        'an object {policy, policies, maxCommands, seed}',
      ),
    ),
  },
  'a game file {schema, setup, seed, commands}',
);

/** Any version in, the current version out (migrated, checked, defaults filled), or a coded error. */
export function parseGameFile(json: unknown): FileOutcome<GameFile> {
  const m = migrate(json);
  if (!m.ok) return m;
  const r = schema.parseAt(CurrentSchema, m.value);
  if (!r.ok) return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: r.error.message, ...(r.error.path ? { path: r.error.path } : {}) } };
  const f = r.value;
  // A set-up that names its ruleset (the road-gang game's do) must name the file's.
  const named = (f.setup as { ruleset?: unknown }).ruleset;
  if (named !== undefined && named !== f.ruleset) {
    return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: `the file is for ${f.ruleset} but its set-up is for ${String(named).slice(0, 30)}`, path: 'setup.ruleset' } };
  }
  const rules = rulesetOf(f.ruleset);
  if (rules && f.rulesetVersion > rules.version) {
    return { ok: false, error: { code: 'FILE_NEWER', message: `the file is for version ${f.rulesetVersion} of ${rules.name}; this version of the game plays up to ${rules.version}: please update`, path: 'rulesetVersion' } };
  }
  // Ruleset versions change what a command list means: an older list is brought up to date here.
  if (f.ruleset === darkFuture.id && f.rulesetVersion < ABANDON_BEFORE_TURN && f.commands.length > 0) {
    const commands = abandonBeforeTurn(withDice(f.setup, f.dice ?? []), f.seed, f.commands);
    return { ok: true, value: { ...f, rulesetVersion: ABANDON_BEFORE_TURN, dice: f.dice ?? [], setup: f.setup, commands } as GameFile };
  }
  return { ok: true, value: { ...f, dice: f.dice ?? [], setup: f.setup, commands: f.commands } as GameFile };
}

/** parseGameFile for text; text that is not JSON is a coded error, not an exception. */
export function parseGameText(text: string): FileOutcome<GameFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { code: 'FILE_NOT_JSON', message: `the file is not valid JSON (${e instanceof Error ? e.message : 'parse error'})` } };
  }
  return parseGameFile(json);
}

/** `dice` go in front of setup.forcedDice; a malformed forcedDice is left for newGame to refuse. */
export function withDice(setup: Record<string, unknown>, dice: readonly number[]): Record<string, unknown> {
  if (dice.length === 0) return setup;
  if (setup.forcedDice === undefined) return { ...setup, forcedDice: [...dice] };
  return Array.isArray(setup.forcedDice) ? { ...setup, forcedDice: [...dice, ...setup.forcedDice] } : setup;
}

/** A game the app can hold: the setup and every command of the engine's own shape (its door). */
export interface Game {
  name?: string;
  setup: GameSetup;
  seed: number;
  commands: Command[];
  /** The computer seats, when the file names any. */
  seats?: Record<string, SeatKind>;
}

const GameParts = v.object({
  setup: schema.GameSetupSchema,
  commands: schema.list(schema.CommandSchema, MAX_LIST, `a list of at most ${MAX_LIST} commands`),
});

/** parseGameText and then the engine's strict setup and command shapes; `auto` (a sim script) is refused. */
export function parseGame(text: string): FileOutcome<Game> {
  const f = parseGameText(text);
  if (!f.ok) return f;
  if (f.value.ruleset !== darkFuture.id) return { ok: false, error: { code: 'FILE_OTHER_RULESET', message: `this is a ${rulesetOf(f.value.ruleset)?.name ?? f.value.ruleset} game, not a Dark Future one: choose that game on the new-game screen to load it`, path: 'ruleset' } };
  if (f.value.auto) return { ok: false, error: { code: 'FILE_NOT_A_GAME', message: 'this is a sim script that asks for auto play: run it with `npm run sim`, then load its "played" commands', path: 'auto' } };
  const parts = schema.parseAt(GameParts, { setup: withDice(f.value.setup, f.value.dice), commands: f.value.commands });
  if (!parts.ok) return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: parts.error.message, ...(parts.error.path ? { path: parts.error.path } : {}) } };
  const game: Game = { setup: parts.value.setup as GameSetup, seed: f.value.seed, commands: parts.value.commands as Command[] };
  if (f.value.name !== undefined) game.name = f.value.name;
  if (f.value.seats !== undefined) game.seats = f.value.seats;
  return { ok: true, value: game };
}

/** What a file says besides the game itself: its name, when it was written, the computer seats. */
export interface FileMeta {
  name?: string;
  savedAt?: string;
  seats?: Readonly<Record<string, SeatKind>>;
}

/** Which ruleset, at which version, a file is for: Dark Future's unless said. */
export interface RulesetTag {
  ruleset: string;
  rulesetVersion: number;
}

const DARK_FUTURE: RulesetTag = { ruleset: darkFuture.id, rulesetVersion: darkFuture.version };

/** The opening of a game file's text up to its command list (the autosave appends commands to it). */
export function gameFileHead(setup: GameSetup | Record<string, unknown>, seed: number, meta: FileMeta = {}, tag: RulesetTag = DARK_FUTURE): string {
  const name = meta.name !== undefined ? `"name":${JSON.stringify(meta.name.slice(0, NAME_MAX))},` : '';
  const at = meta.savedAt !== undefined ? `"savedAt":${JSON.stringify(meta.savedAt)},` : '';
  // Only a computer seat is worth a key: a file of people only reads as before.
  const seats = meta.seats && Object.values(meta.seats).some((k) => k !== 'person') ? `"seats":${JSON.stringify(meta.seats)},` : '';
  return `{"schema":${GAME_FILE_SCHEMA},"ruleset":${JSON.stringify(tag.ruleset)},"rulesetVersion":${tag.rulesetVersion},${name}${at}${seats}"setup":${JSON.stringify(setup)},"seed":${JSON.stringify(seed)},"commands":[`;
}

/** A game as the text of a game file of the current version (any ruleset's: `tag`). */
export function writeGameFile(setup: GameSetup | Record<string, unknown>, seed: number, commands: readonly (Command | unknown)[], meta: FileMeta = {}, tag: RulesetTag = DARK_FUTURE): string {
  return `${gameFileHead(setup, seed, meta, tag)}${commands.map((c) => JSON.stringify(c)).join(',')}]}`;
}
