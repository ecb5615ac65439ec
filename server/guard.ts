// The door of the room (issue 32 "Faults"): every message a client sends is weighed, counted and
// checked against the protocol's schemas before the rules see it. A message that fails is refused
// with a code and logged, and the room goes on: nothing a client sends can throw out of a handler.
import * as v from 'valibot';
import { schemaKit as k } from '../src/engine/kit';
import { MAX_COMMAND_CHARS, REFUSALS } from '../src/shell/online/protocol';
import type { Problem } from './table';

/** Messages a client may send in a burst, and how many a second after that: far above a person's pace, far below a flood's. */
export const RATE = { burst: 20, perSecond: 10 };

/** New tables an address may create at once, and how many a second after that (one every six seconds). */
export const NEW_TABLES = { burst: 10, perSecond: 1 / 6 };

/** A token bucket for one client: `take` is false when it is empty. */
export class Bucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly burst = RATE.burst,
    private readonly perSecond = RATE.perSecond,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The JSON weight of a value, or Infinity when it has none (a cycle cannot arrive, but a huge one may). */
function weight(x: unknown): number {
  try {
    return JSON.stringify(x)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/** A message checked by `schema` and, when it is a command, weighed: its value, or the refusal. */
export function check<S extends v.GenericSchema>(schema: S, message: unknown, max = MAX_COMMAND_CHARS): { ok: true; value: v.InferOutput<S> } | { ok: false; error: Problem } {
  const w = weight(message);
  if (w > max) return { ok: false, error: { code: REFUSALS.tooBig, message: `a message of at most ${max} characters` } };
  const r = k.parseAt(schema, message);
  if (!r.ok) return { ok: false, error: { code: REFUSALS.badMessage, message: `${r.error.path ? `${r.error.path}: ` : ''}${r.error.message}` } };
  return { ok: true, value: r.value };
}

/** One log line a second at most per kind of complaint: a flood of bad messages must not flood the log too. */
export function throttledLog(log: (line: string) => void, everyMs = 1000, now: () => number = Date.now): (kind: string, line: string) => void {
  const lastAt = new Map<string, number>();
  const dropped = new Map<string, number>();
  return (kind, line) => {
    const t = now();
    if (t - (lastAt.get(kind) ?? -Infinity) < everyMs) {
      dropped.set(kind, (dropped.get(kind) ?? 0) + 1);
      return;
    }
    const n = dropped.get(kind) ?? 0;
    lastAt.set(kind, t);
    dropped.delete(kind);
    log(n > 0 ? `${line} (and ${n} more like it)` : line);
  };
}
