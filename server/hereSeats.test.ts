// Issue 32's "here" seats through the real server on 127.0.0.1: seats played on the host's own
// screen (hot-seat at an online table). The host holding two seats plays both, each on its own
// decision, seeing as the one deciding and reading the log in nobody's words; the host moves a
// seat to its screen and back to its link, but never takes a seat a guest holds from their link.
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '../src/shell/online/protocol';
import { PLAYERS, Player, expectedLog, serverForFile, storedStates } from './testSupport';

const SETUP = { ruleset: 'roadGang', players: PLAYERS };

describe("seats on the host's screen", () => {
  const at = serverForFile();

  it('a host holding two seats plays both, each on its own decision, and sees as the one deciding', async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'here' } });
    await host.until(() => host.state !== null, 'the table');
    expect(host.table!.you).toEqual({ role: 'host', seats: ['ann', 'bob'] });
    expect(host.table!.invites).toEqual({});
    expect(host.table!.seats.every((s) => s.kind === 'here' && !s.away)).toBe(true);
    host.playRandomly(21, 40);
    await host.until(() => host.state!.commands >= 40, 'forty commands from the one page', 60_000);
    const { rules, states, events } = await storedStates(at.db, host.table!.id);
    expect(states.length - 1).toBe(40);
    // Every command came from this page, for both players' decisions.
    expect(host.sent).toHaveLength(40);
    const deciders = states.slice(0, 40).map((s) => rules.pending(s).player);
    expect(host.sent.map((x) => x.pending)).toEqual(deciders);
    expect(new Set(deciders)).toEqual(new Set(['ann', 'bob']));
    // Each state it was sent is the deciding player's view with that decision's legal commands.
    for (const m of host.states) {
      const s = states[m.commands];
      const decider = rules.pending(s).player!;
      expect(m.as).toBe(decider);
      expect(m.view).toEqual(rules.playerView(s, decider));
      expect(m.legal).toEqual(rules.legalCommands(s));
    }
    expect(host.log.map((l) => l.text)).toEqual(expectedLog(rules, states, events, null));
  });

  it("says when the decider's view holds their own secrets (Dark Future's Game Three), so the host's screen covers it", async () => {
    // The server draws each table's seed and never tells it, so whether sixty commands of random
    // play meet a decision with secrets of its own depends on the table's dice (some games of
    // random play never do, or end first): up to five tables are played until one does, the flag
    // checked on every message of each.
    let own = 0;
    let seen = 0;
    for (let t = 0; t < 5 && own === 0; t++) {
      const host = await Player.create(at.server.url, { game: 'darkFuture', setup: { scenario: 'gameThree', players: PLAYERS }, seats: { ann: 'here', bob: 'here' } });
      await host.until(() => host.state !== null, 'the table');
      host.playRandomly(23 + t, 60);
      await host.until(() => host.state!.commands >= 60 || host.state!.result.over, 'sixty commands from the one page', 60_000);
      const { rules, states } = await storedStates(at.db, host.table!.id);
      for (const m of host.states) {
        const s = states[m.commands];
        if (m.as === '') continue;
        // Exactly when the decider's view differs from the watcher's.
        const differs = JSON.stringify(rules.playerView(s, m.as)) !== JSON.stringify(rules.playerView(s, ''));
        expect(m.ownSecrets).toBe(differs);
        if (differs) own++;
      }
      seen += host.states.length;
      await host.remote.leave();
    }
    expect(own).toBeGreaterThan(0);
    console.log(`Game Three, one screen for both: ${own} of ${seen} states held the decider's own secrets`);
  });

  it("moves a seat to the host's screen and back to its link, never one a guest holds", async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    const id = host.table!.id;
    const token = host.table!.invites!.bob;
    const bob = () => host.table!.seats.find((s) => s.player === 'bob')!;
    const guest = await Player.join(at.server.url, id, token);
    await host.until(() => !bob().away, 'bob at the table');

    // Bob holds his seat from his link: the host cannot take it.
    host.remote.moveSeat({ player: 'bob', to: 'here' });
    await host.until(() => host.refusals.length === 1, "the host's refusal");
    expect(host.refusals[0].code).toBe(REFUSALS.seatTaken);
    expect(bob().kind).toBe('invite');

    // Bob leaves: his seat moves to the host's screen, its link no longer shown nor taking it.
    await guest.remote.leave();
    await host.until(() => bob().away, 'bob away');
    host.remote.moveSeat({ player: 'bob', to: 'here' });
    await host.until(() => bob().kind === 'here' && host.table!.you.seats.length === 2, 'bob on the host screen');
    expect(host.table!.you).toEqual({ role: 'host', seats: ['ann', 'bob'] });
    expect(bob().away).toBe(false);
    expect(host.table!.invites).toEqual({});
    await expect(Player.join(at.server.url, id, token)).rejects.toThrow(new RegExp(REFUSALS.seatHere));
    host.playRandomly(5, 20);
    await host.until(() => host.state!.commands >= 20, 'twenty commands from the host', 60_000);
    const { rules, states } = await storedStates(at.db, id);
    expect(host.sent).toHaveLength(20);
    expect(states.slice(0, 20).some((s) => rules.pending(s).player === 'bob')).toBe(true);

    // Back to the link: the same token gives Bob his seat again, and the host holds Ann's only.
    host.stopPlaying();
    host.remote.moveSeat({ player: 'bob', to: 'invite' });
    await host.until(() => bob().kind === 'invite', 'bob invited again');
    expect(host.table!.you).toEqual({ role: 'host', seats: ['ann'] });
    expect(host.table!.invites).toEqual({ bob: token });
    expect(bob().away).toBe(true);
    const back = await Player.join(at.server.url, id, token);
    await back.until(() => back.state !== null, 'bob back');
    expect(back.table!.you).toEqual({ role: 'seat', seats: ['bob'] });
    await host.until(() => !bob().away, 'bob seen back');
  });

  it("gives a seat that had no link one when the host sends it out", async () => {
    const host = await Player.create(at.server.url, { game: 'roadGang', setup: SETUP, seats: { ann: 'here', bob: 'here' } });
    await host.until(() => host.state !== null, 'the table');
    host.remote.moveSeat({ player: 'bob', to: 'invite' });
    await host.until(() => host.table!.invites?.bob !== undefined, "bob's new link");
    const guest = await Player.join(at.server.url, host.table!.id, host.table!.invites!.bob);
    await guest.until(() => guest.table !== null, 'bob from the new link');
    expect(guest.table!.you).toEqual({ role: 'seat', seats: ['bob'] });
    expect(host.table!.you.seats).toEqual(['ann']);
  });
});
