// The build's start-screen figure (issue 27): the entry and its static imports count, a chunk
// reached only through a dynamic import (a game's screen, the board's Pixi) does not.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startScreenBytes } from '../scripts/startScreenSize';

const chunk = (code: string, imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, code, imports, isEntry });

describe('startScreenBytes', () => {
  it('sums the entry and its static import closure, once each, and leaves dynamic-only chunks out', () => {
    const bundle = {
      'index.js': chunk('entry'.repeat(50), ['react.js', 'store.js'], true),
      'react.js': chunk('react'.repeat(80), ['shared.js']),
      'store.js': chunk('store'.repeat(30), ['shared.js']),
      'shared.js': chunk('shared'.repeat(20)),
      'Board.js': chunk('pixi'.repeat(900), ['shared.js']),
      'style.css': { type: 'asset' as const },
    };
    const { gzip, chunks } = startScreenBytes(bundle);
    expect(chunks).toEqual(['index.js', 'react.js', 'shared.js', 'store.js']);
    const want = ['index.js', 'react.js', 'shared.js', 'store.js'].reduce((n, k) => n + gzipSync(bundle[k as 'index.js'].code).length, 0);
    expect(gzip).toBe(want);
  });
});
