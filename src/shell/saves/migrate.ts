// Brings a game file of any earlier version up to the current one (./gameFile.ts), one step per
// version, so a save written by an older build still loads. Each step only renames or fills in;
// the current shape is checked after the last step. A new version adds a step here and nothing
// else changes: the steps are the only code that knows an old shape.
//
//   0  no `schema` key: the sim's file before versions ({setup, seed?, dice?, commands?, auto?,
//      description?}); seed defaults to 1 and commands to none, as the sim always did.
//   1  {schema: 1, setup, seed, commands}: the app's autosave and exported game until version 2.
//   2  version 1's keys, plus the sim's (dice, auto, description) and the saved-games list's
//      (name, savedAt).
//   3  the current file: version 2's keys, plus `seats` (the app's computer seats, issue 12) and
//      the ruleset that plays it with that ruleset's version (docs/rulesets.md). Every older
//      file is Dark Future's version 1, except the sim's road-gang scripts, which named their
//      ruleset inside the set-up.
import type { FileOutcome } from './fileErrors';

type Json = Record<string, unknown>;

const CURRENT = 3;
/** The ruleset of every file (and saved-games entry) written before rulesets. */
export const FIRST_RULESET = 'darkFuture';
const V1_KEYS = new Set(['schema', 'setup', 'seed', 'commands']);
/** Keys a version-2 file could not have had (its shape was strict). */
const NEW_IN_V3 = ['seats'];

// Each step takes a file of its version (and the version the file was written in) to the next.
const STEPS: Record<number, (x: Json, from: number) => FileOutcome<Json>> = {
  0: (x) => ({ ok: true, value: { ...x, schema: 1, seed: x.seed ?? 1, commands: x.commands ?? [] } }),
  1: (x, from) => {
    // A file written as version 1 had exactly four keys; one brought up from version 0 keeps the sim's.
    const extra = from === 1 ? Object.keys(x).find((k) => !V1_KEYS.has(k)) : undefined;
    if (extra !== undefined) return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: `${extra.slice(0, 30)} is not a known key of a version-1 save`, path: extra.slice(0, 30) } };
    return { ok: true, value: { ...x, schema: 2 } };
  },
  2: (x, from) => {
    const extra = from === 2 ? NEW_IN_V3.find((k) => k in x) : undefined;
    if (extra !== undefined) return { ok: false, error: { code: 'FILE_BAD_SHAPE', message: `${extra} is not a known key of a version-2 save`, path: extra } };
    const setup = x.setup as Json | null;
    const named = typeof setup === 'object' && setup !== null && typeof setup.ruleset === 'string' ? setup.ruleset : FIRST_RULESET;
    return { ok: true, value: { ...x, schema: 3, ruleset: named, rulesetVersion: 1 } };
  },
};

function versionOf(x: Json): number | 'none' | 'bad' {
  if (!('schema' in x)) return 'none';
  const s = x.schema;
  return typeof s === 'number' && Number.isInteger(s) && s >= 1 ? s : 'bad';
}

/** The file as the current version, or why it cannot be: not a game, a newer or unknown version. */
export function migrate(json: unknown): FileOutcome<Json> {
  try {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, error: { code: 'FILE_NOT_OBJECT', message: 'expected a JSON object {schema, setup, seed, commands}' } };
    let x = json as Json;
    const found = versionOf(x);
    if (found === 'bad') return { ok: false, error: { code: 'FILE_BAD_VERSION', message: 'schema must be a version number (1 or more)', path: 'schema' } };
    if (found === 'none' && !('setup' in x)) {
      const design = 'format' in x || 'design' in x;
      return { ok: false, error: { code: 'FILE_NOT_A_GAME', message: design ? 'this is a car design, not a game: load it in the garage' : 'this is not a Dark Future game file (it has no schema and no setup)', path: 'setup' } };
    }
    if (found !== 'none' && found > CURRENT) return { ok: false, error: { code: 'FILE_NEWER', message: `the file is version ${found}; this version of the game reads versions up to ${CURRENT}: please update`, path: 'schema' } };
    const from = found === 'none' ? 0 : found;
    let version = from;
    while (version < CURRENT) {
      const r = STEPS[version](x, from);
      if (!r.ok) return r;
      x = r.value;
      version++;
    }
    return { ok: true, value: x };
  } catch {
    // A hostile object (a throwing getter, a Proxy): refused, never thrown.
    return { ok: false, error: { code: 'FILE_NOT_OBJECT', message: 'expected a plain JSON object' } };
  }
}
