// The lint's own rules (.oxlintrc.json, issue 31): one file of each kind the app has, each line
// breaking one rule or keeping to it, linted by oxlint with the repo's config in a scratch tree.
// oxlint's import patterns match the whole specifier (ESLint's matched folders too), so a rule
// that silently stops matching (a deep path, a package's subpath) fails here, not in review.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const OXLINT = resolve('node_modules/.bin/oxlint');
const tree = mkdtempSync(join(tmpdir(), 'lint-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));
copyFileSync(resolve('.oxlintrc.json'), join(tree, '.oxlintrc.json'));

/** Each file's lines; a line's `expect:` comment names what oxlint must report there, a line without one nothing. */
const FILES: Record<string, string[]> = {
  'src/engine/probe.ts': [
    "import { useState } from 'react'; // expect: no-restricted-imports",
    "import { createRoot } from 'react-dom/client'; // expect: no-restricted-imports",
    "import { immer } from 'zustand/middleware/immer'; // expect: no-restricted-imports",
    "import { useStore } from '../store/index'; // expect: no-restricted-imports",
    "import { mulberry32 } from './rng';",
    'export const roll = () => Math.random(); // expect: no-restricted-properties',
    'export const when = () => Date.now(); // expect: no-restricted-properties',
    'export const wide = () => window.innerWidth + performance.now(); // expect: no-restricted-globals no-restricted-globals',
    'export const all = [useState, createRoot, immer, useStore, mulberry32];',
  ],
  'src/engine/probe.test.ts': ['export const roll = () => Math.random() + Date.now() + window.innerWidth;'],
  'src/shell/probe.ts': [
    "import { useStore } from '../store'; // expect: no-restricted-imports",
    "import { rollDie } from '../engine/rng'; // expect: no-restricted-imports",
    "import { applyCommand, type Ruleset } from '../engine'; // expect: no-restricted-imports",
    "import { schemaKit } from '../engine/kit';",
    "import { Panel } from '../ui/Panel'; // expect: no-restricted-imports",
    'export const all = [useStore, rollDie, applyCommand, schemaKit, Panel] as unknown as Ruleset[];',
  ],
  'src/shell/saves/probe.ts': [
    "import { legal } from '../../engine/flow/legal'; // expect: no-restricted-imports",
    "import { mulberry32 } from '../../engine';",
    "import { schemaKit } from '../../engine/kit';",
    "import { run } from '../../sim/run'; // expect: no-restricted-imports",
    'export const all = [legal, mulberry32, schemaKit, run];',
  ],
  'src/shell/Probe.tsx': [
    "import { create } from 'zustand'; // expect: no-restricted-imports",
    "import type { ComputerDriver, Ruleset } from '../engine'; // expect: no-restricted-imports",
    "import { useSession } from './sessionStore'; // expect: no-restricted-imports",
    "import { registry } from '../../games/registry'; // expect: no-restricted-imports",
    "import { useEffect, useState } from 'react';",
    'export function Probe({ on, who }: { on: boolean; who: string; d?: ComputerDriver; r?: Ruleset }) {',
    '  if (on) useState(0); // expect: rules-of-hooks',
    '  useEffect(() => console.log(who), []); // expect: exhaustive-deps',
    '  return <p>{String([create, useSession, registry])}</p>;',
    '}',
  ],
  'src/ui/probe.ts': [
    'export function f(n: number, _m: number) {',
    '  const unused = n; // expect: no-unused-vars',
    '  // @ts-ignore expect: ban-ts-comment',
    '  var old: any = n; // expect: no-var no-explicit-any',
    '  debugger; // expect: no-debugger',
    '  return old;',
    '}',
  ],
  'scripts/probe.mjs': ['export const g = () => notDefinedAnywhere; // expect: no-undef'],
};

function lint(...paths: string[]) {
  const run = spawnSync(OXLINT, ['-c', '.oxlintrc.json', '-f', 'json', ...paths], { cwd: tree, encoding: 'utf8' });
  const found = (JSON.parse(run.stdout) as { diagnostics: { code: string; filename: string; labels: { span: { line: number } }[] }[] }).diagnostics;
  return { status: run.status, found: found.map((d) => `${d.filename}:${d.labels[0].span.line} ${d.code.replace(/^.*\((.*)\)$/, '$1')}`).sort() };
}

for (const [file, lines] of Object.entries(FILES)) {
  mkdirSync(join(tree, dirname(file)), { recursive: true });
  writeFileSync(join(tree, file), lines.join('\n') + '\n');
}

describe('npm run lint (oxlint)', () => {
  it('reports each broken rule on its line and nothing on the lines that keep to them', () => {
    const wanted = Object.entries(FILES).flatMap(([file, lines]) =>
      lines.flatMap((line, i) => (line.match(/expect: ([a-z- ]+)$/)?.[1].split(' ') ?? []).map((rule) => `${file}:${i + 1} ${rule}`)));
    const { status, found } = lint('.');
    expect(found).toEqual(wanted.sort());
    expect(status).toBe(1);
  });

  it('fails on a warning alone: a missing effect dependency', () => {
    writeFileSync(join(tree, 'src/ui/Warn.tsx'), "import { useEffect } from 'react';\nexport function W({ a }: { a: number }) {\n  useEffect(() => console.log(a), []);\n  return null;\n}\n");
    expect(lint('src/ui/Warn.tsx')).toEqual({ status: 1, found: ['src/ui/Warn.tsx:3 exhaustive-deps'] });
  });
});
