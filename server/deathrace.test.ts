// Issue 32 for Deathrace 40,000 through the real server on 127.0.0.1: two clients (the host's
// screen holding one team, a guest by link the other) race to a result, each sending only its own
// seat's commands; every state message is its own player's view of the server's truth replayed
// from the store, and carries the last commands with their events (GameRules.publicPlay: nothing
// of a race is secret), from which the online table draws the last turn's trail.
import { describe, expect, it } from 'vitest';
import { firstDiff } from '../src/sim/secretsOracle';
import { MAX_PLAYED, type PlayedCommand } from '../src/shell/online/protocol';
import { playedAfter } from '../src/shell/online/onlineStore';
import { PLAYERS, Player, leaves, serverForFile, storedStates } from './testSupport';

// One lap and a limit of three rounds: a race ends within a few dozen commands (by the limit if no vehicle finishes).
const SETUP = { ruleset: 'deathrace', players: PLAYERS, options: { track: 'bowl', laps: 1, turnLimit: 3 } };

describe('a Deathrace table on the server', () => {
  const at = serverForFile();

  it('two clients race to a result, each its own seat, and every message holds the commands just played with their events', async () => {
    const host = await Player.create(at.server.url, { game: 'deathrace', setup: SETUP, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.table !== null && host.state !== null, 'the host sees the table');
    const guest = await Player.join(at.server.url, host.table!.id, host.table!.invites!.bob);
    await guest.until(() => guest.state !== null, 'the guest sees the table');
    host.playRandomly(31);
    guest.playRandomly(32);
    await host.until(() => host.state!.result.over, 'the end of the race', 110_000);
    await guest.until(() => guest.state!.result.over, 'the guest hears the end');

    const { rules, seed, states, events } = await storedStates(at.db, host.table!.id);
    const last = states[states.length - 1];
    expect(rules.result(last).over).toBe(true);
    expect(host.state!.result).toEqual(rules.result(last));
    expect(guest.state!.result).toEqual(rules.result(last));
    const sent = [...host.sent, ...guest.sent];
    expect(sent).toHaveLength(states.length - 1);
    console.log(`Deathrace race of ${states.length - 1} commands through the server: ${rules.result(last).reason}`);

    for (const [p, me] of [[host, 'ann'], [guest, 'bob']] as const) {
      expect(p.sent.length).toBeGreaterThan(0);
      for (const s of p.sent) expect(s.pending).toBe(me);
      // What the client keeps of the played commands, as the page's online store does.
      let kept: PlayedCommand[] = [];
      for (const m of p.states) {
        const s = states[m.commands];
        expect(m.as).toBe(me);
        expect(firstDiff(m.view, rules.playerView(s, me))).toBeNull();
        expect(m.legal.length > 0).toBe(rules.pending(s).player === me && !rules.result(s).over);
        // The commands played, each with the events the server's rules gave it.
        expect(m.played).toBeDefined();
        for (const x of m.played!) expect(x.events).toEqual(events[x.at]);
        kept = playedAfter(kept, m);
        // After every command, the client holds it last.
        if (m.commands > 0) expect(kept.at(-1)!.at).toBe(m.commands);
      }
      // The commands and events sent carry no die to come: neither the seed nor any word of the generator is in any message.
      const secretWords = new Set<unknown>([seed, ...states.map((x) => (x as { rng: { s: number } }).rng.s)]);
      for (const { message } of p.received) {
        leaves(message, (leaf, path) => {
          if (typeof leaf === 'number' && leaf > 6 && secretWords.has(leaf)) throw new Error(`${me} received a generator's number ${leaf} at ${path}`);
        });
      }
      // By the end the client holds the race's last commands, in order, each as the server played it.
      expect(kept.map((x) => x.at)).toEqual(Array.from({ length: Math.min(MAX_PLAYED, states.length - 1) }, (_, i) => states.length - Math.min(MAX_PLAYED, states.length - 1) + i));
      for (const x of kept) expect(firstDiff(x.events, events[x.at])).toBeNull();
    }
  });
});
