// The sim command line's body (scripts/sim.ts is its entry): arguments in, an exit status out, the
// output written through `io`, so tests run it in their own process (a spawned TypeScript process
// costs about two seconds of the unit run's time each; tests/sim-cli.test.ts keeps one).
// Exit status: 0 the file ran, 1 a command was illegal or the file is invalid, 2 usage errors.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ruleset } from '../src/engine';
import { runAnyText } from '../src/sim/runAny';

/** Every game's rules, found in its folder (src/games/<id>/rules), so this script names no game. */
async function gameRules(): Promise<Ruleset[]> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../src/games');
  const found: Ruleset[] = [];
  for (const id of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    let m: Record<string, unknown>;
    try {
      m = (await import(`../src/games/${id}/rules`)) as Record<string, unknown>;
    } catch {
      continue;
    }
    const r = Object.values(m).find((x): x is Ruleset => typeof x === 'object' && x !== null && (x as Ruleset).id === id && typeof (x as Ruleset).apply === 'function');
    if (r) found.push(r);
  }
  return found;
}

const USAGE = `usage: npm run sim -- [--pretty] <file.json | ->
  Runs a scripted game (see docs/sim.md) and prints {ok, error, events, pending, winner, final, played}.
  -        read the file from standard input
  --pretty indent the JSON output`;

export interface SimIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Standard input's text ('-' as the file). */
  stdin: () => string;
}

export async function simCli(argv: string[], io: SimIo): Promise<number> {
  const flags = argv.filter((a) => a.startsWith('--'));
  const files = argv.filter((a) => !a.startsWith('--'));
  if (flags.includes('--help')) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const unknown = flags.find((f) => f !== '--pretty');
  if (unknown || files.length !== 1) {
    io.err(`${unknown ? `unknown option ${unknown}\n` : ''}${USAGE}\n`);
    return 2;
  }
  let text: string;
  try {
    text = files[0] === '-' ? io.stdin() : readFileSync(files[0], 'utf8');
  } catch (e) {
    io.err(`cannot read ${files[0]}: ${(e as Error).message}\n`);
    return 2;
  }
  const out = runAnyText(text, await gameRules());
  io.out(`${JSON.stringify(out, null, flags.includes('--pretty') ? 2 : undefined)}\n`);
  return out.ok ? 0 : 1;
}
