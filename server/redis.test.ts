// Issue 32 "more than one machine": two server processes given one Redis (Colyseus' Redis presence
// and driver) and one SQLite file; a table created through one is joined through the other, and
// the two players play on it. Redis runs on loopback at a free port, started and stopped here
// (Debian's redis-server; .ci/run installs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAYERS, Player, scratch, storedStates } from './testSupport';
import { killed, serve } from './spawn';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function redis(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('error', (e) => reject(new Error(`redis-server could not be started (Debian: apt-get install redis-server; .ci/run does): ${e.message}`)));
  });
}

describe('two server processes over one Redis', () => {
  const dir = scratch();
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children.reverse()) await killed(c);
    dir.done();
  });

  it('a table created through one is joined through the other, and played', async () => {
    const redisPort = await freePort();
    children.push(await redis(dir.dir, redisPort));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const db = join(dir.dir, 'shared.sqlite');
    const a = await serve(db, 0, ['--redis', redisUrl]);
    children.push(a.child);
    const b = await serve(db, 0, ['--redis', redisUrl]);
    children.push(b.child);
    expect(a.port).not.toBe(b.port);

    const host = await Player.create(`ws://127.0.0.1:${a.port}`, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.table !== null && host.state !== null, 'the table on the first process');
    const guest = await Player.join(`ws://127.0.0.1:${b.port}`, host.table!.id, host.table!.invites!.bob);
    await guest.until(() => guest.state !== null, 'the guest, sent to the second process, at the table');
    expect(guest.table!.you).toEqual({ role: 'seat', seats: ['bob'] });
    await host.until(() => host.table!.seats.every((s) => !s.away), 'both seats taken');

    host.playRandomly(31, 20);
    guest.playRandomly(32, 20);
    await host.until(() => host.state!.commands === 20, 'twenty commands');
    await guest.until(() => guest.state!.commands === 20, 'the guest at twenty');
    const { states } = await storedStates(db, host.table!.id);
    expect(states.length).toBe(21);
    expect(guest.sent.length).toBeGreaterThan(0);
  });
});
