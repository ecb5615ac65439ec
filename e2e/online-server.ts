// The game server for the online end-to-end tests (issue 32): the production build served by
// `npm run serve`'s entry on 127.0.0.1, so the page reaches the server at its own origin. Stopped
// after the file's tests. The build is `npm test`'s one production build when it names it
// (E2E_PROD_DIST, made by scripts/test-all.mjs for these tests and check:prod, issue 31); else
// (a Playwright run of its own) each file builds one into a scratch folder (dist/ is the other
// tests', served by vite preview).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
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

/** The shared production build, when `npm test` made one (scripts/test-all.mjs). */
const SHARED = process.env.E2E_PROD_DIST && existsSync(join(process.env.E2E_PROD_DIST, 'index.html')) ? process.env.E2E_PROD_DIST : '';

export function onlineServer(): OnlineServer {
  let dir = '';
  let built = '';
  let served: Served | null = null;
  const it: OnlineServer = {
    url: '',
    ws: '',
    async restart() {
      if (!served) throw new Error('no server');
      await killed(served.child);
      served = await serve(join(dir, 'tables.sqlite'), served.port, ['--pages', built]);
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(join(tmpdir(), 'online-e2e-'));
    built = SHARED || join(dir, 'page');
    if (!SHARED) execFileSync('npx', ['vite', 'build', '--outDir', built, '--emptyOutDir'], { stdio: 'ignore' });
    served = await serve(join(dir, 'tables.sqlite'), 0, ['--pages', built]);
    it.url = `http://127.0.0.1:${served.port}/`;
    it.ws = `ws://127.0.0.1:${served.port}`;
  });
  test.afterAll(async () => {
    if (served) await killed(served.child);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return it;
}

/** A game's own online table: Dark Future's (DarkFutureOnline.tsx) or the road-gang game's (RoadGangOnline.tsx). */
export type OnlineTable = 'df' | 'rg';

/**
 * Clicks, once, the first decision the page's own table offers when the decision is this page's
 * (its table says data-mine="true"); false when it offers none now. Dark Future: the decision
 * panel's first action, else its first button (roll, place, a car); the road-gang game: its first
 * action button, or a place typed into the placing form, trying the segments from the first until
 * one is sent (the form sends only a legal one; the page's WebSocket sends are counted).
 */
export function clickFirstOffered(page: Page, table: OnlineTable): Promise<boolean> {
  return page.evaluate(player, { table, loop: false });
}

/**
 * Each page plays its own seat through its own table until the game's result: a loop in the page
 * clicks the first decision offered (clickFirstOffered) once for each position that is this
 * page's, and again after 4 s if the position has not moved on (a click that sent nothing).
 */
export async function playFirstOfferedToTheEnd(pages: Page[], table: OnlineTable): Promise<void> {
  for (const page of pages) await page.evaluate(player, { table, loop: true });
}

/** In the page (sent to it as text, so self-contained): one click, or the loop of clicks. */
function player({ table, loop }: { table: OnlineTable; loop: boolean }): boolean {
  const w = window as unknown as { __onlineSends?: number };
  if (w.__onlineSends === undefined) {
    w.__onlineSends = 0;
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, data: Parameters<WebSocket['send']>[0]) {
      w.__onlineSends!++;
      return send.call(this, data);
    };
  }
  const enabled = (scope: Element, selector: string) => [...scope.querySelectorAll<HTMLButtonElement>(selector)].filter((b) => !b.disabled);
  // A command goes out as it is clicked (the store's play sends it at once): the first candidate
  // whose click sent one is the decision made; one that only opens or folds something is passed over.
  const firstSending = (candidates: HTMLButtonElement[]): boolean => {
    const before = w.__onlineSends;
    for (const b of candidates) {
      if (!b.isConnected) continue;
      b.click();
      if (w.__onlineSends !== before) return true;
    }
    return false;
  };
  const click = (): boolean => {
    const root = document.querySelector(`[data-testid="${table}-online"][data-mine="true"]`);
    if (!root) return false;
    if (table === 'rg') {
      const form = root.querySelector<HTMLFormElement>('form.rg-place');
      if (form) {
        const input = form.querySelector<HTMLInputElement>('input[name="segment"]')!;
        const before = w.__onlineSends;
        for (let v = 1; v <= 100 && w.__onlineSends === before; v++) {
          input.value = String(v);
          form.requestSubmit();
        }
        return w.__onlineSends !== before;
      }
      return firstSending([...enabled(root, '.rg-decision button.action-button'), ...enabled(root, '.rg-decision button')]);
    }
    const slot = root.querySelector('[data-testid="decision-slot"]');
    if (!slot) return false;
    // "Lay a passive marker…" and "Back to all actions" only show or fold the secret choices; a
    // rulebook page badge opens the Rules reference, a dialog that then catches real clicks.
    const skip = (x: HTMLButtonElement) => x.dataset.testid === 'secret-passives' || x.dataset.testid === 'secret-back' || x.classList.contains('page-badge');
    return firstSending([...enabled(slot, 'button.action-button[data-cmd]'), ...enabled(slot, 'button').filter((x) => !skip(x))]);
  };
  if (!loop) return click();
  let at = { n: '', tries: 0, when: 0 };
  const timer = setInterval(() => {
    const root = document.querySelector(`[data-testid="${table}-online"]`);
    const kind = root?.getAttribute('data-pending');
    if (kind === 'over' || kind === 'gameOver') return clearInterval(timer);
    if (root?.getAttribute('data-mine') !== 'true') return;
    const n = root.getAttribute('data-commands') ?? '';
    if (n !== at.n) at = { n, tries: 0, when: 0 };
    if (at.tries >= 5 || Date.now() - at.when < 4000) return;
    at = { n, tries: at.tries + 1, when: Date.now() };
    click();
  }, 50);
  return true;
}
