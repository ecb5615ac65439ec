// The page's end of a remote table (issue 32): a Colyseus client (colyseus.js 0.16) that creates or
// joins a table and carries the protocol's messages (./protocol.ts). It knows no game. When the
// connection drops it comes back by itself: first through Colyseus' reconnection (the seat kept
// for a while), then with the seat's token (a restarted server opens its tables again under the
// same ids), a bounded number of times.
import { Client, type Room } from 'colyseus.js';
import {
  TABLE_ROOM,
  TO_CLIENT,
  TO_SERVER,
  type CreateOptions,
  type RefusedMessage,
  type SeatMessage,
  type StateMessage,
  type TableMessage,
} from './protocol';
import { DEFAULT_RETRY, type ConnectionState, type RetryPolicy } from './connection';

export interface TableListener {
  table?(m: TableMessage): void;
  state?(m: StateMessage): void;
  refused?(m: RefusedMessage): void;
  /** Every message as it came (the tests' oracle reads them all). */
  any?(type: string, m: unknown): void;
  /** The connection: up, dropped and trying again, or given up (`reason` in words). */
  connection?(c: ConnectionState, reason?: string): void;
}

/** Close codes after which trying again is pointless: the client left, or its seat was taken up elsewhere. */
const FINAL_CODES = new Set([1000, 4000, 4001]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RemoteTable {
  private room: Room;
  private listeners = new Set<TableListener>();
  private closing = false;
  /** The token this client comes back with (the host's or its seat's); null for a watcher. */
  token: string | null;
  readonly id: string;

  private constructor(
    private readonly client: Client,
    room: Room,
    token: string | null,
    private readonly retry: RetryPolicy,
  ) {
    this.room = room;
    this.id = room.roomId;
    this.token = token;
    this.wire(room);
  }

  /** Creates a table on the server at `url`; the creator is its host. */
  static async create(url: string, options: CreateOptions, retry = DEFAULT_RETRY): Promise<RemoteTable> {
    const client = new Client(url);
    return new RemoteTable(client, await client.create(TABLE_ROOM, options), null, retry);
  }

  /** Joins a table by its id, with a seat's or the host's token, or none to watch. */
  static async join(url: string, tableId: string, token: string | null, retry = DEFAULT_RETRY): Promise<RemoteTable> {
    const client = new Client(url);
    return new RemoteTable(client, await client.joinById(tableId, token === null ? {} : { token }), token, retry);
  }

  listen(l: TableListener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  /** Plays a command; `seen` is the count of commands the player saw (a stale one is refused). */
  play(command: unknown, seen?: number): void {
    this.room.send(TO_SERVER.command, seen === undefined ? { command } : { command, seen });
  }

  /** The host: who plays an away seat from now on. */
  moveSeat(m: SeatMessage): void {
    this.room.send(TO_SERVER.seat, m);
  }

  /** Sends anything (the tests' bad messages). */
  sendRaw(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  /** Leaves for good: the seat stays this player's, to come back to with the token. */
  async leave(): Promise<void> {
    this.closing = true;
    await this.room.leave(true);
  }

  /** Drops the connection as a network fault would (the tests' reconnection). */
  drop(): void {
    this.room.connection.close(4999, 'dropped');
  }

  private emit(f: (l: TableListener) => void): void {
    for (const l of this.listeners) f(l);
  }

  private wire(room: Room): void {
    room.onMessage(TO_CLIENT.table, (m: TableMessage) => {
      if (m.hostToken) this.token = m.hostToken;
      this.emit((l) => (l.any?.(TO_CLIENT.table, m), l.table?.(m)));
    });
    room.onMessage(TO_CLIENT.state, (m: StateMessage) => this.emit((l) => (l.any?.(TO_CLIENT.state, m), l.state?.(m))));
    room.onMessage(TO_CLIENT.refused, (m: RefusedMessage) => this.emit((l) => (l.any?.(TO_CLIENT.refused, m), l.refused?.(m))));
    // Colyseus calls '*' only for a type without a handler of its own.
    room.onMessage('*', (type, m) => this.emit((l) => l.any?.(String(type), m)));
    room.onLeave((code) => {
      if (this.closing || FINAL_CODES.has(code)) this.emit((l) => l.connection?.('closed', code === 4001 ? 'this seat was taken up on another page' : undefined));
      else void this.comeBack();
    });
    this.emit((l) => l.connection?.('open'));
  }

  private async comeBack(): Promise<void> {
    const reconnection = this.room.reconnectionToken;
    let delay = this.retry.firstDelayMs;
    let why: string | undefined;
    for (let i = 0; i < this.retry.attempts && !this.closing; i++) {
      this.emit((l) => l.connection?.('retrying', why));
      await sleep(delay);
      delay = Math.min(delay * 2, this.retry.maxDelayMs ?? Infinity);
      try {
        // The same process still holds the seat for this connection; a restarted one knows the token.
        const room = i === 0 ? await this.client.reconnect(reconnection) : await this.client.joinById(this.id, this.token === null ? {} : { token: this.token });
        this.room = room;
        this.wire(room);
        return;
      } catch (e) {
        // Not up yet, or the reconnection window has passed: the next try uses the token.
        why = e instanceof Error ? e.message : String(e);
      }
    }
    this.emit((l) => l.connection?.('closed', 'the server cannot be reached'));
  }
}
