// @vitest-environment happy-dom
// The online lobby (issue 32) drawn from props: seats and who is away, the host's invite links,
// whose decision it is, this page's commands as buttons that play them, a refusal in words.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { OnlineLobby, commandLabel, MAX_BUTTONS, type OnlineLobbyProps } from './OnlineLobby';
import { onlineSeats } from './useOnlineLobby';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = null;
  document.body.innerHTML = '';
});
async function draw(p: OnlineLobbyProps): Promise<void> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () => root!.render(<OnlineLobby {...p} />));
}
const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

const played: unknown[] = [];
const taken: string[] = [];
const base: OnlineLobbyProps = {
  status: 'open',
  problem: null,
  table: {
    id: 't1',
    game: 'roadGang',
    rulesetVersion: 2,
    name: 'Road gangs',
    you: { role: 'host', seats: ['ann'] },
    seats: [
      { player: 'ann', name: 'Ann', kind: 'here', away: false },
      { player: 'bob', name: 'Bob', kind: 'invite', away: true },
    ],
  },
  links: [{ player: 'bob', name: 'Bob', link: 'https://club.example/#table=t1.TOKEN' }],
  state: {
    commands: 3,
    as: 'ann',
    view: {},
    pending: { kind: 'place', player: 'ann', vehicle: 'ann.v1', why: 'Place your vehicle.', secret: false },
    legal: Array.from({ length: MAX_BUTTONS + 5 }, (_, i) => ({ type: 'place', by: 'ann', vehicle: 'ann.v1', segment: i + 1 })),
    result: { over: false, winner: null, reason: '' },
    logFrom: 0,
    log: [{ at: 1, text: 'Bob placed a car.', dice: [], rule: 'Setup' }],
  },
  refused: { code: 'ONLINE_STALE', message: 'the game has moved on since: look again' },
  log: [{ at: 1, text: 'Bob placed a car.', dice: [], rule: 'Setup' }],
  onTakeSeat: (p) => taken.push(p),
  onPlay: (c) => played.push(c),
  onLeave: () => undefined,
};

describe('the online lobby', () => {
  it("draws the game's own online table in place of the plain buttons and the log, the seats still said", async () => {
    await draw({ ...base, Table: () => <p data-testid="game-table">the game's table</p> });
    expect(byId('online-lobby')!.className).toContain('online-playing');
    expect(byId('online-table')!.textContent).toBe("the game's table");
    expect(document.querySelectorAll('[data-testid^="online-command-"]')).toHaveLength(0);
    expect(byId('online-log')).toBeNull();
    expect(byId('online-seat-bob')!.textContent).toBe('Bob: invited (away)');
    expect(byId('online-decision')!.dataset.commands).toBe(String(base.state!.commands));
  });

  it('draws no table before the first state has come', async () => {
    await draw({ ...base, state: null, Table: () => <p data-testid="game-table">the game's table</p> });
    expect(byId('online-table')).toBeNull();
    expect(byId('online-lobby')!.className).not.toContain('online-playing');
  });

  it('shows the seats with who is away, the links, the decision and the refusal; a button plays its command', async () => {
    await draw(base);
    expect(byId('online-you')!.textContent).toBe('You play Ann.');
    expect(byId('online-seat-bob')!.textContent).toBe('Bob: invited (away)');
    expect(byId('online-seat-ann')!.textContent).toBe("Ann: the host's screen");
    expect((byId('online-link-bob') as HTMLInputElement).value).toBe('https://club.example/#table=t1.TOKEN');
    expect(byId('online-decision')!.textContent).toContain('Ann decides: Place your vehicle.');
    expect(byId('online-refused')!.textContent).toBe('the game has moved on since: look again (ONLINE_STALE)');
    expect(document.querySelectorAll('[data-testid^="online-command-"]').length).toBe(MAX_BUTTONS);
    expect(byId('online-command-2')!.textContent).toBe('place · vehicle ann.v1 · segment 3');
    await act(async () => byId('online-command-2')!.click());
    expect(played).toEqual([{ type: 'place', by: 'ann', vehicle: 'ann.v1', segment: 3 }]);
    await act(async () => byId('online-take-bob')!.click());
    expect(taken).toEqual(['bob']);
  });

  it('says when the connection dropped, and shows no buttons on the other player\'s decision', async () => {
    await draw({ ...base, status: 'retrying', refused: null, state: { ...base.state!, legal: [], pending: { ...base.state!.pending, player: 'bob' } } });
    expect(byId('online-status')!.textContent).toContain('The connection dropped: trying again');
    expect(byId('online-decision')!.textContent).toContain('Bob decides');
    expect(byId('online-command-0')).toBeNull();
    expect(byId('online-refused')).toBeNull();
  });

  it('names commands and maps the form\'s seats to the table\'s', () => {
    expect(commandLabel({ type: 'pass', by: 'bob' })).toBe('pass');
    expect(commandLabel({ type: 'move', vehicle: 'v1', to: { lane: 2 }, fast: true })).toBe('move · vehicle v1 · fast true');
    expect(onlineSeats(undefined)).toEqual({ seats: {} });
    expect(onlineSeats({ p1: 'person', p2: 'normal' })).toEqual({ seats: { p2: 'computer' }, level: 'normal' });
  });
});
