// What the server's tests share: a server on 127.0.0.1 at a free port with its own SQLite file,
// a player that records every message it receives and plays random legal commands of its own
// seats, and the server's truth read back from the store (the states after each command) for the
// oracles.
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../src/games/registry';
import { loadRules } from '../src/shell/games';
import { parseGameText, readRulesetGame } from '../src/shell/saves/gameFile';
import { startGame, step } from '../src/shell/record';
import { mulberry32 } from '../src/engine/kit';
import type { Ruleset } from '../src/engine';
import { REFUSALS, type CreateOptions, type RefusedMessage, type StateMessage, type TableMessage } from '../src/shell/online/protocol';
import { RemoteTable } from '../src/shell/online/transport';
import type { ConnectionState, RetryPolicy } from '../src/shell/online/connection';
import { startServer, type Running, type ServeOptions } from './server';
import { openStore } from './store';
import { patientMatchmaking } from './nodeClient';

patientMatchmaking();

export const PLAYERS = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
];

/** A folder for one test's database, removed by `done`. */
export function scratch(): { dir: string; db: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'online-'));
  return { dir, db: join(dir, 'tables.sqlite'), done: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function testServer(db: string, more: Partial<ServeOptions> = {}): Promise<Running & { logged: string[] }> {
  const logged: string[] = [];
  const running = await startServer({ port: 0, db, computerDelayMs: 0, rate: { burst: 1000, perSecond: 1000 }, newTables: { burst: 1000, perSecond: 1000 }, log: (l) => logged.push(l), ...more });
  return { ...running, logged };
}

export type TestServer = Awaited<ReturnType<typeof testServer>>;

/** A server for the tests of one file (started before them, stopped and its database removed after, failing or not). */
export function serverForFile(more: Partial<ServeOptions> = {}): { db: string; server: TestServer } {
  const dir = scratch();
  const ctx = { db: dir.db, server: null as unknown as TestServer };
  beforeAll(async () => {
    ctx.server = await testServer(dir.db, more);
  });
  afterAll(async () => {
    await ctx.server?.stop();
    dir.done();
  });
  return ctx;
}

// Tries every 2 s at most, for about 2.6 minutes: the clean-clone run of 2cb829b failed server/restart.test.ts
// beside the browser tests when Game One's clients, doubling from 50 ms to waits of 51 and 102 s, were
// not back 110 s after the road-gang table's (they came back in 16-17 s alone).
export const FAST_RETRY: RetryPolicy = { attempts: 80, firstDelayMs: 50, maxDelayMs: 2_000 };

/** One client at a table: everything it receives, kept in order. */
export class Player {
  readonly received: { type: string; message: unknown }[] = [];
  readonly states: StateMessage[] = [];
  readonly refusals: RefusedMessage[] = [];
  readonly sent: { command: unknown; as: string; pending: string | null }[] = [];
  table: TableMessage | null = null;
  state: StateMessage | null = null;
  log: StateMessage['log'] = [];
  connection: ConnectionState = 'open';
  /** Its connection's changes with their times and each failed try's error (a failed wait says them). */
  readonly trail: string[] = [];
  private waiters: (() => void)[] = [];
  private autoplay: (() => number) | null = null;
  private upTo = Infinity;

  constructor(readonly remote: RemoteTable) {
    remote.listen({
      any: (type, message) => this.received.push({ type, message }),
      table: (m) => {
        this.table = m;
        this.wake();
      },
      state: (m) => {
        this.state = m;
        this.states.push(m);
        this.log = m.logFrom === 0 ? [...m.log] : [...this.log.slice(0, m.logFrom), ...m.log];
        this.wake();
        this.maybePlay();
      },
      refused: (m) => {
        this.refusals.push(m);
        this.wake();
        // Over the server's allowance: the click again, a moment later, as a person would.
        if (m.code === REFUSALS.tooMany) setTimeout(() => this.maybePlay(), 150);
      },
      connection: (c, why) => {
        this.connection = c;
        this.trail.push(`${new Date().toISOString().slice(11, 23)} ${c}${why ? ` (${why})` : ''}`);
        this.wake();
      },
    });
  }

  static async create(url: string, o: CreateOptions): Promise<Player> {
    return new Player(await RemoteTable.create(url, o, FAST_RETRY));
  }

  static async join(url: string, id: string, token: string | null): Promise<Player> {
    return new Player(await RemoteTable.join(url, id, token, FAST_RETRY));
  }

  /** Its seats' decisions from now on played at random among the legal commands it is sent, until the game has `upTo` commands. */
  playRandomly(seed: number, upTo = Infinity): void {
    this.autoplay = mulberry32(seed);
    this.upTo = upTo;
    this.maybePlay();
  }

  stopPlaying(): void {
    this.autoplay = null;
  }

  private maybePlay(): void {
    const s = this.state;
    if (!this.autoplay || !s || s.legal.length === 0 || s.result.over || s.commands >= this.upTo) return;
    const c = s.legal[Math.floor(this.autoplay() * s.legal.length)];
    this.sent.push({ command: c, as: s.as, pending: s.pending.player });
    this.remote.play(c, s.commands);
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves once `ok` holds (checked after every message), failing after `ms`. */
  until(ok: () => boolean, what: string, ms = 60_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}; its connection: ${this.trail.slice(-12).join(', ')}`)), ms);
      const check = () => {
        if (ok()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }
}

/** The server's truth: the stored game replayed, the state and events of each command (index 0: the set-up). */
export async function storedStates(db: string, id: string): Promise<{ rules: Ruleset; seed: number; states: unknown[]; events: unknown[][] }> {
  const store = openStore(db);
  const rec = store.get(id);
  store.close();
  if (!rec) throw new Error(`no table ${id} in the store`);
  const rules = (await loadRules(rec.game))!.ruleset;
  const f = parseGameText(rec.file);
  if (!f.ok) throw new Error(f.error.message);
  const g = readRulesetGame(rules, f.value);
  if (!g.ok) throw new Error(g.error.message);
  const start = startGame(rules, g.value.setup, g.value.seed);
  if (!start.ok) throw new Error(start.error.message);
  const states = [start.value.state];
  const events = [start.value.events];
  for (const c of g.value.commands) {
    const out = step(rules, states[states.length - 1], c);
    if (!out.ok) throw new Error(out.error.message);
    states.push(out.value.state);
    events.push(out.value.events);
  }
  return { rules, seed: g.value.seed, states, events };
}

/** Every leaf of a JSON-like value with its path. */
export function leaves(x: unknown, visit: (leaf: unknown, path: string) => void, path = ''): void {
  if (Array.isArray(x)) x.forEach((y, i) => leaves(y, visit, `${path}[${i}]`));
  else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) leaves(y, visit, `${path}.${k}`);
  else visit(x, path);
}

/** The log a reader of `viewer`'s words should have been sent (null: nobody's words). */
export function expectedLog(rules: Ruleset, states: unknown[], events: unknown[][], viewer: string | null): string[] {
  return events.flatMap((es, i) => es.map((e) => rules.describeEvent(e, states[i], viewer)));
}
