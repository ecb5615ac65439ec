// The build's start-screen figure (issue 27): the entry, the app it loads once the title is
// painted (its own dynamic import) and their static imports count; a chunk reached only through
// the app's dynamic imports (a game's screen, the board's Pixi) does not.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startScreenBytes } from '../scripts/startScreenSize';

const chunk = (code: string, imports: string[] = [], isEntry = false, dynamicImports: string[] = []) => ({ type: 'chunk' as const, code, imports, isEntry, dynamicImports });
const gzipOf = (bundle: Record<string, { type: string; code?: string }>, names: string[]) => names.reduce((n, k) => n + gzipSync(bundle[k].code ?? '').length, 0);

describe('startScreenBytes', () => {
  it('sums the entry and its static import closure, once each, and leaves chunks reached only by a dynamic import out', () => {
    const bundle = {
      'index.js': chunk('entry'.repeat(50), ['react.js', 'store.js'], true),
      'react.js': chunk('react'.repeat(80), ['shared.js']),
      'store.js': chunk('store'.repeat(30), ['shared.js'], false, ['Board.js']),
      'shared.js': chunk('shared'.repeat(20)),
      'Board.js': chunk('pixi'.repeat(900), ['shared.js']),
      'style.css': { type: 'asset' as const },
    };
    const { gzip, chunks } = startScreenBytes(bundle);
    expect(chunks).toEqual(['index.js', 'react.js', 'shared.js', 'store.js']);
    expect(gzip).toBe(gzipOf(bundle, chunks));
  });

  it('counts the app the entry loads after the first paint, and its static imports, but not the app\'s own dynamic imports', () => {
    const bundle = {
      'entry.js': chunk('title'.repeat(10), [], true, ['main.js']),
      'main.js': chunk('app'.repeat(60), ['entry.js', 'react.js'], false, ['Board.js']),
      'react.js': chunk('react'.repeat(80)),
      'Board.js': chunk('pixi'.repeat(900), ['react.js']),
    };
    const { gzip, chunks } = startScreenBytes(bundle);
    expect(chunks).toEqual(['entry.js', 'main.js', 'react.js']);
    expect(gzip).toBe(gzipOf(bundle, chunks));
  });
});
