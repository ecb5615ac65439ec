// Issue 32 through the real server on 127.0.0.1: two clients play a road-gang game to its end,
// each sending only its own seat's commands; every message each received is checked against the
// server's truth read back from its store (the view is its own player's, the log in its words,
// no seed, no generator, no full state); refusals come back coded and change nothing.
import { describe, expect, it } from 'vitest';
import { firstDiff } from '../src/sim/secretsOracle';
import { REFUSALS } from '../src/shell/online/protocol';
import { PLAYERS, Player, leaves, serverForFile, storedStates } from './testSupport';

const SETUP = { ruleset: 'roadGang', players: PLAYERS };

describe('a road-gang table on the server', () => {
  const at = serverForFile();

  it('two clients play it to a result, each only its own seat, and no message gives away what it may not know', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.table !== null && host.state !== null, 'the host sees the table');
    expect(host.table!.you).toEqual({ role: 'host', seats: ['ann'] });
    const invite = host.table!.invites!.bob;
    expect(host.table!.invites).toEqual({ bob: invite });
    const guest = await Player.join(at.server.url, host.table!.id, invite);
    await guest.until(() => guest.state !== null, 'the guest sees the table');
    expect(guest.table!.you).toEqual({ role: 'seat', seats: ['bob'] });
    expect(guest.table!.invites).toBeUndefined();
    expect(guest.table!.hostToken).toBeUndefined();
    await host.until(() => host.table!.seats.every((s) => !s.away), 'both seats taken');

    const t0 = performance.now();
    host.playRandomly(1);
    guest.playRandomly(2);
    await host.until(() => host.state!.result.over, 'the end of the game', 110_000);
    await guest.until(() => guest.state!.result.over, 'the guest hears the end');
    const ms = performance.now() - t0;

    const { rules, seed, states } = await storedStates(at.db, host.table!.id);
    const last = states[states.length - 1];
    expect(rules.result(last).over).toBe(true);
    expect(host.state!.result).toEqual(rules.result(last));
    expect(host.state!.commands).toBe(states.length - 1);
    console.log(`road-gang game of ${states.length - 1} commands through the server in ${Math.round(ms)} ms`);

    // Each sent only its own seat's commands, and both seats played.
    for (const [p, me] of [[host, 'ann'], [guest, 'bob']] as const) {
      expect(p.sent.length).toBeGreaterThan(10);
      for (const s of p.sent) expect(s.pending).toBe(me);
    }
    expect(host.sent.length + guest.sent.length).toBe(states.length - 1);

    for (const [p, me] of [[host, 'ann'], [guest, 'bob']] as const) {
      // What each state message says is the view of its own player at that command, the legal
      // commands only on its own decisions, and the log in its own words.
      for (const m of p.states) {
        const s = states[m.commands];
        expect(m.as).toBe(me);
        expect(firstDiff(m.view, rules.playerView(s, me))).toBeNull();
        const mine = rules.pending(s).player === me && !rules.result(s).over;
        expect(m.legal.length > 0).toBe(mine);
        if (mine) expect(m.legal).toEqual(rules.legalCommands(s));
      }
      const words = p.log.map((l) => l.text);
      expect(words.length).toBeGreaterThan(states.length);
      expect(words.join('\n')).not.toContain('undefined');
      // No message carries the seed, the generator's word or the full state.
      const rngOf = (s: unknown) => (s as { rng: { seed: number; s: number } }).rng;
      const secretWords = new Set<unknown>([seed, ...states.map((s) => rngOf(s).s)]);
      for (const { message } of p.received) {
        leaves(message, (leaf, path) => {
          if (typeof leaf === 'number' && leaf > 6 && secretWords.has(leaf) && !path.endsWith('.commands')) throw new Error(`${me} received a secret number ${leaf} at ${path}`);
        });
        const view = (message as { view?: { rng?: { seed: number; s: number } } }).view;
        if (view) expect(view.rng).toMatchObject({ seed: 0, s: 0 });
      }
    }
  });

  it('refuses a command out of turn, an illegal one and a stale one with codes, and nothing changes', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'invite', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    const { ann, bob } = host.table!.invites!;
    const a = await Player.join(at.server.url, host.table!.id, ann);
    const b = await Player.join(at.server.url, host.table!.id, bob);
    await a.until(() => a.state !== null, 'ann sees the table');
    await b.until(() => b.state !== null, 'bob sees the table');
    const [decider, other] = a.state!.pending.player === 'ann' ? [a, b] : [b, a];
    const legal = decider.state!.legal;
    expect(legal.length).toBeGreaterThan(0);
    expect(other.state!.legal).toEqual([]);

    // The other seat sends the decider's own legal command: not its decision.
    other.remote.play(legal[0]);
    await other.until(() => other.refusals.length === 1, 'a refusal');
    expect(other.refusals[0].code).toBe(REFUSALS.notYourSeat);
    // The host holds no seat here: it may not play either.
    host.remote.play(legal[0]);
    await host.until(() => host.refusals.length === 1, "the host's refusal");
    expect(host.refusals[0].code).toBe(REFUSALS.notYourSeat);

    // A command of the right shape the rules refuse: the engine's own code.
    const wrong = { ...(legal[0] as Record<string, unknown>), vehicle: 'nobody.v9' };
    decider.remote.play(wrong);
    await decider.until(() => decider.refusals.length === 1, "the rules' refusal");
    const { rules, states } = await storedStates(at.db, host.table!.id);
    const engine = rules.apply(states[0], wrong);
    expect(engine.ok).toBe(false);
    if (!engine.ok) expect(decider.refusals[0]).toEqual({ code: engine.error.code, message: engine.error.message });
    expect(decider.refusals[0].code).not.toMatch(/^ONLINE_/);

    // A click on a position that has moved on.
    decider.remote.play(legal[0], 5);
    await decider.until(() => decider.refusals.length === 2, 'the stale refusal');
    expect(decider.refusals[1].code).toBe(REFUSALS.stale);
    expect(states.length).toBe(1);
    expect(decider.states.length).toBe(1);

    // And the right one is played.
    decider.remote.play(legal[0], 0);
    await decider.until(() => decider.state!.commands === 1, 'the command played');
    await other.until(() => other.state!.commands === 1, 'the other hears it');
  });

  it('refuses bad messages with codes and logs them; the room goes on', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'here' } });
    await host.until(() => host.state !== null, 'the table');
    const bad: [string, unknown, string][] = [
      ['command', { nope: 1 }, REFUSALS.badMessage],
      ['command', { command: { type: 'nonsense' }, extra: true }, REFUSALS.badMessage],
      ['command', 'just text', REFUSALS.badMessage],
      ['command', { command: { type: 'place', by: 'x'.repeat(5000) } }, REFUSALS.tooBig],
      ['launch', { rockets: 3 }, REFUSALS.badMessage],
      ['seat', { player: 'ann', to: 'computer' }, REFUSALS.badMessage],
    ];
    for (const [type, m] of bad) host.remote.sendRaw(type, m);
    await host.until(() => host.refusals.length === bad.length, 'every refusal');
    expect(host.refusals.map((r) => r.code)).toEqual(bad.map(([, , code]) => code));
    expect(at.server.logged.some((l) => l.includes(REFUSALS.badMessage))).toBe(true);
    // The room still plays.
    host.remote.play(host.state!.legal[0], 0);
    await host.until(() => host.state!.commands === 1, 'a command after the bad ones');
  });

  it("keeps a seat for its token: another token cannot take it, a bad token is refused, a watcher sees the watcher's view", async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    const id = host.table!.id;
    await expect(Player.join(at.server.url, id, 'A'.repeat(32))).rejects.toThrow(/ONLINE_BAD_TOKEN/);
    // Bob's seat is his link's alone: the host's own token gives the host's seat, never his.
    const bob = await Player.join(at.server.url, id, host.table!.invites!.bob);
    await bob.until(() => bob.state !== null, 'bob at the table');
    const again = await Player.join(at.server.url, id, host.table!.hostToken!);
    await again.until(() => again.table !== null, 'the host on a second page');
    expect(again.table!.you).toEqual({ role: 'host', seats: ['ann'] });
    await host.until(() => host.connection === 'closed', "the host's first page is let go");
    expect(bob.connection).toBe('open');
    expect(again.table!.seats.find((x) => x.player === 'bob')!.away).toBe(false);
    await expect(Player.join(at.server.url, id, 'short')).rejects.toThrow(/ONLINE_BAD_MESSAGE/);
    const watcher = await Player.join(at.server.url, id, null);
    await watcher.until(() => watcher.state !== null, 'the watcher sees the table');
    expect(watcher.table!.you).toEqual({ role: 'watcher', seats: [] });
    expect(watcher.state!.as).toBe('');
    expect(watcher.state!.legal).toEqual([]);
    const { rules, states } = await storedStates(at.db, id);
    expect(firstDiff(watcher.state!.view, rules.playerView(states[0], ''))).toBeNull();
    watcher.remote.play(host.state!.legal[0] ?? { type: 'pass' });
    await watcher.until(() => watcher.refusals.length === 1, "the watcher's refusal");
    expect(watcher.refusals[0].code).toBe(REFUSALS.notYourSeat);
  });

  it('keeps a dropped seat: the others see who is away, the player comes back with the whole log; a newer page with the token takes the seat from the older', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    const id = host.table!.id;
    const token = host.table!.invites!.bob;
    const bobAway = () => host.table!.seats.find((s) => s.player === 'bob')!.away;
    expect(bobAway()).toBe(true);
    const guest = await Player.join(at.server.url, id, token);
    await host.until(() => !bobAway(), 'bob arrives');

    const sessions = guest.states.length;
    guest.remote.drop();
    await host.until(() => bobAway(), 'bob shows as away');
    await guest.until(() => guest.connection === 'open' && guest.states.length > sessions, 'bob reconnects');
    await host.until(() => !bobAway(), 'bob is back');
    expect(guest.state!.logFrom).toBe(0);
    expect(guest.table!.you).toEqual({ role: 'seat', seats: ['bob'] });

    // The same link opened on another page: the newer connection holds the seat, the older is told.
    const again = await Player.join(at.server.url, id, token);
    await again.until(() => again.state !== null, 'the second page');
    await guest.until(() => guest.connection === 'closed', 'the first page is closed');
    expect(bobAway()).toBe(false);
    await again.until(() => again.table!.seats.every((s) => !s.away), 'the second page sees both seats');
  });

  it('a computer seat plays on the server', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'computer' }, level: 'random' });
    await host.until(() => host.state !== null, 'the table');
    expect(host.table!.seats.map((s) => [s.player, s.kind, s.away])).toEqual([['ann', 'here', false], ['bob', 'computer', false]]);
    host.playRandomly(9);
    await host.until(() => host.state!.result.over, 'the end of the game', 110_000);
    const { rules, states } = await storedStates(at.db, host.table!.id);
    expect(host.sent.length).toBeLessThan(states.length - 1);
    const bobs = states.slice(0, -1).filter((s) => rules.pending(s).player === 'bob').length;
    expect(bobs).toBe(states.length - 1 - host.sent.length);
  });

  it('lets the host give an away seat to the computer and back, never a seat its guest holds; nobody else may', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    const guest = await Player.join(at.server.url, host.table!.id, host.table!.invites!.bob);
    await guest.until(() => guest.state !== null, 'bob at the table');
    guest.remote.moveSeat({ player: 'bob', to: 'computer' });
    await guest.until(() => guest.refusals.length === 1, "bob's refusal");
    expect(guest.refusals[0].code).toBe(REFUSALS.notHost);
    // Nor the host while bob holds the seat from his link: it is given only once he is away.
    host.remote.moveSeat({ player: 'bob', to: 'computer' });
    await host.until(() => host.refusals.length === 1, "the host's refusal");
    expect(host.refusals[0].code).toBe(REFUSALS.seatTaken);
    expect(host.table!.seats.find((x) => x.player === 'bob')!.kind).toBe('invite');
    await guest.remote.leave();
    await host.until(() => host.table!.seats.find((x) => x.player === 'bob')!.away, 'bob away');

    host.remote.moveSeat({ player: 'bob', to: 'computer' });
    await host.until(() => host.table!.seats.find((x) => x.player === 'bob')!.kind === 'computer', 'bob the computer');
    host.playRandomly(13, 30);
    await host.until(() => host.state!.commands >= 30, 'thirty commands with the computer at bob');
    const { rules, states } = await storedStates(at.db, host.table!.id);
    const bobs = states.slice(0, 30).filter((x) => rules.pending(x).player === 'bob').length;
    expect(bobs).toBeGreaterThan(0);
    expect(host.sent.length).toBe(30 - bobs);

    host.stopPlaying();
    host.remote.moveSeat({ player: 'bob', to: 'invite' });
    await host.until(() => host.table!.seats.find((x) => x.player === 'bob')!.kind === 'invite', 'bob a person again');
    expect(host.table!.seats.find((x) => x.player === 'bob')!.away).toBe(true);
  });
});
