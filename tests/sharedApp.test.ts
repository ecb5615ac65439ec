// The shared-module project's admission rule (tests/support/sharedApp.ts), checked by reading the
// files: a listed test that came to import a store would leak its state into the files after it
// in the same worker, and fail (or pass) by the order the files ran in.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_APP_TESTS } from './support/sharedApp';

const ROOT = join(__dirname, '..');
/** Imports that run code: `import x from`, `export … from`, `import '…'`, `import('…')`; not `import type`. */
const IMPORTS = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec.replace(/\?.*$/, ''));
  return EXTENSIONS.map((e) => base + e).find((p) => existsSync(p) && /\.tsx?$/.test(p));
}

/** Each module's imports that run code, resolved: the bare package names as written, the project's files as paths. */
const importsOf = new Map<string, { packages: string[]; files: string[] }>();
function imports(file: string): { packages: string[]; files: string[] } {
  let found = importsOf.get(file);
  if (!found) {
    const specs = [...readFileSync(file, 'utf8').matchAll(IMPORTS)].map((m) => m[1] ?? m[2]);
    const files = specs.filter((s) => s.startsWith('.')).map((s) => resolve(file, s));
    found = { packages: specs.filter((s) => !s.startsWith('.')), files: files.filter((f): f is string => f !== undefined) };
    importsOf.set(file, found);
  }
  return found;
}

/** The first chain of imports from `file` to a module that keeps a store, or undefined. */
function storeChain(file: string): string[] | undefined {
  const from = new Map<string, string | null>([[join(ROOT, file), null]]);
  const todo = [join(ROOT, file)];
  while (todo.length > 0) {
    const at = todo.pop()!;
    const { packages, files } = imports(at);
    if (packages.some((p) => p === 'zustand' || p.startsWith('zustand/'))) {
      const chain = [];
      for (let p: string | null = at; p; p = from.get(p) ?? null) chain.unshift(relative(ROOT, p));
      return chain;
    }
    for (const next of files) {
      if (!from.has(next)) {
        from.set(next, at);
        todo.push(next);
      }
    }
  }
  return undefined;
}

describe('the app tests that share a worker’s modules', () => {
  it.each(SHARED_APP_TESTS)('%s runs in node, mocks nothing and reaches no store', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/@vitest-environment/);
    expect(text).not.toMatch(/\bvi\./);
    expect(storeChain(file)).toBeUndefined();
  });

  it('finds the store behind a test that reaches one', () => {
    // The sound test reads the game through the app's store: it stays isolated.
    const chain = storeChain('src/render/sound.test.ts');
    expect(chain?.[0]).toBe('src/render/sound.test.ts');
    expect(chain?.length).toBeGreaterThan(1);
  });
});
