// The one Colyseus room: a table of any game of the registry (issue 32). The room owns the
// connections (who holds which seat, who is away, reconnection); the table (./table.ts) owns the
// game and decides what each client may know. Every message is checked at the door
// (./guard.ts) and refused with a code when it fails; a crash in any handler is caught by
// Colyseus (onUncaughtException) and logged, so one bad message never ends a room.
import { Room, ServerError, type Client, type Deferred } from '@colyseus/core';
import type { GameRules } from '../src/shell/games';
import {
  MAX_SETUP_CHARS,
  REFUSALS,
  TO_CLIENT,
  TO_SERVER,
  commandMessageSchema,
  createOptionsSchema,
  joinOptionsSchema,
  seatMessageSchema,
  type Identity,
  type RefusedMessage,
  type TableMessage,
} from '../src/shell/online/protocol';
import { Bucket, check, throttledLog } from './guard';
import type { TableStore } from './store';
import type { Thinker } from './thinker';
import { Table, computerLevel, newTableId, newToken, type Outcome, type Problem } from './table';

/** What every room of one server shares: set by the server (./server.ts) on the class it defines. */
export interface RoomContext {
  store: TableStore;
  rules(game: string): Promise<GameRules | undefined>;
  log(line: string): void;
  /** How long a dropped person's seat waits for their connection to come back before it shows as left to the host. */
  reconnectSeconds: number;
  /** The pause before the computer plays (0 in tests; a person likes to see a move happen). */
  computerDelayMs: number;
  /** Only the server itself may ask a room to open a stored table (a client's options never carry it). */
  restoreKey: string;
  /** Each client's allowance of messages (./guard.ts RATE). */
  rate: { burst: number; perSecond: number };
  /** The thread the slow levels think in (one a server). */
  thinker: Thinker;
}

interface Holder {
  who: Identity;
  bucket: Bucket;
  /** Log lines this client has been sent. */
  sent: number;
}

export class TableRoom extends Room {
  /** Set by the server on the subclass it defines. */
  static context: RoomContext;
  private ctx!: RoomContext;
  private table!: Table;
  private complain!: (kind: string, line: string) => void;
  private readonly holders = new Map<string, Holder>();
  /** The session holding each person's seat (connected or waiting to reconnect). */
  private readonly seatSession = new Map<string, string>();
  private readonly connected = new Set<string>();
  private readonly waiting = new Map<string, Deferred<Client>>();
  /** Sessions whose seats were taken by a newer connection with the same token: their leaving frees nothing. */
  private readonly replaced = new Set<string>();
  private hostExpected = false;
  private thinking: ReturnType<typeof setTimeout> | undefined;
  /** The decision (its seed) the thinking thread is asked about now, so a second call does not ask it again. */
  private asked: number | undefined;
  private gone = false;
  /** The game's computer levels too slow for the thread of every table (GameRules.slowLevels): thought in ctx.thinker. */
  private slowLevels: readonly string[] = [];

  async onCreate(options: unknown): Promise<void> {
    this.ctx = (this.constructor as typeof TableRoom).context;
    this.complain = throttledLog(this.ctx.log);
    this.maxClients = 64;
    // Colyseus disposes a room nobody joined within its seat reservation time (15 s), counted from
    // before onCreate: a table whose rules load slowly (a busy machine, the first Dark Future table
    // of a process) was disposed while being opened ('roomId' can only be overridden upon room
    // creation, server/restoring.test.ts). A table is kept until its game is over (set below).
    this.autoDispose = false;
    const o = options as { restore?: unknown; restoreKey?: unknown };
    if (typeof o.restore === 'string' && o.restoreKey === this.ctx.restoreKey) this.table = await this.reopen(o.restore);
    else this.table = await this.open(options);
    this.roomId = this.table.id;
    // A table is found by its link, never listed; it outlives its players' connections until its game is over.
    await this.setPrivate(true);
    this.autoDispose = this.table.over;
    this.onMessage(TO_SERVER.command, (client, message) => this.onCommand(client, message));
    this.onMessage(TO_SERVER.seat, (client, message) => this.onSeat(client, message));
    this.onMessage('*', (client, type) => {
      if (!this.admit(client)) return;
      this.refuse(client, { code: REFUSALS.badMessage, message: `no message ${String(type).slice(0, 30)}` }, 'unknown');
    });
    this.computerNext();
  }

