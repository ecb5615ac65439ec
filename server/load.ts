// The loopback load test (issue 32 "Done means"): `npx tsx server/load.ts [--tables 200]
// [--seconds 30] [--game roadGang]`. Starts `npm run serve`'s entry in a process of its own on
// 127.0.0.1 with a scratch database, opens that many tables with two clients each (both seats
// invite), and has every client play random legal commands of its own seat the moment its
// decision arrives, for the time given; then stops everything by itself and prints commands
// served a second, the latency from a command sent to its state received (p50, p95, p99), and the
// load average. Traffic goes only to 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../src/engine/kit';
import type { StateMessage } from '../src/shell/online/protocol';
import { RemoteTable } from '../src/shell/online/transport';
import { killed, serve } from './spawn';
import { patientMatchmaking } from './nodeClient';

patientMatchmaking();

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    game: { type: 'string', default: 'roadGang' },
  },
});
const TABLES = Math.min(1000, Math.max(1, Number(values.tables)));
const SECONDS = Math.min(600, Math.max(1, Number(values.seconds)));
const PLAYERS = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
];
const SETUPS: Record<string, Record<string, unknown>> = {
  roadGang: { ruleset: 'roadGang', players: PLAYERS },
  darkFuture: { scenario: 'gameOne', players: PLAYERS },
};
const NO_RETRY = { attempts: 0, firstDelayMs: 0 };

const dir = mkdtempSync(join(tmpdir(), 'online-load-'));
// Bots answer at wire speed, and one address opens every table: the allowances are raised so it measures the server, not the limits.
const server = await serve(join(dir, 'load.sqlite'), 0, ['--rate', '1000,1000', '--new-tables', '1000,1000', '--pages', join(dir, 'none')]);
const url = `ws://127.0.0.1:${server.port}`;
const latencies: number[] = [];
let commands = 0;
let refusals = 0;
let finished = 0;
let measuring = false;
/** When the last command was served: every game may end before the time is up. */
let lastAt = 0;
const clients: RemoteTable[] = [];
const starts: (() => void)[] = [];

/** A client that plays its seat's decisions as they come, timing each from send to the state after it. */
function autoplay(t: RemoteTable, seed: number): () => void {
  const rand = mulberry32(seed);
  let sentAt = 0;
  let waitingFor = -1;
  let last: StateMessage | null = null;
  const play = (m: StateMessage) => {
    if (m.legal.length === 0 || m.result.over || !measuring) return;
    sentAt = performance.now();
    waitingFor = m.commands;
    t.play(m.legal[Math.floor(rand() * m.legal.length)], m.commands);
  };
  t.listen({
    state(m) {
      last = m;
      if (waitingFor >= 0 && m.commands > waitingFor) {
        if (measuring) {
          lastAt = performance.now();
          latencies.push(lastAt - sentAt);
          commands++;
        }
        waitingFor = -1;
      }
      // Both players of a table hear its end: `finished` counts each game twice.
      if (m.result.over && measuring) finished++;
      play(m);
    },
    refused() {
      refusals++;
    },
  });
  return () => last && play(last);
}

try {
  const t0 = performance.now();
  for (let i = 0; i < TABLES; i++) {
    const host = await RemoteTable.create(url, { game: values.game, setup: SETUPS[values.game], seats: { ann: 'invite', bob: 'invite' } }, NO_RETRY);
    const invites = await new Promise<Record<string, string>>((resolve) => host.listen({ table: (m) => m.invites && resolve(m.invites) }));
    clients.push(host);
    for (const [k, p] of PLAYERS.entries()) {
      const c = await RemoteTable.join(url, host.id, invites[p.id], NO_RETRY);
      clients.push(c);
      starts.push(autoplay(c, i * 2 + k + 1));
    }
  }
  console.log(`${TABLES} tables of ${values.game}, ${TABLES * 2} players joined in ${Math.round(performance.now() - t0)} ms`);
  measuring = true;
  const start = performance.now();
  for (const go of starts) go();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = ((finished / 2 === TABLES ? lastAt : performance.now()) - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const q = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1) : 'n/a');
  const [l1, l5] = loadavg();
  console.log(
    `${commands} commands in ${elapsed.toFixed(1)} s: ${(commands / elapsed).toFixed(0)} commands/s served; latency p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms; ` +
      `${finished / 2} games ended; ${refusals} refusals; load average ${l1.toFixed(2)} (1 min), ${l5.toFixed(2)} (5 min)`,
  );
} finally {
  for (const c of clients) await c.leave().catch(() => undefined);
  await killed(server.child);
  rmSync(dir, { recursive: true, force: true });
}
