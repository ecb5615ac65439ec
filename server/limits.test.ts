// Issue 32 "messages are rate-limited": a server of its own with a small allowance (Colyseus'
// matchmaker is one per process, so a second server lives in a file of its own).
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '../src/shell/online/protocol';
import { PLAYERS, Player, serverForFile } from './testSupport';

describe('the door of a table', () => {
  const at = serverForFile({ rate: { burst: 5, perSecond: 1 }, newTables: { burst: 12, perSecond: 0.001 } });

  it('rate-limits a flood of messages, refusing each with a code and logging one line a second', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'here' } });
    await host.until(() => host.state !== null, 'the table');
    for (let i = 0; i < 30; i++) host.remote.sendRaw('command', { command: { type: 'nonsense' } });
    await host.until(() => host.refusals.length === 30, 'thirty refusals');
    const codes = host.refusals.map((r) => r.code);
    expect(codes.filter((c) => c === REFUSALS.tooMany).length).toBeGreaterThanOrEqual(24);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(REFUSALS.badMessage));
    expect(at.server.logged.filter((l) => l.includes(REFUSALS.tooMany)).length).toBeLessThanOrEqual(2);
    // The allowance comes back with time: a second later one more message is read.
    await new Promise((r) => setTimeout(r, 1100));
    host.remote.sendRaw('command', { command: { type: 'nonsense' } });
    await host.until(() => host.refusals.length === 31, 'one more refusal');
    expect(host.refusals[30].code).toBe(REFUSALS.badMessage);
  });

  it('refuses a table whose set-up is too large, and a set-up the rules refuse, with codes', async () => {
    const big = { ruleset: 'roadGang', players: PLAYERS, note: 'x'.repeat(70_000) };
    await expect(Player.create(at.server.url, { game: 'roadGang', setup: big })).rejects.toThrow();
    await expect(Player.create(at.server.url, { game: 'chess', setup: {} })).rejects.toThrow(/ONLINE_NO_GAME/);
    await expect(Player.create(at.server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: [] } })).rejects.toThrow(/SETUP\//);
    await expect(Player.create(at.server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { zed: 'here' } })).rejects.toThrow(/ONLINE_BAD_SEATS/);
  });

  it('closes a connection that sends a frame over 16 KiB; the seat waits and the client comes back', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'here' } });
    await host.until(() => host.state !== null, 'the table');
    const states = host.states.length;
    host.remote.sendRaw('command', { command: 'x'.repeat(20_000) });
    await host.until(() => host.connection === 'retrying', 'the connection closed');
    await host.until(() => host.connection === 'open' && host.states.length > states, 'back at the table');
    expect(host.table!.you).toEqual({ role: 'host', seats: ['ann', 'bob'] });
    expect(host.state!.commands).toBe(0);
  });

  it('lets one address create only so many tables', async () => {
    const setup = { ruleset: 'roadGang', players: PLAYERS };
    const made: Player[] = [];
    let refusal = '';
    for (let i = 0; i < 20 && !refusal; i++) {
      try {
        made.push(await Player.create(at.server.url, { game: 'roadGang', setup }));
      } catch (e) {
        refusal = String(e);
      }
    }
    // Twelve at once for this server, some spent by the tests above.
    expect(made.length).toBeLessThan(12);
    expect(refusal).toMatch(/ONLINE_TOO_MANY_TABLES/);
    expect(at.server.logged.some((l) => l.includes('ONLINE_TOO_MANY_TABLES'))).toBe(true);
    for (const p of made) await p.remote.leave();
  });
});
