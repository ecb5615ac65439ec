// @vitest-environment happy-dom
// Hot-seat with many (issue 7) on the real engine: record sheets grouped by side with the deciding
// vehicle in front, the mini-map of the sections in play, vehicles out of play with how they went,
// the players list, and the new-game form's seats, sides and name checks.
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../store';
import { History, type LogEntry } from '../store';
import type { GameEvent } from '../engine';
import { pending, sidesInPlay } from '../engine';
import { decisionHeadline } from './PendingBanner';
import { LeadResult } from './RollForLead';
import { hex, OWNER_COLOURS } from '../render/palette';
import { MiniMap } from './MiniMap';
import { OutOfPlayList } from './OutOfPlay';
import { PlayersFieldset } from './PlayersFieldset';
import { PlayersPanel } from './PlayersPanel';
import { RecordSheets, sheetOrder } from './RecordSheets';
import { roster, rosterProblems, teamsOf, withSeats } from './roster';
import { threeSides } from '../engine/fixtures/threeSides';
import { byTestId, click, mount, need, type, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

const css = (el: Element): string => (el as HTMLElement).style.background;
/** happy-dom reports colours as written: compare with the palette's hex. */
const colour = (i: number) => hex(OWNER_COLOURS[i]);

describe('record sheets for many vehicles', () => {
  it('are grouped by side, the deciding side and vehicle first, only that sheet unfolded', async () => {
    const game = threeSides();
    useStore.setState({ game });
    await mount(<RecordSheets active="fang" />);
    const groups = [...document.querySelectorAll('.side-group')].map((g) => g.getAttribute('data-testid'));
    expect(groups).toEqual(['side-group-gang', 'side-group-ops', 'side-group-nomads']);
    const sheets = [...document.querySelectorAll('.record-sheet')].map((s) => s.getAttribute('data-testid'));
    expect(sheets).toEqual(['sheet-fang', 'sheet-razor', 'sheet-hawk', 'sheet-kite', 'sheet-drifter', 'sheet-dust']);
    const open = [...document.querySelectorAll('.record-sheet')].filter((s) => (s as HTMLDetailsElement).open).map((s) => s.getAttribute('data-testid'));
    expect(open).toEqual(['sheet-fang']);
    // The folded summary still says who drives it, its speed and its damage.
    expect(need('sheet-razor').querySelector('summary')!.textContent).toMatch(/Razor.*Bob.*70 mph.*damage 18\/18/);
    expect(need('side-group-gang').querySelector('summary')!.textContent).toContain('Gang');
    expect(need('side-group-gang').querySelector('summary')!.textContent).toContain('Bob · 2 vehicles');
  });

  it('a sheet a player unfolds stays unfolded when another vehicle decides', async () => {
    useStore.setState({ game: threeSides() });
    let decide: (id: string) => void = () => {};
    function Table() {
      const [active, setActive] = useState('hawk');
      decide = setActive;
      return <RecordSheets active={active} />;
    }
    await mount(<Table />);
    const razor = need('sheet-razor') as HTMLDetailsElement;
    expect(razor.open).toBe(false);
    razor.open = true;
    await act(async () => razor.dispatchEvent(new Event('toggle')));
    expect(need('braking-razor')).toBeTruthy();
    await act(async () => decide('drifter'));
    expect((need('sheet-razor') as HTMLDetailsElement).open).toBe(true);
    expect((need('sheet-drifter') as HTMLDetailsElement).open).toBe(true);
    expect((need('sheet-hawk') as HTMLDetailsElement).open).toBe(false);
    // A folded sheet draws its summary only.
    expect(byTestId('braking-hawk')).toBeNull();
  });

  it('two vehicles of two sides: every sheet open (Games One to Five read as before)', async () => {
    const game = threeSides();
    game.vehicles = game.vehicles.filter((v) => v.id === 'hawk' || v.id === 'razor');
    useStore.setState({ game });
    await mount(<RecordSheets active="razor" />);
    expect([...document.querySelectorAll('.record-sheet')].every((s) => (s as HTMLDetailsElement).open)).toBe(true);
  });

  it('sheetOrder leaves the order alone when nobody decides', () => {
    const sides = sidesInPlay(threeSides());
    expect(sheetOrder(sides, null)).toEqual(sides);
  });
});

describe('mini-map', () => {
  it('shows the sections in play with each vehicle on its section in its side colour, the deciding one ringed', async () => {
    useStore.setState({ game: threeSides() });
    await mount(<MiniMap />);
    expect(document.querySelectorAll('.mini-section')).toHaveLength(9);
    expect([...need('mini-section-1').querySelectorAll('.mini-dot')].map((d) => d.getAttribute('data-testid'))).toEqual(['mini-dot-hawk', 'mini-dot-kite']);
    expect(need('mini-section-6').querySelectorAll('.mini-dot')).toHaveLength(2);
    expect(need('mini-section-2').querySelectorAll('.mini-dot')).toHaveLength(0);
    expect(need('mini-dot-hawk').className).toContain('deciding');
    expect(css(need('mini-dot-hawk'))).toBe(css(need('mini-dot-kite')));
    expect(css(need('mini-dot-razor'))).not.toBe(css(need('mini-dot-hawk')));
    expect(need('mini-section-3').textContent).toContain('Razor, Fang');
    expect(need('legend-nomads').textContent).toBe(' Nomads (Cy)');
  });
});

describe('out of play', () => {
  it('lists each vehicle that left, with how and the cause the engine logged', async () => {
    const game = threeSides();
    game.vehicles.find((v) => v.id === 'kite')!.status = 'leftPlay';
    game.vehicles.find((v) => v.id === 'razor')!.status = 'crashed';
    const events: GameEvent[] = [
      { type: 'leftPlay', vehicle: 'kite', cause: 'drove off the end of the track', rule: 'p75', dice: [] },
      { type: 'crash', vehicle: 'razor', cause: 'spun off the edge of the road', rule: 'p44', dice: [] },
    ];
    const log = History.of<LogEntry>(events.map((event, index) => ({ index, turn: 1, phase: 1, event })));
    useStore.setState({ game, log });
    await mount(<OutOfPlayList />);
    expect(need('gone-kite').textContent).toBe('Kite (Ann, Ops) — left play: drove off the end of the track p75');
    expect(need('gone-razor').getAttribute('data-how')).toBe('crashed');
    expect(need('gone-razor').textContent).toContain('spun off the edge of the road');
  });
  it('says nothing while every vehicle drives', async () => {
    useStore.setState({ game: threeSides() });
    await mount(<OutOfPlayList />);
    expect(byTestId('out-of-play')).toBeNull();
  });
});

describe('players list', () => {
  it('names each player with their side and vehicles, and takes a request for privacy', async () => {
    useStore.setState({ game: threeSides() });
    await mount(<PlayersPanel />);
    expect(need('player-bob').textContent).toContain('Gang');
    expect(need('player-bob').textContent).toContain('Razor, Fang');
    await click(need('privacy-cy'));
    expect(useStore.getState().privacy).toEqual({ cy: true });
  });
});

describe('new-game seats', () => {
  const range = { min: 2, max: 8 };
  const teams = [{ id: 'team1', label: 'Team 1' }, { id: 'team2', label: 'Team 2' }];

  it('roster: empty names become Player N, teams default round the table, duplicates and empty teams refused', () => {
    const players = roster({ names: ['Ann', '', 'ann'] }, range, teams);
    expect(players.map((p) => [p.id, p.name, p.team])).toEqual([['p1', 'Ann', 'team1'], ['p2', 'Player 2', 'team2'], ['p3', 'ann', 'team1']]);
    expect(rosterProblems(players, teams).map((x) => x.key)).toEqual(['names']);
    const allOne = roster({ names: ['A', 'B'], teams: { p1: 'team1', p2: 'team1' } }, range, teams);
    expect(rosterProblems(allOne, teams)).toEqual([{ key: 'team2', text: 'Team 2 needs at least one player.' }]);
    expect(teamsOf(players, teams)).toEqual([['p1', 'p3'], ['p2']]);
    expect(roster({ names: ['A', 'B'] }, { min: 2, max: 2 }, [])[0].team).toBeNull();
  });

  it('withSeats adds and removes the last seat within the range', () => {
    expect(withSeats(['A', 'B'], range, 1)).toEqual(['A', 'B', '']);
    expect(withSeats(['A', 'B'], range, -1)).toEqual(['A', 'B']);
    expect(withSeats(Array(8).fill('x'), range, 1)).toHaveLength(8);
    // A two-player scenario shows two seats whatever was typed for a bigger game.
    expect(withSeats(['A', 'B', 'C'], { min: 2, max: 2 }, 1)).toEqual(['A', 'B']);
  });

  it('the form adds players up to the maximum, each with a team and a privacy box, and refuses duplicate names', async () => {
    useStore.setState({ draft: { ...initial.draft, names: ['Ann', 'Bob'] } });
    await mount(<PlayersFieldset range={{ min: 2, max: 3 }} teams={teams} />);
    expect(document.querySelectorAll('.seat-row')).toHaveLength(2);
    await click(need('ng-add-player'));
    expect(document.querySelectorAll('.seat-row')).toHaveLength(3);
    expect((need('ng-add-player') as HTMLButtonElement).disabled).toBe(true);
    expect((need('ng-team3') as HTMLSelectElement).value).toBe('team1');
    await type(need('ng-player3') as HTMLInputElement, 'bob');
    expect(need('ng-names-why').textContent).toBe('Each player needs a different name.');
    await click(need('ng-privacy2'));
    expect(useStore.getState().draft.privacy).toEqual({ p2: true });
    await click(need('ng-remove-player'));
    expect(document.querySelectorAll('.seat-row')).toHaveLength(2);
    expect(byTestId('ng-names-why')).toBeNull();
  });

  it('a two-player scenario offers no seat buttons and no team choice', async () => {
    await mount(<PlayersFieldset range={{ min: 2, max: 2 }} teams={[]} />);
    expect(document.querySelectorAll('.seat-row')).toHaveLength(2);
    expect(byTestId('ng-add-player')).toBeNull();
    expect(byTestId('ng-team1')).toBeNull();
  });
});

describe('side colours', () => {
  it("a side's vehicles share its colour on the board and in the panel", async () => {
    useStore.setState({ game: threeSides() });
    await mount(<MiniMap />);
    expect(css(need('mini-dot-hawk'))).toBe(colour(0));
    expect(css(need('mini-dot-fang'))).toBe(colour(1));
    expect(css(need('mini-dot-dust'))).toBe(colour(2));
  });
});

describe('every decision names its player and its vehicle', () => {
  it.each([
    ['declare', { kind: 'declare', player: 'ann', vehicle: 'kite' }, 'Ann: declare an action for Kite'],
    ['fire or hold', { kind: 'fireOrHold', player: 'bob', vehicle: 'fang' }, 'Bob: fire or hold fire with Fang'],
    ['place', { kind: 'place', player: 'cy', vehicle: 'dust', step: { kind: 'place', side: 'nomads', sections: [0] } }, 'Cy: place Dust'],
    ['a set-up roll for one vehicle', { kind: 'roll', player: 'cy', vehicle: 'drifter', step: { kind: 'rollDriveSkill', player: 'cy' } }, 'Cy: roll for drive skill (Drifter)'],
  ])('%s', (_, p, text) => {
    expect(decisionHeadline(threeSides(), { why: '', secret: false, ...p } as Parameters<typeof decisionHeadline>[1])).toBe(text);
  });
  it("the game's own first decision", () => {
    const g = threeSides();
    expect(decisionHeadline(g, pending(g))).toBe('Ann: declare an action for Hawk');
  });
});

describe('the lead roll names every driver with the side the die gave them (p87)', () => {
  it('Game One: an even roll gives the roller the chase car', async () => {
    localStorage.clear();
    useStore.getState().start({ scenario: 'gameOne', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], forcedDice: [2] }, 1);
    useStore.getState().dispatch({ type: 'rollForLead' });
    await mount(<LeadResult />);
    expect(need('lead-result').textContent).toBe('Ann rolled : Bob drives the lead car, Ann the chase car (p87).');
  });
});
