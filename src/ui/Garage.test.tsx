// @vitest-environment happy-dom
// The garage and Game Four's new-game dialog against the real engine: only weapons that may go
// on a mount are offered (p82-83), cost and weight against the budget and payload (p80-81, p88),
// the engine's problems in words, a record-sheet preview, and Start only with two good cars.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

const { App, preloadScreens } = await import('../App');
// The game's screens load lazily in the page; here they are loaded first, so a click switches screens in one render.
await preloadScreens();
const { useStore, DESIGNS_KEY } = await import('../store');
const { useSession } = await import('../shell/sessionStore');
const { byTestId, click, mount, need, type, unmount } = await import('./testing/mount');
const { act } = await import('react');

const initial = useStore.getState();
const get = () => useStore.getState();

async function choose(id: string, value: string) {
  const el = need(id) as HTMLSelectElement;
  await act(async () => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const options = (id: string) => [...(need(id) as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);

beforeEach(() => {
  localStorage.clear();
  // The game is the one store's session (docs/architecture.md "The one store"): no game left from the last test.
  useSession.setState({ session: null });
  useStore.setState(initial, true);
});
afterEach(unmount);

describe('the garage', () => {
  it('offers only the weapons a mount may take', async () => {
    get().openGarage();
    await mount(<App />);
    expect(options('mount-hood-0')).toContain('chainGun');
    expect(options('mount-wingLeft-0')).not.toContain('chainGun');
    expect(options('mount-wingLeft-0')).toContain('machineGun');
    expect(options('mount-passive-0')).toEqual(['oil', 'mines', 'smoke', 'spikes', 'lwOil', 'lwMines', 'lwSmoke', 'lwSpikes']);
    expect(options('mount-turret-0')).not.toContain('missilePod');
    // A heavy weapon fills the turret (p83).
    await choose('mount-turret-0', 'chainGun');
    expect((need('mount-turret-1') as HTMLSelectElement).disabled).toBe(true);
  });

  it('totals cost and weight against Game Four\'s budget and shows the engine\'s problems', async () => {
    get().openGarage();
    await mount(<App />);
    expect(need('design-problems').textContent).toContain('at least one weapon');
    await choose('mount-hood-0', 'machineGun');
    await choose('mount-passive-0', 'oil');
    expect(need('design-cost').textContent).toMatch(/^\$43,000 of \$50,000/);
    expect(need('design-cost').getAttribute('title')).toContain('Renegade $35,000 + Machine gun on the hood $5,000 + Oil layer on the rear (passive) $3,000 = $43,000');
    expect(need('design-weight').textContent).toMatch(/^250 of 600/);
    expect(need('design-ok').textContent).toContain('Game Four');
    await choose('mount-roof-0', 'chainGun');
    expect(need('design-problems').textContent).toContain('Cost $65,000 is over the budget of $50,000 (p88)');
    // The record sheet preview shows the car as the game will.
    expect(need('design-preview').textContent).toContain('Chain gun');
    expect(need('mounts-preview').querySelector('[data-mount="roof"]')!.textContent).toContain('CG 6');
  });

  it('designs a bike (p64, p80-84): fairing mounts drawn, lightweight weapons only, damage levels 9/6/3', async () => {
    get().openGarage();
    await mount(<App />);
    await click(need('chassis-bike'));
    expect(need('chassis-bike').closest('label')!.textContent).toContain('$15,000, payload 250');
    expect(byTestId('mount-hood-0')).toBeNull();
    expect(options('mount-fairingLeft-0')).toEqual(['lwMachineGun', 'lwGrenade20', 'lwCombatLaser', 'rag40']);
    expect(options('mount-passive-0')).toEqual(['lwOil', 'lwMines', 'lwSmoke', 'lwSpikes']);
    await choose('mount-fairingLeft-0', 'lwMachineGun');
    await choose('mount-fairingRight-0', 'rag40');
    expect(need('design-cost').textContent).toMatch(/^\$27,000/);
    expect(need('design-weight').textContent).toMatch(/^130 of 250/);
    // The preview: the bike's three mounts drawn, and its damage track 9 with levels 6 and 3 (p28, p64).
    const diagram = need('mounts-preview');
    expect([...diagram.querySelectorAll('[data-mount]')].map((e) => e.getAttribute('data-mount')).sort()).toEqual(['fairingLeft', 'fairingRight', 'passive']);
    expect(diagram.querySelector('[data-mount="fairingRight"]')!.textContent).toContain('RAG 1');
    const track = need('damage-track-preview');
    expect([...track.querySelectorAll('.damage-box')].map((b) => b.textContent)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect([...track.querySelectorAll('.damage-box.level')].map((b) => b.textContent)).toEqual(['6', '3']);
  });

  it('links identical weapons (p82)', async () => {
    get().openGarage();
    await mount(<App />);
    await choose('mount-wingLeft-0', 'machineGun');
    expect(byTestId('link-wingLeft-0')).toBeNull();
    await choose('mount-wingRight-0', 'machineGun');
    await click(need('link-wingLeft-0'));
    expect(need('design-problems').textContent).toContain('joins only one weapon');
    await click(need('link-wingRight-0'));
    expect(byTestId('design-problems')).toBeNull();
    expect(need('design-preview').textContent).toContain('linked');
  });
});

describe('Game Four from the new-game dialog', () => {
  it('designs a car for each player, then starts with both (p88)', async () => {
    await mount(<App />);
    await type(need('ng-player1') as HTMLInputElement, 'Ann');
    await type(need('ng-player2') as HTMLInputElement, 'Bob');
    await click(need('ng-scenario-gameFour'));
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(true);
    expect(need('pick-problem-p1').textContent).toContain('Choose or design a car for Ann');

    await click(need('ng-design-now-p1'));
    expect(need('garage-for').textContent).toContain("Ann's car");
    await type(need('design-name') as HTMLInputElement, 'Ann MG');
    await choose('mount-hood-0', 'machineGun');
    await click(need('design-save'));
    // Back in the dialog, the form as it was, Ann's car picked and passing.
    expect((need('ng-player2') as HTMLInputElement).value).toBe('Bob');
    expect(need('pick-ok-p1').textContent).toContain('$40,000 of $50,000');

    await click(need('ng-design-now-p2'));
    await click(need('chassis-interceptor'));
    await choose('mount-hood-0', 'autocannon15');
    await click(need('design-save'));
    expect(need('pick-problem-p2').textContent).toContain('This game needs a Renegade');
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(true);

    await click(need('ng-design-edit-p2'));
    await click(need('chassis-renegade'));
    await click(need('design-save'));
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(false);
    await click(need('ng-start'));
    expect(get().error).toBeNull();
    expect(get().setup?.scenario).toBe('gameFour');
    expect(get().setup?.designs?.p1.weapons).toEqual([{ type: 'machineGun', mount: 'hood', link: null }]);
    expect(get().game!.vehicles.map((v) => v.weapons[0].type)).toEqual(['machineGun', 'autocannon15']);
    expect(JSON.parse(localStorage.getItem(DESIGNS_KEY)!).designs).toHaveLength(2);
  });
});

describe('scenarios from the engine', () => {
  it('lists every registered scenario with its page, and asks Games Four and Five for designs', async () => {
    const { SCENARIO_LIST } = await import('../engine/scenarios');
    await mount(<App />);
    for (const s of SCENARIO_LIST) expect(need(`ng-scenario-${s.id}`).closest('label')!.textContent).toContain(s.page);
    for (const id of ['gameFour', 'gameFive']) {
      await click(need(`ng-scenario-${id}`));
      expect(byTestId('ng-cars')).not.toBeNull();
    }
    await click(need('ng-scenario-gameThree'));
    expect(byTestId('ng-cars')).toBeNull();
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('screens', () => {
  it('a new screen starts at its top (scrollTo may return a promise, as in Chromium)', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as unknown as typeof window.scrollTo);
    await mount(<App />);
    await click(need('ng-garage'));
    expect(need('garage')).toBeTruthy();
    await click(need('garage-close'));
    expect(need('new-game-form')).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(0, 0);
    spy.mockRestore();
  });

  it('the garage opens from the menu during a game and goes back to the same game', async () => {
    get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 5);
    const game = get().game;
    await mount(<App />);
    await click(need('open-garage'));
    expect(need('garage-close').textContent).toContain('the game');
    expect(byTestId('side-panel')).toBeNull();
    await click(need('garage-close'));
    expect(need('side-panel')).toBeTruthy();
    expect(get().game).toBe(game);
  });
});
