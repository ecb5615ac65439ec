// The sim and bench command lines (scripts/sim.ts, scripts/bench.ts): exit statuses 0 / 1 / 2,
// JSON on stdout, and no stack trace for a bad file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simCli } from '../scripts/simCli';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = (script: string, args: string[], input?: string) =>
  spawnSync(TSX, [join(ROOT, 'scripts', script), ...args], { cwd: ROOT, encoding: 'utf8', input, timeout: 60000 });

const tmp = mkdtempSync(join(tmpdir(), 'sim-cli-'));
const file = (name: string, text: string): string => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

/** The sim command line in this process (scripts/simCli.ts), as `run` would see it: status, stdout, stderr. */
async function sim(args: string[], input = ''): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '', stderr = '';
  const status = await simCli(args, { out: (t) => void (stdout += t), err: (t) => void (stderr += t), stdin: () => input });
  return { status, stdout, stderr };
}

// The entry spawned once (a TypeScript process costs about 2 s); the other cases run its body here.
describe('npm run sim', { timeout: 60_000 }, () => {
  it('prints the result as JSON and exits 0 for a good file (the script itself, spawned)', () => {
    const r = run('sim.ts', [join(ROOT, 'sim-examples/game-one-opening.json')]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, error: null, pending: { kind: 'declare' } });
    expect(out.played).toHaveLength(7);
  });

  it('plays sim-examples/deathrace.json, a game found in its own folder (src/games/<id>/rules), to a result through the contract', async () => {
    const r = await sim([join(ROOT, 'sim-examples/deathrace.json')]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, error: null, pending: null });
    expect(out.final.flow.kind).toBe('over');
    expect(out.events.at(-1).text).toMatch(/The race is over/);
  });

  it('exits 1 with a coded error for an illegal command', async () => {
    const bad = { setup: { scenario: 'gameOne', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }, commands: [{ type: 'continue' }] };
    const r = await sim([file('illegal.json', JSON.stringify(bad))]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'NOT_PENDING', commandIndex: 0 });
  });

  it('exits 1 with BAD_FILE, and no stack trace, for a corrupt file read from stdin', async () => {
    const r = await sim(['-'], '{"setup": ');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe('BAD_FILE');
    expect(r.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  it('exits 2 on usage errors: no file, an unknown option, a missing file', async () => {
    expect((await sim([])).status).toBe(2);
    expect((await sim(['--fast', 'x.json'])).status).toBe(2);
    const missing = await sim([join(tmp, 'nope.json')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);
  });
});

describe('npm run bench', { timeout: 60_000 }, () => {
  it('prints machine-readable results with --json', () => {
    const r = run('bench.ts', ['--json', '--seconds', '0.3', '--row-seconds', '0.3', '--warmup', '0']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.games).toBe(out.completed + out.capped + out.errors);
    expect(out.apply.samples).toBeGreaterThan(0);
    expect(out.options).toMatchObject({ budgetMs: 300, gameFourMs: 300, warmupMs: 0, maxCommands: 300 });
  });

  it('refuses an unknown argument with status 2', () => {
    expect(run('bench.ts', ['--seconds']).status).toBe(2);
    expect(run('bench.ts', ['--slow']).status).toBe(2);
  });
});
