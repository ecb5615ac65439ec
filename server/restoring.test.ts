// Issue 32 "a server restarted mid-game restores every table and its players rejoin where they
// were": a player coming back while the restarted server is still opening its tables again (a
// game's rules loading: seconds on a busy machine) must not be told the table does not exist.
// Before the server held matchmaking until its tables were open, such a join was refused ('room
// … not found') and the page's doubling waits pushed its next try far out: a clean-clone run of
// server/restart.test.ts beside the browser tests saw Game One's clients away for over 100 s.
// And a table whose opening outlasts Colyseus' seat reservation time (15 s; 4 s in this file) must
// not be disposed while it is opened: it was, and its restore failed ('roomId' can only be
// overridden upon room creation), when the rules loaded slowly.
import { connect } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadRules } from '../src/shell/games';
import { PLAYERS, Player, scratch, testServer, type TestServer } from './testSupport';

// Read by @colyseus/core when it loads (this file's worker only: a worker's environment is its own).
const RESERVATION_S = vi.hoisted(() => {
  process.env.COLYSEUS_SEAT_RESERVATION_TIME = '4';
  return 4;
});

/** Resolves once something listens on the port (the restarted server, before its tables are open). */
async function listening(port: number): Promise<void> {
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a server opening its stored tables again', () => {
  const dir = scratch();
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
    dir.done();
  });

  it('holds a join that comes while the table is being opened, and seats it at the last command', async () => {
    const first = await testServer(dir.db);
    const url = first.url;
    const host = await Player.create(url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.table !== null && host.state !== null, 'the table');
    const { id, invites } = host.table!;
    const guest = await Player.join(url, id, invites!.bob);
    host.playRandomly(1, 6);
    guest.playRandomly(2, 6);
    await guest.until(() => guest.state?.commands === 6, 'six commands');
    await host.remote.leave();
    await guest.remote.leave();
    await first.stop();

    // The same port and file; the game's rules come only when the test lets them.
    let letRulesLoad!: () => void;
    const rulesMayLoad = new Promise<void>((resolve) => (letRulesLoad = resolve));
    let asked = 0;
    const starting = testServer(dir.db, {
      port: first.port,
      rules: async (game) => {
        asked++;
        await rulesMayLoad;
        return loadRules(game);
      },
    });
    await listening(first.port);
    let joinSettled = false;
    const joining = Player.join(url, id, invites!.bob).finally(() => (joinSettled = true));
    joining.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 800));
    // The server listens, its table is not open yet, and the join is neither refused nor answered.
    expect(asked).toBe(1);
    expect(joinSettled).toBe(false);
    // The rules come after the seat reservation time.
    await new Promise((r) => setTimeout(r, RESERVATION_S * 1000 + 500));
    expect(joinSettled).toBe(false);
    letRulesLoad();
    const back = await joining;
    const second = await starting;
    servers.push(second);
    expect(second.restored).toBe(1);
    await back.until(() => back.state !== null, 'the state at the table');
    expect(back.state!.commands).toBe(6);
    expect(back.table!.you.seats).toEqual(['bob']);
  }, 150_000);
});
