// @vitest-environment happy-dom
// Issue 14, the seam at the UI: the shell's log, dice tray, result, settings, replay controls and
// pass-the-device cover take ruleset-neutral props, and both rulesets' screens draw with them —
// Dark Future's panels (through its store) and the road-gang screen (through the session).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The games of the house, as the app registers them (src/games/registry.ts).
import '../games/registry';
import { games, loadGames } from '../shell/games';

await loadGames();
import { preloadScreens } from '../shell/gameScreens';
import { legalCommands, rg, roadGang } from '../engine';
import { DiceTray } from '../shell/DiceTray';
import { GameLog, type LogRow } from '../shell/GameLog';
import { GameResult } from '../shell/GameResult';
import { LOG_WINDOW } from '../shell/logWindow';
import { PassCover } from '../shell/PassCover';
import { ReplayControls } from '../shell/ReplayControls';
import { SettingsDialog } from '../shell/SettingsDialog';
import { useSession } from '../shell/sessionStore';
import { slowDriver } from '../sim/slowDriver';
import { useStore } from '../store';
import { Log } from './Log';
import { NewGameScreen } from './NewGameScreen';
import { RoadGangResult } from '../games/roadGang/ui/RoadGangResult';
import { RoadGangScreen } from '../games/roadGang/ui/RoadGangScreen';
import { resetStores } from './testing/stores';
import { byTestId, click, key, mount, need, unmount } from './testing/mount';

// The board is a Pixi canvas (no WebGL here) and not what these tests are about.
vi.mock('../games/roadGang/board/RoadGangBoard', () => ({ RoadGangBoard: () => <div data-testid="rg-board" /> }));

const rowsOf = (n: number) => (start: number, end: number): LogRow[] =>
  Array.from({ length: end - start }, (_, i) => ({ index: start + i, text: `event ${start + i}`, dice: (start + i) % 3 === 0 ? [((start + i) % 6) + 1] : [], rule: 'Ride phase', group: { key: `g${Math.floor((start + i) / 10)}`, title: `Round ${Math.floor((start + i) / 10)}` } })).slice(0, n);

beforeEach(resetStores);
afterEach(unmount);

describe('shell GameLog', () => {
  it('keeps a bounded window of a long log, dice as dice, rows under their headings, the rule named', async () => {
    const rows = rowsOf(5000);
    const host = await mount(<GameLog count={5000} rows={rows} />);
    const entries = host.querySelectorAll('[data-testid="log-entry"]');
    expect(entries.length).toBe(LOG_WINDOW);
    expect(entries[entries.length - 1].getAttribute('data-index')).toBe('4999');
    expect(need('log-earlier').textContent).toContain(`${5000 - LOG_WINDOW} not shown`);
    expect(host.querySelectorAll('.log-dice svg.die[data-value]').length).toBe([...entries].filter((e) => Number(e.getAttribute('data-index')) % 3 === 0).length);
    expect([...host.querySelectorAll('.log-heading')].map((h) => h.textContent)).toContain('Round 499');
    expect(host.querySelector('.shell-rule')?.textContent).toBe('Ride phase');
  });
});

describe('shell DiceTray', () => {
  it('draws each roll as dice beside its words, with a verdict and tone, and hides itself when empty', async () => {
    let closed = 0;
    const host = await mount(<DiceTray lines={[{ text: 'shoots Bob', dice: [6, 2], verdict: 'HIT', tone: 'hit', rule: 'p25' }, { text: 'no dice', dice: [] }]} testId="recap" onClose={() => closed++} />);
    const dice = [...host.querySelectorAll('[data-testid="tray-dice"] svg')].map((d) => d.getAttribute('data-value'));
    expect(dice).toEqual(['6', '2']);
    expect(host.querySelector('.recap-line.hit .recap-verdict')?.textContent).toBe('HIT ');
    await click(need('recap-close'));
    expect(closed).toBe(1);
    const empty = await mount(<DiceTray lines={[]} />);
    expect(empty.querySelector('[data-testid="dice-tray"]')).toBeNull();
  });
});

