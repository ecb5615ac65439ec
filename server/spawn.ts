// `npm run serve`'s entry in a process of its own, for the restart test (killed with SIGKILL) and
// the load script (its CPU apart from the clients'). Resolves once it says it listens.
import { spawn, type ChildProcess } from 'node:child_process';

const ROOT = new URL('..', import.meta.url).pathname;

export interface Served {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  out: string[];
}

export function serve(db: string, port: number, more: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', String(port), '--db', db, ...more], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out.join('')}`)), 60_000);
    const read = (b: Buffer) => {
      out.push(b.toString());
      const m = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(out.join(''));
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), out });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${code}): ${out.join('')}`));
    });
  });
}

/** Ends a served process (SIGKILL: as a crash would) and waits for it to be gone. */
export const killed = (c: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.kill('SIGKILL');
  });
