// @vitest-environment happy-dom
// Deathrace's table in happy-dom (the board is Pixi, left to the browser): the new-game form
// starts a race through the session store with the teams, track and laps chosen and lists every
// house rule; the game screen offers the rules' parametric actions with steppers that change the
// command (the rules' verdict and the ghost's words follow), and Confirm plays it on the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { loadGame, registerGame } from '../../../shell/games';
import { useSession } from '../../../shell/sessionStore';
import { resetStores } from '../../../ui/testing/stores';
import { click, key, mount, need, type, unmount } from '../../../ui/testing/mount';
import { deathraceGame } from '..';
import { READINGS, deathrace, type DrState } from '../rules';
import { DeathraceNewGame } from './NewGame';
import { DeathraceScreen } from './DeathraceScreen';
import { DeathraceWatch } from './DeathraceWatch';
import { drLegalCommands } from '../rules';
import { ghostOf } from './plan';
import { SETTINGS_KEY } from '../../../shell/settings';

vi.mock('../board/DeathraceBoard', () => ({ DeathraceBoard: () => <div data-testid="dr-board" /> }));

registerGame(deathraceGame);
await loadGame(deathraceGame.id);
beforeEach(resetStores);
afterEach(unmount);

const state = () => useSession.getState().session!.state as DrState;
const num = (id: string) => Number((need(id) as HTMLInputElement).value);

