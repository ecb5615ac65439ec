// @vitest-environment happy-dom
// The new-game screen for a scenario that takes more than two players split into two teams that
// roll for the sides (issue 7, Games Six to Eight, p88): the seats come from the engine's
// scenarioPlayers and scenarioTeams, here answered for Game One as such a scenario would, so the
// form is checked before those scenarios exist. The set-up carries every player and the `teams`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engine')>();
  return {
    ...real,
    scenarioPlayers: (id: string) => (id === 'gameOne' ? { min: 2, max: 8 } : real.scenarioPlayers(id)),
    scenarioTeams: (id: string) => (id === 'gameOne' ? [{ id: 'team1', label: 'Team 1' }, { id: 'team2', label: 'Team 2' }] : real.scenarioTeams(id)),
  };
});

const { useStore } = await import('../store');
const { NewGameDialog } = await import('./NewGameDialog');
const { click, fire, mount, need, type, unmount } = await import('./testing/mount');

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

describe('new game with many players', () => {
  it('three players in two teams, one asking for privacy: the set-up lists them all with the teams', async () => {
    const start = vi.fn(() => true);
    useStore.setState({ start });
    await mount(<NewGameDialog />);
    expect(need('ng-players').querySelector('legend')!.textContent).toBe('Players (2 to 8)');
    await click(need('ng-add-player'));
    await type(need('ng-player1') as HTMLInputElement, 'Ann');
    await type(need('ng-player2') as HTMLInputElement, 'Bob');
    await type(need('ng-player3') as HTMLInputElement, 'Cy');
    const team3 = need('ng-team3') as HTMLSelectElement;
    team3.value = 'team2';
    await fire(team3, 'change');
    await click(need('ng-privacy3'));
    await type(need('ng-seed') as HTMLInputElement, '5');
    await click(need('ng-start'));
    expect(start).toHaveBeenCalledTimes(1);
    const [setup, seed] = start.mock.calls[0] as unknown as [Record<string, unknown>, number];
    expect(seed).toBe(5);
    expect(setup.players).toEqual([{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Cy' }]);
    expect(setup.teams).toEqual([['p1'], ['p2', 'p3']]);
    expect(useStore.getState().privacy).toEqual({ p1: false, p2: false, p3: true });
  });

  it('a team nobody is in keeps Start disabled, with the reason', async () => {
    await mount(<NewGameDialog />);
    const team2 = need('ng-team2') as HTMLSelectElement;
    team2.value = 'team1';
    await fire(team2, 'change');
    expect(need('ng-team2-why').textContent).toBe('Team 2 needs at least one player.');
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(true);
  });
});
