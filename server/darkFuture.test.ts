// Issue 32's secrets over the wire: Dark Future tables played through the server by two clients.
// Game Three's set-up is made in secret (p87-88: each side's car chosen unseen) and its passives
// lie face down (p22): every message each client received is checked against the server's truth
// replayed from the store with the secrets oracle of src/sim/secretsOracle.ts (masks, needles, the
// dice to come), and against what the other player's view holds that its own does not.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine';
import { darkFutureSecrets, firstDiff, viewLeaks } from '../src/sim/secretsOracle';
import { PLAYERS, Player, expectedLog, leaves, serverForFile, storedStates } from './testSupport';

describe('Dark Future tables on the server', () => {
  const at = serverForFile();

  async function playToEnd(scenario: string, seeds: [number, number]) {
    const host = await Player.create(at.server.url, { game: 'darkFuture', setup: { scenario, players: PLAYERS }, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    const guest = await Player.join(at.server.url, host.table!.id, host.table!.invites!.bob);
    await guest.until(() => guest.state !== null, 'the guest at the table');
    host.playRandomly(seeds[0]);
    guest.playRandomly(seeds[1]);
    await host.until(() => host.state!.result.over, 'the end of the game', 110_000);
    await guest.until(() => guest.state!.result.over, 'the guest hears the end');
    const truth = await storedStates(at.db, host.table!.id);
    return { host, guest, ...truth };
  }

  it('Game Three to a result: no message to one player carries a secret of the other', async () => {
    const { host, guest, rules, states, events } = await playToEnd('gameThree', [11, 12]);
    expect(rules.result(states[states.length - 1]).over).toBe(true);
    const view = (s: GameState, p: string) => rules.playerView(s, p) as GameState;
    const model = darkFutureSecrets(view);
    let hidden = 0;
    for (const [p, me, them] of [[host, 'ann', 'bob'], [guest, 'bob', 'ann']] as const) {
      expect(p.sent.every((x) => x.pending === me)).toBe(true);
      for (const m of p.states) {
        const s = states[m.commands] as GameState;
        expect(m.as).toBe(me);
        expect(firstDiff(m.view, view(s, me))).toBeNull();
        // Its commands and events are not public (GameRules.publicPlay): never sent.
        expect(m.played).toBeUndefined();
        // What the other's view holds that this one's does not (their secrets) is nowhere in the message.
        if (firstDiff(view(s, them), view(s, me)) !== null) hidden++;
        const facts = model.facts(s);
        const received = { ...model, view: () => m.view as GameState };
        expect(viewLeaks(received, s, me, facts, () => false)).toEqual([]);
        const needles = new Set(facts.filter((f) => !f.owners.includes(me)).flatMap((f) => f.needles ?? []));
        leaves(m, (leaf, path) => {
          if (needles.has(leaf as string | number)) throw new Error(`${me} received a secret of ${them}: ${String(leaf)} at ${path}`);
        });
      }
      // The log is in this player's own words, the set-up's secret choices included.
      expect(p.log.map((l) => l.text)).toEqual(expectedLog(rules, states, events, me));
    }
    expect(hidden).toBeGreaterThan(0);
    const annWords = expectedLog(rules, states, events, 'ann');
    const bobWords = expectedLog(rules, states, events, 'bob');
    expect(annWords).not.toEqual(bobWords);
  });

  it('Game One to a result through the server', async () => {
    const { host, guest, rules, states } = await playToEnd('gameOne', [21, 22]);
    const last = states[states.length - 1];
    expect(rules.result(last).over).toBe(true);
    expect(host.state!.result).toEqual(rules.result(last));
    expect(guest.state!.result).toEqual(rules.result(last));
    expect(host.sent.length + guest.sent.length).toBe(states.length - 1);
    expect(host.sent.length).toBeGreaterThan(0);
    expect(guest.sent.length).toBeGreaterThan(0);
  });
});
