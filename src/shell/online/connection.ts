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

export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, firstDelayMs: 250 };

/** The server at the page's own origin (the production build is served beside it), as a WebSocket address. */
export function originServer(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}`;
}
