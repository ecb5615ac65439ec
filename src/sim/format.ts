// The sim's reading of the one game file (src/shell/saves/gameFile.ts, docs/sim.md): an unchecked file
// becomes a SimFile only through parseSimFile, which answers with a coded error instead of
// throwing. The setup itself is left to the engine's newGame, the one place that validates setups.
import { DEFAULT_AUTO_MAX as FILE_DEFAULT_AUTO_MAX, DEFAULT_SEED as FILE_DEFAULT_SEED, MAX_LIST as FILE_MAX_LIST, parseGameFile, upToDate, type FileVocabulary, type GameFile } from '../shell/saves/gameFile';
import { darkFuture, type RuleErrorCode, type SetupErrorCode } from '../engine';
import { LEVELS, POLICIES as ALL_POLICIES, type PolicyId } from '../ai';

/** The drivers auto play can seat (src/ai/policies.ts): 'first', 'random', 'greedy', 'bot:easy', ... */
export const POLICIES = ALL_POLICIES;
export type Policy = PolicyId;

/** The words a Dark Future file's seats and auto play may use: a person or a level of the computer (src/ai), and the policies above. Its store reads files with them too. */
export const FILE_WORDS: FileVocabulary = { seatKinds: ['person', ...LEVELS], policies: POLICIES };

export interface AutoPlay {
  /** 'first' plays legalCommands(state)[0]; 'random' picks uniformly with its own seeded generator. */
  policy: Policy;
  /** Per player id, a policy for that player's decisions (the others use `policy`): an arena game as a file. */
  policies: Record<string, Policy> | null;
  /** At most this many commands are played after the listed ones. */
  maxCommands: number;
  /** Seed of the command chooser (not of the dice). */
  seed: number;
}

export interface SimFile {
  /** Handed to newGame unchanged, except that `dice` go in front of its forcedDice. */
  setup: unknown;
  seed: number;
  dice: number[];
  /** Checked one by one by the engine's apply, so a bad one is reported with its index. */
  commands: unknown[];
  auto: AutoPlay | null;
}

/** The sim's own codes, plus the engine's rule error codes for commands it rejects. */
export type SimErrorCode = 'BAD_FILE' | 'BAD_SETUP' | 'NO_LEGAL_COMMAND' | RuleErrorCode;

export interface SimError {
  code: SimErrorCode;
  message: string;
  /** Index of the command that failed in the played sequence (listed commands, then auto ones). */
  commandIndex: number | null;
  /** Where in the file the problem is (BAD_FILE, BAD_SETUP). */
  path?: string;
  /** The engine's SetupError code behind a BAD_SETUP. */
  setupCode?: SetupErrorCode;
  /** The command that failed. */
  command?: unknown;
}

export const DEFAULT_SEED = FILE_DEFAULT_SEED;
export const DEFAULT_AUTO_MAX = FILE_DEFAULT_AUTO_MAX;
/** Keeps a hostile or mistaken file from running for ever (the engine's cap on forced dice). */
export const MAX_LIST = FILE_MAX_LIST;

/** A game file (src/shell/saves/gameFile.ts, any version: an autosave, an exported game or a script) as the sim runs it. */
export function parseSimFile(x: unknown): { ok: true; value: SimFile } | { ok: false; error: SimError } {
  // A Dark Future list of an older version is rewritten by its ruleset (p69's abandon question), as the app's door does.
  const p = parseGameFile(x, FILE_WORDS);
  const r = p.ok ? { ok: true as const, value: upToDate(darkFuture, p.value) } : p;
  if (!r.ok) return { ok: false, error: { code: 'BAD_FILE', message: r.error.message, commandIndex: null, ...(r.error.path ? { path: r.error.path } : {}) } };
  // FILE_WORDS let through only the policies above.
  const f = r.value as GameFile<string, Policy>;
  const a = f.auto;
  if (a && a.policy === undefined && a.policies === undefined)
    return { ok: false, error: { code: 'BAD_FILE', message: `auto needs a policy (one of ${POLICIES.join(', ')}) or policies by player`, commandIndex: null, path: 'auto.policy' } };
  const auto = a ? { policy: a.policy ?? 'random', policies: a.policies ?? null, maxCommands: a.maxCommands ?? DEFAULT_AUTO_MAX, seed: a.seed ?? f.seed } : null;
  return { ok: true, value: { setup: f.setup, seed: f.seed, dice: f.dice, commands: f.commands, auto } };
}
