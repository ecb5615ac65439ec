// @vitest-environment happy-dom
// The set-up decisions (p87-88) against the real engine's step handlers: choose a table, roll
// on it, roll for drive skill, roll the starting speed and accept or object to it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState, SetupStep } from '../engine';
import { testState } from '../engine/testkit';

vi.mock('../render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

const { App, preloadScreens } = await import('../App');
// The game's screens load lazily in the page; here they are loaded first, so a click switches screens in one render.
await preloadScreens();
const { useStore, History } = await import('../store');
const { useSession } = await import('../shell/sessionStore');
const { byTestId, click, key, mount, need, unmount } = await import('./testing/mount');

const initial = useStore.getState();
const get = () => useStore.getState();

/** Two placed cars (Ann leads), the set-up at `steps`, dice forced. */
function setupAt(steps: SetupStep[], dice: number[] = []): GameState {
  const s = testState({
    vehicles: [
      { id: 'car1', lane: 3, space: 3, owner: 'p1', side: 'lead', name: "Ann's Renegade" },
      { id: 'car2', lane: 3, space: 0, owner: 'p2', side: 'chase', name: "Bob's Renegade" },
    ],
    dice,
  });
  s.players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];
  s.flow = { kind: 'setup', steps };
  useStore.setState({ game: s, setup: { scenario: 'custom', players: s.players }, seed: 1, commands: History.of(), log: History.of(), lastEvents: [], undoable: History.of() });
  return s;
}

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
  // Nobody holds the device: its holder is the one store's, not Dark Future's part's.
  useSession.setState({ holder: null });
});
afterEach(unmount);

describe('choose a car, then roll on its table (p87)', () => {
  it('lists the six cars of each table and sends the choice', async () => {
    setupAt([{ kind: 'chooseLoadout', player: 'p1' }, { kind: 'rollLoadout', player: 'p1' }], [4]);
    await mount(<App />);
    await click(need('secret-loadout'));
    await click(need('pass-show'));
    const panel = need('loadout-panel');
    expect(panel.querySelectorAll('ol.roll-table')).toHaveLength(2);
    expect(panel.querySelectorAll('ol.roll-table li')).toHaveLength(12);
    expect(panel.textContent).toContain('Hood-mounted chain gun');
    expect(panel.textContent).toContain('Hood-mounted 15mm autocannon. Pattern mine layer');
    await click(need('loadout-offensive'));
    expect(get().commands.toArray()).toEqual([{ type: 'chooseLoadout', player: 'p1', loadout: 'offensive' }]);
    // Now the roll on the offensive table, with the table shown and a big Roll button.
    expect(need('roll-panel').getAttribute('data-step')).toBe('rollLoadout');
    expect(need('roll-table').textContent).toContain('Two wing-mounted MGs. Spike layer');
    expect(need('setup-roll').textContent).toContain('offensive');
  });

  it('p87: each choice is secret: the panel asks for the device, shows the tables only to their chooser, and Bob must take the device next', async () => {
    setupAt([{ kind: 'chooseLoadout', player: 'p1' }, { kind: 'chooseLoadout', player: 'p2' }, { kind: 'rollLoadout', player: 'p1' }, { kind: 'rollLoadout', player: 'p2' }]);
    await mount(<App />);
    expect(byTestId('loadout-offensive')).toBeNull();
    expect(need('secret-loadout').textContent).toContain('Ann');
    await click(need('secret-loadout'));
    expect(need('pass-device').textContent).toContain('offensive or a defensive car');
    expect(need('pass-device').textContent).toContain('p87');
    await click(need('pass-show'));
    await click(need('loadout-defensive'));
    expect(get().commands.toArray()).toEqual([{ type: 'chooseLoadout', player: 'p1', loadout: 'defensive' }]);
    // Bob's turn: the device is passed again, and Ann's choice is not in the log for him.
    expect(byTestId('loadout-offensive')).toBeNull();
    expect(need('secret-loadout').textContent).toContain('Bob');
    expect(document.body.textContent).not.toContain('chooses a defensive car');
    await click(need('secret-loadout'));
    await click(need('pass-show'));
    expect(document.body.textContent).not.toContain('Ann chooses');
    await click(need('loadout-offensive'));
    // Both have chosen: the choices are public.
    expect(document.body.textContent).toContain('Ann chooses a defensive car');
  });

  it('p82: after a roll with two identical weapons the owner chooses whether to link them', async () => {
    setupAt([{ kind: 'rollLoadout', player: 'p1', loadout: 'offensive' }, { kind: 'rollDriveSkill', player: 'p2' }], [3]);
    await mount(<App />);
    await click(need('setup-roll'));
    const panel = need('link-panel');
    expect(panel.textContent).toContain('p82');
    expect(need('link-why').textContent).toContain('2 machine guns');
    expect(need('link-yes').textContent).toContain('Link');
    await click(need('link-yes'));
    expect(get().commands.at(-1)).toEqual({ type: 'chooseLink', player: 'p1', linked: true });
    expect(get().game!.vehicles[0].weapons.filter((w) => w.link !== null)).toHaveLength(2);
    expect(need('roll-panel').getAttribute('data-step')).toBe('rollDriveSkill');
  });

  it('shows the die rolled as a die, with the engine\'s words', async () => {
    setupAt([{ kind: 'rollLoadout', player: 'p1', loadout: 'offensive' }, { kind: 'rollDriveSkill', player: 'p2' }], [4]);
    await mount(<App />);
    await key('1');
    expect(get().commands.toArray()).toEqual([{ type: 'roll' }]);
    const dice = need('setup-dice');
    const die = dice.querySelector('svg.die')!;
    expect(die.getAttribute('data-value')).toBe('4');
    expect(die.querySelectorAll('circle')).toHaveLength(4);
    expect(dice.textContent).toContain('40mm grenade launcher');
    // The next roll: drive skill, with its table (p88).
    expect(need('roll-panel').getAttribute('data-step')).toBe('rollDriveSkill');
    expect([...need('roll-table').querySelectorAll('li')].map((li) => li.textContent?.trim())).toEqual(['drive skill 2', 'drive skill 3', 'drive skill 3', 'drive skill 3', 'drive skill 4', 'drive skill 5']);
  });
});

