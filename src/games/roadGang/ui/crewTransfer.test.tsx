// @vitest-environment happy-dom
// The Ride phase's crew transfer (issue 29): one count chosen in a select and one button sending
// the engine's command for it, instead of a "Move N crew" button for every count.
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

describe('the crew transfer: one control per vehicle alongside', () => {
  it('offers each count once in a select with one button, and the button sends the engine\'s command for the chosen count', async () => {
    const s = riding();
    const transfers = rg.rgLegalCommands(s).filter((c) => c.type === 'transfer');
    expect(transfers).toHaveLength(12);
    const onCommand = vi.fn();
    const host = await mount(<Decision state={s} onCommand={onCommand} />);
    // Two vehicles to hand crew to: two controls, and no button per count any more.
    expect(host.querySelectorAll('.rg-transfer')).toHaveLength(2);
    const labels = [...host.querySelectorAll('.rg-choices .action-label')].map((x) => x.textContent);
    expect(labels.filter((t) => /^Move \d+ crew/.test(t!))).toEqual(['Move 1 crew to van', 'Move 1 crew to car']);
    const select = need('rg-transfer-van-crew') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6 (all)']);
    // The number's meaning is said in its label, which the select is named by.
    expect(host.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Crew to move to vanof the 6 aboard bus');
    select.value = '6';
    await fire(select, 'change');
    const button = need('rg-transfer-van').querySelector('button')!;
    expect(button.querySelector('.action-label')!.textContent).toBe('Move 6 crew to van');
    // The engine's own words for that count: all six leave the bus abandoned.
    expect(button.textContent).toContain('bus is left abandoned');
    await click(button);
    expect(onCommand).toHaveBeenCalledWith({ type: 'transfer', by: 'a', to: 'van', crew: 6 });
  });

  it('played through the engine, the crew cross', async () => {
    function Harness() {
      const [s, set] = useState(riding);
      return (<><Decision state={s} onCommand={(c) => { const r = rg.rgApply(s, c); if (r.ok) set(r.value.state); }} /><output data-testid="crews">{s.vehicles.map((v) => v.crew).join(',')}</output></>);
    }
    await mount(<Harness />);
    const select = need('rg-transfer-car-crew') as HTMLSelectElement;
    select.value = '2';
    await fire(select, 'change');
    await click(need('rg-transfer-car').querySelector('button'));
    const van = riding().vehicles[1].crew;
    expect(need('crews').textContent!.split(',').slice(0, 3)).toEqual(['4', String(van), '2']);
  });
});
