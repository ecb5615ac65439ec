// The app's door to the one game file (the generic file is src/shell/saves/gameFile.ts,
// docs/rulesets.md): the same envelope with the words of the app's computer (its seat levels and
// the sim's policies, src/ai), and Dark Future's games read through its ruleset's own schemas.
// Dark Future's store, the sim and the tests read files through here.
import { darkFuture, type Command, type GameSetup } from '../engine';
import { LEVELS, POLICIES, type Level, type PolicyId } from '../ai';
import * as file from '../shell/saves/gameFile';
import type { FileMeta, FileOutcome, RulesetTag } from '../shell/saves/gameFile';
import { ABANDON_BEFORE_TURN, abandonBeforeTurn } from './abandonBeforeTurn';

export { GAME_FILE_SCHEMA, MAX_LIST, DEFAULT_SEED, DEFAULT_AUTO_MAX, withDice, tagOf } from '../shell/saves/gameFile';
export type { FileMeta, FileOutcome, GameFileCode, GameFileError, RulesetTag } from '../shell/saves/gameFile';

/** Who drives each player's cars in the app: a person, or the computer at a level (issue 12). */
export type SeatKind = 'person' | Level;
export const SEAT_KINDS: readonly SeatKind[] = ['person', ...LEVELS];

/** The app's words for seats and auto play. */
export const APP_VOCABULARY: file.FileVocabulary = { seatKinds: SEAT_KINDS, policies: POLICIES };

export type AutoSpec = file.AutoSpec<PolicyId>;
export type GameFile = file.GameFile<SeatKind, PolicyId>;

// Ruleset versions change what a command list means: an older Dark Future list is brought up to date here.
function upToDate(r: FileOutcome<file.GameFile>): FileOutcome<GameFile> {
  if (!r.ok) return r;
  const f = r.value as GameFile;
  if (f.ruleset !== darkFuture.id || f.rulesetVersion >= ABANDON_BEFORE_TURN || f.commands.length === 0) return { ok: true, value: f };
  return { ok: true, value: { ...f, rulesetVersion: ABANDON_BEFORE_TURN, commands: abandonBeforeTurn(file.withDice(f.setup, f.dice), f.seed, f.commands) } };
}

/** Any version in, the current version out, seats and policies the app's own. */
export const parseGameFile = (json: unknown): FileOutcome<GameFile> => upToDate(file.parseGameFile(json, APP_VOCABULARY));
export const parseGameText = (text: string): FileOutcome<GameFile> => upToDate(file.parseGameText(text, APP_VOCABULARY));

/** A Dark Future game the app can hold. */
export type Game = file.RulesetGame<GameSetup, Command, SeatKind>;

/** A Dark Future game: parseGameText and then the ruleset's strict set-up and command schemas; `auto` (a sim script) is refused. */
export function parseGame(text: string): FileOutcome<Game> {
  const f = parseGameText(text);
  return f.ok ? (file.readRulesetGame(darkFuture, f.value) as FileOutcome<Game>) : f;
}

const DARK_FUTURE: RulesetTag = file.tagOf(darkFuture);

/** The opening of a game file's text up to its command list: Dark Future's unless `tag` says. */
export const gameFileHead = (setup: GameSetup | Record<string, unknown>, seed: number, meta: FileMeta = {}, tag: RulesetTag = DARK_FUTURE): string => file.gameFileHead(setup, seed, meta, tag);

/** A game as the text of a game file of the current version (any ruleset's: `tag`). */
export const writeGameFile = (setup: GameSetup | Record<string, unknown>, seed: number, commands: readonly unknown[], meta: FileMeta = {}, tag: RulesetTag = DARK_FUTURE): string =>
  file.writeGameFile(setup, seed, commands, meta, tag);
