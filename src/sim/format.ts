// The sim file format (docs/sim.md), checked at the door: an unchecked file becomes a SimFile
// only through parseSimFile, which answers with a coded error instead of throwing. The setup
// itself is left to the engine's newGame, the one place that validates setups.
import type { RuleErrorCode, SetupErrorCode } from '../engine';

export const POLICIES = ['first', 'random'] as const;
export type Policy = (typeof POLICIES)[number];

export interface AutoPlay {
  /** 'first' plays legalCommands(state)[0]; 'random' picks uniformly with its own seeded generator. */
  policy: Policy;
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

export const DEFAULT_SEED = 1;
export const DEFAULT_AUTO_MAX = 1000;
/** Keeps a hostile or mistaken file from running for ever. */
export const MAX_LIST = 100000;

const KEYS = ['setup', 'seed', 'dice', 'commands', 'auto', 'description'];
const AUTO_KEYS = ['policy', 'maxCommands', 'seed'];

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSeed = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const badFile = (message: string, path?: string): SimError => ({ code: 'BAD_FILE', message, commandIndex: null, ...(path ? { path } : {}) });

function parseAuto(a: unknown, fileSeed: number): AutoPlay | SimError {
  if (!isObj(a)) return badFile('auto must be an object {policy, maxCommands, seed}', 'auto');
  const extra = Object.keys(a).find((k) => !AUTO_KEYS.includes(k));
  if (extra) return badFile(`unknown key auto.${extra} (expected ${AUTO_KEYS.join(', ')})`, `auto.${extra}`);
  if (!POLICIES.includes(a.policy as Policy)) return badFile(`auto.policy must be one of ${POLICIES.join(', ')}`, 'auto.policy');
  const max = a.maxCommands ?? DEFAULT_AUTO_MAX;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > MAX_LIST)
    return badFile(`auto.maxCommands must be a whole number from 0 to ${MAX_LIST}`, 'auto.maxCommands');
  const seed = a.seed ?? fileSeed;
  if (!isSeed(seed)) return badFile('auto.seed must be a whole number of at least 0', 'auto.seed');
  return { policy: a.policy as Policy, maxCommands: max, seed };
}

function isSimError(x: unknown): x is SimError {
  return isObj(x) && typeof x.code === 'string' && 'commandIndex' in x;
}

export function parseSimFile(x: unknown): { ok: true; value: SimFile } | { ok: false; error: SimError } {
  const fail = (error: SimError) => ({ ok: false as const, error });
  if (!isObj(x)) return fail(badFile('a sim file is a JSON object {setup, seed, dice, commands, auto}'));
  const extra = Object.keys(x).find((k) => !KEYS.includes(k));
  // Unknown keys are refused so a typo ("command", "forcedDice") is not silently ignored.
  if (extra) return fail(badFile(`unknown key ${extra} (expected ${KEYS.join(', ')})`, extra));
  if (x.description !== undefined && typeof x.description !== 'string') return fail(badFile('description must be a string', 'description'));
  if (!isObj(x.setup)) return fail(badFile('setup must be an object (a GameSetup)', 'setup'));
  const seed = x.seed ?? DEFAULT_SEED;
  if (!isSeed(seed)) return fail(badFile('seed must be a whole number of at least 0', 'seed'));
  const dice = x.dice ?? [];
  if (!Array.isArray(dice) || dice.length > MAX_LIST || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
    return fail(badFile('dice must be a list of whole numbers from 1 to 6', 'dice'));
  const commands = x.commands ?? [];
  if (!Array.isArray(commands) || commands.length > MAX_LIST) return fail(badFile(`commands must be a list of at most ${MAX_LIST} commands`, 'commands'));
  let auto: AutoPlay | null = null;
  if (x.auto !== undefined) {
    const a = parseAuto(x.auto, seed);
    if (isSimError(a)) return fail(a);
    auto = a;
  }
  return { ok: true, value: { setup: x.setup, seed, dice: dice as number[], commands, auto } };
}
