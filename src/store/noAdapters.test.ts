// Issue 27's "the Dark Future-only store adapters are gone": Dark Future's game is the one store's
// session (docs/architecture.md "The one store"), so its store keeps no ruleset handle, loader,
// replayer or file format of its own beside the session's (its file words are its reading's,
// gameSession.ts; its autosave key is the one store's). No such module is left under src/store,
// and no source file imports one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GONE = ['ruleset', 'replay', 'load', 'persistence'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('the Dark Future-only store adapters', () => {
  it.each(GONE)('src/store/%s.ts is gone', (name) => {
    expect(readdirSync('src/store')).not.toContain(`${name}.ts`);
  });

  it('no source file, test or script imports one', () => {
    const named = new RegExp(`(store|\\.)/(${GONE.join('|')})'`);
    const importers = [...sources('src'), ...sources('scripts'), ...sources('tests')].filter((p) => readFileSync(p, 'utf8').split('\n').some((line) => /^\s*(import|export)\b.*from '/.test(line) && named.test(line)));
    expect(importers).toEqual([]);
  });
});
