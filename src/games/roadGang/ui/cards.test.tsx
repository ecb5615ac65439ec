// @vitest-environment happy-dom
// The road-gang index card carries everything the text puts on a vehicle ("Gangs", "Vehicle
// table", "Equipment table"): the modifiers as the engine computes them, crew, equipment with
// its effect and uses left, and its state; and the decision shows odds or the reason for none.
import { afterEach, describe, expect, it } from 'vitest';
import { rg } from '../../../engine';
import { mount, unmount } from '../../../ui/testing/mount';
import { Decision } from './Decision';
import { VehicleCard, cardDomId } from './VehicleCard';

afterEach(unmount);

function game(seed: number, options?: rg.RgSetup['options']): rg.RgState {
  const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options }, seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value.state;
}

const stat = (host: HTMLElement, name: string) => [...host.querySelectorAll('.rg-stats > div')].find((d) => d.querySelector('dt')!.textContent === name)!.querySelector('dd')!.textContent;

describe('road-gang index card', () => {
  it('a muscle car with plates, a spar, a shotgun and a passenger, hit by tacks and stuck: every modifier and state', async () => {
    const s = game(5);
    const v: rg.RgVehicle = {
      ...s.vehicles[0], type: 'muscleCar', crew: 2, speedFixed: -2, noMoveNextTurn: true, acted: true, segment: 37, status: 'active',
      items: [{ id: 'i1', kind: 'armorPlates', uses: null }, { id: 'i2', kind: 'rammingSpar', uses: null }, { id: 'i3', kind: 'shotgun', uses: 3 }, { id: 'i4', kind: 'passenger', uses: null }, { id: 'i5', kind: 'nitros', uses: 0 }],
    };
    const host = await mount(<VehicleCard state={s} vehicle={v} deciding={false} />);
    // Muscle Car: speed +1, mnvr +1, armor 2, size 2, crew 3 (Vehicle table); tacks: "your speed becomes –2 permanently".
    expect(stat(host, 'Speed')).toBe('-2');
    expect(stat(host, 'Mnvr')).toBe('+1');
    expect(stat(host, 'Armor')).toBe('+3');
    expect(stat(host, 'Size')).toBe('2');
    expect(stat(host, 'Ram')).toBe('+1');
    // No limit to the crew a vehicle takes on: the card shows the crew, not a capacity.
    expect(stat(host, 'Crew')).toBe('2');
    expect(stat(host, 'HTH')).toBe('+2');
    const items = [...host.querySelectorAll('.rg-items li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Armor Plates (armor +1)', 'Ramming Spar (ram +1)', 'Shotgun (range 2, to hit +1, HTH +2) 3 uses left', 'Passenger (crew +1)', 'Nitros (speed +4 for a ride) used up',
    ]);
    expect(host.textContent).toContain('segment 37 of 100');
    expect(host.textContent).toContain('cannot move next turn');
    expect(host.textContent).toContain('has had its turn this round');
    expect(host.querySelector('article')!.id).toBe(cardDomId(v.id));
  });

  it('an abandoned vehicle says so and who rolled it; the train and the gyrocopter carry their special rules', async () => {
    const s = game(6, { gyrocopter: true });
    const v: rg.RgVehicle = { ...s.vehicles[0], owner: null, crew: 0, status: 'abandoned' };
    let host = await mount(<VehicleCard state={s} vehicle={v} deciding={false} />);
    expect(host.textContent).toContain('abandoned: no crew');
    expect(host.textContent).toContain("Rolled for Ann's gang");
    const gyro = s.vehicles.find((x) => x.type === 'gyrocopter')!;
    host = await mount(<VehicleCard state={s} vehicle={gyro} deciding={false} />);
    expect(stat(host, 'Speed')).toBe('+5');
    expect(host.textContent).toContain('cannot ram or be rammed');
    expect(host.textContent).toMatch(/Molotov Cocktails \(range 2, fire \(1 in 6: ball of flame\)\) \d+ uses? left/);
    host = await mount(<VehicleCard state={s} vehicle={{ ...gyro, type: 'armoredTrain' }} deciding={false} />);
    expect(host.textContent).toContain('1D3+1D3 forward');
    expect(stat(host, 'Ram')).toBe('+2');
  });
});

describe('road-gang decision odds', () => {
  it('placing says no die decides it', async () => {
    const s = game(3);
    const host = await mount(<Decision state={s} onCommand={() => {}} />);
    expect(host.querySelector('.rg-place')!.textContent).toContain('No dice: the Fast Gang puts');
  });
});
