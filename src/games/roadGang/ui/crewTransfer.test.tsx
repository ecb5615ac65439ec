// @vitest-environment happy-dom
// The Ride phase's crew transfer (issue 29): the vehicle and the count chosen in two selects and one
// button sending the engine's command for them, instead of a "Move N crew" button for every count.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rg } from '../../../engine';
import { rgTestState } from '../../../engine/roadGang/testkit';
import { click, fire, mount, need, unmount } from '../../../ui/testing/mount';
import { Decision } from './Decision';

afterEach(unmount);

/** A bus with 6 crew on its Ride phase, a van of its own and an abandoned car beside it. */
function riding(): rg.RgState {
  const s = rgTestState({ vehicles: [
    { id: 'bus', type: 'bus', gang: 'a', segment: 20, crew: 6 },
    { id: 'van', type: 'van', gang: 'a', segment: 20 },
    { id: 'car', type: 'muscleCar', gang: 'b', segment: 20, crew: 0, owner: null, status: 'abandoned' },
  ] });
  const r = rg.rgApply(s, { type: 'activate', by: 'a', vehicle: 'bus' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('the crew transfer: one control', () => {
  it('offers each vehicle alongside and each count once, in two selects with one button, and the button sends the engine\'s command for the choice', async () => {
    const s = riding();
    const transfers = rg.rgLegalCommands(s).filter((c) => c.type === 'transfer');
    expect(transfers).toHaveLength(12);
    const onCommand = vi.fn();
    const host = await mount(<Decision state={s} onCommand={onCommand} />);
    // One control, and no button per count or per vehicle any more: ride, the transfer, stay put.
    expect(host.querySelectorAll('.rg-transfer')).toHaveLength(1);
    const labels = [...host.querySelectorAll('.rg-choices .action-label')].map((x) => x.textContent);
    expect(labels.filter((t) => /^Move \d+ crew/.test(t!))).toEqual(['Move 1 crew to van']);
    expect(labels).toHaveLength(rg.rgLegalCommands(s).length - transfers.length + 1);
    const to = need('rg-transfer-to') as HTMLSelectElement;
    const crew = need('rg-transfer-crew') as HTMLSelectElement;
    expect([...to.options].map((o) => o.textContent)).toEqual(['van', 'car']);
    expect([...crew.options].map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6 (all)']);
    // What the numbers mean is said with them: the selects' labels and the crew aboard.
    expect(need('rg-transfer').querySelector('legend')!.textContent).toBe('Move crew instead of riding6 aboard bus');
    expect(to.closest('label')!.textContent).toMatch(/^To/);
    expect(crew.closest('label')!.textContent).toMatch(/^How many/);
    crew.value = '6';
    await fire(crew, 'change');
    const button = need('rg-transfer').querySelector('button')!;
    expect(button.querySelector('.action-label')!.textContent).toBe('Move 6 crew to van');
    // The engine's own words for that count: all six leave the bus abandoned.
    expect(button.textContent).toContain('bus is left abandoned');
    await click(button);
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'transfer', by: 'a', to: 'van', crew: 6 });
    to.value = 'car';
    await fire(to, 'change');
    expect(button.querySelector('.action-label')!.textContent).toBe('Move 6 crew to car');
    await click(button);
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'transfer', by: 'a', to: 'car', crew: 6 });
  });

  it('played through the engine, the crew cross', async () => {
    function Harness() {
      const [s, set] = useState(riding);
      return (<><Decision state={s} onCommand={(c) => { const r = rg.rgApply(s, c); if (r.ok) set(r.value.state); }} /><output data-testid="crews">{s.vehicles.map((v) => v.crew).join(',')}</output></>);
    }
    await mount(<Harness />);
    const to = need('rg-transfer-to') as HTMLSelectElement;
    to.value = 'car';
    await fire(to, 'change');
    const crew = need('rg-transfer-crew') as HTMLSelectElement;
    crew.value = '2';
    await fire(crew, 'change');
    await click(need('rg-transfer').querySelector('button'));
    const van = riding().vehicles[1].crew;
    expect(need('crews').textContent!.split(',').slice(0, 3)).toEqual(['4', String(van), '2']);
  });
});