async function select(el: HTMLElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function startRace(seed = 7): void {
  const ok = useSession.getState().start('deathrace', { ruleset: 'deathrace', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { track: 'bowl', laps: 2 } }, seed);
  if (!ok) throw new Error(useSession.getState().problem?.message);
  useSession.setState({ cover: false });
}

describe('the Deathrace new-game form', () => {
  it('starts a race of the chosen players, teams, track and laps; lists every house rule with the sentence it completes', async () => {
    const host = await mount(<DeathraceNewGame />);
    expect(host.querySelectorAll('[data-testid^="dr-reading-"]')).toHaveLength(READINGS.length);
    for (const r of READINGS) expect(need(`dr-reading-${r.id}`).textContent).toContain(r.completes);
    await type(need('dr-name-1') as HTMLInputElement, 'Ann');
    await type(need('dr-name-2') as HTMLInputElement, 'Bob');
    await click(need('dr-add-player'));
    await type(need('dr-name-3') as HTMLInputElement, 'Cy');
    await select(need('dr-team-3-1'), 'grindaTank');
    await select(need('dr-team-3-2'), '');
    await select(need('dr-track'), 'speedway');
    await type(need('dr-laps') as HTMLInputElement, '3');
    await type(need('dr-seed') as HTMLInputElement, '42');
    await click(need('dr-start'));
    const s = useSession.getState().session;
    expect(useSession.getState().problem).toBeNull();
    expect(s?.ruleset).toBe('deathrace');
    expect(s?.seed).toBe(42);
    const st = s!.state as DrState;
    expect(st.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(st.options).toMatchObject({ track: 'speedway', laps: 3 });
    expect(st.vehicles.filter((v) => v.owner === 'p3').map((v) => v.stock)).toEqual(['grindaTank']);
  });

  it('two players may not share a name', async () => {
    await mount(<DeathraceNewGame />);
    await type(need('dr-name-2') as HTMLInputElement, 'player 1');
    expect((need('dr-start') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the Deathrace game screen', () => {
  it('the steppers change the command, the verdict and the ghost follow, and Confirm plays it', async () => {
    startRace();
    const host = await mount(<DeathraceScreen />);
    const s0 = state();
    const f = s0.flow;
    if (f.kind !== 'turn') throw new Error('not a turn');
    const me = s0.vehicles.find((v) => v.id === f.vehicle)!;
    expect(need('dr-decision').textContent).toContain(me.name);
    // The move is offered first, its distance at the whole move.
    expect(num('dr-param-run')).toBe(f.left);
    expect(num('dr-param-turn')).toBe(0);
    expect(need('dr-verdict').getAttribute('data-ok')).toBe('true');
    // Less distance by the − button, a turn by the + button and the keyboard.
    await click(need('dr-param-run-minus'));
    await click(need('dr-param-run-minus'));
    expect(num('dr-param-run')).toBe(f.left - 1);
    await click(need('dr-param-turn-plus'));
    await key('ArrowUp', need('dr-param-turn'));
    await key('PageUp', need('dr-param-turn'));
    expect(num('dr-param-turn')).toBe(5 + 50);
    // The ghost's words: the inches used and left and the turn.
    expect(need('dr-plan').textContent).toContain(`Uses ${f.left - 1}" of ${f.left}": 1" left`);
    expect(need('dr-plan').textContent).toContain('Turns +55°');
    // Too far: both runs over the move; the rules refuse it, in words, and Confirm is off.
    await type(need('dr-param-run2') as HTMLInputElement, '5');
    expect(need('dr-verdict').getAttribute('data-ok')).toBe('false');
    expect(need('dr-verdict').textContent).toMatch(/The rules refuse it: .+\((ILLEGAL|BAD_COMMAND)\)/);
    expect((need('dr-confirm') as HTMLButtonElement).disabled).toBe(true);
    await type(need('dr-param-run2') as HTMLInputElement, '0');
    // Seed 7: Ann's Iron wagon on the grid's inside row; turned 20° toward the infield it would hit
    // the wall, and the ghost says where, as the rules' own sweep finds it.
    await type(need('dr-param-turn') as HTMLInputElement, '20');
    expect(need('dr-plan').textContent).toMatch(/Hits a wall after 9\.8"/);
    await type(need('dr-param-turn') as HTMLInputElement, '-5');
    const c = { ...deathrace.actions!(s0).find((a) => a.kind === 'move')!.template, turn: -5, run: f.left - 1, turn2: 0, run2: 0 };
    expect(deathrace.validate(s0, c).ok).toBe(true);
    const ghost = ghostOf(s0, c)!;
    await click(need('dr-confirm'));
    const session = useSession.getState().session!;
    expect(session.commands.length).toBe(1);
    expect(session.commands.at(0)).toEqual(c);
    // The vehicle stands where the ghost ended (no dice in a plain move).
    const moved = state().vehicles.find((v) => v.id === me.id)!;
    expect(Math.hypot(moved.x - ghost.end.x, moved.y - ghost.end.y)).toBeLessThan(0.01);
    expect(host.querySelector('.shell-log')?.textContent ?? host.textContent).toContain(`${me.name} moves`);
    // After the move: the turn can be ended; undo takes back the move (it rolled no dice).
    expect(need('dr-decision').textContent).toContain('End the turn');
    await click(need('dr-undo'));
    expect(useSession.getState().session!.commands.length).toBe(0);
  });

  it('ending the turn hands the race to the next vehicle, behind the pass-the-device cover when it changes hands', async () => {
    startRace(11);
    useSession.setState({ cover: true, holder: null });
    await mount(<DeathraceScreen />);
    expect(need('pass-device').textContent).toContain('Pass the device to');
    await click(need('pass-show'));
    const before = state();
    const end = [...document.querySelectorAll('[data-testid="dr-action-end"]')][0];
    await click(end);
    expect(need('dr-confirm').textContent).toContain('End the turn');
    await click(need('dr-confirm'));
    const after = state();
    expect(after.flow.kind === 'turn' && before.flow.kind === 'turn' && after.flow.vehicle !== before.flow.vehicle).toBe(true);
  });

  it('a shot is offered with its range and the rules\' odds; the fire command is played with its power', async () => {
    startRace(11);
    // On by the rules' sample (a plate's activation first) until a shot is offered.
    for (let k = 0; k < 200 && !drLegalCommands(state()).some((c) => c.type === 'fire'); k++) {
      const l = drLegalCommands(state());
      const f = state().flow;
      const c = l.find((x) => x.type === 'activate') ?? (f.kind === 'turn' && f.move === 'after' ? l.find((x) => x.type === 'end') : l.find((x) => x.type === 'move')) ?? l[0];
      expect(useSession.getState().play(c)).toBe(true);
    }
    const s = state();
    const shot = deathrace.actions!(s).find((a) => a.kind === 'fire')!;
    expect(shot).toBeTruthy();
    await mount(<DeathraceScreen />);
    const button = need('dr-decision').querySelector('[data-testid="dr-action-fire"]')!;
    expect(button.textContent).toMatch(/away \(range \d+"\): hits on \d\+ \(\d+%\)/);
    await click(button);
    expect(num('dr-param-power')).toBe(1);
    expect(need('dr-verdict').getAttribute('data-ok')).toBe('true');
    const n = useSession.getState().session!.commands.length;
    await click(need('dr-confirm'));
    const session = useSession.getState().session!;
    expect(session.commands.length).toBe(n + 1);
    expect(session.commands.at(n)).toEqual({ ...shot.template, power: 1 });
    expect(session.log.toArray().some((l) => / fires the /.test(l.text))).toBe(true);
  });

  it('a race watched from its file steps by decision over the same board, log and cards', async () => {
    startRace(7);
    const l = drLegalCommands(state());
    useSession.getState().play(l.find((c) => c.type === 'move')!);
    expect(useSession.getState().watch()).toBe(true);
    await mount(<DeathraceWatch />);
    expect(need('dr-watch-screen').textContent).toContain('Decision 0 of 1');
    expect(need('dr-cards').querySelectorAll('article')).toHaveLength(4);
    await act(async () => useSession.getState().replayMove(1, 'decision'));
    expect(need('dr-watch-screen').textContent).toContain('Decision 1 of 1');
  });

  it('a seat the computer drives: the form offers its levels and sends the seat; its turns show no decision and no cover', async () => {
    await mount(<DeathraceNewGame />);
    await select(need('dr-driver-2'), 'random');
    expect((need('dr-driver-2') as HTMLSelectElement).value).toBe('random');
    await click(need('dr-start'));
    expect(useSession.getState().problem).toBeNull();
    expect(useSession.getState().session?.ruleset).toBe('deathrace');
    expect(useSession.getState().seats).toEqual({ p2: 'random' });
    await unmount();
    // On until it is player 2's decision (the computer is not driven in this test).
    for (let k = 0; k < 40 && deathrace.pending(state()).player !== 'p2'; k++) {
      const l = drLegalCommands(state());
      const f = state().flow;
      useSession.getState().play((f.kind === 'turn' && f.move === 'after' ? l.find((x) => x.type === 'end') : l.find((x) => x.type === 'move')) ?? l[0]);
    }
    expect(deathrace.pending(state()).player).toBe('p2');
    await mount(<DeathraceScreen />);
    expect(need('dr-computer-thinking').textContent).toContain('The computer drives for');
    expect(document.querySelector('[data-testid="dr-decision"]')).toBeNull();
    expect(document.querySelector('[data-testid="pass-device"]')).toBeNull();
  });
});

describe('the crews on foot at the table (readings.ts `races`, `melee`, `reboard`)', () => {
  it('the new-game form sends each team\'s crew race ("The following stats are assumed for the various races")', async () => {
    await mount(<DeathraceNewGame />);
    expect(need('dr-race-1').textContent).toContain('Dwarves (M6" WS4 S3 T4 A1 W1)');
    await select(need('dr-race-2'), 'orcs');
    await click(need('dr-start'));
    expect((state()).races).toEqual({ p1: 'humans', p2: 'orcs' });
  });

  it('a charge into melee is offered with its words and the rules\' odds, and Confirm plays it', async () => {
    startRace(7);
    // Every co-driver gets out on the grid, the turns ended, until a crew member on foot may charge another team's.
    for (let k = 0; k < 40 && !drLegalCommands(state()).some((c) => c.type === 'charge'); k++) {
      const l = drLegalCommands(state());
      expect(useSession.getState().play(l.find((c) => c.type === 'bail') ?? l.find((c) => c.type === 'end')!)).toBe(true);
    }
    await mount(<DeathraceScreen />);
    // The cards say where each co-driver is.
    expect(need('dr-cards').textContent).toContain('no co-driver aboard · its co-driver on foot (human)');
    const button = need('dr-decision').querySelector('[data-testid="dr-action-charge"]')!;
    expect(button.textContent).toMatch(/co-driver charges .* into melee: 1 attack, hits on 3\+ \(67%\) with the charge's \+1, wounds on 4\+ \(50%\); strikes (first|second) \(reflex\)/);
    await click(button);
    expect(need('dr-verdict').getAttribute('data-ok')).toBe('true');
    await click(need('dr-confirm'));
    expect(useSession.getState().session!.log.toArray().some((l) => / charges /.test(l.text))).toBe(true);
  });

  it('the dice tray tumbles a new roll while the table\'s setting says so; unticked in the settings, the dice lie still (and the choice is kept)', async () => {
    startRace(7);
    // The round's turns ended: the next round's order is rolled.
    for (let k = 0; k < 4; k++) useSession.getState().play(drLegalCommands(state()).find((c) => c.type === 'end')!);
    expect(state().round).toBe(2);
    await mount(<DeathraceScreen />);
    expect(document.querySelector('[data-testid="tumbling-die"]')?.getAttribute('data-settled')).toBe('no');
    await click(need('dr-settings'));
    await click(need('settings-tumble'));
    expect(useSession.getState().tumble).toBe(false);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).state.tumble).toBe(false);
    await unmount();
    await mount(<DeathraceScreen />);
    expect(document.querySelector('[data-testid="tumbling-die"]')?.getAttribute('data-settled')).toBe('yes');
  });
});