describe('starting speed (p87)', () => {
  it('asks the lead driver about 90 mph, and an objection rolls again', async () => {
    setupAt([{ kind: 'rollStartSpeed' }], [5, 4, 3, 3]);
    await mount(<App />);
    expect(need('roll-table').textContent).toContain('× 10 mph');
    await click(need('setup-roll'));
    expect(need('veto-speed').textContent).toMatch(/^90 mph/);
    expect(need('veto-speed').getAttribute('title')).toContain('p87');
    expect(need('veto-why').textContent).toContain('lead car');
    expect(need('veto-why').textContent).toContain('70 mph');
    expect([...need('setup-dice').querySelectorAll('svg.die')].map((d) => d.getAttribute('data-value'))).toEqual(['5', '4']);
    await click(need('veto-object'));
    expect(get().commands.at(-1)).toEqual({ type: 'veto', player: 'p1', reroll: true });
    await click(need('setup-roll'));
    // 60 mph: nobody may object; the game begins at that speed.
    expect(get().game!.vehicles.every((v) => v.speed === 60)).toBe(true);
    expect(need('pending-banner').getAttribute('data-kind')).toBe('declare');
  });

  it('asks either driver about 100 mph or more, and Accept keeps it', async () => {
    setupAt([{ kind: 'rollStartSpeed' }], [5, 5]);
    await mount(<App />);
    await click(need('setup-roll'));
    expect(need('veto-speed').textContent).toMatch(/^100 mph/);
    expect(need('veto-why').textContent).toContain('Either driver');
    await click(need('veto-accept'));
    expect(get().commands.at(-1)).toEqual({ type: 'veto', player: 'p1', reroll: false });
    expect(need('pending-banner').textContent).toContain('Bob');
    await click(need('veto-accept'));
    expect(get().game!.vehicles.every((v) => v.speed === 100)).toBe(true);
  });
});
