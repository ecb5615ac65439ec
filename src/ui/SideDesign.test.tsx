// @vitest-environment happy-dom
// The in-game design of a side (Games Six to Eight, p88) against the real engine: a gang bought
// against one budget with the minimums checked by validateSide, and the players of the side
// saying who drives which vehicle; the design command carries those drivers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, newGame, pending, STOCK_SIDES, stockVehicles, type GameState } from '../engine';

const { useStore, History } = await import('../store');
const { DecisionPanel } = await import('./DecisionPanel');
const { click, fire, mount, need, unmount } = await import('./testing/mount');

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }];
const initial = useStore.getState();

/** Game Six, Ann the Op with her Interceptor bought, Bob and Cy's gang to buy. */
function gangToBuy(): GameState {
  const setup = { scenario: 'gameSix', players, teams: [['ann'], ['bob', 'cy']], forcedDice: [2, 5] };
  const r = newGame(setup, 3);
  if (!r.ok) throw new Error('set-up refused');
  let s = r.value;
  for (const c of [{ type: 'roll' as const }, { type: 'roll' as const }, { type: 'design' as const, player: 'ann', vehicles: stockVehicles(STOCK_SIDES[0], ['ann']) }]) {
    const x = apply(s, c);
    if (!x.ok) throw new Error(x.error.message);
    s = x.value.state;
  }
  useStore.setState({ game: s, setup, seed: 3, commands: History.of(), log: History.of(), lastEvents: [], undoable: History.of() });
  return s;
}

const select = async (id: string, value: string) => {
  const el = need(id) as HTMLSelectElement;
  el.value = value;
  await fire(el, 'change');
};

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});
afterEach(unmount);

describe('a side designs its vehicles and says who drives each (p88)', () => {
  it('starts from the first ready-made gang, the drivers handed round; a driver changed goes into the command', async () => {
    const s = gangToBuy();
    await mount(<DecisionPanel pending={pending(s)} />);
    await click(need('sd-preset-a-renegade-and-two-bikes'));
    expect(need('sd-list').querySelectorAll('li')).toHaveLength(3);
    expect((need('sd-driver-0') as HTMLSelectElement).value).toBe('bob');
    expect((need('sd-driver-1') as HTMLSelectElement).value).toBe('cy');
    await select('sd-driver-0', 'cy');
    await select('sd-driver-1', 'bob');
    expect(need('sd-total').textContent).toBe('$86,000 of $100,000 (p88)');
    await click(need('sd-buy'));
    const state = useStore.getState().game!;
    expect(state.vehicles.filter((v) => v.side === 'gang').map((v) => v.owner)).toEqual(['cy', 'bob', 'bob']);
  });

  it('p88: below the minimum or over the budget, the engine\'s reason is shown and Buy is disabled', async () => {
    const s = gangToBuy();
    await mount(<DecisionPanel pending={pending(s)} />);
    await click(need('sd-preset-a-renegade-and-two-bikes'));
    await click(need('sd-remove-2'));
    expect(document.body.textContent).toContain('The minimum is two Renegades, three Bikes, or one Renegade and two Bikes (p88)');
    expect((need('sd-buy') as HTMLButtonElement).disabled).toBe(true);
    // Two more Renegades from the pool: over the $100,000.
    await select('sd-pool', '0');
    await click(need('sd-add'));
    await click(need('sd-add'));
    expect(need('sd-total').className).toBe('field-error');
    expect(document.body.textContent).toContain("over the side's budget of $100,000 (p88)");
    expect((need('sd-buy') as HTMLButtonElement).disabled).toBe(true);
    expect(useStore.getState().game).toBe(s);
  });
});

