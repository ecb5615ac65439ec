// The one game file of every ruleset (docs/sim.md "The game file", docs/rulesets.md): the
// autosave, an exported game, the saved-games list's entries, the bad-save download and an
// `npm run sim` script are all this shape. It is versioned (`schema`); older versions are brought
// up to date by ./migrate.ts before the current shape is checked here, with the door's schema
// library (valibot).
//
// Two doors, one after the other. The envelope (this file's schema) is the same for every
// ruleset and knows none of them: which ruleset, its version, a name, the seed, a list of
// commands. The set-up and the commands are then judged by the ruleset's own schemas
// (Ruleset.setupSchema / commandSchema, readRulesetGame) — or left to its newGame and apply, as
// the sim does, so it can report which command was refused.
import * as v from 'valibot';
import type { Ruleset } from '../../engine';
import { schemaKit as k } from '../../engine/kit';
import { gameOf, rulesOf } from '../games';
import { migrate } from './migrate';
import type { FileOutcome } from './fileErrors';

export const GAME_FILE_SCHEMA = 3;
/** Keeps a hostile or mistaken file from running for ever (equal to the engine's cap on forced dice: src/store/gameFile.test.ts). */
export const MAX_LIST = 100_000;
export const DEFAULT_SEED = 1;
export const DEFAULT_AUTO_MAX = 1000;
export const NAME_MAX = 80;

/** Sim only: keep playing after the listed commands (docs/sim.md "auto"). */
export interface AutoSpec<P extends string = string> {
  policy?: P;
  policies?: Record<string, P>;
  maxCommands?: number;
  seed?: number;
}

/** A game file of the current version, defaults filled in; setup and commands still unjudged. */
export interface GameFile<K extends string = string, P extends string = string> {
  schema: typeof GAME_FILE_SCHEMA;
  /** The ruleset that plays it (a registered game's id, src/shell/games.ts) and the version of that ruleset it was written for. */
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
  /** Who drives each player, by player id (absent: every player a person). The sim ignores them. */
  seats?: Record<string, K>;
  auto?: AutoSpec<P>;
}

/**
 * The words a file's seats and auto play may use: who may drive a player ('person' or a computer
 * level) and the policies the sim can seat. They belong to the app's computer (src/ai), which the
 * shell does not know: Dark Future's store and the sim name them (src/sim/format.ts FILE_WORDS); without one, any id is read.
 */
export interface FileVocabulary {
  seatKinds: readonly string[];
  policies: readonly string[];
}

// The coded errors live in fileErrors.ts, which migrate.ts reads too (so the two do not import each other).
export type { FileOutcome, GameFileCode, GameFileError } from './fileErrors';

const seedSchema = (what: string) => v.pipe(v.number(what), v.safeInteger(what), v.minValue(0, what));
const word = (list: readonly string[] | null) => (list ? k.oneOf(list) : k.id());

/** The current version's envelope. Unknown keys are refused, so a typo ("command") is not ignored. */
function envelope(vocab: FileVocabulary | null) {
  return v.strictObject(
    {
      schema: v.literal(GAME_FILE_SCHEMA),
      // Any id here: whether a game of it is in the house is the reader's question (readRulesetGame, the session).
      ruleset: k.id(),
      rulesetVersion: k.int(1, 1000),
      name: v.optional(k.text(0, NAME_MAX, `text of at most ${NAME_MAX} characters`)),
      savedAt: v.optional(k.text(0, 40, 'a date and time (ISO 8601)')),
      description: v.optional(k.text(0, 100000, 'a string')),
      setup: k.anyObject('an object (the ruleset\'s set-up)'),
      seed: seedSchema('a whole number of at least 0'),
      dice: v.optional(k.list(k.int(1, 6), MAX_LIST, `a list of at most ${MAX_LIST} whole numbers from 1 to 6`)),
      commands: k.list(v.unknown(), MAX_LIST, `a list of at most ${MAX_LIST} commands`),
      seats: v.optional(v.record(v.string(), word(vocab?.seatKinds ?? null))),
      auto: v.optional(
        v.strictObject(
          {
            policy: v.optional(word(vocab?.policies ?? null)),
            policies: v.optional(v.record(v.string(), word(vocab?.policies ?? null))),
            maxCommands: v.optional(k.int(0, MAX_LIST)),
            seed: v.optional(seedSchema('a whole number of at least 0')),
          },
          'an object {policy, policies, maxCommands, seed}',
        ),
      ),
    },
    'a game file {schema, setup, seed, commands}',
  );
}

