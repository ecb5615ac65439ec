// One remote table mirrored in the page (issue 32): what the server last said this client may
// know (the view, the legal commands of its own seats, the log in its player's words), who sits
// where and who is away, the connection and the last refusal. A zustand + immer store as the
// session's (src/shell/sessionStore.ts); it holds no state of the game's own, only what arrives, so
// the table screens can read it as they read a local game's view. Commands go to the server; what
// comes back is the only change.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { MAX_PLAYED, type CreateOptions, type OnlineLogLine, type PlayedCommand, type RefusedMessage, type SeatInfo, type SeatMessage, type StateMessage, type TableMessage } from './protocol';
import { DEFAULT_RETRY, type ConnectionState, type RetryPolicy } from './connection';
import type { RemoteTable } from './transport';

/** Whether this page is at an online table (or opening one): the page is its player's, no device is passed (Dark Future's panels' words). */
export const useAtOnlineTable = (): boolean => useOnline((s) => s.status !== 'idle');

/** colyseus.js and the transport load with the first table opened, not with the start screen (issue 27's budget). */
const transport = () => import('./transport');

export type OnlineStatus = 'idle' | 'connecting' | ConnectionState;

export interface OnlineTableState {
  status: OnlineStatus;
  /** Why the table could not be reached or created, in words; null when all is well. */
  problem: string | null;
  table: TableMessage | null;
  /** The last state message: view, pending, legal commands, result, commands played. */
  state: StateMessage | null;
  log: OnlineLogLine[];
  /** The last commands played with their events, for a game that hides none (StateMessage.played); else empty. */
  played: PlayedCommand[];
  /** The server's last refusal of this client's message (cleared by the next command sent). */
  refused: RefusedMessage | null;
}

export interface OnlineActions {
  /** Creates a table on the server at `url` (this page its host); false, with `problem`, when it could not be. */
  create(url: string, options: CreateOptions): Promise<boolean>;
  /** Joins a table with a seat's or the host's token (null: to watch). */
  join(url: string, tableId: string, token: string | null): Promise<boolean>;
  /** Plays a command for the decision shown (the server refuses it if the game has moved on). */
  play(command: unknown): void;
  moveSeat(m: SeatMessage): void;
  leave(): Promise<void>;
}

export type OnlineStore = OnlineTableState & OnlineActions;

const IDLE: OnlineTableState = { status: 'idle', problem: null, table: null, state: null, log: [], played: [], refused: null };

/** The last commands played after a state message: replaced when it comes whole (joining), else the new ones after the older ones kept. */
export function playedAfter(kept: readonly PlayedCommand[], m: StateMessage): PlayedCommand[] {
  const come = m.played ?? [];
  if (m.logFrom === 0) return [...come];
  const from = come.length > 0 ? come[0].at : m.commands + 1;
  return [...kept.filter((p) => p.at < from), ...come].slice(-MAX_PLAYED);
}

const words = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The seats whose player is away (their connection dropped, or they have not come yet). */
export const awaySeats = (t: TableMessage | null): SeatInfo[] => t?.seats.filter((s) => s.away) ?? [];

/** Whether the decision now is one this page makes. */
export const myDecision = (s: OnlineTableState): boolean => (s.state?.legal.length ?? 0) > 0 && !s.state?.result.over;

/** A store of its own for each table (the tests hold two in one process; the page holds one). */
export function createOnlineStore(retry: RetryPolicy = DEFAULT_RETRY) {
  let remote: RemoteTable | null = null;
  return create<OnlineStore>()(
    immer((set, get) => {
      const attach = (r: RemoteTable) => {
        remote = r;
        r.listen({
          table: (m) => set({ table: m }),
          // The log is replaced when it comes whole (joining, reconnecting) and extended after.
          state: (m) => set({ state: m, log: m.logFrom === 0 ? m.log : [...get().log.slice(0, m.logFrom), ...m.log], played: playedAfter(get().played, m) }),
          refused: (m) => set({ refused: m }),
          connection: (c, reason) => set({ status: c, problem: reason ?? null }),
        });
        set({ status: 'open' });
      };
      const connect = async (open: () => Promise<RemoteTable>): Promise<boolean> => {
        await get().leave();
        set({ ...IDLE, status: 'connecting' });
        try {
          attach(await open());
          return true;
        } catch (e) {
          set({ status: 'closed', problem: words(e) });
          return false;
        }
      };
      return {
        ...IDLE,
        create: (url, options) => connect(async () => (await transport()).RemoteTable.create(url, options, retry)),
        join: (url, tableId, token) => connect(async () => (await transport()).RemoteTable.join(url, tableId, token, retry)),
        play(command) {
          const s = get().state;
          if (!remote || !s) return;
          set({ refused: null });
          remote.play(command, s.commands);
        },
        moveSeat(m) {
          remote?.moveSeat(m);
        },
        async leave() {
          const r = remote;
          remote = null;
          if (r) await r.leave().catch(() => undefined);
          set({ ...IDLE });
        },
      };
    }),
  );
}

/** The page's one remote table. */
export const useOnline = createOnlineStore();

/** The fragment key of an invite link (a shared game file uses its own). */
const INVITE_KEY = 'table';

/** The link a seat's player opens: the page's address with the table and the seat's token in its fragment (never sent to a web server). */
export function inviteLink(page: string, tableId: string, token: string): string {
  return `${watchLink(page, tableId)}.${encodeURIComponent(token)}`;
}

/** The link a spectator opens (issue 32: "Spectators may watch with the watcher's view"): the table without a token. */
export function watchLink(page: string, tableId: string): string {
  const base = page.split('#')[0];
  return `${base}#${INVITE_KEY}=${encodeURIComponent(tableId)}`;
}

/** The table and token of an invite link's fragment (token null: a watch link), or null when it is none. */
export function readInviteLink(hash: string): { tableId: string; token: string | null } | null {
  const m = new RegExp(`^#?${INVITE_KEY}=([A-Za-z0-9_-]{1,40})(?:\\.([A-Za-z0-9_-]{32}))?$`).exec(hash);
  return m ? { tableId: m[1], token: m[2] ?? null } : null;
}
