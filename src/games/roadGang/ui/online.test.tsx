// @vitest-environment happy-dom
// The road-gang table of an online game (issue 32): drawn from the page's online store as the
// server sends it (this player's view, legal commands only on this page's decisions), with the
// hot-seat table's decision, cards and log; a decision made on it goes to the server (the store's
// play), and nothing changes on the page until the server answers.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../registry';
import { loadGames, rulesOf } from '../../../shell/games';
import type { Ruleset } from '../../../engine';
import { useOnline } from '../../../shell/online/onlineStore';
import { firstCommandsPlayed, receivedInStore } from '../../../shell/online/testing/received';
import { RoadGangOnline } from './RoadGangOnline';
import { byTestId, click, mount, need, unmount } from '../../../ui/testing/mount';

vi.mock('../board/RoadGangBoard', () => ({ RoadGangBoard: () => <div data-testid="rg-board" /> }));

const SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const idle = useOnline.getState();
let rules: Ruleset;
beforeAll(async () => {
  await loadGames();
  rules = rulesOf('roadGang')!;
});
afterEach(async () => {
  await unmount();
  useOnline.setState(idle, true);
});

const received = (as: string, n: number) => receivedInStore(rules, stateAfter(n), as, n);

/** The buttons of the table's decision. */
const decisionButtons = () => [...need('rg-online').querySelectorAll('.rg-decision button')] as HTMLButtonElement[];

describe('the online road-gang table', () => {
  it("offers this page's decision and sends what is chosen to the server, changing nothing itself", async () => {
    // The first decision with buttons (after the set-up's placing), found by playing on.
    let n = 0;
    while (rules.legalCommands(stateAfter(n)).every((c) => (c as { type: string }).type === 'place')) n++;
    const who = rules.pending(stateAfter(n)).player!;
    const { sent, message } = received(who, n);
    await mount(<RoadGangOnline />);
    expect(need('rg-online').dataset.mine).toBe('true');
    expect(byTestId('rg-online-waiting')).toBeNull();
    expect(need('rg-screen').textContent).toContain('line of command');
    const buttons = decisionButtons();
    expect(buttons.length).toBeGreaterThan(0);
    await click(buttons[0]);
    expect(sent).toHaveLength(1);
    expect(message.legal).toContainEqual(sent[0]);
    expect(need('rg-online').dataset.commands).toBe(String(n));
  });

  it("shows the other seat's decision as theirs, with nothing to choose", async () => {
    const first = rules.pending(stateAfter(0)).player!;
    const other = SETUP.players.find((p) => p.id !== first)!;
    const { sent } = received(other.id, 0);
    await mount(<RoadGangOnline />);
    expect(need('rg-online').dataset.mine).toBe('false');
    expect(need('rg-online-waiting').textContent).toBe(`${SETUP.players.find((p) => p.id === first)!.name} decides…`);
    expect(byTestId('rg-online')!.querySelector('.rg-decision')).toBeNull();
    expect(sent).toEqual([]);
  });
});

/** The game after `n` commands (the first legal command each time). */
const stateAfter = (n: number): unknown => firstCommandsPlayed(rules, SETUP, 7, n);
