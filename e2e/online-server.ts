// The game server for the online end-to-end tests (issue 32): the page built into a folder of its
// own (dist/ is the other tests', served by vite preview) and served by `npm run serve`'s entry on
// 127.0.0.1, so the page reaches the server at its own origin. Stopped after the file's tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { killed, serve, type Served } from '../server/spawn';
import { patientMatchmaking } from '../server/nodeClient';

patientMatchmaking();

export interface OnlineServer {
  /** The page's address (http://127.0.0.1:PORT/). */
  url: string;
  /** The server's (ws://127.0.0.1:PORT). */
  ws: string;
  /** Kills the process (SIGKILL) and starts it again on the same database and port. */
  restart(): Promise<void>;
}

export function onlineServer(): OnlineServer {
  let dir = '';
  let served: Served | null = null;
  const it: OnlineServer = {
    url: '',
    ws: '',
    async restart() {
      if (!served) throw new Error('no server');
      await killed(served.child);
      served = await serve(join(dir, 'tables.sqlite'), served.port, ['--pages', join(dir, 'page')]);
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(join(tmpdir(), 'online-e2e-'));
    execFileSync('npx', ['vite', 'build', '--outDir', join(dir, 'page'), '--emptyOutDir'], { stdio: 'ignore' });
    served = await serve(join(dir, 'tables.sqlite'), 0, ['--pages', join(dir, 'page')]);
    it.url = `http://127.0.0.1:${served.port}/`;
    it.ws = `ws://127.0.0.1:${served.port}`;
  });
  test.afterAll(async () => {
    if (served) await killed(served.child);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return it;
}
