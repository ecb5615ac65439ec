// @vitest-environment happy-dom
// Issue 32: an online table's computer plays on the game server, at every level: the hard one, a
// search of up to 0.8 s (SLOW_LEVELS), thinks in the server's own thread for it (server/thinker.ts),
// so the new-game form offers it online as hot-seat, and a seat set to it starts the table.
// And each seat of every game's form is 'here' (the host's screen), 'invite' (a link) or the
// computer (issue 32, "Seats and invites"), carried into the table the host creates.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../games/registry';
import { SLOW_LEVELS } from '../ai';
import { DeathraceNewGame } from '../games/deathrace/ui/NewGame';
import { RoadGangNewGame } from '../games/roadGang/ui/RoadGangNewGame';
import { games, gameOf, loadGames } from '../shell/games';
import { onlineSeats } from '../shell/online/useOnlineLobby';
import { useStore } from '../store';
import { NewGameDialog } from './NewGameDialog';
import { HERE_SEAT, resetOnlinePlaces } from './seatsOnline';
import { resetStores } from './testing/stores';
import { byTestId, click, mount, need, unmount } from './testing/mount';

await loadGames();
const initial = useStore.getState();
beforeEach(() => {
  resetStores();
  resetOnlinePlaces();
});
afterEach(unmount);

/** Chooses an option of a select the way React notices (the native setter, then change). */
async function choose(id: string, value: string): Promise<void> {
  const select = need(id) as HTMLSelectElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const values = (id: string) => [...(need(id) as HTMLSelectElement).options].map((o) => o.value);
type Seats = Record<string, string> | undefined;

const option = (select: string, value: string) => (need(select) as HTMLSelectElement).querySelector<HTMLOptionElement>(`option[value="${value}"]`)!;

describe('the seats of an online table', () => {
  it('hot-seat: every level of the computer is offered', async () => {
    await mount(<NewGameDialog />);
    expect(option('ng-seat2', 'hard').disabled).toBe(false);
    expect(option('ng-seat2', 'hard').textContent).toBe('Computer — hard');
  });

  it('online: the hard level is offered too, and a seat set to it starts the table with it', async () => {
    expect(SLOW_LEVELS).toContain('hard');
    useStore.setState({ draft: { ...initial.draft, names: ['Ann', 'Bob'], seats: { p2: 'hard' } } });
    const sent: Seats[] = [];
    await mount(<NewGameDialog online start={(_setup, _seed, seats) => (sent.push(seats), true)} />);
    expect(option('ng-seat1', 'hard').disabled).toBe(false);
    expect(option('ng-seat1', 'hard').textContent).toBe('Computer — hard');
    expect(byTestId('ng-slow-why')).toBeNull();
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(false);
    await click(need('ng-start'));
    expect(sent).toHaveLength(1);
    expect(onlineSeats(sent[0])).toMatchObject({ level: 'hard' });
  });

  it("Dark Future online: each seat here, by link or the computer; the table is made with them, and hot-seat knows nothing of 'here'", async () => {
    const sent: Seats[] = [];
    await mount(<NewGameDialog online start={(_setup, _seed, seats) => (sent.push(seats), true)} />);
    expect(values('ng-seat1')).toEqual(['person', HERE_SEAT, 'easy', 'normal', 'hard']);
    expect([...(need('ng-seat1') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['Person, invited by link', 'Person, here on this screen']));
    await choose('ng-seat1', HERE_SEAT);
    await choose('ng-seat2', 'normal');
    expect((need('ng-seat1') as HTMLSelectElement).value).toBe(HERE_SEAT);
    // The store's draft keeps a person there: its hot-seat start never sees 'here'.
    expect(useStore.getState().draft.seats).toEqual({ p1: 'person', p2: 'normal' });
    await click(need('ng-start'));
    expect(sent).toEqual([{ p1: HERE_SEAT, p2: 'normal' }]);
    expect(onlineSeats(sent[0])).toEqual({ seats: { p1: 'here', p2: 'computer' }, level: 'normal' });
    // Not online: a person, no 'here' offered.
    await mount(<NewGameDialog />);
    expect(values('ng-seat1')).toEqual(['person', 'easy', 'normal', 'hard']);
    expect((need('ng-seat1') as HTMLSelectElement).value).toBe('person');
  });

  it('the road-gang form online: a gang played here goes to the table as here, the other invited', async () => {
    const sent: Seats[] = [];
    await mount(<RoadGangNewGame online start={(_setup, _seed, seats) => (sent.push(seats), true)} />);
    expect(values('rg-seat-1')).toEqual(['person', HERE_SEAT, 'random', 'normal']);
    await choose('rg-seat-2', HERE_SEAT);
    await click(need('rg-start'));
    await choose('rg-seat-2', 'person');
    await click(need('rg-start'));
    expect(sent).toEqual([{ p2: HERE_SEAT }, {}]);
    expect(onlineSeats(sent[0])).toEqual({ seats: { p2: 'here' } });
  });

  it("Deathrace's form online: here, by link or the computer for every team; a removed player's choice goes with them", async () => {
    const sent: Seats[] = [];
    await mount(<DeathraceNewGame online start={(_setup, _seed, seats) => (sent.push(seats), true)} />);
    await click(need('dr-add-player'));
    await click(need('dr-add-player'));
    expect(values('dr-driver-1')).toEqual(['', HERE_SEAT, 'random', 'normal']);
    await choose('dr-driver-1', HERE_SEAT);
    await choose('dr-driver-3', 'normal');
    await choose('dr-driver-4', HERE_SEAT);
    // Player 3 leaves: player 4 (here) becomes player 3.
    await click(need('dr-remove-3'));
    expect((need('dr-driver-3') as HTMLSelectElement).value).toBe(HERE_SEAT);
    await click(need('dr-start'));
    expect(sent).toEqual([{ p1: HERE_SEAT, p3: HERE_SEAT }]);
    // Hot-seat, the same form offers a person and the computer only.
    await mount(<DeathraceNewGame />);
    expect(values('dr-driver-1')).toEqual(['', 'random', 'normal']);
  });

  it("every registered game's form, as the new-game screen draws it, opens the table through the screen's start when online", async () => {
    for (const g of games()) {
      const { NewGame } = await gameOf(g.id)!.screens();
      const sent: Seats[] = [];
      const host = await mount(<NewGame online start={(_setup, _seed, seats) => (sent.push(seats), true)} />);
      const submit = host.querySelector<HTMLButtonElement>('form button[type="submit"]');
      expect(submit, g.id).not.toBeNull();
      await click(submit);
      expect(sent, `${g.id}'s form online`).toHaveLength(1);
    }
  });
});
