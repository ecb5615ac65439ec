// The sim file format (docs/sim.md), checked at the door: an unchecked file becomes a SimFile
// only through parseSimFile, which answers with a coded error instead of throwing. The setup
// itself is left to the engine's newGame, the one place that validates setups.
import * as v from 'valibot';
import { schema } from '../engine';
import type { RuleErrorCode, SetupErrorCode } from '../engine';
import { POLICIES as ALL_POLICIES, type PolicyId } from '../ai';

/** The drivers auto play can seat (src/ai/policies.ts): 'first', 'random', 'greedy', 'bot:easy', ... */
export const POLICIES = ALL_POLICIES;
export type Policy = PolicyId;

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

export const DEFAULT_SEED = 1;
export const DEFAULT_AUTO_MAX = 1000;
/** Keeps a hostile or mistaken file from running for ever (the engine's cap on forced dice). */
export const MAX_LIST = schema.MAX_DICE;

const seed = (what: string) => v.pipe(v.number(what), v.safeInteger(what), v.minValue(0, what));

/** The sim file's shape (docs/sim.md); unknown keys are refused, so a typo ("command",
 *  "forcedDice") is not silently ignored. */
const SimFileSchema = v.pipe(schema.anyObject('a JSON object {setup, seed, dice, commands, auto}'), v.strictObject(
  {
    setup: schema.anyObject('an object (a GameSetup)'),
    seed: v.optional(seed('a whole number of at least 0')),
    dice: v.optional(schema.DiceSchema),
    // Each command is checked by the engine's apply, so a bad one is reported with its index.
    commands: v.optional(schema.list(v.unknown(), MAX_LIST, `a list of at most ${MAX_LIST} commands`)),
    auto: v.optional(
      v.strictObject(
        {
          policy: v.optional(schema.oneOf(POLICIES)),
          // Per player id, a driver for that player (the arena's games as files).
          policies: v.optional(v.record(v.string(), schema.oneOf(POLICIES))),
          maxCommands: v.optional(schema.int(0, MAX_LIST)),
          seed: v.optional(seed('a whole number of at least 0')),
        },
        'an object {policy, policies, maxCommands, seed}',
      ),
    ),
    description: v.optional(schema.text(0, 100000, 'a string')),
  },
  'a JSON object {setup, seed, dice, commands, auto}',
));

export function parseSimFile(x: unknown): { ok: true; value: SimFile } | { ok: false; error: SimError } {
  const r = schema.parseAt(SimFileSchema, x);
  if (!r.ok) return { ok: false, error: { code: 'BAD_FILE', message: r.error.message, commandIndex: null, ...(r.error.path ? { path: r.error.path } : {}) } };
  const f = r.value;
  const fileSeed = f.seed ?? DEFAULT_SEED;
  const a = f.auto;
  if (a && a.policy === undefined && a.policies === undefined)
    return { ok: false, error: { code: 'BAD_FILE', message: `auto needs a policy (one of ${POLICIES.join(', ')}) or policies by player`, commandIndex: null, path: 'auto.policy' } };
  const auto = a ? { policy: a.policy ?? 'random', policies: a.policies ?? null, maxCommands: a.maxCommands ?? DEFAULT_AUTO_MAX, seed: a.seed ?? fileSeed } : null;
  return { ok: true, value: { setup: f.setup, seed: fileSeed, dice: f.dice ?? [], commands: f.commands ?? [], auto } };
}
