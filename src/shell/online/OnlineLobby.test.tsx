// @vitest-environment happy-dom
// The online lobby (issue 32) drawn from props: seats and who is away, the host's invite links,
// whose decision it is, this page's commands as buttons that play them, a refusal in words.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { OnlineLobby, commandLabel, MAX_BUTTONS, type OnlineLobbyProps } from './OnlineLobby';
import { hereCover, onlineSeats } from './useOnlineLobby';
import { InviteLinkDialog } from './InviteLinkDialog';

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
const moved: [string, string][] = [];
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
  onSeat: (p, to) => moved.push([p, to]),
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
    expect(byId('online-seat-bob')!.textContent).toBe('Bob: invited (away)' + 'Let the computer play');
    expect(byId('online-decision')!.dataset.commands).toBe(String(base.state!.commands));
  });

  it('draws no table before the first state has come', async () => {
    await draw({ ...base, state: null, Table: () => <p data-testid="game-table">the game's table</p> });
    expect(byId('online-table')).toBeNull();
    expect(byId('online-lobby')!.className).not.toContain('online-playing');
    expect(byId('online-how')).toBeNull();
  });

  it('says, before a table is made, that each person gets a link and a seat may be played here instead', async () => {
    await draw({ ...base, status: 'idle', table: null, state: null, links: [], refused: null, log: [] });
    expect(byId('online-how')!.textContent).toContain('Play this seat here');
    expect(byId('online-leave')).toBeNull();
  });

  it('shows the seats with who is away, the links, the decision and the refusal; a button plays its command', async () => {
    await draw(base);
    expect(byId('online-you')!.textContent).toBe('You play Ann.');
    expect(byId('online-seat-bob')!.textContent).toBe('Bob: invited (away)' + 'Let the computer play');
    expect(byId('online-seat-ann')!.textContent).toContain("Ann: the host's screen");
    expect((byId('online-link-bob') as HTMLInputElement).value).toBe('https://club.example/#table=t1.TOKEN');
    expect(byId('online-decision')!.textContent).toContain('Ann decides: Place your vehicle.');
    expect(byId('online-refused')!.textContent).toBe('the game has moved on since: look again (ONLINE_STALE)');
    expect(document.querySelectorAll('[data-testid^="online-command-"]').length).toBe(MAX_BUTTONS);
    expect(byId('online-command-2')!.textContent).toBe('place · vehicle ann.v1 · segment 3');
    await act(async () => byId('online-command-2')!.click());
    expect(played).toEqual([{ type: 'place', by: 'ann', vehicle: 'ann.v1', segment: 3 }]);
    await act(async () => byId('online-take-bob')!.click());
    expect(moved).toEqual([['bob', 'here']]);
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
    // A seat the form put on the host's screen (src/ui/seatsOnline.ts) is the host's, not a computer of level 'here'.
    expect(onlineSeats({ p1: 'here', p2: 'normal', p3: 'here' })).toEqual({ seats: { p1: 'here', p2: 'computer', p3: 'here' }, level: 'normal' });
    expect(onlineSeats({ p1: 'here' })).toEqual({ seats: { p1: 'here' } });
  });

  it("offers the host each seat here or by its link: a seat on its screen may be sent a link instead", async () => {
    moved.length = 0;
    await draw(base);
    // Ann is on the host's screen; Bob has his link and may be played here instead.
    expect(byId('online-seat-ann')!.textContent).toBe("Ann: the host's screen" + 'Send a link instead');
    expect(byId('online-invite-bob')).toBeNull();
    await act(async () => byId('online-invite-ann')!.click());
    await act(async () => byId('online-take-bob')!.click());
    expect(moved).toEqual([['ann', 'invite'], ['bob', 'here']]);
  });

  it('offers a guest no seat moves', async () => {
    await draw({ ...base, links: [], table: { ...base.table!, you: { role: 'seat', seats: ['bob'] } } });
    expect(document.querySelectorAll('[data-testid^="online-invite-"], [data-testid^="online-take-"]')).toHaveLength(0);
  });

  it("covers a secret decision of one of the host's seats until its player takes the device, nothing of it drawn behind", async () => {
    const table = { ...base.table!, you: { role: 'host' as const, seats: ['ann', 'bob'] }, seats: base.table!.seats.map((x) => ({ ...x, kind: 'here' as const, away: false })) };
    const secret = { ...base.state!, pending: { ...base.state!.pending, secret: true } };
    const took: string[] = [];
    const cover = hereCover(table, secret, 'bob', (p) => took.push(p));
    expect(cover?.name).toBe('Ann');
    await draw({ ...base, table, state: secret, cover, Table: () => <p data-testid="game-table">the game's table</p> });
    expect(byId('pass-device')!.textContent).toContain('Pass the device to Ann');
    expect(byId('game-table')).toBeNull();
    expect(byId('online-decision')).toBeNull();
    await act(async () => byId('pass-show')!.click());
    expect(took).toEqual(['ann']);
    // No cover once Ann holds the device, nor for a decision that is not secret, nor a screen of one seat, nor another's decision.
    expect(hereCover(table, secret, 'ann', () => undefined)).toBeNull();
    expect(hereCover(table, base.state, 'bob', () => undefined)).toBeNull();
    expect(hereCover({ ...table, you: { role: 'host', seats: ['ann'] } }, secret, null, () => undefined)).toBeNull();
    expect(hereCover({ ...table, you: { role: 'host', seats: ['bob', 'cy'] } }, secret, 'bob', () => undefined)).toBeNull();
    // A decision that is not secret but whose view holds the decider's own secrets (the server's ownSecrets) is covered too.
    expect(hereCover(table, { ...base.state!, ownSecrets: true }, 'bob', () => undefined)?.name).toBe('Ann');
    expect(hereCover(table, { ...base.state!, ownSecrets: true }, 'ann', () => undefined)).toBeNull();
    expect(hereCover(table, { ...base.state!, ownSecrets: false }, 'bob', () => undefined)).toBeNull();
  });

  it("on a game's own table, is one bar: who this page plays and who is away in sight, the seats, links and leaving behind 'Seats and links'", async () => {
    const Table = () => <p data-testid="game-table">the game's table</p>;
    await draw({ ...base, refused: null, Table });
    const bar = document.querySelector('.online-bar')!;
    expect(bar.querySelector('[data-testid="online-you"]')!.textContent).toBe('You play Ann.');
    expect(byId('online-away')!.textContent).toBe('Away: Bob');
    // The connection's words leave the line while all is well (still a live region), and come back when not.
    expect(byId('online-status')!.className).toBe('visually-hidden');
    const more = byId('online-more') as HTMLDetailsElement;
    expect(more.tagName).toBe('DETAILS');
    expect(more.open).toBe(false);
    expect(more.querySelector('summary')!.textContent).toBe('Seats and links');
    for (const id of ['online-seats', 'online-invites', 'online-leave', 'online-take-bob', 'online-invite-ann']) expect(more.contains(byId(id))).toBe(true);
    expect(bar.nextElementSibling!.getAttribute('data-testid')).toBe('online-decision');
    await act(async () => root!.unmount());
    document.body.innerHTML = '';
    await draw({ ...base, refused: null, status: 'retrying', table: { ...base.table!, seats: base.table!.seats.map((x) => ({ ...x, away: false })) }, Table });
    expect(byId('online-status')!.className).toBe('');
    expect(byId('online-away')).toBeNull();
  });

  it("lets the host give an away guest's seat to the computer, and a computer's seat a link again; a guest moves nothing", async () => {
    moved.length = 0;
    const seats = base.table!.seats;
    await draw(base);
    // Bob is away from his link: the host may let the computer play him.
    await act(async () => byId('online-computer-bob')!.click());
    expect(moved).toEqual([['bob', 'computer']]);
    await act(async () => root!.unmount());
    // Bob back at his seat: it is his, nothing offered.
    await draw({ ...base, table: { ...base.table!, seats: [seats[0], { ...seats[1], away: false }] } });
    expect(byId('online-computer-bob')).toBeNull();
    expect(byId('online-seat-bob')!.textContent).toBe('Bob: invited');
    await act(async () => root!.unmount());
    // Bob the computer's: a link again.
    await draw({ ...base, table: { ...base.table!, seats: [seats[0], { ...seats[1], kind: 'computer', away: false }] } });
    expect(byId('online-seat-bob')!.textContent).toBe('Bob: the computer' + 'Send a link instead');
    await act(async () => byId('online-invite-bob')!.click());
    expect(moved).toEqual([['bob', 'computer'], ['bob', 'invite']]);
    await act(async () => root!.unmount());
    // A guest's page: no seat buttons at all.
    await draw({ ...base, table: { ...base.table!, you: { role: 'seat', seats: ['bob'] } } });
    expect(document.querySelectorAll('.online-seat-move')).toHaveLength(0);
  });

  it('gives the host a link to watch the table, and a watch link says it watches rather than seats', async () => {
    await draw({ ...base, watch: 'https://club.example/#table=t1' });
    expect((byId('online-watch-link') as HTMLInputElement).value).toBe('https://club.example/#table=t1');
    await act(async () => root!.unmount());
    await draw({ ...base, links: [], watch: 'https://club.example/#table=t1' });
    expect(byId('online-invites')!.textContent).toContain('To watch');
    await act(async () => root!.unmount());
    await draw({ ...base, links: [], watch: null });
    expect(byId('online-invites')).toBeNull();
    await act(async () => root!.unmount());
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () => root!.render(<InviteLinkDialog leaving={{ kind: 'game', turn: 3 }} watch problem={null} join={() => undefined} close={() => undefined} />));
    expect(byId('invite-leaving')!.textContent).toMatch(/^The link lets you watch a table on the game server\. Joining it leaves your game in progress \(turn 3\)/);
  });
});