// One envelope per vocabulary, built the first time it is asked for.
const OPEN = envelope(null);
const built = new WeakMap<FileVocabulary, ReturnType<typeof envelope>>();
function envelopeFor(vocab: FileVocabulary | undefined) {
  if (!vocab) return OPEN;
  let e = built.get(vocab);
  if (!e) built.set(vocab, (e = envelope(vocab)));
  return e;
}

/** Any version in, the current version out (migrated, checked, defaults filled), or a coded error. */
export function parseGameFile(json: unknown, vocab?: FileVocabulary): FileOutcome<GameFile> {
  const m = migrate(json);
  if (!m.ok) return m;
  const r = k.parseAt(envelopeFor(vocab), m.value);
  if (!r.ok) return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: r.error.message, ...(r.error.path ? { path: r.error.path } : {}) } };
  const f = r.value;
  // A set-up that names its ruleset (the road-gang game's do) must name the file's.
  const named = (f.setup as { ruleset?: unknown }).ruleset;
  if (named !== undefined && named !== f.ruleset) {
    return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: `the file is for ${f.ruleset} but its set-up is for ${String(named).slice(0, 30)}`, path: 'setup.ruleset' } };
  }
  const rules = rulesOf(f.ruleset);
  if (rules && f.rulesetVersion > rules.version) {
    return { ok: false, error: { code: 'FILE_NEWER', message: `the file is for version ${f.rulesetVersion} of ${rules.name}; this version of the game plays up to ${rules.version}: please update`, path: 'rulesetVersion' } };
  }
  return { ok: true, value: { ...f, dice: f.dice ?? [] } as GameFile };
}

/** parseGameFile for text; text that is not JSON is a coded error, not an exception. */
export function parseGameText(text: string, vocab?: FileVocabulary): FileOutcome<GameFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { code: 'FILE_NOT_JSON', message: `the file is not valid JSON (${e instanceof Error ? e.message : 'parse error'})` } };
  }
  return parseGameFile(json, vocab);
}

/** `dice` go in front of setup.forcedDice; a malformed forcedDice is left for newGame to refuse. */
export function withDice(setup: Record<string, unknown>, dice: readonly number[]): Record<string, unknown> {
  if (dice.length === 0) return setup;
  if (setup.forcedDice === undefined) return { ...setup, forcedDice: [...dice] };
  return Array.isArray(setup.forcedDice) ? { ...setup, forcedDice: [...dice, ...setup.forcedDice] } : setup;
}

/** A game an app can hold: the set-up and every command of its ruleset's own shape (its door). */
export interface RulesetGame<Setup = Record<string, unknown>, Command = unknown, K extends string = string> {
  name?: string;
  setup: Setup;
  seed: number;
  commands: Command[];
  /** Who drives each player, when the file names any. */
  seats?: Record<string, K>;
  /** The version of the rules the file was saved under (rulesChanged.ts: an older file may be refused partway). */
  rulesetVersion: number;
}

const partsOf = new WeakMap<Ruleset, v.GenericSchema>();
function parts(r: Ruleset): v.GenericSchema {
  let s = partsOf.get(r);
  if (!s) partsOf.set(r, (s = v.object({ setup: r.setupSchema, commands: k.list(r.commandSchema, MAX_LIST, `a list of at most ${MAX_LIST} commands`) })));
  return s;
}

/** A file of `r`'s saved under an older version, its commands brought up to date by the ruleset's own `upgrade`; any other file as it is. */
export function upToDate<F extends GameFile>(r: Pick<Ruleset, 'id' | 'upgrade'>, f: F): F {
  if (f.ruleset !== r.id || !r.upgrade) return f;
  const u = r.upgrade(withDice(f.setup, f.dice), f.seed, f.rulesetVersion, f.commands);
  return u.version === f.rulesetVersion ? f : { ...f, rulesetVersion: u.version, commands: u.commands };
}