  private async open(options: unknown): Promise<Table> {
    const c = check(createOptionsSchema, options, MAX_SETUP_CHARS);
    if (!c.ok) throw new ServerError(400, `${c.error.code}: ${c.error.message}`);
    const rules = await this.ctx.rules(c.value.game);
    if (!rules) throw new ServerError(400, `ONLINE_NO_GAME: no game ${c.value.game} on this server`);
    this.slowLevels = rules.slowLevels ?? [];
    const t = Table.create(newTableId(), rules.ruleset, rules.computer, c.value, this.slowLevels, rules.publicPlay === true);
    if (!t.ok) throw new ServerError(400, `${t.error.code}: ${t.error.message}`);
    this.ctx.store.save(t.value.toRecord(), t.value.over);
    this.hostExpected = true;
    return t.value;
  }

  private async reopen(id: string): Promise<Table> {
    const rec = this.ctx.store.get(id);
    const rules = rec && (await this.ctx.rules(rec.game));
    if (!rec || !rules) throw new ServerError(404, `ONLINE_NO_TABLE: ${id}`);
    this.slowLevels = rules.slowLevels ?? [];
    const t = Table.restore(rec, rules.ruleset, rules.computer, rules.publicPlay === true);
    if (!t.ok) throw new ServerError(500, `${t.error.code}: ${t.error.message}`);
    return t.value;
  }

  /** Who the joining client is: the creator (the host), a token's holder, or a watcher. */
  onAuth(_client: Client, options: unknown): Identity {
    if (this.hostExpected && typeof (options as { game?: unknown })?.game === 'string') {
      this.hostExpected = false;
      return this.hostIdentity();
    }
    const j = check(joinOptionsSchema, options ?? {});
    if (!j.ok) throw new ServerError(400, `${j.error.code}: ${j.error.message}`);
    const token = j.value.token;
    if (token === undefined) return { role: 'watcher', seats: [] };
    if (token === this.table.seats.hostToken) return this.hostIdentity();
    const seat = Object.entries(this.table.seats.invites).find(([, t]) => t === token);
    if (!seat) throw new ServerError(403, 'ONLINE_BAD_TOKEN: this link is for no seat of this table');
    // The host took the seat to its own screen: the link gives it again only once the host sends it back.
    if (this.table.seats.kinds[seat[0]] === 'here') throw new ServerError(403, `${REFUSALS.seatHere}: this seat is played on the host's screen now`);
    return { role: 'seat', seats: [seat[0]] };
  }

  private hostIdentity(): Identity {
    return { role: 'host', seats: Object.entries(this.table.seats.kinds).filter(([, k]) => k === 'here').map(([p]) => p) };
  }

  onJoin(client: Client, _options: unknown, who: Identity): void {
    // A seat is one person's: a newer connection with its token (a reload, another device) takes it from the older.
    for (const p of who.seats) {
      const old = this.seatSession.get(p);
      if (old === undefined || old === client.sessionId) continue;
      const waiting = this.waiting.get(old);
      if (waiting) {
        this.holders.delete(old);
        waiting.reject(new Error('replaced'));
        continue;
      }
      const gone = this.clients.find((c) => c.sessionId === old);
      if (gone) {
        this.replaced.add(old);
        gone.leave(4001, 'your seat was taken up from another page');
      }
    }
    for (const p of who.seats) this.seatSession.set(p, client.sessionId);
    this.holders.set(client.sessionId, { who, bucket: new Bucket(this.ctx.rate.burst, this.ctx.rate.perSecond), sent: 0 });
    this.connected.add(client.sessionId);
    this.sendTable(client);
    this.sendState(client);
    this.seatsChanged(client);
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    const id = client.sessionId;
    this.connected.delete(id);
    if (this.replaced.delete(id)) {
      this.holders.delete(id);
      return;
    }
    const h = this.holders.get(id);
    this.seatsChanged();
    if (!h || h.who.seats.length === 0 || consented || this.table.over) {
      if (h && h.who.seats.length === 0) this.holders.delete(id);
      return;
    }
    // A dropped connection keeps its seat: the same client comes back with its reconnection token.
    const back = this.allowReconnection(client, this.ctx.reconnectSeconds);
    this.waiting.set(id, back);
    try {
      const again = await back;
      this.connected.add(again.sessionId);
      // Whatever was on its way when the line dropped may be lost: the whole log again.
      h.sent = 0;
      this.sendTable(again);
      this.sendState(again);
      this.seatsChanged(again);
    } catch {
      // Not back in time (or replaced): the seat stays theirs, away, until their token brings them back.
    } finally {
      this.waiting.delete(id);
    }
  }

