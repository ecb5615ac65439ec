// @vitest-environment happy-dom
// Issue 29: in a two-car game nothing showed how far the finish is (the strip of sections came only
// with more cars). A race to a finish line (Game One, p87) shows the strip with the finish at its
// end and how far the car in front has to go; a two-car game with no finish line still has none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newGame, type GameState, type ScenarioId } from '../engine';
import { throughSetup } from '../render/testing/throughSetup';
import { useStore } from '../store';
import { MiniMap } from './MiniMap';
import { byTestId, mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

/** A two-car game played through its set-up, the first answer offered each time. */
const placed = (scenario: ScenarioId): GameState => throughSetup({ scenario, players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }, 5);

describe('the finish in a two-car race (issue 29)', () => {
  it('Game One: the strip shows the sections, the finish line at its end and how many sections the car in front has to go', async () => {
    const game = placed('gameOne');
    expect(game.vehicles).toHaveLength(2);
    useStore.setState({ game });
    await mount(<MiniMap />);
    expect(need('mini-map')).toBeTruthy();
    const items = [...document.querySelectorAll('.mini-sections > li')];
    expect(document.querySelectorAll('.mini-section')).toHaveLength(game.track.sections.length);
    expect(items.at(-1)!.getAttribute('data-testid')).toBe('mini-finish');
    expect(items.at(-1)!.textContent).toContain('Finish');
    const front = [...game.vehicles].sort((a, b) => b.cell.t1 - a.cell.t1)[0];
    const sections = (game.track.finishTick! - front.cell.t1) / 60;
    expect(sections).toBeGreaterThan(1);
    const text = need('mini-finish-distance').textContent ?? '';
    expect(text).toContain(front.name);
    expect(text).toMatch(new RegExp(`${Math.floor(sections)}(½)? sections? to the finish`));
  });

  it('the distance shrinks as the front car drives on, and says when it is at the line', async () => {
    const game = placed('gameOne');
    const front = [...game.vehicles].sort((a, b) => b.cell.t1 - a.cell.t1)[0];
    const end = game.track.finishTick!;
    front.cell = { ...front.cell, t0: end - 110, t1: end - 90 };
    useStore.setState({ game });
    await mount(<MiniMap />);
    expect(need('mini-finish-distance').textContent).toContain('1½ sections to the finish');
    await unmount();
    front.cell = { ...front.cell, t0: end - 20, t1: end };
    useStore.setState({ game: { ...game } });
    await mount(<MiniMap />);
    expect(need('mini-finish-distance').textContent).toContain('at the finish line');
    // Over the line, the race is decided: it says who crossed it, not how far the other has to go.
    await unmount();
    const other = game.vehicles.find((v) => v.id !== front.id)!;
    useStore.setState({ game: { ...game, vehicles: game.vehicles.map((v) => (v.id === other.id ? { ...v, status: 'finished' as const } : v)) } });
    await mount(<MiniMap />);
    expect(need('mini-finish-distance').textContent).toBe(`${other.name} crossed the finish line`);
  });

  it('before the roll gives the sides (p87) the strip has the same lines: where the finish is, and the drivers', async () => {
    const r = newGame({ scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }, 5);
    if (!r.ok) throw new Error(r.error.message);
    useStore.setState({ game: r.value });
    await mount(<MiniMap />);
    expect(need('mini-finish-distance').textContent).toBe('The finish line is at the end of section 7');
    expect(need('legend-player-ann').textContent).toContain('Ann');
    expect(need('legend-player-bob').textContent).toContain('Bob');
    await unmount();
    useStore.setState({ game: placed('gameOne') });
    await mount(<MiniMap />);
    expect(byTestId('legend-player-ann')).toBeNull();
    expect(document.querySelectorAll('.mini-legend')).toHaveLength(1);
  });

  it('two cars on a road with no finish line (an open road, p88) show no strip', async () => {
    const game = placed('gameThree');
    useStore.setState({ game: { ...game, track: { ...game.track, finishTick: null } } });
    await mount(<MiniMap />);
    expect(byTestId('mini-map')).toBeNull();
  });
});
