// The page's end of a connection, apart from the protocol's schemas and from colyseus.js: what the
// first screen needs (the new-game screen's "Play online") without loading either (issue 27's
// budget); the transport (./transport.ts) loads with the first table opened.

export type ConnectionState = 'open' | 'retrying' | 'closed';

export interface RetryPolicy {
  attempts: number;
  /** Milliseconds before the first try again; doubled each time. */
  firstDelayMs: number;
  /** The longest wait between two tries (none: the doubling is unbounded), so a server back after a minute is found within this of its return. */
  maxDelayMs?: number;
}

// A page tries for about four minutes, at least every 10 s once the waits have grown: a restarted
// server (its tables opened again first, server/server.ts) is found within 10 s of its return,
// where doubling alone (8 tries) gave up after a minute and could wait 32 s past the return.
export const DEFAULT_RETRY: RetryPolicy = { attempts: 30, firstDelayMs: 250, maxDelayMs: 10_000 };

/** The server at the page's own origin (the production build is served beside it), as a WebSocket address. */
export function originServer(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}`;
}
