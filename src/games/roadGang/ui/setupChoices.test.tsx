// @vitest-environment happy-dom
// The road-gang set-up's two choices the text leaves to the table: the round limit ("none" by
// default: the text has no time limit; what happens at one is said on the form) and "Look at the
// opposing vehicles. Designate one player as the Slow Gang" (the players choose on the game
// screen, the engine's suggestion and its reason shown).
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rg } from '../../../engine';
import { useSession } from '../../../shell/sessionStore';
import { click, fire, mount, need, unmount } from '../../../ui/testing/mount';
import { Decision } from './Decision';
import { RoadGangNewGame } from './RoadGangNewGame';

afterEach(unmount);

async function choose(el: HTMLSelectElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  await act(async () => setter.call(el, value));
  await fire(el, 'change');
}

describe('the road-gang new-game form: the round limit', () => {
  const original = useSession.getState().start;
  afterEach(() => useSession.setState({ start: original }));

  it('offers none (the default, as the text), 30, 50 or 100 rounds, says what happens at a limit, and always sends it', async () => {
    const start = vi.fn(() => true);
    useSession.setState({ start });
    await mount(<RoadGangNewGame />);
    const select = need('rg-round-limit') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'none (as the text)', '30 rounds, then the Fast Gang wins (house rule)', '50 rounds, then the Fast Gang wins (house rule)', '100 rounds, then the Fast Gang wins (house rule)',
    ]);
    expect(select.value).toBe('');
    expect(need('rg-round-limit-text').textContent).toContain('The text has no time limit');
    expect(need('rg-round-limit-text').textContent).toContain("the Fast Gang wins by the table's house rule");
    await click(need('rg-start'));
    expect(start).toHaveBeenLastCalledWith('roadGang', expect.objectContaining({ options: { train: false, gyrocopter: false, roundLimit: null } }), expect.any(Number), {});
    await choose(select, '30');
    await click(need('rg-start'));
    expect(start).toHaveBeenLastCalledWith('roadGang', expect.objectContaining({ options: { train: false, gyrocopter: false, roundLimit: 30 } }), expect.any(Number), {});
    // Who drives: a person by default, or a level of the game's computer, sent as the game's seats.
    const seat = need('rg-seat-2') as HTMLSelectElement;
    expect([...seat.options].map((o) => o.value)).toEqual(['person', 'random', 'normal']);
    // In Dark Future's words (issue 29: one look for every game's form).
    expect([...seat.options].map((o) => o.textContent)).toEqual(['Person', 'Computer — random', 'Computer — normal']);
    seat.value = 'normal';
    await fire(seat, 'change');
    await click(need('rg-start'));
    expect(start).toHaveBeenLastCalledWith('roadGang', expect.anything(), expect.any(Number), { p2: 'normal' });
  });
});

describe('the road-gang new-game form: one look with Dark Future\'s (issue 29)', () => {
  it('is built of the same parts: a seat row for each player (name, then who sits there), the same title and seed; no pass-the-device choice', async () => {
    const host = await mount(<RoadGangNewGame />);
    const rows = [...host.querySelectorAll('[data-testid="rg-players"] .seat-row')];
    expect(rows).toHaveLength(2);
    rows.forEach((row, i) => {
      expect(row.querySelector('label')!.textContent).toBe(`Player ${i + 1}`);
      expect(row.querySelector('select')!.getAttribute('aria-label')).toBe(`Player ${i + 1} is`);
    });
    expect(host.querySelector('h2.form-title')!.textContent).toBe('A new game of Road gangs');
    expect(need('rg-seed').getAttribute('placeholder')).toBe('random');
    // Nothing this game asks is private: its table never covers the screen, so the form offers no cover.
    expect(host.querySelector('[data-testid="rg-cover"]')).toBeNull();
    expect(host.textContent).not.toContain('Cover the screen');
  });
});

function Harness({ start }: { start: rg.RgState }) {
  const [s, set] = useState(start);
  return <div data-testid="harness" data-slow={s.slowGang} data-flow={s.flow.kind}><Decision state={s} onCommand={(c) => { const r = rg.rgApply(s, c); if (r.ok) set(r.value.state); }} /></div>;
}

describe('the road-gang set-up: the players designate the Slow Gang', () => {
  it('shows the engine\'s suggestion and why, offers both players, and takes the one chosen', async () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { roundLimit: null } }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value.state;
    if (s.flow.kind !== 'slowGang') throw new Error('expected the choice');
    const suggested = s.players.find((p) => p.id === (s.flow as { suggested: string }).suggested)!;
    const other = s.players.find((p) => p.id !== suggested.id)!;
    const host = await mount(<Harness start={s} />);
    expect(host.querySelector('h2')!.textContent).toBe('Ann: the Slow Gang (the players choose)');
    expect(host.textContent).toContain(`The engine suggests ${suggested.name}: ${s.flow.reason}`);
    const buttons = [...host.querySelectorAll('.rg-choices button')];
    expect(buttons.map((b) => b.textContent!.split('No dice')[0])).toEqual([`${suggested.name} is the Slow Gang (suggested)`, `${other.name} is the Slow Gang`]);
    // The engine's reason is said once, in the decision's words, not again under the suggested button (issue 29).
    expect(host.textContent!.split(s.flow.reason).length - 1).toBe(1);
    expect(buttons[0].textContent).toContain('No dice: ');
    await click(buttons[1]);
    expect(need('harness').dataset.slow).toBe(other.id);
    expect(need('harness').dataset.flow).toBe('place');
  });
});
