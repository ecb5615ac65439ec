// The game server for online play (issue 32): Colyseus 0.16 over WebSockets, one room type for a
// table of any registered game, every table kept in SQLite and opened again when the server
// starts. `npm run serve` runs ./main.ts; the tests start and stop it in-process.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RedisPresence } from '@colyseus/redis-presence';
import { RedisDriver } from '@colyseus/redis-driver';
import { createServer as createNetServer } from 'node:net';
import '../src/games/registry';
import { games, loadRules } from '../src/shell/games';
import { MAX_SETUP_CHARS, REFUSALS, TABLE_ROOM } from '../src/shell/online/protocol';
import { Bucket, NEW_TABLES, RATE } from './guard';
import { TableRoom, type RoomContext } from './room';
import { KEEP_FINISHED_MS, openStore } from './store';
import { Thinker } from './thinker';

export interface ServeOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  /** The SQLite file (':memory:' for none that lasts). */
  db: string;
  log?: (line: string) => void;
  reconnectSeconds?: number;
  computerDelayMs?: number;
  /** Each client's allowance of messages (default ./guard.ts RATE). */
  rate?: { burst: number; perSecond: number };
  /** Each address's allowance of new tables (default ./guard.ts NEW_TABLES): every table is a row kept for good. */
  newTables?: { burst: number; perSecond: number };
  /**
   * A Redis URL: rooms spread over every process given the same Redis (Colyseus' Redis presence
   * and driver) and the same SQLite file; a client sent to any of them finds its table. Absent:
   * this process alone.
   */
  redis?: string;
  /** Answers other HTTP requests (the built page, ./static.ts); absent: 404. */
  pages?: (req: IncomingMessage, res: ServerResponse) => void;
  /** How long a finished table is kept after its result (default ./store.ts KEEP_FINISHED_MS, a day). */
  keepFinishedMs?: number;
  /** How often finished tables past that are looked for (default an hour; also once at start). */
  sweepEveryMs?: number;
  /** The store's clock (default Date.now; the tests' is fake). */
  now?: () => number;
  /** Each game's rules (default the registry's, loaded on first use; a test's may be slow to load). */
  rules?: RoomContext['rules'];
}

export interface Running {
  port: number;
  /** The server's address for a client (ws://host:port). */
  url: string;
  /** Tables opened again from the store at start. */
  restored: number;
  /** The thread its slow computer levels think in. */
  thinker: Thinker;
  stop(): Promise<void>;
}

/** The largest WebSocket frame a client may send: a command is a few hundred bytes. */
export const MAX_FRAME = 16 * 1024;

