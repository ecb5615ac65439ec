// Mutations of a file's text for the mutated-file fuzz (issue 11): what a half-written save, a
// bad disk, a hand edit or a hostile file does to it. Seeded (src/sim/prng.ts), so a failing
// variant is reproduced from its seed and index.
import type { Picker } from './prng';

export const MUTATIONS = ['truncate', 'flip', 'wrongType', 'proto', 'deep', 'illegalCommand', 'twice', 'dropTail'] as const;
export type Mutation = (typeof MUTATIONS)[number];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const WRONG: Json[] = [null, 0, -1, 1.5, 1e308, '', 'x', true, [], {}, [1, 2], { type: 'rollForLead' }];

/** Every place in a JSON value: a parent and a key. */
function places(x: Json, out: { parent: Json[] | { [k: string]: Json }; key: string | number }[] = []): typeof out {
  if (Array.isArray(x)) x.forEach((c, i) => { out.push({ parent: x, key: i }); places(c, out); });
  else if (x && typeof x === 'object') for (const k of Object.keys(x)) { out.push({ parent: x, key: k }); places(x[k], out); }
  return out;
}

function set(p: { parent: Json[] | { [k: string]: Json }; key: string | number }, value: Json): void {
  (p.parent as Record<string | number, Json>)[p.key] = value;
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** One mutated variant of `text`. `commands` (legal-shaped commands of the game) feed 'illegalCommand'. */
export function mutate(text: string, how: Mutation, r: Picker, commands: readonly unknown[] = [{ type: 'rollForLead' }]): string {
  switch (how) {
    case 'truncate':
      return text.slice(0, r.below(text.length));
    case 'flip': {
      const i = r.below(text.length);
      return text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << r.below(7))) + text.slice(i + 1);
    }
    case 'wrongType': {
      const x = JSON.parse(text) as Json;
      const all = places(x);
      if (all.length) set(r.pick(all), r.pick(WRONG));
      return JSON.stringify(x);
    }
    case 'proto': {
      // A `__proto__` key in a random object, written as text (JSON.stringify would drop it).
      const opens = [...text.matchAll(/\{/g)].map((m) => m.index ?? 0);
      const at = r.pick(opens) + 1;
      const rest = text.slice(at);
      const sep = rest.trimStart().startsWith('}') ? '' : ',';
      return `${text.slice(0, at)}"__proto__":{"polluted":true,"schema":1}${sep}${rest}`;
    }
    case 'deep': {
      const x = JSON.parse(text) as Json;
      const all = places(x);
      const marker = '"@@deep@@"';
      if (all.length) set(r.pick(all), '@@deep@@');
      return JSON.stringify(x).replace(marker, nested(1000 + r.below(20000)));
    }
    case 'illegalCommand': {
      const x = JSON.parse(text) as { commands?: unknown[] };
      if (!Array.isArray(x.commands) || x.commands.length === 0) return text.replace('{', `{"commands":[${JSON.stringify(r.pick(commands))}],`);
      // A command of the game's own shape, where it does not belong (it may be legal there by chance).
      const at = 1 + r.below(Math.max(1, x.commands.length - 1));
      x.commands.splice(at, 0, r.pick(commands));
      return JSON.stringify(x);
    }
    case 'dropTail': {
      // A save from a few commands earlier, still whole (the quota reached part-way): it loads.
      const x = JSON.parse(text) as { commands?: unknown[] };
      if (Array.isArray(x.commands)) x.commands.splice(x.commands.length - 1 - r.below(Math.max(1, x.commands.length)));
      return JSON.stringify(x);
    }
    case 'twice':
      return mutate(mutate(text, r.pick(['flip', 'wrongType', 'illegalCommand'] as const), r, commands), 'truncate', r, commands);
  }
}
