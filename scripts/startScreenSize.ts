// Prints the start screen's JavaScript after a build, gzipped (issue 27's budget: 150 kB): the entry
// chunk, the app it loads once the title is painted (the entry's own dynamic import, src/main.tsx),
// and every chunk those import statically. Dynamic imports of the app (a game's screen and board)
// load when that game is chosen and are not counted.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
}

/** The gzipped bytes of the entry's and its app's static import closures, with the chunk names that make them up. */
export function startScreenBytes(bundle: Record<string, ChunkLike>): { gzip: number; chunks: string[] } {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const c = bundle[name];
    if (!c || c.type !== 'chunk' || seen.has(name)) return;
    seen.add(name);
    for (const i of c.imports ?? []) visit(i);
  };
  for (const [name, c] of Object.entries(bundle)) {
    if (c.type !== 'chunk' || !c.isEntry) continue;
    visit(name);
    for (const app of c.dynamicImports ?? []) visit(app);
  }
  const chunks = [...seen].sort();
  const gzip = chunks.reduce((n, name) => n + gzipSync(bundle[name].code ?? '').length, 0);
  return { gzip, chunks };
}

export function startScreenSize(): Plugin {
  return {
    name: 'start-screen-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { gzip, chunks } = startScreenBytes(bundle as unknown as Record<string, ChunkLike>);
      // Printed, not warned: the build's own table lists every chunk; this is the sum a first visit loads.
      process.stdout.write(`start screen JS: ${(gzip / 1000).toFixed(1)} kB gzipped in ${chunks.length} chunks (${chunks.join(', ')})\n`);
    },
  };
}