export async function startServer(o: ServeOptions): Promise<Running> {
  const log = o.log ?? ((line: string) => console.warn(line));
  const store = openStore(o.db, o.now);
  const http = createServer();
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_FRAME });
  const host = o.host ?? '127.0.0.1';
  // Across processes a seat reservation names the process that holds the room: its address must be known before it listens.
  const port = o.redis && !o.port ? await freePort(host) : (o.port ?? 0);
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(o.redis ? { presence: new RedisPresence(o.redis), driver: new RedisDriver(o.redis), publicAddress: `${host}:${port}` } : {}),
  });
  const context: RoomContext = {
    store,
    rules: o.rules ?? (async (game) => (games().some((g) => g.id === game) ? loadRules(game) : undefined)),
    log,
    reconnectSeconds: o.reconnectSeconds ?? 120,
    computerDelayMs: o.computerDelayMs ?? 400,
    restoreKey: randomBytes(18).toString('base64url'),
    rate: o.rate ?? RATE,
    thinker: new Thinker(),
  };
  // One class per server: its rooms share this server's store and words.
  class BoundTableRoom extends TableRoom {
    static context = context;
  }
  gameServer.define(TABLE_ROOM, BoundTableRoom);
  // Matchmaking waits for the stored tables: a player coming back to a restarted server while its
  // table is still being opened (a game's rules loading, seconds on a busy machine) would be told
  // the table does not exist, and try again later and later (server/restart.test.ts, a clean-clone
  // run: Game One's clients told "not found" until their doubling waits reached 51 and 102 s).
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  guardRequests(http, { max: MAX_SETUP_CHARS + 4096, newTables: o.newTables ?? NEW_TABLES, log, ready }, o.pages);
  await gameServer.listen(port, host);
  const bound = (http.address() as AddressInfo).port;

  let restored = 0;
  for (const t of store.unfinished()) {
    try {
      // Another process of the same Redis may hold it already.
      if (o.redis && (await matchMaker.query({ roomId: t.id })).length > 0) continue;
      await matchMaker.createRoom(TABLE_ROOM, { restore: t.id, restoreKey: context.restoreKey });
      restored++;
    } catch (e) {
      log(`table ${t.id} (${t.game}) could not be opened again: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  opened();

  // Finished tables go after a while (every process of a Redis may sweep: a second delete finds nothing).
  const keep = o.keepFinishedMs ?? KEEP_FINISHED_MS;
  const sweep = () => {
    try {
      const n = store.dropFinished(keep);
      if (n > 0) log(`${n} finished table(s) removed (over for more than ${Math.round(keep / 3600_000)} h)`);
    } catch (e) {
      log(`finished tables could not be removed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  sweep();
  const sweeper = setInterval(sweep, o.sweepEveryMs ?? 3600_000);
  sweeper.unref();

  return {
    port: bound,
    url: `ws://${host}:${bound}`,
    restored,
    thinker: context.thinker,
    async stop() {
      clearInterval(sweeper);
      await gameServer.gracefullyShutdown(false);
      await context.thinker.stop();
      http.closeAllConnections();
      store.close();
    },
  };
}

/**
 * In front of Colyseus' matchmaking: it reads a request's whole body with no bound, so a request
 * declaring more than `max` bytes, or sending more, is answered 413; and each address may create
 * only so many tables (429 past its allowance). Other requests go to `pages`.
 */
function guardRequests(
  http: ReturnType<typeof createServer>,
  o: { max: number; newTables: { burst: number; perSecond: number }; log: (line: string) => void; ready: Promise<void> },
  pages?: (req: IncomingMessage, res: ServerResponse) => void,
): void {
  const colyseus = http.listeners('request').slice(0) as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const creators = new Map<string, Bucket>();
  let ready = false;
  void o.ready.then(() => (ready = true));
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const matchmaking = req.url?.startsWith('/matchmake/') ?? false;
    if (!matchmaking) {
      if (pages) pages(req, res);
      else res.writeHead(404).end();
      return;
    }
    // Its body stays unread (paused) until then.
    if (!ready) void o.ready.then(() => matchmake(req, res));
    else matchmake(req, res);
  });
  function matchmake(req: IncomingMessage, res: ServerResponse): void {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > o.max) return tooLarge(req, res);
    if (req.method === 'POST' && /^\/matchmake\/(create|joinOrCreate)\//.test(req.url ?? '')) {
      const ip = req.socket.remoteAddress ?? '?';
      // A club's addresses are few: the map is dropped whole rather than aged, should a flood fill it.
      if (creators.size > 10_000) creators.clear();
      let b = creators.get(ip);
      if (!b) creators.set(ip, (b = new Bucket(o.newTables.burst, o.newTables.perSecond)));
      if (!b.take()) {
        o.log(`${ip}: refused a new table: ${REFUSALS.tooManyTables}`);
        res.writeHead(429, { 'Content-Type': 'application/json', Connection: 'close' }).end(JSON.stringify({ code: 429, error: `${REFUSALS.tooManyTables}: too many new tables from this address; wait a minute` }));
        return;
      }
    }
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > o.max) tooLarge(req, res);
    });
    for (const l of colyseus) l.call(http, req, res);
  }
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.writeHead(413, { Connection: 'close' }).end();
  req.destroy();
}

/** A port free now on `host` (the OS picks it; closed again at once). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
