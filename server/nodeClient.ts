// colyseus.js in Node (the tests, e2e/online-server.ts, the load script) sends its matchmaking
// requests through `http.globalAgent`, whose sockets time out after 5 s since Node 19; its HTTP
// client (@colyseus/httpie) aborts a request on that timeout, which reads as "socket hang up". On
// a busy machine a table's creation (its game's rules loaded on first use) can take longer. A
// browser has no such timeout, so only Node's clients are given a patient one.
import { globalAgent } from 'node:http';

/** Matchmaking requests from this process wait up to two minutes. */
export function patientMatchmaking(): void {
  // `options` is the agent's own (Node's types leave it out); a socket takes its timeout from it.
  (globalAgent as typeof globalAgent & { options: { timeout?: number } }).options.timeout = 120_000;
}
