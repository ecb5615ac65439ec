// @vitest-environment happy-dom
// Record sheet details (p28, p83) and the confirm-before-discarding buttons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testState } from '../engine/testkit';
import { useStore } from '../store';
import { RecordSheet } from './RecordSheet';
import { ConfirmButton } from './ConfirmButton';
import { conditions } from './conditions';
import { click, mount, need, unmount } from './testing/mount';

afterEach(unmount);

const car = (patch = {}) => testState({ vehicles: [{ id: 'a', lane: 3, space: 1, patch }] }).vehicles[0];

describe('record sheet', () => {
  it('strikes lost damage boxes and marks the levels passed (p28)', async () => {
    useStore.setState({ game: testState({ vehicles: [{ id: 'a', lane: 3, space: 1 }] }) });
    await mount(<RecordSheet v={car({ damage: 10, levelsLeft: [8, 4] })} active={false} />);
    const boxes = need('damage-track-a').querySelectorAll('.damage-box');
    expect(boxes).toHaveLength(18);
    expect(need('damage-track-a').querySelectorAll('.damage-box.lost')).toHaveLength(8);
    const twelve = [...boxes].find((b) => b.textContent === '12')!;
    expect(twelve.className).toContain('taken');
    expect(twelve.getAttribute('title')).toContain('Already taken');
    expect(need('braking-a').getAttribute('title')).toContain('(p16, p41)');
  });

  it('p28, p64: a bike\'s damage track is 9 boxes with its levels at 6 and 3, struck once it falls below them', async () => {
    const bike = testState({ vehicles: [{ id: 'b', kind: 'bike', lane: 3, space: 1, weapons: [], patch: { damage: 5, levelsLeft: [3] } }] });
    useStore.setState({ game: bike });
    await mount(<RecordSheet v={bike.vehicles[0]} active={false} />);
    const track = need('damage-track-b');
    expect([...track.querySelectorAll('.damage-box')].map((b) => b.textContent)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect([...track.querySelectorAll('.damage-box.level')].map((b) => b.textContent)).toEqual(['6', '3']);
    expect([...track.querySelectorAll('.damage-box.taken')].map((b) => b.textContent)).toEqual(['6']);
    expect(track.querySelectorAll('.damage-box.lost')).toHaveLength(4);
  });

  it('shows condition badges with their rules, only where they mean something', () => {
    expect(conditions(car({ outOfControl: true })).map((c) => c.id)).toEqual(['outOfControl']);
    expect(conditions(car({ outOfControl: true }))[0].text).toContain('p42');
    // Game One cars carry no turret and no laser: nothing to say when those are switched off.
    expect(conditions(car({ turretOff: true, lasersOff: true }))).toEqual([]);
  });
});

describe('marker peek', () => {
  it('issue 9: never reads "Peek at my markers ()" — a player without a name is told by the car', async () => {
    const g = testState({ vehicles: [{ id: 'a', lane: 3, space: 1, name: 'Hawk', weapons: [{ type: 'oil', mount: 'passive' }] }] });
    g.players = g.players.map((p) => ({ ...p, name: '' }));
    if (!g.players.some((p) => p.id === g.vehicles[0].owner)) g.players.push({ id: g.vehicles[0].owner, name: '' });
    useStore.setState({ game: g, viewer: null });
    await mount(<RecordSheet v={g.vehicles[0]} active={false} />);
    const peek = need('peek-a');
    expect(peek.textContent).not.toContain('()');
    expect(peek.textContent).toContain('Hawk');
  });
});

describe('confirm button', () => {
  it('asks before it acts', async () => {
    const act = vi.fn();
    await mount(<ConfirmButton label="New game" question="Abandon this game?" onConfirm={act} testId="new-game" />);
    await click(need('new-game'));
    expect(act).not.toHaveBeenCalled();
    await click(need('new-game-no'));
    await click(need('new-game'));
    await click(need('new-game-yes'));
    expect(act).toHaveBeenCalledOnce();
  });
});
