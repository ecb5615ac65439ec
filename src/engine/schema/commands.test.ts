// The door picks a command's own schema by its type instead of letting the variant try each in
// turn (issue 13). That must be invisible: for every command met in random games, and for
// malformed ones of every kind (src/sim/badCommands.ts), the same value or the same refusal.
import { describe, expect, it } from 'vitest';
import { CommandSchema, parseCommand } from './commands';
import { parseAt } from './common';
import { playRandom } from '../../sim/playout';
import { malformed } from '../../sim/badCommands';
import { picker } from '../../sim/prng';
import { SCENARIO_ROWS } from '../../sim/bench';
import type { Command } from '../types';

/** What the door said before: the variant over every command. */
function byVariant(x: unknown) {
  const r = parseAt(CommandSchema, x);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: { code: 'BAD_COMMAND', message: `not a command the game knows: ${r.error.message}` } };
}

describe('parseCommand', () => {
  const commands: Command[] = [];
  for (const row of [{ setup: undefined, steer: undefined }, ...SCENARIO_ROWS.slice(0, 5).map((r) => ({ setup: r.setup(0), steer: r.steer }))])
    playRandom(3, { setup: row.setup, steer: row.steer, maxCommands: 30, onStep: (st) => void commands.push(st.command) });

  it('gives what the variant gives for every command of random games, and for malformed ones made from them', () => {
    const r = picker(99);
    const bad = commands.map((c) => malformed(r, c).command);
    expect(new Set(commands.map((c) => c.type)).size).toBeGreaterThan(5);
    for (const x of [...commands, ...bad]) expect(parseCommand(x)).toEqual(byVariant(x));
    expect(bad.filter((x) => !parseCommand(x).ok).length).toBeGreaterThan(bad.length / 2);
  });

  it('judges a declaration by its action kind\'s own schema as the variants would: every kind, unknown and odd kinds, a hostile action', () => {
    const declared = commands.filter((c) => c.type === 'declare');
    expect(new Set(declared.map((c) => c.action.kind)).size).toBeGreaterThan(5);
    const hostile = Object.defineProperty({}, 'kind', { enumerable: true, get: () => { throw new Error('boom'); } });
    const odd = [{ kind: 'abandon' }, { kind: 'constructor' }, { kind: 'brake' }, { kind: 'brake', by: 5, extra: 1 }, { kind: 'push', by: 5 }, null, 'brake', [], { kind: 3 }];
    for (const action of odd) expect(parseCommand({ type: 'declare', vehicle: 'a', action })).toEqual(byVariant({ type: 'declare', vehicle: 'a', action }));
    expect(parseCommand({ type: 'declare', vehicle: 'a', action: hostile }).ok).toBe(false);
  });

  it('refuses an unknown type, a type that is not text, no object and a hostile getter as before', () => {
    const hostile = Object.defineProperty({}, 'type', { enumerable: true, get: () => { throw new Error('boom'); } });
    for (const x of [{ type: 'jump' }, { type: 3 }, { type: 'constructor' }, { type: '__proto__' }, null, 7, 'declare', [], {}, hostile]) {
      const r = parseCommand(x);
      expect(r.ok).toBe(false);
      if (x !== hostile) expect(r).toEqual(byVariant(x));
    }
  });
});