describe('Game Eight (p88): "Design sides as per Game Six, and determine the attacker as per Game Seven"', () => {
  const two = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
  /** Game Six's roll: Ann 2, Bob 5 (Ann the Op); Game Seven's: Ann 6, Bob 1 (Ann the attacker); `rolls` of the four made. */
  function eightAfter(rolls: number): GameState {
    const setup = { scenario: 'gameEight', players: two, forcedDice: [2, 5, 6, 1] };
    const r = newGame(setup, 3);
    if (!r.ok) throw new Error('set-up refused');
    let s = r.value;
    for (let i = 0; i < rolls; i++) {
      const x = apply(s, { type: 'roll' });
      if (!x.ok) throw new Error(x.error.message);
      s = x.value.state;
    }
    useStore.setState({ game: s, setup, seed: 3, commands: History.of(), log: History.of(), lastEvents: [], undoable: History.of() });
    return s;
  }

  it('p88: each roll is titled by the game whose procedure it is', async () => {
    await mount(<DecisionPanel pending={pending(eightAfter(0))} />);
    expect(need('roll-panel').textContent).toContain('Roll for the Op and the gang (as Game Six)');
    await unmount();
    await mount(<DecisionPanel pending={pending(eightAfter(2))} />);
    expect(need('roll-panel').textContent).toContain('Roll for the attacker (as Game Seven)');
  });

  it('p88: the attacker buys what Game Six\'s roll gave it: no choice of an Op or a gang, an Interceptor bought', async () => {
    const s = eightAfter(4);
    await mount(<DecisionPanel pending={pending(s)} />);
    expect(document.querySelector('[data-testid="sd-roles"]')).toBeNull();
    expect(need('side-design').textContent).toContain("Ann buys the attacker for $100,000: an Interceptor (the Op), as the first roll gave it (Game Six's roll) (p88)");
    await click(need('sd-buy'));
    const state = useStore.getState().game!;
    expect(state.vehicles.map((v) => [v.side, v.kind])).toEqual([['attacker', 'interceptor']]);
  });
});

describe('Game Seven with four players (p88): every seated player drives a vehicle', () => {
  const four = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }, { id: 'dee', name: 'Dee' }];
  /** Ann and Bob roll 6 against Cy and Dee's 2: Ann and Bob attack and design first. */
  function attackersToDesign(): GameState {
    const setup = { scenario: 'gameSeven', players: four, teams: [['ann', 'bob'], ['cy', 'dee']], forcedDice: [6, 2] };
    const r = newGame(setup, 3);
    if (!r.ok) throw new Error('set-up refused');
    let s = r.value;
    for (let i = 0; i < 2; i++) {
      const x = apply(s, { type: 'roll' });
      if (!x.ok) throw new Error(x.error.message);
      s = x.value.state;
    }
    useStore.setState({ game: s, setup, seed: 3, commands: History.of(), log: History.of(), lastEvents: [], undoable: History.of() });
    return s;
  }

  it('p88: no Op for a side of two (the panel says why); a gang leaving Bob without a vehicle names him, shows who drives what, and cannot be bought until he has one', async () => {
    const s = attackersToDesign();
    await mount(<DecisionPanel pending={pending(s)} />);
    expect(document.querySelector('[data-testid="sd-roles"]')).toBeNull();
    expect(need('side-design').textContent).toContain('not an Op: an Op is one Interceptor for one player, and Ann, Bob are 2 players');
    await click(need('sd-preset-two-renegades'));
    expect(need('sd-seats').textContent).toBe('Ann drives 1, Bob drives 1');
    await select('sd-driver-1', 'ann');
    expect(need('sd-seats').textContent).toBe('Ann drives 2, Bob drives none');
    expect(document.body.textContent).toContain('Bob has no vehicle to drive: every player of the side drives one of its vehicles (p88)');
    expect((need('sd-buy') as HTMLButtonElement).disabled).toBe(true);
    await select('sd-driver-0', 'bob');
    expect((need('sd-buy') as HTMLButtonElement).disabled).toBe(false);
    await click(need('sd-buy'));
    expect(useStore.getState().game!.vehicles.map((v) => v.owner)).toEqual(['bob', 'ann']);
  });
});

describe('the record sheets while the sides design (p88: a side’s vehicles are secret until every side has designed)', () => {
  it('the gang’s players see no sheet of the Op bought before them, and the panel does not crash on it', async () => {
    const { RecordSheets } = await import('./RecordSheets');
    gangToBuy();
    useStore.setState({ viewer: 'bob' });
    const host = await mount(<RecordSheets active={null} />);
    expect(host.querySelector('[data-testid^="sheet-"]')).toBeNull();
    useStore.setState({ viewer: 'ann' });
    await mount(<RecordSheets active={null} />);
    expect(document.querySelectorAll('[data-testid^="sheet-"]').length).toBeGreaterThan(0);
  });
});
