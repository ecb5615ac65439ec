// Runs a TypeScript entry point after bundling it with esbuild into one ES module, so timings
// measure the engine as the browser runs it (one bundle) rather than tsx's per-module loader,
// whose export getters cost as much as the rules in hot loops.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/run-bundled.mjs <entry.ts> [args...]\n');
  process.exit(2);
}
const out = join(mkdtempSync(join(tmpdir(), 'df-bench-')), 'entry.mjs');
await build({ entryPoints: [resolve(entry)], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'warning' });
process.argv = [process.argv[0], out, ...args];
await import(pathToFileURL(out).href);