/** A checked envelope played by `r`: its set-up and commands through the ruleset's schemas; another ruleset's file or a sim script (`auto`) is refused, saying what it is. */
export function readRulesetGame<K extends string>(r: Ruleset, file: GameFile<K>): FileOutcome<RulesetGame<Record<string, unknown>, unknown, K>> {
  if (file.ruleset !== r.id) return { ok: false, error: { code: 'FILE_OTHER_RULESET', message: `this is a ${gameOf(file.ruleset)?.title ?? file.ruleset} game, not a ${r.name} one: choose that game on the new-game screen to load it`, path: 'ruleset' } };
  if (file.rulesetVersion > r.version) return { ok: false, error: { code: 'FILE_NEWER', message: `the file is for version ${file.rulesetVersion} of ${r.name}; this version of the game plays up to ${r.version}: please update`, path: 'rulesetVersion' } };
  if (file.auto) return { ok: false, error: { code: 'FILE_NOT_A_GAME', message: 'this is a sim script that asks for auto play: run it with `npm run sim`, then load its "played" commands', path: 'auto' } };
  // An older version's commands may be no command of this one: rewritten before the ruleset's door judges them.
  const f = upToDate(r, file);
  const p = k.parseAt(parts(r), { setup: withDice(f.setup, f.dice), commands: f.commands });
  if (!p.ok) return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: p.error.message, ...(p.error.path ? { path: p.error.path } : {}) } };
  const { setup, commands } = p.value as { setup: Record<string, unknown>; commands: unknown[] };
  const game: RulesetGame<Record<string, unknown>, unknown, K> = { setup, seed: f.seed, commands, rulesetVersion: f.rulesetVersion };
  if (f.name !== undefined) game.name = f.name;
  if (f.seats !== undefined) game.seats = f.seats;
  return { ok: true, value: game };
}

/** parseGameText, then readRulesetGame for `r`. */
export function parseRulesetGame(r: Ruleset, text: string, vocab?: FileVocabulary): FileOutcome<RulesetGame> {
  const f = parseGameText(text, vocab);
  return f.ok ? readRulesetGame(r, f.value) : f;
}

/** What a file says besides the game itself: its name, when it was written, who drives each player. */
export interface FileMeta {
  name?: string;
  savedAt?: string;
  seats?: Readonly<Record<string, string>>;
}

/** Which ruleset, at which version, a file is for. */
export interface RulesetTag {
  ruleset: string;
  rulesetVersion: number;
}

export const tagOf = (r: Pick<Ruleset, 'id' | 'version'>): RulesetTag => ({ ruleset: r.id, rulesetVersion: r.version });

/** The opening of a game file's text up to its command list (the autosave appends commands to it). */
export function gameFileHead(setup: object, seed: number, meta: FileMeta, tag: RulesetTag): string {
  const name = meta.name !== undefined ? `"name":${JSON.stringify(meta.name.slice(0, NAME_MAX))},` : '';
  const at = meta.savedAt !== undefined ? `"savedAt":${JSON.stringify(meta.savedAt)},` : '';
  // Only a computer seat is worth a key: a file of people only reads as before.
  const seats = meta.seats && Object.values(meta.seats).some((s) => s !== 'person') ? `"seats":${JSON.stringify(meta.seats)},` : '';
  return `{"schema":${GAME_FILE_SCHEMA},"ruleset":${JSON.stringify(tag.ruleset)},"rulesetVersion":${tag.rulesetVersion},${name}${at}${seats}"setup":${JSON.stringify(setup)},"seed":${JSON.stringify(seed)},"commands":[`;
}

/** A game as the text of a game file of the current version. */
export function writeGameFile(setup: object, seed: number, commands: Iterable<unknown>, meta: FileMeta, tag: RulesetTag): string {
  return `${gameFileHead(setup, seed, meta, tag)}${Array.from(commands, (c) => JSON.stringify(c)).join(',')}]}`;
}
