// The door's building blocks (docs/architecture.md "Validated at the door": commands, set-ups, saves, designs and sim files are
// checked by one schema library, valibot). Every schema carries its own message in words, so a
// refusal never repeats the input it refuses: a 10 MB string or a cyclic object is named by its
// path only, and the path itself is cut short. Depth is capped by the schemas themselves: none
// is recursive, and an unknown key is refused without looking inside its value, so deep or
// cyclic input costs no more than its first unknown key.
import * as v from 'valibot';

/** Ids of players and vehicles (the set-up's limit since the first custom games). */
export const ID_MAX = 40;
/** Weapon ids are `<vehicle>.w<n>` (vehicleFactory.ts). */
export const WEAPON_ID_MAX = ID_MAX + 6;
/** The longest name a refusal repeats: a key or a path item beyond it is cut. */
const ECHO_MAX = 30;
const MESSAGE_MAX = 240;

/** A whole number from lo to hi; NaN, Infinity and fractions are refused. */
export const int = (lo: number, hi: number, what = `a whole number from ${lo} to ${hi}`) =>
  v.pipe(v.number(what), v.integer(what), v.minValue(lo, what), v.maxValue(hi, what));

/** Text of min to max characters. */
export const text = (min: number, max: number, what = min > 0 ? `text of ${min} to ${max} characters` : `text of at most ${max} characters`) =>
  v.pipe(v.string(what), v.minLength(min, what), v.maxLength(max, what));

/** An id: 1 to ID_MAX characters. */
export const id = (what = `an id of 1 to ${ID_MAX} characters`) => text(1, ID_MAX, what);

/** One of a vocabulary list (an `as const` list of types.ts). */
export const oneOf = <const T extends readonly string[]>(list: T, what = `one of ${list.join(', ')}`) => v.picklist(list, what);

/** A list of at most max items. */
export const list = <S extends v.GenericSchema>(item: S, max: number, what = `a list of at most ${max}`, min = 0) =>
  v.pipe(v.array(item, what), v.minLength(min, what), v.maxLength(max, what));

/** Any JSON object (not a list, not null), left for a later schema to judge; nothing is copied. */
export const anyObject = (what: string) =>
  v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), what);

export interface SchemaProblem {
  /** Where in the input, as `vehicles[1].t0` (empty for the whole input). */
  path: string;
  /** In words, with the path; never the refused value itself. */
  message: string;
}

const cut = (s: string, n = ECHO_MAX): string => (s.length > n ? `${s.slice(0, n)}...` : s);

function pathOf(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    if (typeof key === 'number') out += `[${key}]`;
    else out += `${out ? '.' : ''}${cut(String(key))}`;
  }
  return out;
}

/** The first problem of a failed parse, in words (the schemas' own messages, never the input). */
export function describeIssue(issue: v.BaseIssue<unknown>, prefix = ''): SchemaProblem {
  const inner = pathOf(issue);
  const path = prefix && inner ? `${prefix}.${inner}` : prefix || inner;
  const last = issue.path?.[issue.path.length - 1] as { origin?: string } | undefined;
  // The schemas' messages say what is expected ('a whole number from 1 to 6'). strict_object
  // reports an unknown key with expected 'never', a missing one with '"key"'.
  let words = path ? `${path} must be ${issue.message}` : `expected ${issue.message}`;
  if (last?.origin === 'key' && issue.expected === 'never') words = `${path} is not a known key`;
  else if (last?.origin === 'key' && issue.input === undefined) words = `${path} is missing`;
  const message = cut(words, MESSAGE_MAX);
  return { path, message };
}

const FIRST_ISSUE = { abortEarly: true } as const;

/**
 * Parses at the door: the value with only the schema's keys, or the first problem. Never throws,
 * even on input whose getters throw (a Proxy, a hostile object).
 */
export function parseAt<S extends v.GenericSchema>(schema: S, input: unknown, prefix = ''): { ok: true; value: v.InferOutput<S> } | { ok: false; error: SchemaProblem } {
  try {
    const r = v.safeParse(schema, input, FIRST_ISSUE);
    if (r.success) return { ok: true, value: r.output };
    return { ok: false, error: describeIssue(r.issues[0], prefix) };
  } catch {
    return { ok: false, error: { path: prefix, message: `${prefix || 'the input'} could not be read as plain JSON data` } };
  }
}