describe('shell GameResult, SettingsDialog, ReplayControls, PassCover', () => {
  it('the result names the winner, the rule, a row per piece, and its actions answer', async () => {
    const clicked: string[] = [];
    await mount(<GameResult title="Ann wins" reason="Last car left" rule="p87" table={{ caption: 'c', columns: [{ label: 'Car' }, { label: 'Hits' }], rows: [{ key: 'a', testId: 'row-a', name: 'Interceptor', cells: [3] }] }} actions={[{ label: 'Again', testId: 'again', onClick: () => clicked.push('again') }]} />);
    expect(need('game-over').textContent).toContain('Ann wins');
    expect(need('row-a').textContent).toBe('Interceptor3');
    await click(need('again'));
    expect(clicked).toEqual(['again']);
  });

  it('settings lists the ruleset\'s options read-only as set, and Escape closes it', async () => {
    let open = true;
    await mount(<SettingsDialog open onClose={() => (open = false)} ruleOptions={[{ key: 'a', label: 'A', text: '', rule: 'p1' }, { key: 'b', label: 'B', text: '', rule: 'p2' }]} ruleValues={{ a: true, b: false }} />);
    expect((need('settings-rule-a') as HTMLInputElement).checked).toBe(true);
    expect((need('settings-rule-b') as HTMLInputElement).checked).toBe(false);
    expect((need('settings-rule-a') as HTMLInputElement).disabled).toBe(true);
    await key('Escape', need('settings'));
    expect(open).toBe(false);
  });

  it('replay controls step by the ruleset\'s units: arrows the first, shift + arrow the second', async () => {
    const moves: string[] = [];
    await mount(<ReplayControls position="here" positionKey="0" atEnd={false} units={[{ unit: 'decision', label: 'Decision' }, { unit: 'round', label: 'Round' }]} onMove={(d, u) => moves.push(`${d}${u}`)} playing={false} onPlaying={() => {}} speed={2} speeds={[[2, 'normal']]} onSpeed={() => {}} closeLabel="Back" onClose={() => {}} />);
    await key('ArrowRight');
    await key('ArrowLeft');
    await click(need('replay-fwd-round'));
    expect(moves).toEqual(['1decision', '-1decision', '1round']);
  });

  it('the cover names who takes the device, and renders nothing of the game behind it', async () => {
    let took = 0;
    const host = await mount(<PassCover name="Bob" why="Bob's decision." shows="decision" mode="turn" onTake={() => took++} />);
    expect(host.textContent).toContain('Pass the device to Bob');
    await click(need('pass-show'));
    expect(took).toBe(1);
  });
});

describe('both rulesets draw with the shell', () => {
  it('Dark Future\'s log is the shell log', async () => {
    const choose = slowDriver(1, 0, false);
    const get = () => useStore.getState();
    get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
    for (let i = 0; i < 6; i++) expect(get().dispatch(choose(get().game!, legalCommands(get().game!)))).toBe(true);
    const host = await mount(<Log />);
    expect(host.querySelector('section.shell-log [data-testid="log-entry"]')).not.toBeNull();
  });

  it('the road-gang screen shows the shell log, the dice tray after a roll, its settings, a replay and the result', async () => {
    useSession.getState().setCover(false);
    expect(useSession.getState().start(roadGang.id, { ruleset: roadGang.id, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { train: false, gyrocopter: true } }, 7)).toBe(true);
    // Play past the set-up's rolls until a command rolls dice.
    for (let i = 0; i < 60 && (i < 2 || useSession.getState().session!.lastDice.length === 0); i++) {
      const s = useSession.getState().session!.state as rg.RgState;
      expect(useSession.getState().play(rg.rgLegalCommands(s)[0])).toBe(true);
    }
    const host = await mount(<RoadGangScreen />);
    expect(host.querySelector('section.shell-log [data-testid="log-entry"]')).not.toBeNull();
    expect(need('dice-tray').querySelector('svg.die[data-value]')).not.toBeNull();
    await click(need('rg-settings'));
    expect((need('settings-rule-gyrocopter') as HTMLInputElement).checked).toBe(true);
    expect((need('settings-rule-train') as HTMLInputElement).checked).toBe(false);
    await click(need('settings-close'));
    const n = useSession.getState().session!.commands.length;
    await click(need('rg-watch'));
    expect(need('replay-position').textContent).toContain(`Decision ${n} of ${n}`);
    await click(need('replay-back-decision'));
    expect(need('replay-position').textContent).toContain(`Decision ${n - 1} of ${n}`);
    expect(Number(need('rg-game').getAttribute('data-commands'))).toBe(n);
    await click(need('replay-close'));
    expect(byTestId('replay-panel')).toBeNull();
  });

  it('the road-gang result is the shell result, a row per vehicle', async () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 3);
    if (!g.ok) throw new Error(g.error.message);
    const s: rg.RgState = { ...g.value.state, flow: { kind: 'over', winner: g.value.state.slowGang, reason: 'three vehicles reached the end' } };
    await mount(<RoadGangResult state={s} onNew={() => {}} />);
    expect(need('rg-over').classList.contains('game-over')).toBe(true);
    expect(need('rg-over').getAttribute('role'), 'announced: the road-gang screen has no live announcer').toBe('status');
    expect(need('rg-over').textContent).toMatch(/(Ann|Bob) wins, as the Slow Gang/);
    expect(need('rg-over').querySelectorAll('tbody tr').length).toBe(s.vehicles.length);
  });
});

describe('the new-game shell', () => {
  it('offers every game of the registry, and shows the chosen one\'s form', async () => {
    await preloadScreens();
    await mount(<NewGameScreen />);
    expect([...document.querySelectorAll('[data-testid^="ng-ruleset-"]')].map((e) => e.getAttribute('data-testid'))).toEqual(games().map((g) => `ng-ruleset-${g.id}`));
    expect(byTestId('new-game-form')).not.toBeNull();
    await click(need(`ng-ruleset-${roadGang.id}`));
    expect(byTestId('rg-new-game')).not.toBeNull();
    expect(byTestId('new-game-form')).toBeNull();
  });
});
