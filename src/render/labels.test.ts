import { describe, expect, it } from 'vitest';
import { boardLabels, type LabelInput } from './labels';
import type { MarkerView, VehicleView } from './viewModel';

const cam = { scale: 2, rotation: 0, x: 10, y: 20 };
const car: VehicleView = { id: 'a', name: 'Hawk', kind: 'renegade', colour: 0, pose: { x: 5, y: 5, a: 0 }, wreck: false, badge: 'SPINNING', pending: false, mounts: [] };
const mk = (over: Partial<MarkerView>): MarkerView => ({ id: 'm', pose: { x: 0, y: 0, a: 0 }, look: 'faceDown', tag: null, ...over });
const input = (over: Partial<LabelInput>): LabelInput => ({ cam, sectionLabels: [], limitLabels: [], vehicles: [], markers: [], ruler: null, spins: [], ...over });

describe('board labels', () => {
  it('puts a car name on the car, a little behind its centre, its badge one line below', () => {
    const ls = boardLabels(input({ vehicles: [car] }));
    expect(ls).toEqual([
      { key: 'name-a', text: 'Hawk', x: 20 - 2.4, y: 30, kind: 'name' },
      { key: 'badge-a', text: 'SPINNING', x: 20 - 2.4, y: 43, kind: 'badge' },
    ]);
  });

  it("shows '?' on face-down counters and the owner's tag only when the view model gives one", () => {
    expect(boardLabels(input({ markers: [mk({})] })).map((l) => l.text)).toEqual(['?']);
    expect(boardLabels(input({ markers: [mk({ tag: 'dummy' })] })).map((l) => l.text)).toEqual(['?', 'dummy']);
    expect(boardLabels(input({ markers: [mk({ look: 'oil' })] }))).toEqual([]);
  });

  it('labels the ruler at its midpoint', () => {
    const [l] = boardLabels(input({ ruler: { from: { x: 0, y: 0 }, to: { x: 10, y: 0 }, label: '3 spaces', inRange: true } }));
    expect(l).toMatchObject({ text: '3 spaces', x: 20, kind: 'ruler' });
  });
});
