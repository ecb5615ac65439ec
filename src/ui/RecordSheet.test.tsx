// @vitest-environment happy-dom
// Record sheet details (p28, p83) and the confirm-before-discarding buttons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testState } from '../engine/testkit';
import { useStore } from '../store';
import { act } from 'react';
import { layPassive } from '../engine/resolve/passives';
import { testCtx } from '../engine/testkit';
import { RecordSheet } from './RecordSheet';
import { RecordSheets } from './RecordSheets';
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

describe('secrets on the sheets (p22, p11)', () => {
  /** Car a has laid a dummy oil marker, face down. */
  function dummyLaid(secretSheets = false) {
    const g = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'oil', mount: 'passive' }] }, { id: 'f', lane: 6, space: 0 }] });
    layPassive(testCtx(g), 'a', 'a.w1', true);
    g.options.secretRecordSheets = secretSheets;
    return g;
  }
  // The value, without the explanation the tip carries after it.
  const text = (id: string) => (need(id).textContent ?? '').match(/^(secret|\d+\/\d+|\d+ mph|\d+)/)?.[0];

  it('p22: "Dummies left" drops for the driver only, after the pass-the-device screen', async () => {
    const g = dummyLaid();
    useStore.setState({ game: g, viewer: null });
    await mount(<RecordSheets active={null} />);
    expect(text('dummies-a')).toBe('6');
    await act(async () => useStore.setState({ viewer: g.vehicles[1].owner }));
    expect(text('dummies-a')).toBe('6');
    await act(async () => useStore.setState({ viewer: g.vehicles[0].owner }));
    expect(text('dummies-a')).toBe('5');
    expect(need('sheet-a').getAttribute('data-own')).toBe('true');
  });

  it('p11: with secret sheets the others see speed and speed factor, not damage, ammunition or criticals', async () => {
    const g = dummyLaid(true);
    g.vehicles[0].damage = 4;
    useStore.setState({ game: g, viewer: g.vehicles[1].owner });
    await mount(<RecordSheets active={null} />);
    const sheet = need('sheet-a');
    expect(text('speed-a')).toContain('mph');
    for (const id of ['damage-a', 'criticals-a', 'dummies-a', 'handling-a']) expect(text(id)).toBe('secret');
    expect(sheet.querySelector('[data-testid="damage-track-a"]')).toBeNull();
    expect(sheet.querySelector('table.weapons')?.textContent).toContain('secret');
    // Nor on the mounts diagram: the oil layer is there, its shots are not.
    const labels = [...need('mounts-a').querySelectorAll('.md-label')].map((l) => l.textContent).join(' ');
    expect(labels).toContain('OIL');
    expect(labels).not.toMatch(/\d/);
    expect(sheet.textContent).not.toContain(`4/${g.vehicles[0].damageMax}`);
    // Its driver sees it all.
    await act(async () => useStore.setState({ viewer: g.vehicles[0].owner }));
    expect(text('damage-a')).toBe(`4/${g.vehicles[0].damageMax}`);
    expect(text('dummies-a')).toBe('5');
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