  onDispose(): void {
    this.gone = true;
    clearTimeout(this.thinking);
  }

  onUncaughtException(error: unknown, method: string): void {
    this.ctx.log(`table ${this.roomId}: ${method} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  }

  /** Counted against the client's rate; false (refused, logged) when over it. */
  private admit(client: Client): boolean {
    const h = this.holders.get(client.sessionId);
    if (!h) return false;
    if (h.bucket.take()) return true;
    this.refuse(client, { code: REFUSALS.tooMany, message: 'too many messages: wait a moment' }, 'rate');
    return false;
  }

  private onCommand(client: Client, message: unknown): void {
    if (!this.admit(client)) return;
    const h = this.holders.get(client.sessionId)!;
    const m = check(commandMessageSchema, message);
    if (!m.ok) return this.refuse(client, m.error, 'shape');
    if (m.value.seen !== undefined && m.value.seen !== this.table.commandCount) {
      return this.refuse(client, { code: REFUSALS.stale, message: 'the game has moved on since: look again' }, 'stale');
    }
    const people = h.who.seats.filter((p) => this.table.seats.kinds[p] !== 'computer');
    const decider = this.table.decider;
    if (decider === null || !people.includes(decider)) {
      return this.refuse(client, { code: REFUSALS.notYourSeat, message: decider === null ? 'nobody decides now' : `it is ${this.table.nameOf(decider)}'s decision` }, 'seat');
    }
    const c = check(this.table.rules.commandSchema, m.value.command);
    if (!c.ok) return this.refuse(client, c.error, 'command');
    const out = this.table.play(people, c.value);
    if (!out.ok) return this.refuse(client, out.error, 'rules');
    this.accepted();
  }

  /**
   * The host moves a seat: to its own screen ('here', a seat no guest holds now), an invite seat to
   * the computer, or a seat to a person by its link again (a seat that had no link gets one).
   */
  private onSeat(client: Client, message: unknown): void {
    if (!this.admit(client)) return;
    if (this.holders.get(client.sessionId)?.who.role !== 'host') return this.refuse(client, { code: REFUSALS.notHost, message: 'only the host moves seats' }, 'seat');
    const m = check(seatMessageSchema, message);
    if (!m.ok) return this.refuse(client, m.error, 'shape');
    const { player, to } = m.value;
    const seats = this.table.seats;
    const from = seats.kinds[player];
    if (from === undefined) return this.refuse(client, { code: REFUSALS.badMessage, message: `${player} is no player of this table` }, 'seat');
    if (from === to) return;
    if ((to === 'here' || to === 'computer') && from === 'invite' && !this.away(player)) {
      // A seat taken by a link is its holder's (issue 32): the host may take it, or give it to the computer, only while they are away.
      return this.refuse(client, { code: REFUSALS.seatTaken, message: `${this.table.nameOf(player)} holds this seat from their link` }, 'seat');
    }
    if (to === 'computer') {
      // The computer takes a person's seat from its link (the host's own seats go back to a link first).
      if (from !== 'invite') return this.refuse(client, { code: REFUSALS.badMessage, message: `${player} is no invite seat` }, 'seat');
      if (seats.level === null) {
        const level = computerLevel(this.table.rules, this.table.computer, this.slowLevels, undefined);
        if (!level.ok) return this.refuse(client, level.error, 'seat');
        seats.level = level.value;
      }
    }
    if (to === 'invite') seats.invites[player] ??= newToken();
    if (to === 'here') this.letGo(player);
    seats.kinds[player] = to;
    this.ctx.store.save(this.table.toRecord(), this.table.over);
    this.hostSeatsChanged(client);
    this.seatsChanged();
    this.computerNext();
  }

  /** A guest's connection still waiting to come back to `player`'s seat is let go (the seat moves to the host's screen). */
  private letGo(player: string): void {
    const old = this.seatSession.get(player);
    const waiting = old === undefined ? undefined : this.waiting.get(old);
    if (old !== undefined && waiting) {
      this.holders.delete(old);
      waiting.reject(new Error('replaced'));
    }
    this.seatSession.delete(player);
  }

