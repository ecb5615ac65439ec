// The page's store of a remote table (src/shell/online/onlineStore.ts) over a real server: the host
// creates a table, the guest opens the invite link, both play through their stores; refusals,
// who is away and leaving show in the stores. Every registered game is played to its result
// through two stores, the page's own end of the wire (issue 32: a game to its result by two browsers).
import { describe, expect, it } from 'vitest';
import { awaySeats, createOnlineStore, inviteLink, myDecision, readInviteLink, watchLink, type OnlineStore } from '../src/shell/online/onlineStore';
import { games } from '../src/shell/games';
import { mulberry32 } from '../src/engine/kit';
import { PLAYERS, FAST_RETRY, serverForFile, storedStates } from './testSupport';

/** A short game of each registered game (a new game fails the test below until it has one here). */
const SHORT_GAMES: Record<string, Record<string, unknown>> = {
  darkFuture: { scenario: 'gameOne', players: PLAYERS },
  roadGang: { ruleset: 'roadGang', players: PLAYERS },
  deathrace: { ruleset: 'deathrace', players: PLAYERS, options: { track: 'bowl', laps: 1, turnLimit: 3 } },
};

/** Whichever of the two stores holds the decision plays one of its legal commands at random, until the game is over. */
function playOn(stores: Store[], seed: number): () => void {
  const rand = mulberry32(seed);
  const asked = new Set<string>();
  const stops = stores.map((store, i) =>
    store.subscribe((s) => {
      const key = `${i}/${s.state?.commands}`;
      if (!myDecision(s) || asked.has(key)) return;
      asked.add(key);
      s.play(s.state!.legal[Math.floor(rand() * s.state!.legal.length)]);
    }),
  );
  return () => stops.forEach((stop) => stop());
}

type Store = ReturnType<typeof createOnlineStore>;

function until(store: Store, ok: (s: OnlineStore) => boolean, what: string, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ok(store.getState())) return resolve();
    const timer = setTimeout(() => (stop(), reject(new Error(`timed out waiting for ${what}`))), ms);
    const stop = store.subscribe((s) => {
      if (ok(s)) {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  });
}

describe('the online store', () => {
  const at = serverForFile();

  it('mirrors a table for the host and for a guest who came by the invite link', async () => {
    const host = createOnlineStore(FAST_RETRY);
    const guest = createOnlineStore(FAST_RETRY);
    expect(await host.getState().create(at.server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'invite' } })).toBe(true);
    await until(host, (s) => s.table !== null && s.state !== null, 'the host sees the table');
    expect(awaySeats(host.getState().table).map((s) => s.player)).toEqual(['bob']);

    const t = host.getState().table!;
    const link = inviteLink('https://club.example/play/#game=old', t.id, t.invites!.bob);
    expect(link.startsWith('https://club.example/play/#table=')).toBe(true);
    const invite = readInviteLink(new URL(link).hash)!;
    expect(invite).toEqual({ tableId: t.id, token: t.invites!.bob });
    expect(readInviteLink('#table=abc.short')).toBeNull();
    expect(await guest.getState().join(at.server.url, invite.tableId, invite.token)).toBe(true);
    await until(host, (s) => awaySeats(s.table).length === 0, 'bob arrives');
    await until(guest, (s) => s.state !== null, 'the guest sees the table');

    // Ten decisions, each made by whichever store holds it.
    for (let n = 0; n < 10; n++) {
      await until(host, (s) => s.state!.commands === n, `command ${n} at the host`);
      await until(guest, (s) => s.state!.commands === n, `command ${n} at the guest`);
      const mover = myDecision(host.getState()) ? host : guest;
      const other = mover === host ? guest : host;
      expect(myDecision(other.getState())).toBe(false);
      mover.getState().play(mover.getState().state!.legal[0]);
    }
    await until(guest, (s) => s.state!.commands === 10, 'ten commands');
    expect(guest.getState().log.length).toBeGreaterThan(10);
    expect(guest.getState().log).toEqual(host.getState().log);

    // A spectator's link (no token): the table watched, no seat, nothing to play.
    const watch = readInviteLink(new URL(watchLink('https://club.example/play/#x', t.id)).hash)!;
    expect(watch).toEqual({ tableId: t.id, token: null });
    const watcher = createOnlineStore(FAST_RETRY);
    expect(await watcher.getState().join(at.server.url, watch.tableId, watch.token)).toBe(true);
    await until(watcher, (s) => s.table !== null && s.state !== null, 'the watcher sees the table');
    expect(watcher.getState().table!.you).toEqual({ role: 'watcher', seats: [] });
    expect(watcher.getState().table!.invites).toBeUndefined();
    expect(watcher.getState().state!.commands).toBe(10);
    expect(watcher.getState().state!.legal).toEqual([]);
    expect(watcher.getState().state!.as).toBe('');
    await watcher.getState().leave();

    // A command out of turn: the refusal is in the store, nothing moved.
    const idle = myDecision(host.getState()) ? guest : host;
    idle.getState().play({ type: 'pass' });
    await until(idle, (s) => s.refused !== null, 'the refusal');
    expect(idle.getState().refused!.code).toBe('ONLINE_NOT_YOUR_SEAT');
    expect(idle.getState().state!.commands).toBe(10);

    // The guest leaves: the host sees bob away; the guest's store is idle again.
    await guest.getState().leave();
    expect(guest.getState().status).toBe('idle');
    await until(host, (s) => awaySeats(s.table).map((x) => x.player).join() === 'bob', 'bob away');
    await host.getState().leave();
  });

  it('every registered game is played to its result through two pages\' stores, as two browsers would', async () => {
    expect(Object.keys(SHORT_GAMES).sort()).toEqual(games().map((g) => g.id).sort());
    for (const [game, setup] of Object.entries(SHORT_GAMES)) {
      const host = createOnlineStore(FAST_RETRY);
      const guest = createOnlineStore(FAST_RETRY);
      expect(await host.getState().create(at.server.url, { game, setup, seats: { ann: 'here', bob: 'invite' } })).toBe(true);
      await until(host, (s) => s.table !== null && s.state !== null, `the host sees the ${game} table`);
      const t = host.getState().table!;
      expect(await guest.getState().join(at.server.url, t.id, t.invites!.bob)).toBe(true);
      await until(host, (s) => awaySeats(s.table).length === 0, 'bob arrives');
      const stop = playOn([host, guest], 41);
      // The store already holding the first decision hears no change until it plays: each is woken once.
      for (const store of [host, guest]) store.setState({});
      await until(host, (s) => s.state!.result.over, `the end of the ${game} game`, 110_000);
      await until(guest, (s) => s.state!.result.over, `the guest hears the end of the ${game} game`);
      stop();
      const { rules, states } = await storedStates(at.db, t.id);
      const last = states[states.length - 1];
      expect(rules.result(last).over).toBe(true);
      for (const store of [host, guest]) {
        expect(store.getState().state!.result).toEqual(rules.result(last));
        expect(store.getState().state!.commands).toBe(states.length - 1);
      }
      console.log(`${game}: ${states.length - 1} commands to its result through two stores: ${rules.result(last).reason}`);
      await guest.getState().leave();
      await host.getState().leave();
    }
  }, 240_000);

  it('says why a table cannot be created', async () => {
    const host = createOnlineStore(FAST_RETRY);
    expect(await host.getState().create(at.server.url, { game: 'nothing', setup: {} })).toBe(false);
    expect(host.getState().status).toBe('closed');
    expect(host.getState().problem).toMatch(/ONLINE_NO_GAME/);
  });
});
