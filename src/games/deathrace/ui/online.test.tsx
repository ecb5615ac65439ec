// @vitest-environment happy-dom
// The Deathrace table of an online game (issue 32): drawn from the page's online store as the
// server sends it (this player's view, legal commands only on this page's turns), with the
// hot-seat table's decision steppers, vehicle cards and log; a planned command confirmed on it goes
// to the server (the store's play), and nothing changes on the page until the server answers. The
// wire itself is the server tests' (server/*.test.ts): here the store holds plain data.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGame, registerGame, rulesOf } from '../../../shell/games';
import type { Ruleset } from '../../../engine';
import { useOnline } from '../../../shell/online/onlineStore';
import { firstCommandsPlayed, receivedInStore } from '../../../shell/online/testing/received';
import { byTestId, click, mount, need, unmount } from '../../../ui/testing/mount';
import { deathraceGame } from '..';
import type { DrEvent, DrState } from '../rules';
import type { PlayedCommand } from '../../../shell/online/protocol';
import { playedAfter } from '../../../shell/online/onlineStore';
import { trailOf } from './plan';
import { DeathraceOnline } from './DeathraceOnline';

vi.mock('../board/DeathraceBoard', () => ({
  DeathraceBoard: (p: { onPoint?: unknown; ghost?: unknown; trail?: unknown }) => <div data-testid="dr-board" data-aims={!!p.onPoint} data-ghost={!!p.ghost} data-trail={JSON.stringify(p.trail ?? null)} />,
}));

const SETUP = { ruleset: 'deathrace', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { track: 'bowl', laps: 2 } };
const idle = useOnline.getState();
let rules: Ruleset;
beforeAll(async () => {
  registerGame(deathraceGame);
  await loadGame(deathraceGame.id);
  rules = rulesOf('deathrace')!;
});
afterEach(async () => {
  await unmount();
  useOnline.setState(idle, true);
});

const stateAfter = (n: number) => firstCommandsPlayed(rules, SETUP, 7, n) as DrState;
const received = (as: string, n: number) => receivedInStore(rules, stateAfter(n), as, n);

describe('the online Deathrace table', () => {
  it("offers this page's turn with the steppers and sends the planned command to the server, changing nothing itself", async () => {
    const s = stateAfter(0);
    const who = rules.pending(s).player!;
    const { sent, message } = received(who, 0);
    await mount(<DeathraceOnline />);
    expect(need('dr-online').dataset.mine).toBe('true');
    expect(byTestId('dr-online-waiting')).toBeNull();
    expect(need('dr-board').dataset.aims).toBe('true');
    expect(need('dr-board').dataset.ghost).toBe('true');
    // The move first, its distance at the whole move; one step less, then confirmed.
    const f = s.flow;
    if (f.kind !== 'turn') throw new Error('not a turn');
    expect(Number((need('dr-param-run') as HTMLInputElement).value)).toBe(f.left);
    await click(need('dr-param-run-minus'));
    expect(need('dr-verdict').dataset.ok).toBe('true');
    await click(need('dr-confirm'));
    expect(sent).toHaveLength(1);
    const c = sent[0] as { type: string; run: number; vehicle: string };
    expect(c.type).toBe('move');
    expect(c.run).toBe(f.left - 0.5);
    expect(c.vehicle).toBe(f.vehicle);
    // The server judges it as the page did: the rules accept it on the real state.
    expect(rules.apply(s, c).ok).toBe(true);
    // Nothing changed on the page: the server's answer is the only change.
    expect(need('dr-online').dataset.commands).toBe(String(message.commands));
    expect(need('dr-screen').textContent).toContain('line of command 0');
    // Every vehicle has its card.
    for (const v of s.vehicles) expect(need('dr-screen').textContent).toContain(v.name);
  });

  it("shows another seat's turn as theirs, with nothing to choose or aim", async () => {
    const s = stateAfter(0);
    const first = rules.pending(s).player!;
    const other = SETUP.players.find((p) => p.id !== first)!;
    const { sent } = received(other.id, 0);
    await mount(<DeathraceOnline />);
    expect(need('dr-online').dataset.mine).toBe('false');
    const f = s.flow;
    if (f.kind !== 'turn') throw new Error('not a turn');
    const car = s.vehicles.find((v) => v.id === f.vehicle)!;
    expect(need('dr-online-waiting').textContent).toBe(`${SETUP.players.find((p) => p.id === first)!.name} drives ${car.name}…`);
    expect(byTestId('dr-decision')).toBeNull();
    expect(need('dr-board').dataset.aims).toBe('false');
    expect(need('dr-board').dataset.ghost).toBe('false');
    expect(sent).toEqual([]);
  });

  it('draws nothing before the first state has come', async () => {
    useOnline.setState({ status: 'connecting', state: null });
    const host = await mount(<DeathraceOnline />);
    expect(host.textContent).toBe('');
  });

  it("draws the last vehicle's turn as the hot-seat table does, from the commands and events the server sent", async () => {
    // The first six commands of seed 7: p1.v2's turn (move, bail, end), then p2.v2's (a move with a hit and a push, bail, end).
    const start = rules.newGame(SETUP, 7);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value.state;
    const played: PlayedCommand[] = [];
    for (let at = 1; at <= 6; at++) {
      const command = rules.legalCommands(s)[0];
      const out = rules.apply(s, command);
      if (!out.ok) throw new Error(out.error.message);
      played.push({ at, command, events: out.value.events });
      s = out.value.state;
    }
    const vehicles = played.map((p) => (p.command as { vehicle: string }).vehicle);
    expect(vehicles).toEqual(['p1.v2', 'p1.v2', 'p1.v2', 'p2.v2', 'p2.v2', 'p2.v2']);
    const { message } = received('p1', 6);
    // Joining: the server's last commands; then one more message after a command, which the page adds to them.
    let kept = playedAfter([], { ...message, commands: 5, logFrom: 0, played: played.slice(0, 5) });
    kept = playedAfter(kept, { ...message, logFrom: 1, played: played.slice(5) });
    expect(kept.map((p) => p.at)).toEqual([1, 2, 3, 4, 5, 6]);
    useOnline.setState({ played: kept });
    await mount(<DeathraceOnline />);
    const trail = JSON.parse(need('dr-board').dataset.trail!) as ReturnType<typeof trailOf>;
    // p2.v2's turn only: its move's path and the push it gave, nothing of p1.v2's move.
    expect(trail).toEqual(JSON.parse(JSON.stringify(trailOf(played.slice(3).flatMap((p) => p.events as DrEvent[])))));
    expect(trail.paths).toHaveLength(1);
    expect(trail.marks.map((m) => m.kind)).toContain('push');
    const first = (played[0].events as DrEvent[]).find((e) => e.type === 'moved');
    if (first?.type !== 'moved') throw new Error('p1.v2 did not move');
    expect(trail.paths).not.toContainEqual(JSON.parse(JSON.stringify(first.path)));
    // A page that has not been sent the last command (it came before any) draws none rather than an old one.
    await unmount();
    useOnline.setState({ played: kept.slice(0, 5) });
    await mount(<DeathraceOnline />);
    expect(need('dr-board').dataset.trail).toBe('null');
  });
});
