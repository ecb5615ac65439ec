// @vitest-environment happy-dom
// The app's flow against the toy engine: new game, roll, place, declare with shortcuts and
// preview, pass-the-device, fire or hold, bad saves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engine')>();
  const { fake } = await import('../../tests/support/fakeEngine');
  return { ...real, ...fake };
});
// Pixi has no place in a DOM unit test: the board is another module's business.
vi.mock('../render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

const { App, preloadScreens } = await import('../App');
// The game's screens load lazily in the page; here they are loaded first, so a click switches screens in one render.
await preloadScreens();
const { useStore, SAVE_KEY } = await import('../store');
const { useSession } = await import('../shell/sessionStore');
const { byTestId, click, fire, key, mount, need, type, unmount } = await import('./testing/mount');

const initial = useStore.getState();
const get = () => useStore.getState();

beforeEach(() => {
  localStorage.clear();
  // The game is the one store's session (docs/architecture.md "The one store"): no game left from the last test.
  useSession.setState({ session: null });
  useStore.setState(initial, true);
});
afterEach(unmount);

async function startGame() {
  await mount(<App />);
  await type(need('ng-player1') as HTMLInputElement, 'Ann');
  await type(need('ng-player2') as HTMLInputElement, 'Bob');
  await type(need('ng-seed') as HTMLInputElement, '99');
  await click(need('ng-start'));
}

async function toDeclare() {
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], forcedDice: [3] }, 5);
  get().dispatch({ type: 'rollForLead' });
  get().dispatch({ type: 'place', vehicle: 'chase', lane: 3, t0: 0 });
  get().dispatch({ type: 'place', vehicle: 'lead', lane: 3, t0: 40 });
  await mount(<App />);
}

describe('new game', () => {
  it('starts with the players, the seed and the scenario from the form', async () => {
    await startGame();
    expect(get().setup?.players).toEqual([{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }]);
    expect(get().seed).toBe(99);
    expect(get().setup?.scenario).toBe('gameOne');
    expect(need('pending-banner').textContent).toContain('Ann: roll for the lead car');
    expect(need('phase-die').getAttribute('data-phase')).toBe('1');
  });

  it('refuses a seed that is not a whole number', async () => {
    await mount(<App />);
    await type(need('ng-seed') as HTMLInputElement, 'abc');
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('decisions', () => {
  it('rolls for the lead, shows the die, and places through the accessible form', async () => {
    await startGame();
    await click(need('roll-for-lead'));
    const die = need('lead-result').querySelector('svg.die')!;
    expect(die.querySelectorAll('circle')).toHaveLength(Number(die.getAttribute('data-value')));
    const lanes = need('place-lanes') as HTMLSelectElement;
    expect([...lanes.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await click(need('place-submit'));
    expect(get().commands.at(1)).toEqual({ type: 'place', vehicle: 'chase', lane: 1, t0: 0 });
  });

  it('offers every legal action grouped, numbered, with odds; hover previews; Escape clears', async () => {
    await toDeclare();
    const drift = need('action-4');
    expect(drift.textContent).toContain('Drift right');
    expect(drift.textContent).toContain('OK 50% · panic brake 33% · control loss 17%');
    expect(drift.getAttribute('title')).toContain('p13');
    await fire(drift, 'mouseover');
    expect(get().preview).toEqual({ vehicle: 'lead', action: { kind: 'drift', side: 'right' } });
    expect(need('hint-action').textContent).toBe('Hint for drift.');
    await key('Escape');
    expect(get().preview).toBeNull();
  });

  it('number keys press the numbered buttons', async () => {
    await toDeclare();
    await key('2');
    expect(get().commands.at(-1)).toEqual({ type: 'declare', vehicle: 'lead', action: { kind: 'accelerate', by: 10 } });
  });

  it('p22: public choices need no pass; the secret passive choice is folded until its player takes the device', async () => {
    await toDeclare();
    await click(need('action-1'));
    // Bob's decision offers a dummy: the real/dummy buttons are folded, the rest of the panel is public.
    expect(byTestId('pass-device')).toBeNull();
    expect(need('declare-panel').textContent).not.toContain('dummy marker');
    await click(need('secret-passives'));
    expect(need('pass-device').textContent).toContain('Pass the device to Bob');
    expect(byTestId('declare-panel')).toBeNull();
    await click(need('pass-show'));
    expect(get().viewer).toBe('p2');
    expect(need('declare-panel')).toBeTruthy();
    expect(byTestId('secret-passives')).toBeNull();
    await click(need('action-1'));
    expect(get().viewer).toBeNull();
  });

  it('peeks at markers through the same screen', async () => {
    await toDeclare();
    await click(need('peek-lead'));
    expect(need('pass-device').textContent).toContain('Ann wants to see their hidden markers');
    await click(need('pass-show'));
    expect(need('peek-list-lead')).toBeTruthy();
    await click(need('hide-peek-lead'));
    expect(get().viewer).toBeNull();
  });

  it('offers fire with range and hit chance, or hold fire', async () => {
    await toDeclare();
    await click(need('action-5'));
    expect(need('fire-chase').textContent).toContain('Fire at Chase car');
    expect(need('fire-chase').textContent).toContain('range 6 · hit 58% · exp. damage 1.0');
    await click(need('hold-fire'));
    expect(get().commands.at(-1)).toEqual({ type: 'holdFire', vehicle: 'lead' });
  });

  it('undo is enabled only after an undoable command', async () => {
    await toDeclare();
    expect((need('undo') as HTMLButtonElement).disabled).toBe(false);
    await click(need('undo'));
    expect(get().commands).toHaveLength(2);
    await click(need('undo'));
    expect(get().commands).toHaveLength(1);
    expect((need('undo') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('record sheets and log', () => {
  it('explains every number with its rule and page, for the mouse and for screen readers', async () => {
    await toDeclare();
    const sf = need('sf-lead');
    const text = 'Speed factor 3: 60 mph / 20, rounded up (p11). Moves in phases 1-3 (p12).';
    expect(sf.getAttribute('title')).toBe(text);
    expect(document.getElementById(sf.getAttribute('aria-describedby')!)?.textContent).toBe(text);
    for (const el of need('sheet-lead').querySelectorAll('.stat .tip')) expect(el.getAttribute('title')).toMatch(/\(p\d+/);
  });

  it('logs events in words with dice drawn as dice and the page as a badge', async () => {
    await toDeclare();
    const entries = document.querySelectorAll('[data-testid="log-entry"]');
    expect(entries.length).toBe(get().log.length);
    expect(entries[0].textContent).toContain('leadRolled happened');
    expect(entries[0].querySelectorAll('svg.die')).toHaveLength(1);
    expect(entries[0].querySelector('.page')?.textContent).toBe('p87');
  });

  it('announces new events in an aria-live region', async () => {
    await toDeclare();
    expect(need('live').getAttribute('aria-live')).toBe('polite');
    expect(need('live').textContent).toContain('placed happened');
  });
});

describe('bad saves', () => {
  it('shows what is wrong with a corrupt save and offers a new game', async () => {
    localStorage.setItem(SAVE_KEY, '{"schema": 1, "setup": 3');
    get().boot();
    await mount(<App />);
    expect(need('bad-save-code').textContent).toBe('SAVE_NOT_JSON');
    // What is wrong, said once (issue 29: "not valid JSON" came twice in one sentence).
    expect(need('bad-save-message').textContent!.match(/not valid JSON/g)).toHaveLength(1);
    expect(need('bad-save-download')).toBeTruthy();
    await click(need('bad-save-new'));
    expect(need('new-game-form')).toBeTruthy();
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });
});