  /**
   * The host's seats are its 'here' seats: after a move each host connection holds the new set
   * (its seats' sessions the mover's), and hears the state again, the whole log included, since
   * its view, its legal commands and the words of its log may change with what it holds.
   */
  private hostSeatsChanged(mover: Client): void {
    const who = this.hostIdentity();
    for (const [id, h] of this.holders) {
      if (h.who.role !== 'host') continue;
      for (const p of h.who.seats) if (!who.seats.includes(p) && this.seatSession.get(p) === id) this.seatSession.delete(p);
      h.who = { ...who, seats: [...who.seats] };
      h.sent = 0;
    }
    for (const p of who.seats) this.seatSession.set(p, mover.sessionId);
    for (const c of this.clients) if (this.connected.has(c.sessionId) && this.holders.get(c.sessionId)?.who.role === 'host') this.sendState(c);
  }

  /** A command was accepted: kept first, then told, then the computer's turn if it is. */
  private accepted(): void {
    this.ctx.store.save(this.table.toRecord(), this.table.over);
    for (const c of this.clients) if (this.connected.has(c.sessionId)) this.sendState(c);
    if (this.table.over) this.autoDispose = true;
    this.computerNext();
  }

  private computerNext(): void {
    const p = this.table.decider;
    if (p === null || this.table.seats.kinds[p] !== 'computer') return;
    // Node's own timer: the room's clock fires only on its patch ticks (50 ms), a wait on every computer move.
    clearTimeout(this.thinking);
    this.thinking = setTimeout(() => {
      // Outside Colyseus' handlers nothing catches a throw but this: a driver that fails must not end the process.
      try {
        const level = this.table.seats.level;
        if (level !== null && this.slowLevels.includes(level)) this.thinkElsewhere();
        else this.computerPlayed(this.table.playComputer());
      } catch (e) {
        this.onUncaughtException(e, 'computer');
      }
    }, this.ctx.computerDelayMs);
  }

  /** A slow level's decision, thought in the server's thinking thread; its answer dropped if the table has moved on meanwhile. */
  private thinkElsewhere(): void {
    const req = this.table.computerRequest();
    if (req === null || this.asked === req.seed) return;
    this.asked = req.seed;
    this.ctx.thinker.think(req).then(
      (a) => {
        if (this.asked === req.seed) this.asked = undefined;
        if (!this.gone) this.computerPlayed(this.table.playThought(req, a.command));
      },
      (e: unknown) => {
        if (this.asked === req.seed) this.asked = undefined;
        this.onUncaughtException(e, 'computer');
      },
    );
  }

  private computerPlayed(out: Outcome<{ commands: number }> | null): void {
    if (out === null) return;
    if (out.ok) this.accepted();
    else this.ctx.log(`table ${this.roomId}: the computer's command was refused: ${out.error.code} ${out.error.message}`);
  }

  private refuse(client: Client, error: Problem, kind: string): void {
    this.complain(kind, `table ${this.roomId}: refused ${client.sessionId}: ${error.code} ${error.message.slice(0, 200)}`);
    const m: RefusedMessage = { code: error.code, message: error.message };
    client.send(TO_CLIENT.refused, m);
  }

  private away = (player: string): boolean => {
    const s = this.seatSession.get(player);
    return s === undefined || !this.connected.has(s);
  };

  private sendTable(client: Client): void {
    const h = this.holders.get(client.sessionId);
    if (!h) return;
    const t = this.table;
    const m: TableMessage = { id: t.id, game: t.rules.id, rulesetVersion: t.rules.version, name: t.name, you: h.who, seats: t.seatList(this.away) };
    if (h.who.role === 'host') {
      // The links of the seats not on the host's own screen.
      m.invites = Object.fromEntries(Object.entries(t.seats.invites).filter(([p]) => t.seats.kinds[p] !== 'here'));
      m.hostToken = t.seats.hostToken;
    }
    client.send(TO_CLIENT.table, m);
  }

  /** Who sits where changed: every other connected client hears it. */
  private seatsChanged(except?: Client): void {
    for (const c of this.clients) if (c !== except && this.connected.has(c.sessionId)) this.sendTable(c);
  }

  private sendState(client: Client): void {
    const h = this.holders.get(client.sessionId);
    if (!h) return;
    const m = this.table.messageFor(h.who.seats, h.sent);
    h.sent = m.logFrom + m.log.length;
    client.send(TO_CLIENT.state, m);
  }
}
