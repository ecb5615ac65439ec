// Finished tables do not stay in the database for good (issue 32): a table whose game is over is
// removed once its result is older than the server's setting (a day by default), at start and by
// a sweep while it runs; a table still being played is never removed. The clock is fake: the
// store and the server take it as `now`.
import { afterAll, describe, expect, it } from 'vitest';
import { KEEP_FINISHED_MS, openStore } from './store';
import type { TableRecord } from './table';
import { PLAYERS, Player, scratch, testServer } from './testSupport';

const HOUR = 3600_000;
const record = (id: string): TableRecord => ({ id, game: 'roadGang', name: id, seats: { kinds: {}, level: null, hostToken: 'h', invites: {} }, file: '{}' });

describe('finished tables', () => {
  const dir = scratch();
  afterAll(() => dir.done());

  it('are removed a day after their result, unfinished ones never', async () => {
    expect(KEEP_FINISHED_MS).toBe(24 * HOUR);
    let t = Date.UTC(2026, 0, 1);
    const clock = () => t;
    const store = openStore(dir.db, clock);
    store.save(record('early'), true);
    store.save(record('changed'), true);
    t += 20 * HOUR;
    store.save(record('late'), true);
    // A finished game's row written again (a seat given to the computer): its time is its last change.
    store.save(record('changed'), true);

    // At start (20 h after the first result) nothing is old enough.
    const server = await testServer(dir.db, { now: clock, sweepEveryMs: 20 });
    try {
      expect(['early', 'late', 'changed'].map((id) => store.get(id) !== null)).toEqual([true, true, true]);
      const host = await Player.create(server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'here' } });
      await host.until(() => host.table !== null && host.state !== null, 'the table');
      const playing = host.table!.id;

      // 25 h after the first result: the sweep removes it alone.
      t += 5 * HOUR;
      await expect.poll(() => store.get('early'), { timeout: 10_000 }).toBeNull();
      expect(store.get('late')).not.toBeNull();
      expect(store.get('changed')).not.toBeNull();
      expect(server.logged).toContain('1 finished table(s) removed (over for more than 24 h)');

      // Long after: every finished table is gone; the game still being played stays, and plays on.
      t += 100 * HOUR;
      await expect.poll(() => store.get('late'), { timeout: 10_000 }).toBeNull();
      expect(store.get('changed')).toBeNull();
      expect(store.get(playing)).not.toBeNull();
      host.remote.play(host.state!.legal[0], 0);
      await host.until(() => host.state!.commands === 1, 'a command played');
      expect(store.dropFinished(0)).toBe(0);
      expect(store.get(playing)).not.toBeNull();
    } finally {
      await server.stop();
      store.close();
    }
  });

  it('are removed at start when the server was down past their time', async () => {
    let t = Date.UTC(2026, 0, 1);
    const clock = () => t;
    const db = `${dir.dir}/start.sqlite`;
    const store = openStore(db, clock);
    store.save(record('old'), true);
    store.save(record('kept'), true);
    t += 2 * HOUR;
    // A server keeping finished tables one hour, started two hours later.
    const server = await testServer(db, { now: clock, keepFinishedMs: HOUR });
    try {
      expect(store.get('old')).toBeNull();
      expect(store.get('kept')).toBeNull();
      expect(server.logged).toContain('2 finished table(s) removed (over for more than 1 h)');
    } finally {
      await server.stop();
      store.close();
    }
  });
});
