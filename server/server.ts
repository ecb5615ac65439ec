// The game server for online play (issue 32): Colyseus 0.16 over WebSockets, one room type for a
// table of any registered game, every table kept in SQLite and opened again when the server
// starts. `npm run serve` runs ./main.ts; the tests start and stop it in-process.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import '../src/games/registry';
import { games, loadRules } from '../src/shell/games';
import { MAX_SETUP_CHARS, TABLE_ROOM } from '../src/shell/online/protocol';
import { RATE } from './guard';
import { TableRoom, type RoomContext } from './room';
import { openStore } from './store';

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
  /** Answers other HTTP requests (the built page, ./static.ts); absent: 404. */
  pages?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface Running {
  port: number;
  /** The server's address for a client (ws://host:port). */
  url: string;
  /** Tables opened again from the store at start. */
  restored: number;
  stop(): Promise<void>;
}

/** The largest WebSocket frame a client may send: a command is a few hundred bytes. */
export const MAX_FRAME = 16 * 1024;

export async function startServer(o: ServeOptions): Promise<Running> {
  const log = o.log ?? ((line: string) => console.warn(line));
  const store = openStore(o.db);
  const http = createServer();
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_FRAME });
  const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false });
  const context: RoomContext = {
    store,
    rules: async (game) => (games().some((g) => g.id === game) ? loadRules(game) : undefined),
    log,
    reconnectSeconds: o.reconnectSeconds ?? 120,
    computerDelayMs: o.computerDelayMs ?? 400,
    restoreKey: randomBytes(18).toString('base64url'),
    rate: o.rate ?? RATE,
  };
  // One class per server: its rooms share this server's store and words.
  class BoundTableRoom extends TableRoom {
    static context = context;
  }
  gameServer.define(TABLE_ROOM, BoundTableRoom);
  limitBodies(http, MAX_SETUP_CHARS + 4096, o.pages);
  await gameServer.listen(o.port ?? 0, o.host ?? '127.0.0.1');
  const port = (http.address() as AddressInfo).port;

  let restored = 0;
  for (const t of store.unfinished()) {
    try {
      await matchMaker.createRoom(TABLE_ROOM, { restore: t.id, restoreKey: context.restoreKey });
      restored++;
    } catch (e) {
      log(`table ${t.id} (${t.game}) could not be opened again: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  return {
    port,
    url: `ws://${o.host ?? '127.0.0.1'}:${port}`,
    restored,
    async stop() {
      await gameServer.gracefullyShutdown(false);
      http.closeAllConnections();
      store.close();
    },
  };
}

/**
 * Colyseus reads a matchmaking request's whole body with no bound: a request declaring more than
 * `max` bytes, or sending more, is answered 413 before it reaches the matchmaker. Other requests
 * go to `pages`.
 */
function limitBodies(http: ReturnType<typeof createServer>, max: number, pages?: (req: IncomingMessage, res: ServerResponse) => void): void {
  const colyseus = http.listeners('request').slice(0) as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const matchmaking = req.url?.startsWith('/matchmake/') ?? false;
    if (!matchmaking) {
      if (pages) pages(req, res);
      else res.writeHead(404).end();
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > max) return tooLarge(req, res);
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) tooLarge(req, res);
    });
    for (const l of colyseus) l.call(http, req, res);
  });
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.writeHead(413, { Connection: 'close' }).end();
  req.destroy();
}
