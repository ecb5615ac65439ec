// The door's fast way (issue 31): a command equal to one the engine offered is one the command
// schema accepts (the fuzz suites check that every offered command is accepted), so apply may take
// a copy of the offered one instead of running the schema over the input. Anything else still goes
// through the schema (schema/commands.ts) and gets its words.
import { cloneJson } from '../clone';

/**
 * Is `x` the JSON value `offered` (made by the engine: plain objects, arrays and primitives)?
 * Strict about `x`, which may be anything: plain objects with exactly the offered keys, arrays of
 * the same length, primitives equal by ===. A getter or proxy that throws reads as no.
 */
export function sameAsOffered(offered: unknown, x: unknown): boolean {
  try {
    return same(offered, x);
  } catch {
    return false;
  }
}

/**
 * The offered command `x` is, if any: `sameAsOffered` over the list, the commands of another type,
 * vehicle or action kind passed over by a look at those three (a declaration list holds dozens).
 */
export function findOffered<C extends { type: string }>(list: readonly C[], x: unknown): C | null {
  try {
    if (x === null || typeof x !== 'object') return null;
    const o = x as { type?: unknown; vehicle?: unknown; action?: unknown };
    const type = o.type;
    const vehicle = o.vehicle;
    const action = o.action;
    const kind = action !== null && typeof action === 'object' ? (action as { kind?: unknown }).kind : undefined;
    for (const c of list) {
      const k = c as unknown as { vehicle?: unknown; action?: { kind?: unknown } };
      if (c.type !== type || k.vehicle !== vehicle || (k.action && k.action.kind !== kind)) continue;
      if (same(c, x)) return c;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * A copy of an offered command for the rules to hold (in events and frames), so the caller's
 * object, which is the offered one, shares nothing with the state but what no one may change: a
 * frozen action (the lists' constants, declarations.ts NONE and the like, already shared by every
 * list) stays shared; the rest is copied. The generic deep copy of every command, each key stored
 * into a fresh object, was 1-2% of a Game One game (issue 31).
 */
export function copyOffered<C extends { type: string }>(c: C): C {
  const d = c as unknown as { type: string; vehicle: string; action: unknown };
  // An offered declaration is made with these three keys alone (flow/turn.ts offeredFrom, workOutLegal).
  if (c.type !== 'declare') return cloneJson(c);
  const action = Object.isFrozen(d.action) ? d.action : cloneJson(d.action);
  return { type: 'declare', vehicle: d.vehicle, action } as unknown as C;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(b);
  if (proto !== Object.prototype && proto !== null) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let n = 0;
  for (const k in ao) {
    n += 1;
    if (!Object.prototype.hasOwnProperty.call(bo, k) || !same(ao[k], bo[k])) return false;
  }
  for (const _k in bo) n -= 1;
  return n === 0;
}
